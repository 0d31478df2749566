import type { OrderStatus } from '../../../domain/orders/status';
import { ORDER_STATUSES } from '../../../domain/orders/status';
import { weightedPicker, type Rng } from './prng';

/**
 * How likely each status is for an order of a given age (days before today in Cairo): yesterday's orders are
 * mostly waiting or on the road, a week-old order is mostly delivered, a month-old one mostly collected.
 */
const BY_AGE: readonly { maxAge: number; weights: Record<OrderStatus, number> }[] = [
  { maxAge: 1, weights: { Pending: 44, 'Out For Deliver': 32, Delivered: 10, Hold: 6, Undelivered: 4, Rejected: 2, Returned: 0.5, Collected: 1.5 } },
  { maxAge: 6, weights: { Pending: 8, 'Out For Deliver': 16, Delivered: 36, Hold: 9, Undelivered: 7, Rejected: 5, Returned: 4, Collected: 15 } },
  { maxAge: 20, weights: { Pending: 2, 'Out For Deliver': 3, Delivered: 30, Hold: 4, Undelivered: 4, Rejected: 5, Returned: 8, Collected: 44 } },
  { maxAge: Infinity, weights: { Pending: 0.5, 'Out For Deliver': 0.5, Delivered: 10, Hold: 1.5, Undelivered: 1.5, Rejected: 5, Returned: 9, Collected: 72 } },
];

const pickers = BY_AGE.map((bucket) => ({ maxAge: bucket.maxAge, pick: weightedPicker(ORDER_STATUSES.map((s) => bucket.weights[s])) }));

export function statusForAge(rng: Rng, age: number): OrderStatus {
  const bucket = pickers.find((p) => age <= p.maxAge) ?? pickers[pickers.length - 1]!;
  return ORDER_STATUSES[bucket.pick(rng)]!;
}

/** Hours from creation to the current status, for each status (min, max). */
export const STATUS_LAG_HOURS: Record<OrderStatus, readonly [number, number]> = {
  Pending: [0, 0],
  'Out For Deliver': [10, 30],
  Delivered: [20, 72],
  Hold: [20, 60],
  Undelivered: [20, 60],
  Rejected: [20, 72],
  Returned: [72, 240],
  Collected: [48, 168],
};

/** The status an order was in before its current one, for its timeline. */
export const PREVIOUS_STATUS: Record<OrderStatus, OrderStatus | null> = {
  Pending: null,
  'Out For Deliver': 'Pending',
  Delivered: 'Out For Deliver',
  Hold: 'Out For Deliver',
  Undelivered: 'Out For Deliver',
  Rejected: 'Out For Deliver',
  Returned: 'Rejected',
  Collected: 'Delivered',
};

/** Orders per weekday (0 Sunday .. 6 Saturday): Friday is quiet in Egypt, Saturday a little. */
export const WEEKDAY_WEIGHT = [1, 1, 1, 1, 1, 0.45, 0.8] as const;
