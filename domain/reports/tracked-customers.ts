/**
 * trackCustomerOrdersList (spec section 2, Customers; section 7: GET track-customers): the merchants the office follows
 * closely (a list the whole office shares: who put each merchant there, when and why) with their open orders now, by
 * where they stand; below it, one merchant's open orders one by one (`trackCustomerOrdersList/customer/{customer}`, an
 * address the spec leaves open). Only the merchants whose orders the caller may view are read.
 *
 * An order is open while it is neither finished (delivered, collected, returned to its merchant) nor cancelled or
 * archived. Where it stands: a pickup request not picked up yet; at the hub (pending); out with a courier; on hold;
 * undelivered or refused, on its way back. Its age is the whole days since its order date.
 */
import type { OrderStatus } from '../orders/status';
import { defineReport, param, type ReportColumn } from './kit';

export const OPEN_STATES = ['awaiting_pickup', 'at_hub', 'out', 'hold', 'undelivered'] as const;
export type OpenState = (typeof OPEN_STATES)[number];

/** The statuses of each state (awaiting pickup is a pending order with the pickup request's status code). */
export const OPEN_STATUSES: Readonly<Record<OpenState, readonly OrderStatus[]>> = {
  awaiting_pickup: ['Pending'],
  at_hub: ['Pending'],
  out: ['Out For Deliver'],
  hold: ['Hold'],
  undelivered: ['Undelivered', 'Rejected'],
};

/** The longest note kept with a followed merchant. */
export const TRACK_NOTE_MAX = 200;

const ORDERS_PAGE = '/dashboard/customers/trackCustomerOrdersList/customer/{customer_id}';
const counted = (key: OpenState | 'open'): ReportColumn => ({
  key,
  kind: 'count',
  total: true,
  drill: `${ORDERS_PAGE}?state=${key === 'open' ? '' : key}`,
});

export const trackedCustomersReport = defineReport({
  name: 'trackCustomerOrdersList',
  id: 'customer_id',
  params: { customer: param.reference('customers') },
  columns: [
    { key: 'customer_name', kind: 'link', drill: ORDERS_PAGE },
    { key: 'followed_by', kind: 'text' },
    { key: 'since', kind: 'date' },
    { key: 'note', kind: 'text', unsortable: true },
    counted('open'),
    ...OPEN_STATES.map(counted),
    { key: 'oldest_open_days', kind: 'count' },
    { key: 'entered_today', kind: 'count', total: true },
  ],
  defaultSort: { field: 'open', order: 'DESC' },
  chart: { kind: 'bar', x: 'customer_name', y: ['out', 'hold', 'undelivered'], top: 10 },
});

export const trackedCustomerOrdersReport = defineReport({
  name: 'trackCustomerOrdersList_customer',
  below: { screen: 'trackCustomerOrdersList', path: 'customer/:customer' },
  id: 'order_id',
  keys: ['customer_id'],
  params: { customer: param.reference('customers', { required: true }), state: param.choice(OPEN_STATES) },
  columns: [
    { key: 'serial', kind: 'link', drill: '/dashboard/adminorders/order/{order_id}' },
    { key: 'order_date', kind: 'date' },
    { key: 'state', kind: 'word', words: 'trackCustomerOrdersList.states' },
    { key: 'status', kind: 'status' },
    { key: 'shipper_name', kind: 'text' },
    { key: 'city', kind: 'name', unsortable: true },
    { key: 'age_days', kind: 'count' },
  ],
  defaultSort: { field: 'age_days', order: 'DESC' },
});
