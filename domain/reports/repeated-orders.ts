/**
 * repeatedorders (spec section 2, Reports): the repeated-order alerts (an order to a phone that already had an open
 * order of the last seven days, server/orders/repeated.ts) as a report, by merchant over a range of order dates, and
 * below it one merchant's repeated orders one by one (`repeatedorders/customer/{customer}`, an address the spec
 * leaves open). Only the merchants whose orders the caller may see are read.
 *
 * - orders: the merchant's orders entered over the range that were not cancelled (the measures' `orders`);
 * - repeated: those of them flagged repeated, which went on as real orders; share: repeated of orders, in percent;
 * - caught: the orders flagged repeated and then cancelled (a duplicate stopped before it went out).
 */
import { defineReport, param } from './kit';

/** What became of a repeated order: it went on, or it was cancelled as a duplicate. */
export const REPEATED_STATES = ['kept', 'cancelled'] as const;

const range = { days: 30, maxDays: 366 } as const;

export const repeatedOrdersReport = defineReport({
  name: 'repeatedorders',
  id: 'customer_id',
  params: { customer: param.reference('customers') },
  range,
  columns: [
    { key: 'customer_name', kind: 'link', drill: '/dashboard/repeatedorders/customer/{customer_id}?from_date={from_date}&to_date={to_date}' },
    { key: 'orders', kind: 'count', total: true },
    { key: 'repeated', kind: 'count', total: true },
    { key: 'repeated_share', kind: 'percent' },
    { key: 'caught', kind: 'count', total: true },
  ],
  defaultSort: { field: 'repeated', order: 'DESC' },
  chart: { kind: 'bar', x: 'customer_name', y: ['repeated', 'caught'], top: 10 },
});

export const merchantRepeatedOrdersReport = defineReport({
  name: 'repeatedorders_customer',
  below: { screen: 'repeatedorders', path: 'customer/:customer' },
  id: 'order_id',
  keys: ['customer_id'],
  params: { customer: param.reference('customers', { required: true }), state: param.choice(REPEATED_STATES) },
  range,
  columns: [
    { key: 'serial', kind: 'link', drill: '/dashboard/adminorders/order/{order_id}' },
    { key: 'order_date', kind: 'date' },
    { key: 'full_name', kind: 'text' },
    { key: 'phone', kind: 'text', mask: { contact: 'phone', customerKey: 'customer_id' }, unsortable: true },
    { key: 'status', kind: 'status' },
    { key: 'state', kind: 'word', words: 'repeatedorders.states' },
  ],
  defaultSort: { field: 'order_date', order: 'DESC' },
});
