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

/** A charge the merchant owes that no order carries (packaging beyond its quota), as a closing takes it. */
export interface PackagingCharge {
  transaction_id: number;
  note: string;
  /** What was charged, when it is packaging beyond the quota: the request handed over, the material (both names) and its units. */
  request_id: number | null;
  material: string | null;
  material_ar: string | null;
  units: number | null;
  /** What it costs the merchant, piastres (negative for a reversal of one). */
  amount: bigint;
  /** When it was charged, ISO 8601 in UTC. */
  posted_at: string;
  entry_ids: number[];
}

/**
 * The merchant account's entries without an order (packaging charged beyond the quota, and their reversals),
 * by transaction: those no closing settled yet, or those `closing` settled, less the closing's own posting.
 */
export async function readPackaging(db: Db | Tx, customerId: number, closing?: number): Promise<PackagingCharge[]> {
  const which = closing
    ? sql`exists (select 1 from settled_entries s where s.entry_id = e.id and s.customer_closing_id = ${closing}) and t.kind <> 'settlement'`
    : sql`not exists (select 1 from settled_entries s where s.entry_id = e.id)`;
  const rows = rowsOf(
    await db.execute(sql`select t.id, t.note, to_char(t.posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as posted_at, sum(e.amount)::text as amount, array_agg(e.id order by e.id) as entry_ids,
        c.request_id, c.units, m.name as material, m.name_ar as material_ar
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id and a.kind = 'merchant' and a.owner_id = ${customerId}
      join ledger_transactions t on t.id = e.transaction_id
      left join material_charges c on c.transaction_id = t.id
      left join packaging_materials m on m.id = c.material_id
      where e.order_id is null and ${which}
      group by t.id, c.transaction_id, m.id order by t.id`),
  );
  return rows.map((row) => ({
    transaction_id: Number(row.id),
    note: String(row.note),
    request_id: row.request_id === null ? null : Number(row.request_id),
    material: row.material === null ? null : String(row.material),
    material_ar: row.material_ar === null ? null : String(row.material_ar),
    units: row.units === null ? null : Number(row.units),
    amount: BigInt(String(row.amount)),
    posted_at: String(row.posted_at),
    entry_ids: (row.entry_ids as (number | string)[]).map(Number),
  }));
}

/** What packaging charges add up to. */
export const packagingTotal = (charges: readonly PackagingCharge[]) => charges.reduce((sum, charge) => sum + charge.amount, 0n);
