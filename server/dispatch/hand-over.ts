import { inArray } from 'drizzle-orm';
import { englishMessage } from '../../domain/messages';
import type { Db, Tx } from '../db/client';
import { orders } from '../db/schema';
import { audit } from '../lib/audit';
import { moveAction } from '../orders/actions';
import { lockAndCheck, runBulk } from '../orders/bulk';
import { canSeeCustomer, type OrderScope } from '../orders/scope';
import { alreadyOut, ensureRunSheet } from './run-sheets';
import { parcelRefused, type DispatchShipper } from './shipper';

export interface HandOverResult {
  run_sheet: number;
  /** Parcels that went out now. */
  handed: number;
  /** Parcels that were already out with him on this sheet (nothing changed for them). */
  already: number;
}

/**
 * The orders of these serials (trimmed, each once). A serial no order has, or one of an order the caller may
 * not see, refuses the whole request with the same answer (404, naming the serial as it was given).
 */
export async function idsOfSerials(db: Db, scope: OrderScope, serials: readonly string[]): Promise<number[]> {
  const wanted = [...new Set(serials.map((serial) => serial.trim()).filter(Boolean))];
  if (wanted.length === 0) return [];
  const rows = await db.select({ id: orders.id, serial: orders.serial, customer_id: orders.customer_id }).from(orders).where(inArray(orders.serial, wanted));
  const bySerial = new Map(rows.filter((row) => canSeeCustomer(scope, row.customer_id)).map((row) => [row.serial, row.id]));
  const unknown = wanted.find((serial) => !bySerial.has(serial));
  if (unknown !== undefined) throw parcelRefused(unknown, 404, 'errors.not_found', englishMessage('errors.not_found'));
  return wanted.map((serial) => bySerial.get(serial)!);
}

/**
 * Hands the orders to the shipper for the day, in the caller's transaction, all or nothing: each order is
 * checked like every move (seen, the caller may update its customer's orders, the status machine allows Out For
 * Deliver), moved with the shipper (his delivery fee follows, domain shipper-fee rules) and a timeline row,
 * and put on his run sheet of the day. Orders already out with him on that sheet are left as they are.
 */
export async function handOver(tx: Tx, scope: OrderScope, shipper: DispatchShipper, day: string, ids: readonly number[]): Promise<HandOverResult> {
  const sheet = await ensureRunSheet(tx, shipper.id, day, scope.user.id);
  await lockAndCheck(tx, scope, ids, 'updateOrder');
  const already = await alreadyOut(tx, shipper.id, day, ids);
  const fresh = ids.filter((id) => !already.has(id));
  const action = moveAction(scope, 'Out For Deliver', { shipper: shipper.id }, shipper);
  if (fresh.length) await runBulk(tx, scope, fresh, { ...action, sheetOf: { shipper: shipper.id, day } });
  await audit(tx, { userId: scope.user.id, action: 'hand_over', entity: 'run_sheet', entityId: sheet, after: { shipper: shipper.id, day, orders: fresh } });
  return { run_sheet: sheet, handed: fresh.length, already: already.size };
}
