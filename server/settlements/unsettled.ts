import { sql } from 'drizzle-orm';
import type { SettlementInput } from '../../domain/ledger/settlement';
import { cashOf, CASH_STATUSES } from '../../domain/ledger/position';
import { toPiastres } from '../../domain/orders/money';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows';

/** An order with money the merchant has not been settled, as a customer closing reads it. */
export interface UnsettledLine extends SettlementInput {
  serial: string;
  status: string;
  full_name: string;
  /** The merchant entries of the order no closing has settled (what a closing of it sweeps). */
  entry_ids: number[];
}

/**
 * Statuses whose money may be settled with the merchant: the shipper handed the cash over (Collected, after an
 * approved closing) or the parcel came back (a return fee). A Delivered order's cash is still with its shipper.
 */
export const SETTLEABLE_STATUSES = ['Collected', 'Returned'] as const;

/**
 * What the ledger owes a merchant and has not settled, by order: the merchant account's entries no customer
 * closing took yet. Only orders whose money may be settled now are answered: settleable statuses, or an order
 * settled before whose money moved since (an adjustment). `only` narrows to the orders named.
 */
export async function readUnsettled(db: Db | Tx, customerId: number, only?: readonly number[]): Promise<UnsettledLine[]> {
  const narrow = only ? sql`and e.order_id = any(${sql.param([...only])}::int[])` : sql``;
  const rows = rowsOf(
    await db.execute(sql`select o.id, o.serial, o.status, o.full_name, o.total_amount::text, o.total_fees::text, o.collected_amount::text,
        o.return_fees::text, o.customer_closing_id, u.net::text, u.entry_ids
      from (select e.order_id, -sum(e.amount) as net, array_agg(e.id order by e.id) as entry_ids
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id and a.kind = 'merchant' and a.owner_id = ${customerId}
        where e.order_id is not null and not exists (select 1 from settled_entries s where s.entry_id = e.id) ${narrow}
        group by e.order_id) u
      join orders o on o.id = u.order_id
      where o.status in ('Collected', 'Returned') or (o.customer_closing_id is not null and u.net <> 0)
      order by o.id`),
  );
  return rows.map((row) => {
    const status = String(row.status);
    const order = { collected_amount: row.collected_amount === null ? null : String(row.collected_amount), total_amount: String(row.total_amount) };
    return {
      order_id: Number(row.id),
      serial: String(row.serial),
      status,
      full_name: String(row.full_name),
      net: BigInt(String(row.net)),
      settledBefore: row.customer_closing_id !== null,
      cash: cashOf(order),
      total: toPiastres(order.total_amount),
      fee: toPiastres(String(row.total_fees)),
      returnFee: toPiastres(String(row.return_fees)),
      delivered: (CASH_STATUSES as readonly string[]).includes(status),
      entry_ids: (row.entry_ids as (number | string)[]).map(Number),
    };
  });
}
