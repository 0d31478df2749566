import { Box, Typography } from '@mui/material';
import { companyName, DEFAULT_LOGO, useSiteSettings } from './useSiteSettings';

/**
 * The company's logo at the spec's 120x20, named by the site settings' company. Until the settings give a logo, the
 * default mark (a van, no words) stands beside the company name itself, so the brand reads one name everywhere: the
 * tab title, this logo, the run sheet, the labels and the receipts all read the same `company`.
 */
export function Logo() {
  const settings = useSiteSettings();
  const company = companyName(settings);
  if (settings?.logo) {
    return <Box component="img" src={settings.logo} alt={company} sx={{ width: 120, height: 20, objectFit: 'contain', display: 'block' }} />;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, maxWidth: 240, bgcolor: '#fff', borderRadius: 1 }}>
      <Box component="img" src={DEFAULT_LOGO} alt="" sx={{ width: 30, height: 20, display: 'block', flexShrink: 0 }} />
      <Typography component="span" noWrap sx={{ fontSize: 13, fontWeight: 700, lineHeight: '20px', color: '#1565c0' }}>
        {company}
      </Typography>
    </Box>
  );
}
