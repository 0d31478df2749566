import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { childRoute, type ScreenViews } from '../shared/screenView';

/**
 * The shippers' money reports, read from the ledger (domain/ledger/reports.ts): missed returns, the closings report and one closing's details (ShipperClosingRequestDetails/{rc}). The custody report and a
 * shipper's revenue by day and every shipper's (pages of Shipper: /dashboard/Shipper/revenue and newrevenue) are on
 * the report kit (../reports).
 */
export const views: ScreenViews = {
  MissedReturnShipper: { icon: AssignmentReturnIcon, page: () => import('./MissedReturns') },
  ShipperClosingRequestReport: { icon: AssessmentIcon, page: () => import('./ClosingReport') },
  ShipperClosingRequestDetails: {
    icon: ReceiptLongIcon,
    page: () => import('./ClosingRequestDetails'),
    routes: [childRoute(':rc', () => import('./ClosingRequestDetails'), {})],
  },
};
