/**
 * What the money reports read besides the orders (codaging, deliverytimes, and the cash figures of the courier
 * evaluation): the delivery of every generated order that is delivered or collected, posted through the app's own
 * postTransactions as the order's move to Delivered posts it, dated at its status time, 5,000 orders a transaction;
 * and each generated order's entry on its timeline by one of the staff in turn (userevalation counts them).
 */
import { sql } from 'drizzle-orm';
import { ledgerKey } from '../domain/ledger/keys';
import { eventOf, positionOf, type OrderMoney } from '../domain/ledger/position';
import { isOrderStatus } from '../domain/orders/status';
import { rowsOf } from '../server/db/rows';
import { postTransactions } from '../server/ledger/post';
import type { BenchEngine } from './engine';

const CHUNK = 5_000;

/** The generated orders' deliveries posted (those after `after`); how many. */
export async function postDeliveries(engine: BenchEngine, after: number): Promise<number> {
  let cursor = after;
  let posted = 0;
  for (;;) {
    const rows = rowsOf(
      await engine.db.execute(sql`select id, status, customer_id, shipper_id, total_amount::text, total_fees::text, shipper_fees::text,
          collected_amount::text, return_fees::text, extract(epoch from status_date) * 1000 as at_ms
        from orders where id > ${cursor} and status in ('Delivered', 'Collected') order by id limit ${CHUNK}`),
    );
    if (rows.length === 0) return posted;
    cursor = Number(rows.at(-1)!.id);
    const items = rows.flatMap((row) => {
      const status = String(row.status);
      if (!isOrderStatus(status)) return [];
      const order: OrderMoney = {
        id: Number(row.id),
        status,
        customer_id: Number(row.customer_id),
        shipper_id: row.shipper_id == null ? null : Number(row.shipper_id),
        total_amount: String(row.total_amount),
        total_fees: String(row.total_fees),
        shipper_fees: String(row.shipper_fees),
        collected_amount: row.collected_amount == null ? null : String(row.collected_amount),
        return_fees: String(row.return_fees),
      };
      const kind = eventOf(order);
      if (!kind) return [];
      return [
        {
          header: { kind, key: ledgerKey.order(order.id, 1), user_id: null, order_id: order.id, at: new Date(Number(row.at_ms)) },
          postings: positionOf(order),
        },
      ];
    });
    await engine.db.transaction((tx) => postTransactions(tx, items));
    posted += items.length;
  }
}

/** Each generated order entered by one of the staff in turn, at its creation: its `create` event. */
export const enteredSql = (after: number) => `
  with staff as (select array_agg(id order by id) as ids from users where is_staff)
  insert into order_events (order_id, user_id, action, to_status, at)
  select o.id, s.ids[1 + o.id % array_length(s.ids, 1)], 'create', 'Pending', o.created_at from orders o, staff s where o.id > ${after};`;
