import { Button, Container, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../layout/site/useDocumentTitle';
import { ForwardArrow } from '../components/ForwardArrow';
import { PageHero } from '../components/PageHero';
import { PlanCarousel } from '../pricing/PlanCarousel';
import { PricingEmpty, PricingLoading } from '../pricing/PricingStates';
import { usePriceList } from '../pricing/usePriceList';

/** Price Offers: the published plans in a carousel, titled 'Pricing: Price List | {company}', and Contact Us. */
export default function PricingPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('public.pricing.title'));
  const { loading, plans } = usePriceList();
  return (
    <>
      <PageHero heading={translate('public.pricing.heading')} intro={translate('public.pricing.intro')} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        {loading ? <PricingLoading /> : plans.length ? <PlanCarousel plans={plans} /> : <PricingEmpty />}
        <Paper variant="outlined" sx={{ mt: 6, p: { xs: 3, md: 4 }, textAlign: 'center', bgcolor: 'action.hover' }}>
          <Typography sx={{ mb: 3 }} color="text.secondary">
            {translate('public.pricing.cta_text')}
          </Typography>
          <Button component={RouterLink} to="/contact" variant="contained" size="large" endIcon={<ForwardArrow />}>
            {translate('public.pricing.contact_us')}
          </Button>
        </Paper>
      </Container>
    </>
  );
}
