/**
 * The child pages of the order resources, at the spec's URLs. Static segments rank above `:orderId` and
 * `:client_id`, so `orders/archivedorders` is never read as an order id. Every view loads on demand; the list
 * variants share one chunk. `orders/printorders` is the print screen's page (./print).
 */
import { childRoute } from '../shared/defineResource';
import type { ListVariant } from './list/variants';

const list = () => import('./list/OrderListPage');
const show = () => import('./show/OrderShowPage');
const create = () => import('./form/OrderCreatePage');
const variant = (path: string, name: ListVariant) => childRoute(path, list, { variant: name });

/** `/dashboard/adminorders/...` */
export const adminOrderRoutes = [
  childRoute('order/:id', show, {}),
  childRoute('new/customer', create, {}),
  childRoute('new/shipper', create, {}),
  variant('customer/:client_id', 'customer'),
  variant('shipper/:shipper_id', 'shipper'),
  variant('repeatedorder/:isRepeated', 'repeated'),
  variant('cancelledorders', 'cancelled'),
  childRoute('viewReplies', () => import('./pages/RepliesPage'), {}),
  variant('newwindow/switch/:serial', 'serial'),
  variant('newwindow/:client_id', 'newwindow'),
];

/** `/dashboard/orders/...` (`new` and `edit/:id` come from the resource definition). */
export const orderEntryRoutes = [
  childRoute(':orderId', show, {}),
  variant('archivedorders', 'archived'),
  variant('archivemanager', 'archivemanager'),
  variant('taxable_manager', 'taxable'),
  childRoute('order_permissions', () => import('./pages/OrderPermissionsPage'), {}),
  childRoute('printorders', () => import('./print/PrintOrdersPage'), {}),
];
