import { Button, Container, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../layout/site/useDocumentTitle';
import { ForwardArrow } from '../components/ForwardArrow';
import { PageHero } from '../components/PageHero';

/** Price Offers: titled 'Pricing: Price List | {company}', with a Contact Us button to /contact. */
export default function PricingPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('public.pricing.title'));
  return (
    <>
      <PageHero heading={translate('public.pricing.heading')} intro={translate('public.pricing.title')} />
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
          <Typography sx={{ mb: 3 }} color="text.secondary" variant="body1">
            {translate('public.pricing.intro')}
          </Typography>
          <Button component={RouterLink} to="/contact" variant="contained" size="large" endIcon={<ForwardArrow />}>
            {translate('public.pricing.contact_us')}
          </Button>
        </Paper>
      </Container>
    </>
  );
}
