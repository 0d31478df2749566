import { sql } from 'drizzle-orm';
import type { StandingClosing } from '../../domain/ledger/closing';
import { fromPiastres } from '../../domain/orders/money';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { ApiError } from '../lib/errors';

/**
 * Closings that stand (pending or approved; a refused or reopened one was reversed and holds nothing) and what they
 * hold of a courier: the cash they took and the parcels they listed as missed and nobody has received since.
 */

/** The parcels of this courier that a standing closing lists as missed and that have not come back since. */
export async function missedByStanding(tx: Tx, shipperId: number): Promise<Set<number>> {
  const rows = rowsOf(
    await tx.execute(sql`select co.order_id from closing_orders co join shipper_closings c on c.id = co.closing_id
      where c.shipper_id = ${shipperId} and c.status in ('pending', 'approved')
        and co.role = 'return' and not co.received and co.resolved_at is null`),
  );
  return new Set(rows.map((row) => Number(row.order_id)));
}

/** A courier's closings waiting for approval, and his latest approved one, newest first: what they already took. */
export async function standingClosings(db: Db | Tx, shipperId: number): Promise<StandingClosing[]> {
  const rows = rowsOf(
    await db.execute(sql`select c.id, c.rc, c.status, c.closing_date::text as closing_date, c.expected::text as expected, c.counted::text as counted,
        (select count(*) from closing_orders co where co.closing_id = c.id and co.role = 'return')::int as parcels
      from shipper_closings c
      where c.shipper_id = ${shipperId} and (c.status = 'pending'
        or c.id = (select max(a.id) from shipper_closings a where a.shipper_id = ${shipperId} and a.status = 'approved'))
      order by c.id desc`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    rc: Number(row.rc),
    status: row.status as StandingClosing['status'],
    closing_date: String(row.closing_date),
    expected: fromPiastres(BigInt(String(row.expected))),
    counted: fromPiastres(BigInt(String(row.counted))),
    parcels: Number(row.parcels),
  }));
}

/**
 * The refusal of a closing that would take nothing: it names the latest standing closing and what it took (the
 * same day's first, when a second tab or a double click sends another), or says there is nothing at all.
 */
export async function nothingLeftRefusal(tx: Tx, shipperId: number): Promise<ApiError> {
  const [latest] = await standingClosings(tx, shipperId);
  if (!latest) return new ApiError(409, 'ledger.nothing_to_close');
  const params = { rc: String(latest.rc), day: latest.closing_date, cash: latest.expected, parcels: latest.parcels };
  return new ApiError(409, latest.status === 'pending' ? 'ledger.already_closed_pending' : 'ledger.already_closed', params);
}
