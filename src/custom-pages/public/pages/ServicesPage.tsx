import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturnOutlined';
import BoltIcon from '@mui/icons-material/BoltOutlined';
import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import TimelineIcon from '@mui/icons-material/TimelineOutlined';
import { Container, Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from '../../../layout/site/useDocumentTitle';
import { CallToAction } from '../components/CallToAction';
import { FeatureCard } from '../components/FeatureCard';
import { PageHero } from '../components/PageHero';

const SERVICES = [
  { key: 'express', icon: <BoltIcon /> },
  { key: 'nationwide', icon: <MapIcon /> },
  { key: 'cod', icon: <PaymentsIcon /> },
  { key: 'returns', icon: <AssignmentReturnIcon /> },
  { key: 'pickup', icon: <EventRepeatIcon /> },
  { key: 'tracking', icon: <TimelineIcon /> },
] as const;

export default function ServicesPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('public.services.title'));
  return (
    <>
      <PageHero heading={translate('public.services.heading')} intro={translate('public.services.intro')} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Grid container spacing={3}>
          {SERVICES.map(({ key, icon }) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
              <FeatureCard icon={icon} title={translate(`public.services.${key}_title`)} text={translate(`public.services.${key}_text`)} />
            </Grid>
          ))}
        </Grid>
      </Container>
      <CallToAction />
    </>
  );
}
