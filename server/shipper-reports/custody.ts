import { sql } from 'drizzle-orm';
import { fromPiastres } from '../../domain/orders/money';
import type { Visibility } from '../../domain/permissions';
import { TIME_ZONE } from '../../domain/time';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { HUB_SHIPPER_ID, shippers } from '../db/schema';
import { heldSql } from '../db/held';
import { visibleCondition } from '../shippers/scope';

/** The parcels a shipper holds (domain/dispatch/rules.ts isHeld), of the orders aliased `o`. */
export const heldByO = heldSql(sql.raw('o.status'), sql.raw('o.status_code'));
const le = (value: unknown) => fromPiastres(BigInt(String(value ?? 0)));

export interface CustodyRow {
  shipper_id: number;
  shipper_name: string;
  cash: string;
  fees_owed: string;
  debt: string;
  parcels: number | null;
}

/**
 * What each active courier the caller sees holds (the hub is no courier) (spec: ShipperCustodyReport): cash collected and not closed, fees
 * owed to him, his debt and the parcels with him. Now it reads the kept balances (one row per account) and counts
 * parcels through the partial index `orders_shipper_held_idx`, so 150 shippers cost 150 index probes, never a sum
 * over the orders. As of the end of a past Cairo day it sums each account's entries posted until then
 * (`ledger_entries_account_time_idx`); parcels are counted only for now: where a parcel was on a past evening is
 * not kept.
 */
export async function custodyReport(db: Db, visibility: Visibility, asOf: string | undefined) {
  const seen = visibleCondition(visibility);
  const balance = (kind: string) =>
    asOf
      ? sql`(select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.kind = ${kind} and a.owner_id = shippers.id and e.posted_at < ((${asOf}::date + 1)::timestamp at time zone ${TIME_ZONE}))`
      : sql`coalesce((select balance from ledger_accounts where kind = ${kind} and owner_id = shippers.id), 0)`;
  const rows = rowsOf(
    await db.execute(sql`select shippers.id, shippers.name,
        ${balance('shipper_cash')} as cash, -${balance('shipper_payable')} as fees_owed, ${balance('shipper_debt')} as debt,
        ${asOf ? sql`null` : sql`(select count(*) from orders o where o.shipper_id = shippers.id and ${heldByO})`} as parcels
      from ${shippers} where shippers.is_active and shippers.id <> ${HUB_SHIPPER_ID} ${seen ? sql`and ${seen}` : sql``} order by shippers.name`),
  );
  const results: CustodyRow[] = rows.map((r) => ({
    shipper_id: Number(r.id),
    shipper_name: String(r.name),
    cash: le(r.cash),
    fees_owed: le(r.fees_owed),
    debt: le(r.debt),
    parcels: r.parcels == null ? null : Number(r.parcels),
  }));
  const sum = (key: 'cash' | 'fees_owed' | 'debt') => le(rows.reduce((total, r) => total + BigInt(String(r[key] ?? 0)), 0n));
  return {
    as_of: asOf ?? null,
    results,
    totals: { cash: sum('cash'), fees_owed: sum('fees_owed'), debt: sum('debt'), parcels: asOf ? null : results.reduce((n, r) => n + (r.parcels ?? 0), 0) },
  };
}
