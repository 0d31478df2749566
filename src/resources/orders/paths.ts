import type { Identifier } from 'react-admin';
import { CUSTOMER_DASHBOARD_PATH, DASHBOARD_PATH } from '../../../domain/permissions';
import { screenUrl } from '../../../domain/screens';
import { listPath } from '../shared/paths';

/** The two order lists an order's page belongs to (their resource names). */
export const ADMIN_ORDERS = 'adminorders';
export const ORDERS = 'orders';

const id = (value: Identifier) => encodeURIComponent(String(value));

/** The spec's page of one order: `/dashboard/adminorders/order/<id>`, or `/dashboard/orders/<id>` on the entry screens. */
export const orderShowPath = (value: Identifier, resource: string = ADMIN_ORDERS): string =>
  resource === ORDERS ? `${listPath(ORDERS)}/${id(value)}` : `${listPath(ADMIN_ORDERS)}/order/${id(value)}`;

/** The edit page: `/dashboard/adminorders/edit/<id>` or `/dashboard/orders/edit/<id>`. */
export const orderEditPath = (value: Identifier, resource: string = ADMIN_ORDERS): string =>
  `${listPath(resource === ORDERS ? ORDERS : ADMIN_ORDERS)}/edit/${id(value)}`;

/** The print page (built by the print screen) for the given orders, in the given order. */
export const printPath = (ids: readonly Identifier[]): string => `${screenUrl('printorders')}?ids=${ids.map(String).join(',')}`;

/** The admin list of repeated orders, which the repeated-orders bell opens in a new tab. */
export const REPEATED_ORDERS_PATH = `${listPath(ADMIN_ORDERS)}/repeatedorder/1`;

/** The create form with a customer chosen (`new/customer?customer=<id>`). */
export const newForCustomerPath = (customer?: Identifier): string =>
  `${listPath(ADMIN_ORDERS)}/new/customer${customer == null ? '' : `?customer=${id(customer)}`}`;

/** The staff's import page, with a customer chosen (`new/import?customer=<id>`) or not. */
export const staffImportPath = (customer?: Identifier): string => `${listPath(ADMIN_ORDERS)}/new/import${customer == null ? '' : `?customer=${id(customer)}`}`;

/** The admin list of one customer's orders (`/dashboard/adminorders/customer/<id>`). */
export const customerOrdersPath = (customer: Identifier): string => `${listPath(ADMIN_ORDERS)}/customer/${id(customer)}`;

/** A /dashboard or /customerdashboard path as react-admin's redirect wants it: relative to the area's basename. */
export const inAdmin = (path: string): string => {
  const area = [DASHBOARD_PATH, CUSTOMER_DASHBOARD_PATH].find((base) => path.startsWith(`${base}/`));
  return area ? path.slice(area.length) : path;
};

/** Today's orders of one customer (`/dashboard/TodayOrders/customer/<id>`). */
export const todayForCustomerPath = (customer: Identifier): string => `${screenUrl('TodayOrders')}/customer/${id(customer)}`;

/** An empty text travels as '-', so each of the Shipment page's segments is there. */
const EMPTY_SEGMENT = '-';
const segment = (value: string | null | undefined) => encodeURIComponent(value?.trim() || EMPTY_SEGMENT);

/** What the Shipment page reads from its URL. */
export interface ShipmentCustomer {
  id: Identifier;
  name: string;
  address: string;
  company_name: string;
}

/** The Shipment page of one customer: `/dashboard/Shipment/<id>/<name>/<address>/<company_name>`. */
export const shipmentPath = (customer: ShipmentCustomer): string =>
  `${screenUrl('Shipment')}/${id(customer.id)}/${segment(customer.name)}/${segment(customer.address)}/${segment(customer.company_name)}`;

/** A Shipment URL segment as text: '-' is empty. */
export const shipmentSegment = (value: string | undefined): string => (value == null || value === EMPTY_SEGMENT ? '' : value);
