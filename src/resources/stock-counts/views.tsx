import InventoryIcon from '@mui/icons-material/Inventory';
import type { ScreenViews } from '../shared/screenView';

/** Stock counts (spec: Stock, stockcount): the list, a new count at `new`, a count at `edit/{id}` (counted while a draft, then decided). */
export const views: ScreenViews = {
  stockcount: {
    icon: InventoryIcon,
    page: () => import('./CountList'),
    create: () => import('./CountNew'),
    edit: () => import('./CountPage'),
  },
};
