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

/**
 * Puts the orders on the sheet (each once): each new line numbered after the parcel's earlier ones, with the
 * parcel's status (read here in the same statement, cheaper than the lines' trigger that would read it row by row),
 * and the parcel's other lines marked as gone out again; a parcel already on this sheet (handed back to the same
 * courier the same day) keeps its number and has this sheet as its last again.
 */
export async function addToRunSheet(tx: Tx, sheetId: number, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const ids = sql`${sql.param([...orderIds])}::int[]`;
  await tx.execute(sql`insert into ${runSheetOrders} (run_sheet_id, order_id, attempt, status)
    select ${sheetId}::int, o.id, coalesce((select max(p.attempt) from ${runSheetOrders} p where p.order_id = o.id), 0) + 1, o.status
    from ${orders} o where o.id = any(${ids})
    on conflict (run_sheet_id, order_id) do update set went_again = false`);
  await tx.execute(sql`update ${runSheetOrders} set went_again = true
    where order_id = any(${ids}) and run_sheet_id <> ${sheetId} and not went_again`);
}

/**
 * Numbers every sheet line by the parcel's sheets in day order and marks those gone out again: for sheets written
 * in bulk (the demo's and the bench's), which the hand-over does line by line.
 */
export const NUMBER_SHEET_LINES = `update run_sheet_orders r set attempt = x.n, went_again = x.n < x.total
  from (select rso.run_sheet_id, rso.order_id, row_number() over (partition by rso.order_id order by s.day, s.id) as n,
      count(*) over (partition by rso.order_id) as total
    from run_sheet_orders rso join run_sheets s on s.id = rso.run_sheet_id) x
  where r.run_sheet_id = x.run_sheet_id and r.order_id = x.order_id and (r.attempt <> x.n or r.went_again <> (x.n < x.total))`;

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
