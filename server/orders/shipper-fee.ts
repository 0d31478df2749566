import { sql } from 'drizzle-orm';
import { formatMoney } from '../../domain/prices';
import { orders } from '../db/schema';

/**
 * The shipper fee of an order (what its shipper earns for it). A fee a person typed stays, and is marked manual
 * when it differs from the shipper's own delivery fee; with no fee typed, an order that gets a shipper takes his
 * delivery fee unless a person set one by hand before. Assigning and sending out follow the same rule (below), so
 * nothing a person typed is ever overwritten.
 */
export interface ShipperFee {
  shipper_fees: string;
  shipper_fees_manual: boolean;
}

/**
 * The fee to store, or undefined to leave it as it is. `standard` is the delivery fee of the order's shipper
 * (routes/orders/values.ts reads it with the other checks); `typed` the fee in the body (only from a caller who
 * may set it); `before` the stored order on an edit.
 */
export function shipperFeeFor(
  standard: string | undefined,
  shipperId: number | null | undefined,
  typed: string | undefined,
  before?: { shipper_id: number | null; shipper_fees_manual: boolean },
): ShipperFee | undefined {
  if (typed !== undefined) return { shipper_fees: typed, shipper_fees_manual: typed !== standard };
  const shipperChanged = shipperId != null && shipperId !== before?.shipper_id;
  if (shipperChanged && standard !== undefined && !before?.shipper_fees_manual) return { shipper_fees: standard, shipper_fees_manual: false };
  return undefined;
}

/** The fee an order takes when handed to a shipper in bulk: his delivery fee, unless a person set one by hand. */
export const feeOnHandOver = (deliveryFee: string) => sql`case when ${orders.shipper_fees_manual} then ${orders.shipper_fees} else ${deliveryFee} end`;

/** The fee change a hand-over makes to one order, for its timeline, or undefined when the fee stays. */
export function feeChangeOnHandOver(row: ShipperFee, deliveryFee: string): [string, string] | undefined {
  return row.shipper_fees_manual || formatMoney(row.shipper_fees) === formatMoney(deliveryFee) ? undefined : [row.shipper_fees, deliveryFee];
}
