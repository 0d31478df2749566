import SettingsIcon from '@mui/icons-material/Settings';
import { defineResource } from '../shared/defineResource';

/** A single record edited at the list's own address, /dashboard/SiteSettings. */
export const SiteSettings = defineResource({
  name: 'SiteSettings',
  icon: SettingsIcon,
  list: () => import('./SiteSettingsEdit'),
});
