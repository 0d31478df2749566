import { Box } from '@mui/material';
import { companyName, logoOf, useSiteSettings } from './useSiteSettings';

/** The company logo at the spec's 120x20, the default one until settings give one. */
export function Logo() {
  const settings = useSiteSettings();
  return <Box component="img" src={logoOf(settings)} alt={companyName(settings)} sx={{ width: 120, height: 20, objectFit: 'contain', display: 'block' }} />;
}
