import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import { Container, Grid, List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from '../../../layout/site/useDocumentTitle';
import { PageHero } from '../components/PageHero';

const VALUES = ['reliability', 'transparency', 'care'] as const;

export default function AboutPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('public.about.title'));
  return (
    <>
      <PageHero heading={translate('public.about.heading')} intro={translate('public.about.intro')} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="body1" sx={{ fontSize: '1.1rem', lineHeight: 1.8, mb: 4 }}>
              {translate('public.about.story')}
            </Typography>
            <Typography variant="h5" component="h2" fontWeight={700} gutterBottom>
              {translate('public.about.mission_title')}
            </Typography>
            <Typography color="text.secondary" sx={{ lineHeight: 1.8 }}>
              {translate('public.about.mission_text')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" fontWeight={700}>
                {translate('public.about.values_title')}
              </Typography>
              <List>
                {VALUES.map((value) => (
                  <ListItem key={value} disableGutters alignItems="flex-start">
                    <ListItemIcon sx={{ minWidth: 36, mt: 0.5, color: 'primary.main' }}>
                      <CheckCircleIcon />
                    </ListItemIcon>
                    <ListItemText primary={translate(`public.about.value_${value}`)} />
                  </ListItem>
                ))}
              </List>
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
