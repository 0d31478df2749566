import SettingsIcon from '@mui/icons-material/Settings';
import type { ScreenViews } from '../shared/screenView';

/** A single record edited at the list's own address, /dashboard/SiteSettings. */
export const views: ScreenViews = {
  SiteSettings: { icon: SettingsIcon, page: () => import('./SiteSettingsEdit') },
};
