import PaidIcon from '@mui/icons-material/Paid';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { withProps, type ScreenViews } from '../shared/screenView';

/**
 * The merchants' revenue (pages of customers): one merchant's days at customers/revenue with a day's orders below
 * it, its detailed twin customers/revenue_enhanced, and every merchant's at customers/newrevenue.
 */
export const views: ScreenViews = {
  customerrevenue: { icon: PaidIcon, page: withProps(() => import('./RevenuePages'), { enhanced: false }), nested: true },
  customerrevenue_enhanced: { icon: PaidIcon, page: withProps(() => import('./RevenuePages'), { enhanced: true }) },
  customernewrevenue: { icon: TrendingUpIcon, page: () => import('./RevenueMerchants') },
};
