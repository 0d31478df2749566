import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { childRoute, type ScreenViews } from '../shared/screenView';

/**
 * The shippers' money pages drawn by hand: missed returns and one closing's details
 * (ShipperClosingRequestDetails/{rc}). The custody and closings reports and a shipper's revenue by day and every
 * shipper's (pages of Shipper: /dashboard/Shipper/revenue and newrevenue) are on the report kit (../reports).
 */
export const views: ScreenViews = {
  MissedReturnShipper: { icon: AssignmentReturnIcon, page: () => import('./MissedReturns') },
  ShipperClosingRequestDetails: {
    icon: ReceiptLongIcon,
    page: () => import('./ClosingRequestDetails'),
    routes: [childRoute(':rc', () => import('./ClosingRequestDetails'), {})],
  },
};
