import ArchiveIcon from '@mui/icons-material/Archive';
import CancelIcon from '@mui/icons-material/Cancel';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PolicyIcon from '@mui/icons-material/Policy';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TableRowsIcon from '@mui/icons-material/TableRows';
import type { SvgIconComponent } from '@mui/icons-material';
import type { RaRecord } from 'react-admin';
import { defineResource, type StaffResource } from '../shared/defineResource';
import { ADMIN_ORDERS, ADMIN_ORDERS_ENHANCED, ORDERS } from './paths';
import { adminOrderRoutes, orderEntryRoutes } from './routes';
import { orderScreenResources } from './screenResources';

const list = () => import('./list/OrderListPage');
const enhancedList = () => import('./list/EnhancedOrderList');
const entryList = () => import('./list/EntryOrderList');
const create = () => import('./form/OrderCreatePage');
const edit = () => import('./form/OrderEditPage');
const serialOf = (record: RaRecord) => String(record.serial || record.customer_serial || `#${record.id}`);

/**
 * The staff order screens: the admin list (and its variants), the enhanced list, the entry screens, and the
 * screens built on the order list (./screenResources).
 */
export const orderResources: Record<string, StaffResource> = {
  [ADMIN_ORDERS]: defineResource({
    name: ADMIN_ORDERS,
    icon: ListAltIcon,
    list,
    edit,
    routes: adminOrderRoutes,
    hasShow: true,
    recordRepresentation: serialOf,
  }),
  [ADMIN_ORDERS_ENHANCED]: defineResource({ name: ADMIN_ORDERS_ENHANCED, icon: TableRowsIcon, list: enhancedList, recordRepresentation: serialOf }),
  [ORDERS]: defineResource({
    name: ORDERS,
    icon: EditNoteIcon,
    list: entryList,
    create,
    edit,
    routes: orderEntryRoutes,
    hasShow: true,
    recordRepresentation: serialOf,
  }),
  ...orderScreenResources,
};

/** Menu icons of the order screens that are pages inside those resources. */
export const orderPageIcons: Record<string, SvgIconComponent> = {
  archivedorders: Inventory2Icon,
  archivemanager: ArchiveIcon,
  taxable_manager: ReceiptLongIcon,
  order_permissions: PolicyIcon,
  cancelledorders: CancelIcon,
};
