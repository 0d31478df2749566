import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { companyName, logoOf, useSiteSettings } from './useSiteSettings';
import { useDocumentTitle } from './useDocumentTitle';

export interface NotFoundContentProps {
  /** Where the way home leads, and its label (a translation key). */
  home: string;
  homeLabel: string;
  /** The company's logo and name above the message, where no header shows them. */
  branded?: boolean;
}

/**
 * The 404 of every area (the public site and both logged-in areas): the company's name in the tab title, a
 * translated message and one way home.
 */
export function NotFoundContent({ home, homeLabel, branded = false }: NotFoundContentProps) {
  const translate = useTranslate();
  const settings = useSiteSettings();
  useDocumentTitle(translate('public.not_found.title'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <Stack alignItems="center" textAlign="center" spacing={2}>
        {branded && (
          <Stack alignItems="center" spacing={1}>
            <Box component="img" src={logoOf(settings)} alt="" sx={{ height: 40, maxWidth: 200, objectFit: 'contain' }} />
            <Typography component="p" variant="subtitle1" fontWeight={700}>
              {companyName(settings)}
            </Typography>
          </Stack>
        )}
        <TravelExploreIcon color="primary" sx={{ fontSize: 72 }} aria-hidden />
        <Typography variant="overline" component="p" color="text.secondary">
          404
        </Typography>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {translate('public.not_found.heading')}
        </Typography>
        <Typography color="text.secondary">{translate('public.not_found.text')}</Typography>
        <Button component={RouterLink} to={home} variant="contained" size="large">
          {translate(homeLabel)}
        </Button>
      </Stack>
    </Container>
  );
}
