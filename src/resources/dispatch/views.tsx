import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { childRoute, type ScreenViews } from '../shared/screenView';

/**
 * Dispatch (domain/dispatch/rules.ts): handing parcels to a shipper (shipperEntry), his printed run sheet
 * (shipmentEntrySheet, also at shipmentEntrySheet/{id}) and the hub's scanner (hubscan).
 */
export const views: ScreenViews = {
  shipperEntry: { icon: LocalShippingIcon, page: () => import('./ShipperEntryPage') },
  shipmentEntrySheet: {
    icon: ReceiptLongIcon,
    page: () => import('./RunSheetPage'),
    routes: [childRoute(':id', () => import('./RunSheetPage'), {})],
  },
  hubscan: { icon: QrCodeScannerIcon, page: () => import('./HubScanPage') },
};
