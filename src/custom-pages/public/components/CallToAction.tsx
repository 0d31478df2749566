import { Box, Container, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CtaButtons } from './CtaButtons';

/** The closing band: register or talk to the team. */
export function CallToAction() {
  const translate = useTranslate();
  return (
    <Box sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', py: { xs: 6, md: 8 } }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="h4" component="h2" fontWeight={700} gutterBottom>
          {translate('public.home.cta_title')}
        </Typography>
        <Typography sx={{ mb: 3, opacity: 0.95 }}>{translate('public.home.cta_text')}</Typography>
        <CtaButtons register={{ color: 'inherit', sx: { bgcolor: 'common.white', color: 'secondary.dark', '&:hover': { bgcolor: 'grey.100' } } }} />
      </Container>
    </Box>
  );
}
