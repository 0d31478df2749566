import { sql } from 'drizzle-orm';
import { fromPiastres, signedPiastres } from '../../domain/orders/money';
import { shipperVisibility, type Visibility } from '../../domain/permissions';
import { shipperCustodyReport } from '../../domain/reports/shipper-custody';
import { TIME_ZONE } from '../../domain/time';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { HUB_SHIPPER_ID, shippers } from '../db/schema';
import { heldSql } from '../db/held';
import { visibleCondition } from '../shippers/scope';
import { serve } from '../reports/kit';
import { totalsOf } from '../reports/rows';
import { packagingByCourier } from '../stock/carried';

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
  packaging: number | null;
  packaging_value: string | null;
}

/**
 * What each active courier the caller sees holds (domain/reports/shipper-custody.ts). Now it reads the kept balances
 * (one row per account) and counts parcels through the partial index `orders_shipper_held_idx`, so 150 shippers cost
 * 150 index probes, never a sum over the orders, and the packaging couriers carry from the kept quantities. As of the
 * end of a past Cairo day it sums each account's entries posted until then (`ledger_entries_account_time_idx`),
 * without parcels and packaging.
 */
export async function custodyRows(db: Db, visibility: Visibility, asOf: string | undefined): Promise<CustodyRow[]> {
  const seen = visibleCondition(visibility);
  const balance = (kind: string) =>
    asOf
      ? sql`(select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.kind = ${kind} and a.owner_id = shippers.id and e.posted_at < ((${asOf}::date + 1)::timestamp at time zone ${TIME_ZONE}))`
      : sql`coalesce((select balance from ledger_accounts where kind = ${kind} and owner_id = shippers.id), 0)`;
  const packaging = asOf ? undefined : await packagingByCourier(db);
  const rows = rowsOf(
    await db.execute(sql`select shippers.id, shippers.name,
        ${balance('shipper_cash')} as cash, -${balance('shipper_payable')} as fees_owed, ${balance('shipper_debt')} as debt,
        ${asOf ? sql`null` : sql`(select count(*) from orders o where o.shipper_id = shippers.id and ${heldByO})`} as parcels
      from ${shippers} where shippers.is_active and shippers.id <> ${HUB_SHIPPER_ID} ${seen ? sql`and ${seen}` : sql``} order by shippers.name`),
  );
  return rows.map((r) => ({
    shipper_id: Number(r.id),
    shipper_name: String(r.name),
    cash: le(r.cash),
    fees_owed: le(r.fees_owed),
    debt: le(r.debt),
    parcels: r.parcels == null ? null : Number(r.parcels),
    packaging: packaging ? (packaging.get(Number(r.id))?.units ?? 0) : null,
    packaging_value: packaging ? fromPiastres(packaging.get(Number(r.id))?.value ?? 0n) : null,
  }));
}

/** The report on the kit: a courier whose cash is above the limit asked is marked; as of a past day there is no parcel total. */
export const shipperCustody = serve(shipperCustodyReport, async (db, scope, params) => {
  const rows = await custodyRows(db, shipperVisibility(scope.grants), params.as_of);
  const limit = params.cash_limit;
  const marked = rows.map((row) => ({ ...row, over_limit: limit != null && signedPiastres(row.cash) > BigInt(limit) * 100n }));
  if (!params.as_of) return { rows: marked };
  const totals = totalsOf(shipperCustodyReport.columns, marked, ['parcels', 'packaging', 'packaging_value']);
  return { rows: marked, totals };
});
