import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { IconButton, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { SiteSettings } from '../../../layout/site/useSiteSettings';

const NETWORKS: { field: keyof SiteSettings; label: string; icon: ReactNode }[] = [
  { field: 'facebook_link', label: 'public.footer.facebook', icon: <FacebookIcon /> },
  { field: 'twitter_link', label: 'public.footer.twitter', icon: <XIcon /> },
  { field: 'instgram_link', label: 'public.footer.instagram', icon: <InstagramIcon /> },
  { field: 'linkedin_link', label: 'public.footer.linkedin', icon: <LinkedInIcon /> },
];

/** The company's social pages that settings give, each opening in a new tab. */
export function SocialLinks({ settings }: { settings: SiteSettings | null }) {
  const translate = useTranslate();
  const present = NETWORKS.filter(({ field }) => settings?.[field]);
  if (present.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      {present.map(({ field, label, icon }) => (
        <IconButton key={field} component="a" href={settings?.[field]} target="_blank" rel="noopener" aria-label={translate(label)} color="inherit">
          {icon}
        </IconButton>
      ))}
    </Stack>
  );
}
