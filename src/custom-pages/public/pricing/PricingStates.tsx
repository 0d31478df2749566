import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown while the price list loads. */
export function PricingLoading() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{translate('public.pricing.loading')}</Typography>
    </Box>
  );
}

/** Shown when no offer is published (or the list could not be loaded). */
export function PricingEmpty() {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <LocalOfferIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h5" component="h2" fontWeight={700} gutterBottom>
        {translate('public.pricing.empty_title')}
      </Typography>
      <Typography color="text.secondary">{translate('public.pricing.empty_text')}</Typography>
    </Paper>
  );
}
