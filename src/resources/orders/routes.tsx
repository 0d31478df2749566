/**
 * The child pages of the order resources, at the spec's URLs. Static segments rank above `:orderId` and
 * `:client_id`, so `orders/archivedorders` is never read as an order id. Every view loads on demand; the list
 * variants share one chunk. `orders/printorders` is the print screen's page (./print).
 */
import type { ComponentType } from 'react';
import { childRoute } from '../shared/defineResource';
import type { ListVariant } from './list/variants';

const list = () => import('./list/OrderListPage');
const show = () => import('./show/OrderShowPage');
const create = () => import('./form/OrderCreatePage');
const variant = (path: string, name: ListVariant) => childRoute(path, list, { variant: name });

/** The order list as a resource's own list view (a screen such as hurryorder), loaded with the list's chunk. */
export const listOf = (name: ListVariant) => async (): Promise<{ default: ComponentType }> => {
  const { default: OrderListPage } = await list();
  return {
    default: function VariantList() {
      return <OrderListPage variant={name} />;
    },
  };
};

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

/** `/dashboard/hurryorder/<id>`: the urgent orders list showing that order (`new` comes from the resource). */
export const urgentOrderRoutes = [variant(':id', 'urgent')];

/** `/dashboard/TodayOrders/...`: today's orders of one shipper or one customer. */
export const todayOrderRoutes = [variant('shipper/:shipper_id', 'todayShipper'), variant('customer/:client_id', 'todayCustomer')];

/** `/dashboard/Shipment/<id>/<name>/<address>/<company_name>`: one customer's shipment prices. */
export const shipmentRoutes = [childRoute(':id/:name/:address/:company_name', () => import('./shipment/ShipmentPage'), {})];
