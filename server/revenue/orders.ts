import { sql } from 'drizzle-orm';
import { ORDER_TRANSACTION_KINDS } from '../../domain/ledger/kinds';
import { MONEY_FIGURES } from '../../domain/revenue';
import { TIME_ZONE } from '../../domain/time';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { figuresOf } from './days';

const ORDER_KINDS = [...ORDER_TRANSACTION_KINDS, 'reversal'];
const money = (row: Record<string, unknown>) => figuresOf(row, MONEY_FIGURES);

/**
 * A merchant's orders of one Cairo day: the orders of its merchant entries posted that day (found by account and
 * time, `ledger_entries_account_time_idx`), each with what those entries' transactions did, counted as the day
 * totals count them (domain/ledger/merchant-days.ts): net is what the merchant's account earned, the fees what the
 * company's revenue accounts earned in the same transactions, the cash collected their sum; a transaction that
 * moved an order between two merchants (a corrected customer) counts its net as cash, its fees staying with the
 * order. So the orders of a day add up to that day's row.
 *
 * `serialShown` false (the caller lacks the order serial's field permission) names each order by its number (#id)
 * instead of its serial.
 */
export async function dayOrders(db: Db, customer: number, day: string, serialShown: boolean) {
  const orders = sql`with moved as (
      select e.transaction_id, sum(e.amount) as amount
      from ledger_accounts a
      join ledger_entries e on e.account_id = a.id
        and e.posted_at >= (${day}::date::timestamp at time zone ${TIME_ZONE})
        and e.posted_at < ((${day}::date + 1)::timestamp at time zone ${TIME_ZONE})
      where a.kind = 'merchant' and a.owner_id = ${customer}
      group by e.transaction_id),
    legs as (
      select t.order_id, -m.amount as net,
        case when l.merchants > 1 then 0 else l.fees end as fees,
        case when l.merchants > 1 then 0 else l.return_fees end as return_fees
      from moved m
      join ledger_transactions t on t.id = m.transaction_id
      cross join lateral (
        select count(distinct x.owner_id) filter (where x.kind = 'merchant') as merchants,
          coalesce(-sum(y.amount) filter (where x.kind = 'delivery_revenue'), 0) as fees,
          coalesce(-sum(y.amount) filter (where x.kind = 'return_revenue'), 0) as return_fees
        from ledger_entries y join ledger_accounts x on x.id = y.account_id
        where y.transaction_id = t.id) l
      where t.order_id is not null and t.kind = any(${sql.param(ORDER_KINDS)}::text[]))
    select o.id as order_id, o.serial, o.status,
      sum(legs.net + legs.fees + legs.return_fees) as collected, sum(legs.fees) as fees, sum(legs.return_fees) as return_fees, sum(legs.net) as net
    from legs join orders o on o.id = legs.order_id
    group by o.id order by o.id`;
  return rowsOf(await db.execute(orders)).map((row) => ({
    order_id: Number(row.order_id),
    serial: serialShown ? String(row.serial) : `#${String(row.order_id)}`,
    status: String(row.status),
    ...money(row),
  }));
}
