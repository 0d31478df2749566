import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orders, runSheetOrders, runSheets } from '../db/schema';

/** An arbitrary namespace for the advisory locks that make one run sheet per shipper and day. */
const RUN_SHEET_LOCK = 7301;

/**
 * The shipper's run sheet of the day, created with its first parcel. A transaction-scoped advisory lock on the
 * shipper makes two hand-overs at once find or create the same sheet (the table has no unique key on the pair).
 */
export async function ensureRunSheet(tx: Tx, shipperId: number, day: string, userId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RUN_SHEET_LOCK}, ${shipperId})`);
  const [found] = await tx
    .select({ id: runSheets.id })
    .from(runSheets)
    .where(and(eq(runSheets.shipper_id, shipperId), eq(runSheets.day, day)))
    .orderBy(runSheets.id)
    .limit(1);
  if (found) return found.id;
  const [created] = await tx.insert(runSheets).values({ shipper_id: shipperId, day, created_by: userId }).returning({ id: runSheets.id });
  return created!.id;
}

/** Puts the orders on the sheet (each once; one already there stays as it was). */
export async function addToRunSheet(tx: Tx, sheetId: number, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .insert(runSheetOrders)
    .values(orderIds.map((order_id) => ({ run_sheet_id: sheetId, order_id })))
    .onConflictDoNothing();
}

/**
 * Of these orders, those already handed over: Out For Deliver with this shipper and on his sheet of the day.
 * Handing them again changes nothing, so a repeated request or scan does not refuse or double them.
 */
export async function alreadyOut(tx: Tx, shipperId: number, day: string, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(runSheetOrders, eq(runSheetOrders.order_id, orders.id))
    .innerJoin(runSheets, eq(runSheets.id, runSheetOrders.run_sheet_id))
    .where(
      and(
        inArray(orders.id, [...orderIds]),
        eq(orders.status, 'Out For Deliver'),
        eq(orders.shipper_id, shipperId),
        eq(runSheets.shipper_id, shipperId),
        eq(runSheets.day, day),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
