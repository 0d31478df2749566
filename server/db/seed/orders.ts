import { STATUS_CODE } from '../../../domain/orders/status';
import { MONEY_COLUMNS, type MoneyRow } from '../../ledger/orders';
import type { Db } from '../client';
import { orderEvents, orders } from '../schema';
import { loadOrderContext } from './order-context';
import { makeOrderRows, previousStatus, type OrderRow } from './order-rows';
import { createRng } from './prng';
import { transferOf } from './transfers';

export const DEMO_ORDER_COUNT = 5_000;
export const DEMO_ORDER_DAYS = 90;
const DEMO_SEED = 20_251_122;

/** What the seed's later steps learn of each day's orders as they go in (server/db/seed/closings.ts). */
export const SEEDED_COLUMNS = {
  ...MONEY_COLUMNS,
  status_date: orders.status_date,
  created_at: orders.created_at,
  created_by: orders.created_by,
  notes: orders.notes,
};
export type SeededOrder = MoneyRow & { status_date: Date; created_at: Date; created_by: number | null; notes: string };

/**
 * One order in five with notes had them added by its clerk a few minutes after entering it (a correction in the
 * staff evaluation), the timeline saying so.
 */
function correctionOf(order: SeededOrder): typeof orderEvents.$inferInsert | undefined {
  if (!order.notes || order.id % 5 !== 0) return undefined;
  const at = new Date(Math.min(order.created_at.getTime() + (5 + (order.id % 40)) * 60_000, order.status_date.getTime()));
  return {
    order_id: order.id,
    user_id: order.created_by,
    action: 'update',
    from_status: 'Pending',
    to_status: 'Pending',
    changes: { notes: ['', order.notes] },
    at,
  };
}

/**
 * `Collected` says an approved closing took the shipper's cash; only a closing gives it. The orders the row maker
 * makes Collected go in Delivered, cash not yet handed over, and the demo's closings collect them.
 */
const delivered = (row: OrderRow): OrderRow =>
  row.status === 'Collected' ? { ...row, status: 'Delivered', shipper_cash_state: 'No Submit', shipper_cashed: '0.00' } : row;

/** One cancelled order in three was a duplicate the office caught (repeatedorders shows them). */
const caught = (row: OrderRow, index: number): OrderRow => (row.status_code === STATUS_CODE.cancelled && index % 3 === 0 ? { ...row, is_repeated: true } : row);

/**
 * About five thousand demo orders over the last ninety days, every status in believable proportions, each with
 * a timeline: its creation and, unless still Pending, the move to its current status. They go in one order day
 * at a time, oldest first, and `afterDay` sees each day's orders before the next day's exist (the demo's
 * deliveries and closings follow the days). Run inside the seed's transaction after partners, prices and
 * accounts exist.
 */
export async function seedOrders(
  db: Db,
  afterDay?: (day: string, created: SeededOrder[]) => Promise<void>,
  count = DEMO_ORDER_COUNT,
  now: Date = new Date(),
): Promise<number> {
  const ctx = await loadOrderContext(db, DEMO_ORDER_DAYS, now);
  const rows = makeOrderRows(count, ctx, createRng(DEMO_SEED)).map((row, index) => caught(delivered(row), index));
  const couriers = ctx.shippers.map((shipper) => shipper.id);
  for (let start = 0; start < rows.length;) {
    const day = rows[start]!.order_date;
    let end = start;
    while (end < rows.length && rows[end]!.order_date === day) end += 1;
    const created = await db.insert(orders).values(rows.slice(start, end)).returning(SEEDED_COLUMNS);
    start = end;
    const events: (typeof orderEvents.$inferInsert)[] = [];
    for (const order of created) {
      const clerk = order.created_by;
      events.push({ order_id: order.id, user_id: clerk, action: 'create', to_status: 'Pending', at: order.created_at });
      const correction = correctionOf(order);
      if (correction) events.push(correction);
      const transfer = transferOf(order, order.id, couriers, clerk);
      if (transfer) events.push(transfer);
      if (order.status !== 'Pending') {
        const from = previousStatus(order.status);
        events.push({ order_id: order.id, user_id: clerk, action: 'status', from_status: from, to_status: order.status, at: order.status_date });
      }
    }
    await db.insert(orderEvents).values(events);
    await afterDay?.(day, created);
  }
  return rows.length;
}
