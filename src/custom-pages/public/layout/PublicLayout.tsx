import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { PageSuspense } from '../../../layout/PageLoading';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/** Header, the page (loaded on demand) and footer. */
export function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <PublicHeader />
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </Box>
      <PublicFooter />
    </Box>
  );
}
