import InsightsIcon from '@mui/icons-material/Insights';
import type { ScreenViews } from '../../resources/shared/screenView';

export const views: ScreenViews = {
  analytics: { icon: InsightsIcon, page: () => import('./Analytics'), plain: true },
};
