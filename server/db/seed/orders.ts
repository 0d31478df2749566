import type { Db } from '../client';
import { orderEvents, orders } from '../schema';
import { loadOrderContext } from './order-context';
import { makeOrderRows, previousStatus } from './order-rows';
import { createRng } from './prng';

export const DEMO_ORDER_COUNT = 5_000;
export const DEMO_ORDER_DAYS = 90;
const DEMO_SEED = 20_251_122;
const CHUNK = 1_000;

/**
 * About five thousand demo orders over the last ninety days, every status in believable proportions, each with
 * a timeline: its creation and, unless still Pending, the move to its current status. Run inside the seed's
 * transaction after partners, prices and accounts exist.
 */
export async function seedOrders(db: Db, count = DEMO_ORDER_COUNT, now: Date = new Date()): Promise<number> {
  const ctx = await loadOrderContext(db, DEMO_ORDER_DAYS, now);
  const rows = makeOrderRows(count, ctx, createRng(DEMO_SEED));
  for (let start = 0; start < rows.length; start += CHUNK) {
    const created = await db
      .insert(orders)
      .values(rows.slice(start, start + CHUNK))
      .returning({ id: orders.id, status: orders.status, status_date: orders.status_date, created_at: orders.created_at });
    const events: (typeof orderEvents.$inferInsert)[] = [];
    for (const order of created) {
      events.push({ order_id: order.id, user_id: ctx.createdBy, action: 'create', to_status: 'Pending', at: order.created_at });
      if (order.status !== 'Pending') {
        const from = previousStatus(order.status);
        events.push({ order_id: order.id, user_id: ctx.createdBy, action: 'status', from_status: from, to_status: order.status, at: order.status_date });
      }
    }
    await db.insert(orderEvents).values(events);
  }
  return rows.length;
}
