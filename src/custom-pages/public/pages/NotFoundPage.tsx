import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Button, Container, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../layout/site/useDocumentTitle';

export default function NotFoundPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('public.not_found.title'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <Stack alignItems="center" textAlign="center" spacing={2}>
        <TravelExploreIcon color="primary" sx={{ fontSize: 72 }} aria-hidden />
        <Typography variant="overline" component="p" color="text.secondary">
          404
        </Typography>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {translate('public.not_found.heading')}
        </Typography>
        <Typography color="text.secondary">{translate('public.not_found.text')}</Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          {translate('public.not_found.home')}
        </Button>
      </Stack>
    </Container>
  );
}
