import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { Button, Container, Grid, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../layout/site/useDocumentTitle';
import { useSiteSettings } from '../../../layout/site/useSiteSettings';
import { ContactList } from '../components/ContactList';
import { ForwardArrow } from '../components/ForwardArrow';
import { PageHero } from '../components/PageHero';

/** The company's address, phone and email from the site settings, and the working hours. */
export default function ContactPage() {
  const translate = useTranslate();
  const settings = useSiteSettings();
  useDocumentTitle(translate('public.contact.title'));
  return (
    <>
      <PageHero heading={translate('public.contact.heading')} intro={translate('public.contact.intro')} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, height: '100%' }}>
              <ContactList settings={settings} showEmpty />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, height: '100%' }}>
              <Stack direction="row" spacing={1.5} alignItems="flex-start" sx={{ mb: 3 }}>
                <AccessTimeIcon color="primary" fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
                <div>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {translate('public.contact_labels.hours')}
                  </Typography>
                  <Typography>{translate('public.contact_labels.hours_value')}</Typography>
                </div>
              </Stack>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {translate('public.contact.register_hint')}
              </Typography>
              <Button component={RouterLink} to="/register" variant="contained" endIcon={<ForwardArrow />}>
                {translate('public.home.cta_register')}
              </Button>
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
