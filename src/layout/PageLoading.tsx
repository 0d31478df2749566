import { Box, CircularProgress } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { i18nProvider } from '../providers/i18nProvider';

/**
 * A page on its way: the lazy pages' fallback (PageSuspense) and react-admin's loading page (AreaAdmin), one progress
 * bar named in the interface language (the i18n provider itself: outside an area there is no react-admin context to ask).
 */
export function PageLoading() {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' }}
      role="progressbar"
      aria-busy="true"
      aria-label={i18nProvider.translate('ra.page.loading')}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}

/**
 * Pages loaded on demand, showing PageLoading while they come. The areas' layouts put it around their pages, so that
 * react-admin's own fallback (an unnamed spinner and grey text) is never reached.
 */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
