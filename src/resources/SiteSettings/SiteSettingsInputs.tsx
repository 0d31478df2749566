import { Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { LogoInput } from './LogoInput';

const SOCIAL_LINKS = ['facebook_link', 'twitter_link', 'instgram_link', 'linkedin_link'] as const;
/** Addresses, e-mail and phone read left to right in Arabic too (their characters would otherwise be reordered). */
const ltr = { htmlInput: { dir: 'ltr' } } as const;

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
      {translate(`resources.SiteSettings.sections.${title}`)}
    </Typography>
  );
}

/** The company's identity, contact details and social links (spec section 3, Site settings). */
export function SiteSettingsInputs() {
  return (
    <>
      <Section title="identity" />
      <TextInput source="company" fullWidth sx={{ maxWidth: 560 }} />
      <TextInput source="homeSlogin" fullWidth sx={{ maxWidth: 560 }} />
      <LogoInput />
      <Section title="contact" />
      <TextInput source="address" fullWidth multiline sx={{ maxWidth: 560 }} />
      <TextInput source="email" type="email" fullWidth sx={{ maxWidth: 360 }} slotProps={ltr} />
      <TextInput source="phone" type="tel" fullWidth sx={{ maxWidth: 360 }} slotProps={ltr} />
      <Section title="social" />
      {SOCIAL_LINKS.map((source) => (
        <TextInput key={source} source={source} type="url" fullWidth sx={{ maxWidth: 560 }} slotProps={ltr} />
      ))}
    </>
  );
}
