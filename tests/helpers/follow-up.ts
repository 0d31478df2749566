import type { LightMyRequestResponse } from 'fastify';
import { cairoToday } from '../../domain/time';
import type { Db } from '../../server/db/client';
import { buildCustomer, buildCustomerPermission, buildFieldPermission, buildOrder, buildRunSheet, buildShipper, buildShipperPermission } from './builders';
import type { TestApp } from './test-app';

export const FOLLOW_ORDERS = '/dashboard/followorders';
export const SHIPPER_REVIEW = '/dashboard/shipperOrdersReview';
export const STATUS_FOLLOW = '/dashboard/ShipperStatusFollow';

/**
 * A customer and a shipper with parcels handed over today (on his run sheet of the day), out for delivery, and
 * `sheet` to put more of his parcels on that sheet (or on one of another day).
 */
export async function shipperDay(db: Db, parcels: number, values: Parameters<typeof buildOrder>[1] = {}) {
  const customer = await buildCustomer(db);
  const shipper = await buildShipper(db);
  const orders = [];
  for (let i = 0; i < parcels; i += 1)
    orders.push(await buildOrder(db, { customer_id: customer.id, shipper_id: shipper.id, status: 'Out For Deliver', order_date: cairoToday(), ...values }));
  await buildRunSheet(
    db,
    shipper.id,
    orders.map((order) => order.id),
  );
  /** Builds his parcels and puts them on his sheet of `day` (today by default). */
  const sheet = async (rows: Parameters<typeof buildOrder>[1][], day = cairoToday()) => {
    const built = [];
    for (const row of rows) built.push(await buildOrder(db, { customer_id: customer.id, shipper_id: shipper.id, ...row }));
    await buildRunSheet(
      db,
      shipper.id,
      built.map((order) => order.id),
      day,
    );
    return built;
  };
  return { customer, shipper, orders, sheet };
}

/**
 * A staff login holding `urls`, the rows of `customers` (view and update) and of `shippers`, and the field
 * permissions a follow-up shows (serials and amounts) unless `fields` says otherwise.
 */
export async function followStaff(t: TestApp, urls: string[], rows: { customers: number[]; shippers: number[] }, fields = { show_total_amount: true }) {
  const login = await t.loginAs({ role: 'staff', urls });
  for (const id of rows.customers) await buildCustomerPermission(t.db, login.user.id, id, { view: true, updateOrder: true });
  for (const id of rows.shippers) await buildShipperPermission(t.db, login.user.id, id);
  await buildFieldPermission(t.db, login.user.id, 'show_order_serial', true);
  await buildFieldPermission(t.db, login.user.id, 'show_total_amount', fields.show_total_amount);
  return login;
}

/** The follow-up calls of the API. */
export function followApi(t: TestApp) {
  return {
    list: (token: string, query: Record<string, string> = {}) => t.call(token, { method: 'GET', url: '/api/addorders/getorderfollowup', query }),
    shippers: (token: string, query: Record<string, string> = {}) => t.call(token, { method: 'GET', url: '/api/addorders/getOrderFollowShipperFilter', query }),
    report: (token: string, payload: Record<string, unknown> = {}) =>
      t.call(token, { method: 'POST', url: '/api/customization/getOrderFollowUpReport', payload }),
    review: (token: string, payload: Record<string, unknown>) => t.call(token, { method: 'POST', url: '/api/orders/review/', payload }),
    quick: (token: string, payload: Record<string, unknown>) => t.call(token, { method: 'POST', url: '/api/orders/quick_action/', payload }),
    shipping: (token: string, query: Record<string, string> = {}) =>
      t.call(token, { method: 'GET', url: '/api/addorders/search_orders_requst_shipping', query }),
  };
}

export interface FollowPage {
  count: number;
  results: { id: number; Order_Delivery_Status: string; collected_amount: string | null; total_amount: string }[];
  counts: Record<'out' | 'delivered' | 'hold' | 'undelivered' | 'returned', { count: number; capped: boolean }>;
  day_date: string;
  to_date: string;
}

export function ok<T>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

export const idsOf = (page: { results: { id: number }[] }) => page.results.map((r) => r.id).sort((a, b) => a - b);
