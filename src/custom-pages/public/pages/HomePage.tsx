import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturnOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import MoveToInboxIcon from '@mui/icons-material/MoveToInboxOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { Box, Container, Grid, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from '../../../layout/site/useDocumentTitle';
import { companyName, useSiteSettings } from '../../../layout/site/useSiteSettings';
import { CallToAction } from '../components/CallToAction';
import { CtaButtons } from '../components/CtaButtons';
import { FeatureCard } from '../components/FeatureCard';
import { HowItWorks } from '../components/HowItWorks';
import { TrackSearch } from '../tracking/TrackSearch';

const FEATURES = [
  { key: 'pickup', icon: <MoveToInboxIcon /> },
  { key: 'delivery', icon: <LocalShippingIcon /> },
  { key: 'cod', icon: <PaymentsIcon /> },
  { key: 'returns', icon: <AssignmentReturnIcon /> },
] as const;

/** The landing page: who the company is and what it does for merchants. */
export default function HomePage() {
  const translate = useTranslate();
  const settings = useSiteSettings();
  useDocumentTitle();
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 8, md: 12 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography variant="overline" component="p" sx={{ opacity: 0.9, letterSpacing: 1 }}>
            {translate('public.home.kicker')}
          </Typography>
          <Typography variant="h2" component="h1" fontWeight={800} gutterBottom>
            {companyName(settings)}
          </Typography>
          <Typography variant="h6" component="p" sx={{ opacity: 0.95, fontWeight: 400, mb: 4 }}>
            {settings?.homeSlogin || translate('public.home.slogan_default')}
          </Typography>
          <CtaButtons register={{ color: 'secondary' }} />
          <Paper component="section" aria-labelledby="home-track" sx={{ mt: 5, mx: 'auto', maxWidth: 520, p: { xs: 2, sm: 3 }, textAlign: 'start' }}>
            <Typography id="home-track" variant="h6" component="h2" gutterBottom>
              {translate('tracking.search_title')}
            </Typography>
            <TrackSearch dense />
          </Paper>
        </Container>
      </Box>
      <Container maxWidth="lg" component="section" sx={{ py: { xs: 6, md: 10 } }} aria-labelledby="what-we-do">
        <Typography id="what-we-do" variant="h4" component="h2" fontWeight={700} textAlign="center" gutterBottom>
          {translate('public.home.what_title')}
        </Typography>
        <Typography color="text.secondary" textAlign="center" sx={{ mb: 5, maxWidth: 640, mx: 'auto' }}>
          {translate('public.home.what_intro')}
        </Typography>
        <Grid container spacing={3}>
          {FEATURES.map(({ key, icon }) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
              <FeatureCard icon={icon} title={translate(`public.home.${key}_title`)} text={translate(`public.home.${key}_text`)} />
            </Grid>
          ))}
        </Grid>
      </Container>
      <HowItWorks />
      <CallToAction />
    </>
  );
}
