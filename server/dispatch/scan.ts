import { and, eq, gte, sql } from 'drizzle-orm';
import type { ScanAnswer } from '../../domain/dispatch/rules';
import type { ScanDirection, ScanResult } from '../../domain/ledger/kinds';
import { cairoToday, TIME_ZONE } from '../../domain/time';
import type { Db, Tx } from '../db/client';
import { hubScans, HUB_SHIPPER_ID, orders } from '../db/schema';
import { ApiError, notFound } from '../lib/errors';
import { moveAction } from '../orders/actions';
import { lockAndCheck, runBulk, type OrderRow } from '../orders/bulk';
import { canSeeCustomer, type OrderScope } from '../orders/scope';
import { backInAction, resolveMissedReturns } from './back-in';
import { alreadyOut, ensureRunSheet } from './run-sheets';
import type { DispatchShipper } from './shipper';

interface Seen {
  row?: OrderRow;
  shipperId: number | null;
}

/** The order a serial names, locked and checked like any change; a hidden one is missing (404) like an unknown serial. */
async function lockBySerial(tx: Tx, scope: OrderScope, serial: string, seen: Seen): Promise<OrderRow> {
  const [found] = await tx.select({ id: orders.id, customer_id: orders.customer_id }).from(orders).where(eq(orders.serial, serial));
  if (!found || !canSeeCustomer(scope, found.customer_id)) throw notFound();
  const [row] = await lockAndCheck(tx, scope, [found.id], 'updateOrder');
  seen.row = row;
  return row!;
}

/** The parcel was scanned in (accepted) today already. */
async function scannedInToday(tx: Tx, orderId: number): Promise<boolean> {
  const since = sql`(${cairoToday()}::date::timestamp at time zone ${TIME_ZONE})`;
  const [row] = await tx
    .select({ id: hubScans.id })
    .from(hubScans)
    .where(and(eq(hubScans.order_id, orderId), eq(hubScans.direction, 'in'), eq(hubScans.result, 'accepted'), gte(hubScans.at, since)))
    .limit(1);
  return row !== undefined;
}

async function record(db: Db | Tx, scope: OrderScope, direction: ScanDirection, serial: string, seen: Seen, result: ScanResult, refusal?: ApiError) {
  const order = refusal?.statusCode === 404 ? undefined : seen.row;
  const [row] = await db
    .insert(hubScans)
    .values({ direction, serial, order_id: order?.id ?? null, shipper_id: seen.shipperId, result, reason: refusal?.key ?? '', user_id: scope.user.id })
    .returning({ id: hubScans.id, at: hubScans.at });
  return { id: row!.id, at: row!.at.toISOString(), order: order?.id ?? null };
}

/** Out to a shipper: the hand-over of one parcel, on his run sheet of today. */
async function scanOut(tx: Tx, scope: OrderScope, serial: string, shipper: DispatchShipper, seen: Seen) {
  const today = cairoToday();
  // The sheet (and its lock) before the parcel's row, in the order a hand-over takes them.
  await ensureRunSheet(tx, shipper.id, today, scope.user.id);
  const row = await lockBySerial(tx, scope, serial, seen);
  if ((await alreadyOut(tx, shipper.id, today, [row.id])).has(row.id)) return { result: 'duplicate' as const, status: row.status };
  const action = moveAction(scope, 'Out For Deliver', { shipper: shipper.id }, shipper);
  await runBulk(tx, scope, [row.id], { ...action, sheetOf: { shipper: shipper.id, day: today } });
  return { result: 'accepted' as const, status: 'Out For Deliver' as const };
}

/** In from the shipper who holds it: back at the hub; a missed return of his closing is resolved. */
async function scanIn(tx: Tx, scope: OrderScope, serial: string, seen: Seen) {
  const row = await lockBySerial(tx, scope, serial, seen);
  seen.shipperId = row.shipper_id;
  if (row.shipper_id === HUB_SHIPPER_ID && (await scannedInToday(tx, row.id))) return { result: 'duplicate' as const, status: row.status };
  await runBulk(tx, scope, [row.id], backInAction(scope, row));
  await resolveMissedReturns(tx, row.id, scope.user.id);
  return { result: 'accepted' as const, status: row.status === 'Out For Deliver' ? ('Pending' as const) : row.status };
}

/**
 * One scan at the hub, always recorded (hub_scans): accepted with its change, duplicate with none, or refused
 * with the reason any move of that order would be refused with. The change and its row commit together; a
 * refusal rolls the change back and is then recorded on its own.
 */
export async function scanParcel(db: Db, scope: OrderScope, direction: ScanDirection, rawSerial: string, shipper?: DispatchShipper): Promise<ScanAnswer> {
  const serial = rawSerial.trim();
  const seen: Seen = { shipperId: shipper?.id ?? null };
  const base = { direction, serial, params: {} };
  try {
    return await db.transaction(async (tx) => {
      const done = direction === 'out' ? await scanOut(tx, scope, serial, shipper!, seen) : await scanIn(tx, scope, serial, seen);
      const saved = await record(tx, scope, direction, serial, seen, done.result);
      return { ...base, ...saved, result: done.result, reason: '', status: done.status };
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode === 401 || error.statusCode >= 500) throw error;
    const saved = await record(db, scope, direction, serial, seen, 'refused', error);
    const params = error.statusCode === 404 ? {} : error.params;
    return { ...base, ...saved, result: 'refused', reason: error.key, params, status: saved.order ? (seen.row?.status ?? null) : null };
  }
}
