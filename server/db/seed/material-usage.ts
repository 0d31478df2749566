/**
 * The demo's merchant who takes packaging and ships elsewhere (issue 22, item 11): of the merchants who ordered in
 * the month the demo's requests were handed over, the one who shipped the fewest orders then (and had no request
 * handed over yet, each of which gets a quota of its own) asked for flyers, and
 * was handed twice what its orders used and 300 more, so its month is flagged on CustomerMaterialDifference
 * (domain/stock/usage.ts). Made as a done material request before the stock is issued, so the request moves its
 * packaging like the demo's others (server/db/seed/stock.ts).
 */
import { sql } from 'drizzle-orm';
import { cairoDaysAgo } from '../../../domain/time';
import { shippedOrder } from '../../reports/material-usage-sql';
import type { Tx } from '../client';
import { rowsOf } from '../rows';
import { customerRequests, requestEvents, requestItems } from '../schema';

/** Beyond what its orders used, what the merchant keeps: well above the flag's threshold. */
const KEPT = 300;

export async function seedPackagingTaker(tx: Tx, flyer: number, handedDaysAgo: number): Promise<void> {
  const month = cairoDaysAgo(handedDaysAgo).slice(0, 7);
  const [fewest] = rowsOf(
    await tx.execute(sql`select o.customer_id, count(*)::int as used from orders o
      where to_char(o.order_date, 'YYYY-MM') = ${month} and ${shippedOrder()}
        and o.customer_id not in (select customer_id from customer_requests where kind = 'material' and status = 'done')
      group by o.customer_id order by used, o.customer_id limit 1`),
  );
  const [shipper] = rowsOf(await tx.execute(sql`select id from shippers where is_active order by id limit 1`));
  if (!fewest || !shipper) return;
  const used = Number(fewest.used);
  const [request] = await tx
    .insert(customerRequests)
    .values({ kind: 'material', customer_id: Number(fewest.customer_id), status: 'done', shipper_id: Number(shipper.id), notes: 'Flyers for the season' })
    .returning();
  await tx.insert(requestItems).values({ request_id: request!.id, material_id: flyer, quantity: Math.max(used * 2, used + KEPT) });
  await tx.insert(requestEvents).values([
    { request_id: request!.id, action: 'create', to_status: 'open' },
    { request_id: request!.id, action: 'assign', from_status: 'open', to_status: 'assigned', shipper_id: request!.shipper_id },
    { request_id: request!.id, action: 'done', from_status: 'assigned', to_status: 'done', shipper_id: request!.shipper_id },
  ]);
}
