import MapIcon from '@mui/icons-material/Map';
import type { ScreenViews } from '../shared/screenView';

/** shippertracking: a courier's day on the map (./ShipperTracking.tsx), a page of its own. */
export const views: ScreenViews = {
  shippertracking: { icon: MapIcon, page: () => import('./ShipperTracking'), plain: true },
};
