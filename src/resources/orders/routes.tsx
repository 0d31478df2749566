/**
 * The pages below the order screens that are not screens of their own, at the spec's URLs. Static segments
 * rank above `:orderId` and `:client_id`, so `orders/archivedorders` is never read as an order id. Every view
 * loads on demand; the list variants share one chunk.
 */
import { childRoute } from '../shared/screenView';
import type { ListVariant } from './list/variants';

export const list = () => import('./list/OrderListPage');
export const show = () => import('./show/OrderShowPage');
export const create = () => import('./form/OrderCreatePage');
export const variant = (path: string, name: ListVariant) => childRoute(path, list, { variant: name });

/** `/dashboard/adminorders/...`: an order's page, the create forms and the list narrowed by the URL. */
export const adminOrderRoutes = [
  childRoute('order/:id', show, {}),
  childRoute('new/customer', create, {}),
  childRoute('new/shipper', create, {}),
  childRoute('new/import', () => import('./import/StaffImportPage'), {}),
  variant('customer/:client_id', 'customer'),
  variant('shipper/:shipper_id', 'shipper'),
  variant('repeatedorder/:isRepeated', 'repeated'),
  variant('newwindow/switch/:serial', 'serial'),
  variant('newwindow/:client_id', 'newwindow'),
];

/** `/dashboard/orders/<id>`: an order's page (`new` and `edit/:id` come from the screen's view). */
export const orderEntryRoutes = [childRoute(':orderId', show, {})];

/** `/dashboard/TodayOrders/...`: today's orders of one shipper or one customer. */
export const todayOrderRoutes = [variant('shipper/:shipper_id', 'todayShipper'), variant('customer/:client_id', 'todayCustomer')];

/** `/dashboard/Shipment/<id>/<name>/<address>/<company_name>`: one customer's shipment prices. */
export const shipmentRoutes = [childRoute(':id/:name/:address/:company_name', () => import('./shipment/ShipmentPage'), {})];
