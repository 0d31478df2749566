/**
 * The views of the order screens (registry: domain/screens.ts). Most of them are the order list in one of its
 * variants (`sharedViews.orderList`, ./list/variants.ts): their entries here only add a menu icon and the
 * pages below them. Every view loads on demand; the list's screens share the list's chunk.
 */
import ArchiveIcon from '@mui/icons-material/Archive';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import AssignmentReturnedIcon from '@mui/icons-material/AssignmentReturned';
import BoltIcon from '@mui/icons-material/Bolt';
import CancelIcon from '@mui/icons-material/Cancel';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import ListAltIcon from '@mui/icons-material/ListAlt';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import PolicyIcon from '@mui/icons-material/Policy';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import TableRowsIcon from '@mui/icons-material/TableRows';
import TodayIcon from '@mui/icons-material/Today';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import { childRoute } from '../shared/screenView';
import { orderName } from '../shared/recordName';
import { withProps, type ScreenViews, type SharedViews } from '../shared/screenView';
import { isListVariant } from './list/variantNames';
import { adminOrderRoutes, create, list, orderEntryRoutes, shipmentRoutes, todayOrderRoutes, variant } from './routes';

const edit = () => import('./form/OrderEditPage');

export const sharedViews: SharedViews = {
  /** The order list in the screen's variant, titled with the screen's name unless the variant names it otherwise. */
  orderList: (variant, screen) => ({
    page: isListVariant(variant) ? withProps(list, { variant, screen }) : undefined,
    recordRepresentation: orderName,
  }),
};

export const views: ScreenViews = {
  adminorders: { icon: ListAltIcon, edit, routes: adminOrderRoutes, hasShow: true },
  adminorders_enhanced: { icon: TableRowsIcon },
  orders: { icon: EditNoteIcon, create, edit, routes: orderEntryRoutes, hasShow: true },
  printorders: { page: () => import('./print/PrintOrdersPage') },
  archivedorders: { icon: Inventory2Icon },
  archivemanager: { icon: ArchiveIcon },
  taxable_manager: { icon: ReceiptLongIcon },
  order_permissions: { icon: PolicyIcon, page: () => import('./pages/OrderPermissionsPage') },
  cancelledorders: { icon: CancelIcon },
  viewReplies: { page: () => import('./pages/RepliesPage') },
  // `<url>/new` is the entry form saving an urgent order; `<url>/<id>` the list showing that one order.
  hurryorder: { icon: BoltIcon, create: withProps(create, { urgent: true }), routes: [variant(':id', 'urgent')] },
  AssignOrderToShipper: { icon: AssignmentIndIcon },
  ReturnOrderShipper: { icon: AssignmentReturnedIcon },
  ReturnOrderCustomer: { icon: KeyboardReturnIcon },
  TodayOrders: { icon: TodayIcon, routes: todayOrderRoutes },
  Shipment: { icon: RequestQuoteIcon, page: () => import('./shipment/ShipmentPickerPage'), routes: shipmentRoutes },
  shipmentrequest: { icon: MoveToInboxIcon },
  shipmentrequest_enhanced: { icon: TableRowsIcon },
  followorders: { icon: TrackChangesIcon },
  shipperOrdersReview: { icon: FactCheckIcon, page: () => import('./follow/ShipperOrdersReviewPage') },
  // `<url>/<shipper_id>`: that shipper's parcels of the day.
  ShipperStatusFollow: {
    icon: LocalShippingIcon,
    page: () => import('./follow/ShipperStatusFollowPage'),
    routes: [childRoute(':shipper_id', () => import('./follow/ShipperParcelsPage'), {})],
  },
};
