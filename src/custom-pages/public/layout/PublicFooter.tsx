import { Box, Container, Divider, Grid, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { companyName, useSiteSettings } from '../../../layout/site/useSiteSettings';
import { ContactList } from '../components/ContactList';
import { SocialLinks } from '../components/SocialLinks';
import { FOOTER_LINKS } from './navItems';

/** Keeps a name in another script from reordering the sentence around it. */
const isolate = (text: string): string => `\u2068${text}\u2069`;

/** Company details and links from the site settings; the links are the spec's five. */
export function PublicFooter() {
  const translate = useTranslate();
  const settings = useSiteSettings();
  const company = companyName(settings);
  return (
    <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', pt: 6, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h6" component="p" fontWeight={700} gutterBottom>
              {company}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 420 }}>
              <bdi>{settings?.homeSlogin || translate('public.home.slogan_default')}</bdi>
            </Typography>
            <SocialLinks settings={settings} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography variant="subtitle1" component="h2" fontWeight={700} gutterBottom>
              {translate('public.footer.links_title')}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} color="text.secondary" underline="hover">
                    {translate(link.label)}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="subtitle1" component="h2" fontWeight={700} gutterBottom>
              {translate('public.footer.contact_title')}
            </Typography>
            <ContactList settings={settings} />
          </Grid>
        </Grid>
        <Divider sx={{ my: 3 }} />
        <Typography variant="body2" color="text.secondary" textAlign="center">
          {translate('public.footer.rights', { year: new Date().getFullYear(), company: isolate(company) })}
        </Typography>
      </Container>
    </Box>
  );
}
