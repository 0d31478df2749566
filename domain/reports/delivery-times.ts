/**
 * deliverytimes (issue 23, items 2 and 4; the spec leaves the screen unnamed): how fast each merchant's parcels reach
 * their recipients, from pickup to delivery, over the deliveries posted in the range (measures delivery_hours and
 * delivery_hours_p90 of ./measures.ts, which say what pickup and delivery are), with the share delivered within a day
 * and within two days of pickup (of those whose pickup is known). Only the merchants whose orders the caller may see.
 * Each merchant opens its deliveries one by one (`deliverytimes/customer/{customer}`), each with how its pickup is
 * known.
 */
import { defineReport, param, type ReportColumn } from './kit';

/** How a parcel's pickup is known: its first scan into the hub, its first hand-over to a courier, or not at all. */
export const PICKUP_SOURCES = ['scan', 'hand_over', 'unknown'] as const;
export type PickupSource = (typeof PICKUP_SOURCES)[number];

const range = { days: 30, maxDays: 366 } as const;
const ORDERS = '/dashboard/deliverytimes/customer/{customer_id}?from_date={from_date}&to_date={to_date}';

const timing: readonly ReportColumn[] = [
  { key: 'delivery_hours', kind: 'decimal', measure: 'delivery_hours' },
  { key: 'delivery_hours_p90', kind: 'decimal', measure: 'delivery_hours_p90' },
  { key: 'within_day', kind: 'percent' },
  { key: 'within_two_days', kind: 'percent' },
];

export const deliveryTimesReport = defineReport({
  name: 'deliverytimes',
  id: 'customer_id',
  params: { customer: param.reference('customers') },
  range,
  columns: [
    { key: 'customer_name', kind: 'link', drill: ORDERS },
    { key: 'deliveries', kind: 'count', total: true, drill: ORDERS },
    { key: 'timed', kind: 'count', total: true },
    ...timing,
  ],
  defaultSort: { field: 'deliveries', order: 'DESC' },
  chart: { kind: 'bar', x: 'customer_name', y: ['deliveries', 'timed'], top: 10 },
});

/** One merchant's deliveries of the range: when each was picked up (and how that is known), delivered, and the hours between. */
export const deliveryTimesOrdersReport = defineReport({
  name: 'deliverytimes_orders',
  below: { screen: 'deliverytimes', path: 'customer/:customer' },
  id: 'order_id',
  keys: ['customer_id'],
  params: { customer: param.reference('customers', { required: true }) },
  range,
  columns: [
    { key: 'serial', kind: 'link', drill: '/dashboard/adminorders/order/{order_id}' },
    { key: 'pickup', kind: 'word', words: 'deliverytimes_orders.pickups' },
    { key: 'picked_up_on', kind: 'date' },
    { key: 'delivered_on', kind: 'date' },
    { key: 'hours', kind: 'decimal' },
  ],
  defaultSort: { field: 'hours', order: 'DESC' },
});
