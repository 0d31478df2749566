import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ForwardArrow } from './ForwardArrow';

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
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="center">
          <Button component={RouterLink} to="/register" variant="contained" color="inherit" size="large" endIcon={<ForwardArrow />} sx={{ bgcolor: 'common.white', color: 'secondary.dark', '&:hover': { bgcolor: 'grey.100' } }}>
            {translate('public.home.cta_register')}
          </Button>
          <Button component={RouterLink} to="/contact" variant="outlined" color="inherit" size="large">
            {translate('public.home.cta_contact')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
