import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { customers, orders } from '../db/schema';
import { resolvePriceFor } from '../prices/shipment-price';

/**
 * The return fee each order's merchant pays for a parcel sent back (money-domain.md step 8): only when its terms
 * say so (`HasReturnPrice`), at its return price for the order's city and zone (domain/prices.ts: the return
 * template's price, else the return price of the row that prices the delivery); none without a price or a city.
 * Written on the orders (`return_fees`) in the caller's transaction, for the move to Returned to post it.
 */
export async function chargeReturnFees<T extends { id: number; return_fees: string }>(tx: Tx, rows: readonly T[]): Promise<T[]> {
  if (rows.length === 0) return [...rows];
  const places = await tx
    .select({ id: orders.id, customer: customers, city_id: orders.city_id, zone_id: orders.zone_id })
    .from(orders)
    .innerJoin(customers, and(eq(customers.id, orders.customer_id), eq(customers.HasReturnPrice, true)))
    .where(
      inArray(
        orders.id,
        rows.map((row) => row.id),
      ),
    );
  const byPlace = new Map<string, string>();
  const fees = new Map<number, string>();
  for (const place of places) {
    if (place.city_id == null) continue;
    const key = `${place.customer.id}:${place.city_id}:${place.zone_id ?? ''}`;
    if (!byPlace.has(key)) {
      const price = await resolvePriceFor(tx, place.customer, place.city_id, place.zone_id);
      byPlace.set(key, price.ok ? price.price.return_fee : '0.00');
    }
    fees.set(place.id, byPlace.get(key)!);
  }
  const charged = rows.map((row) => ({ ...row, return_fees: fees.get(row.id) ?? '0.00' }));
  await tx.execute(sql`update ${orders} set return_fees = f.fee
    from unnest(${sql.param(charged.map((r) => r.id))}::int[], ${sql.param(charged.map((r) => r.return_fees))}::numeric[]) as f(id, fee)
    where ${orders.id} = f.id`);
  return charged;
}
