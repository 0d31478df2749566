/**
 * An order's place in the ledger follows from its state: a delivered (or collected) order has posted its
 * delivery, a returned one its return fee, any other nothing. A change of the order posts the difference between
 * its position after and before, in the same transaction as the change, so the order's money fields and the
 * ledger never tell two stories.
 */
import { toPiastres } from '../orders/money';
import type { OrderStatus } from '../orders/status';
import { legsOf, negated, net, type Posting } from './events';
import type { TransactionKind } from './kinds';

/** The fields of an order its money follows from (amounts as PostgreSQL's numeric text). */
export interface OrderMoney {
  id: number;
  status: OrderStatus;
  customer_id: number;
  shipper_id: number | null;
  total_amount: string;
  total_fees: string;
  shipper_fees: string;
  collected_amount: string | null;
  return_fees: string;
}

/** Statuses in which the recipient's cash has been taken. */
export const CASH_STATUSES: readonly OrderStatus[] = ['Delivered', 'Collected'];

/** The cash a delivered order brought: its collected amount, or its total when none was recorded. */
export const cashOf = (order: Pick<OrderMoney, 'collected_amount' | 'total_amount'>): bigint => toPiastres(order.collected_amount ?? order.total_amount);

/** The events an order's own state posts. */
export type OrderEvent = 'delivered' | 'partial' | 'returned';

/** The event an order's state amounts to, if any. */
export function eventOf(order: OrderMoney): OrderEvent | undefined {
  if (CASH_STATUSES.includes(order.status)) return cashOf(order) < toPiastres(order.total_amount) ? 'partial' : 'delivered';
  if (order.status === 'Returned' && toPiastres(order.return_fees) > 0n) return 'returned';
  return undefined;
}

/** The entries an order's state stands for. */
export function positionOf(order: OrderMoney): Posting[] {
  const event = eventOf(order);
  if (!event) return [];
  const parties = { shipper: order.shipper_id ?? 0, customer: order.customer_id, order_id: order.id };
  return legsOf(
    event,
    { cash: cashOf(order), fee: toPiastres(order.total_fees), shipperFee: toPiastres(order.shipper_fees), returnFee: toPiastres(order.return_fees) },
    parties,
  );
}

/** What changing an order from `before` to `after` posts: its kind and entries, or undefined when its money did not change. */
export function orderChange(before: OrderMoney, after: OrderMoney): { kind: TransactionKind; postings: Posting[] } | undefined {
  const was = positionOf(before);
  const is = positionOf(after);
  const postings = net([...is, ...negated(was)]);
  if (postings.length === 0) return undefined;
  if (was.length === 0) return { kind: eventOf(after)!, postings };
  if (is.length === 0) return { kind: 'reversal', postings };
  const onlyFee =
    eventOf(before) === eventOf(after) &&
    before.total_fees !== after.total_fees &&
    cashOf(before) === cashOf(after) &&
    before.shipper_fees === after.shipper_fees &&
    before.shipper_id === after.shipper_id &&
    before.customer_id === after.customer_id;
  return { kind: onlyFee ? 'fee_adjustment' : 'correction', postings };
}

/**
 * An order's money fields: what the recipient pays, the fees, what was collected and what was handed over on each
 * side. Every route that writes one either posts what the write did to the ledger, in its transaction, or is
 * refused; the cash states and handed-over amounts are written only by the closings that post them.
 */
export const ORDER_MONEY_FIELDS = [
  'total_amount',
  'total_fees',
  'shipper_fees',
  'return_fees',
  'collected_amount',
  'shipper_cashed',
  'shipper_cash_state',
  'customer_cashed',
  'customer_cash_state',
] as const;
export type OrderMoneyField = (typeof ORDER_MONEY_FIELDS)[number];

/**
 * What a closing that holds an order (its shipper's or its merchant's) freezes: its money fields and whose money it
 * is (the merchant and the courier). They change only through an approved request and the closings' own
 * postings; the database refuses anything else (migration 0014).
 */
export const CLOSED_ORDER_FIELDS = [...ORDER_MONEY_FIELDS, 'customer_id', 'shipper_id'] as const;
export type ClosedOrderField = (typeof CLOSED_ORDER_FIELDS)[number];
