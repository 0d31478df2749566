import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { SiteSettings } from '../../../layout/site/useSiteSettings';

const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

interface Item {
  key: 'address' | 'phone' | 'email';
  icon: ReactNode;
  value: string;
  href?: string;
}

/** Address, phone (a tel: link) and email (a mailto: link) from the site settings. */
export function ContactList({ settings, showEmpty = false }: { settings: SiteSettings | null; showEmpty?: boolean }) {
  const translate = useTranslate();
  const items: Item[] = [
    { key: 'address', icon: <PlaceIcon fontSize="small" />, value: settings?.address ?? '' },
    { key: 'phone', icon: <PhoneIcon fontSize="small" />, value: settings?.phone ?? '', href: settings?.phone ? telHref(settings.phone) : undefined },
    { key: 'email', icon: <EmailIcon fontSize="small" />, value: settings?.email ?? '', href: settings?.email ? `mailto:${settings.email}` : undefined },
  ];
  const shown = showEmpty ? items : items.filter((item) => item.value);
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {shown.map(({ key, icon, value, href }) => (
        <Stack component="li" key={key} direction="row" spacing={1.5} alignItems="flex-start">
          <Stack sx={{ pt: 0.25, color: 'primary.main' }} aria-hidden>
            {icon}
          </Stack>
          <div>
            <Typography variant="caption" color="text.secondary" component="div">
              {translate(`public.contact_labels.${key}`)}
            </Typography>
            {!value ? (
              <Typography color="text.secondary">{translate('public.contact.not_set')}</Typography>
            ) : href ? (
              <Link href={href} color="inherit" underline="hover" dir={key === 'address' ? undefined : 'ltr'}>
                {value}
              </Link>
            ) : (
              <Typography>
                <bdi>{value}</bdi>
              </Typography>
            )}
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
