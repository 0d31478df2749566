import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { englishMessage, type MessageKey } from '../../domain/messages';
import type { CustomerPerm } from '../../domain/permissions';
import { assertProbe, sessionProbe } from '../auth/session-probe';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { orders } from '../db/schema';
import { ApiError, notFound } from '../lib/errors';
import { positionOf } from '../../domain/ledger/position';
import { assertOpenForWrite, MONEY_COLUMNS, postOrderChanges } from '../ledger/orders';
import { chargeReturnFees } from '../ledger/return-fees';
import { lockShippersCash } from '../ledger/locks';
import { withRetry } from '../db/retry';
import { eventsSql, recordEvents, type OrderEvent } from './events';
import { decodeOrder, findJoinedOrder, selectCreated, type JoinedOrder } from './record';
import { canSeeCustomer, orderName, refusal, type OrderScope } from './scope';
import type { BulkOrder } from '../../domain/orders/bulk-actions';
import { addToRunSheet, ensureRunSheet } from '../dispatch/run-sheets';

/** The columns the checks and timeline rows of a bulk action read (not the whole row: bulk runs on thousands). */
const CHECKED = {
  ...MONEY_COLUMNS,
  status_code: orders.status_code,
  shipper_fees_manual: orders.shipper_fees_manual,
  shipper_cash_state: orders.shipper_cash_state,
  customer_cash_state: orders.customer_cash_state,
  version: orders.version,
};
export type OrderRow = Pick<typeof orders.$inferSelect, keyof typeof CHECKED>;

/** `id = any($1)`: one array parameter instead of one parameter per id. */
export const idIn = (ids: readonly number[]) => sql`${orders.id} = any(${sql.param([...ids])}::int[])`;

/** An order as the bulk actions' rules read it (domain/orders/bulk-actions.ts), the bulk bar's view of it. */
export const bulkOrderOf = (row: OrderRow): BulkOrder => ({
  customer: row.customer_id,
  shipper: row.shipper_id,
  Order_Delivery_Status: row.status,
  status_code: row.status_code,
  shipper_cash_state: row.shipper_cash_state,
  customer_cash_state: row.customer_cash_state,
});

/** Why one order may not take part, with the status to answer and the message's parameters. */
export interface Refusal {
  key: MessageKey;
  params?: Record<string, string>;
  status?: 400 | 403 | 404 | 409;
  /** The form field the refusal is about, for a single order's answer. */
  field?: string;
}

export interface BulkAction {
  /** The customer permission the caller needs on every order's customer. */
  perm: CustomerPerm;
  /** Why this order may not be changed, or undefined. */
  check?: (row: OrderRow) => Refusal | undefined;
  /** The columns to set on every order, as SQL expressions or values. */
  set: PgUpdateSetSource<typeof orders>;
  /** The timeline row of each order. */
  event: (row: OrderRow) => Omit<OrderEvent, 'order_id' | 'user_id'>;
  /** It can move money (a move into Delivered or Returned): a single order's change then runs in a transaction with its ledger posting. */
  money?: boolean;
  /** The move sends parcels back to their merchants: each is charged its merchant's return fee (server/ledger/return-fees.ts). */
  returnFees?: boolean;
  /** The move hands parcels to this courier: they go on his run sheet of the day, and point at it (orders.run_sheet_id). */
  sheetOf?: { shipper: number; day: string };
}

/**
 * Why the caller may not touch this order: an order of a customer they may not see does not exist for them,
 * whatever else was sent; then a copy older than the stored order (`version`), then the permission.
 */
function permissionRefusal(scope: OrderScope, row: OrderRow, perm: CustomerPerm, version?: number): Refusal | undefined {
  if (!canSeeCustomer(scope, row.customer_id)) return { key: 'errors.not_found', status: 404 };
  if (version !== undefined && version !== row.version) return { key: 'orders.stale', status: 409 };
  const denied = refusal(scope, row.customer_id, perm);
  return denied ? { key: denied, status: 403 } : undefined;
}

/**
 * Locks the orders and checks every one (the customer permission, then `check`); the first refusal throws,
 * naming the order (by serial when the caller may see it, else by id) and why. Returns the locked rows.
 */
export async function lockAndCheck(tx: Tx, scope: OrderScope, ids: readonly number[], perm: CustomerPerm, check?: BulkAction['check']): Promise<OrderRow[]> {
  const rows = await tx.select(CHECKED).from(orders).where(idIn(ids)).orderBy(orders.id).for('update');
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw ids.length === 1 ? notFound() : refused(`#${missing}`, { key: 'errors.not_found', status: 404 });
  for (const row of rows) {
    const problem = permissionRefusal(scope, row, perm) ?? check?.(row);
    if (problem && ids.length === 1) throw alone(problem);
    if (problem) throw refused(orderName(scope, row), problem);
  }
  return rows;
}

/**
 * Checks every order, then changes all of them with one UPDATE, posts what the change did to their money
 * (server/ledger/orders.ts) and writes their timeline rows, inside the caller's transaction. One refusal throws
 * before anything is written: all or nothing.
 */
export async function runBulk(tx: Tx, scope: OrderScope, ids: readonly number[], action: BulkAction, version?: number): Promise<OrderRow[]> {
  const rows = await lockAndCheck(tx, scope, ids, action.perm, (row) => (version !== undefined && row.version !== version ? STALE : action.check?.(row)));
  // A change that can move a shipper's cash takes his cash account first, as a closing of him does, so the two
  // wait for each other instead of deadlocking over the order rows and day totals they both write.
  if (action.money || rows.some((row) => positionOf(row).length > 0)) await lockShippersCash(tx, rows);
  await assertOpenForWrite(tx, rows, Object.keys(action.set));
  const sheet = action.sheetOf && (await ensureRunSheet(tx, action.sheetOf.shipper, action.sheetOf.day, scope.user.id));
  const updated = await tx
    .update(orders)
    .set({ ...action.set, ...(sheet ? { run_sheet_id: sheet } : {}), version: sql`${orders.version} + 1` })
    .where(idIn(ids))
    .returning(CHECKED);
  const after = action.returnFees ? await chargeReturnFees(tx, updated) : updated;
  await postOrderChanges(tx, rows, after, scope.user.id);
  if (sheet) await addToRunSheet(tx, sheet, ids);
  await recordEvents(
    tx,
    rows.map((row) => ({ ...action.event(row), order_id: row.id, user_id: scope.user.id })),
  );
  return rows;
}

/**
 * One order's action (a status move) in two statements and no transaction held open between them: the order is
 * read (with the check of the caller's kept session) and checked as runBulk checks it, then changed only if
 * its version is still the one read, with its timeline row, and read back with its names, in one statement. A
 * change made in between answers 409 when the caller sent the version it saw, and is read again otherwise.
 */
export async function runOne(db: Db, scope: OrderScope, id: number, action: BulkAction, version?: number): Promise<JoinedOrder> {
  for (let attempt = 1; ; attempt += 1) {
    const [row] = await db
      .select({ ...CHECKED, live: sql<unknown>`${sessionProbe(scope.user)}` })
      .from(orders)
      .where(eq(orders.id, id));
    if (!row) throw notFound();
    assertProbe(row.live);
    const problem = permissionRefusal(scope, row, action.perm, version) ?? action.check?.(row);
    if (problem) throw alone(problem);
    if (action.money || action.sheetOf !== undefined || positionOf(row).length > 0) return moneyMove(db, scope, id, action, version);
    const change = db
      .update(orders)
      .set({ ...action.set, version: sql`${orders.version} + 1` })
      .where(and(eq(orders.id, id), eq(orders.version, row.version)));
    const event = { ...action.event(row), order_id: id, user_id: scope.user.id };
    const [changed] = rowsOf(
      await db.execute(sql`with changed as (${change.getSQL()} returning *),
        timeline as (${eventsSql([event], sql`exists (select 1 from changed)`)})
        ${selectCreated('changed')}`),
    );
    if (changed) return decodeOrder(changed);
    if (version !== undefined || attempt >= 3) throw new ApiError(409, 'orders.stale');
  }
}

const STALE: Refusal = { key: 'orders.stale', status: 409 };

/** A single order's change that moves money or hands it to a courier: in a transaction with its posting and run sheet, checked again under its lock. */
async function moneyMove(db: Db, scope: OrderScope, id: number, action: BulkAction, version: number | undefined): Promise<JoinedOrder> {
  await withRetry(() => db.transaction((tx) => runBulk(tx, scope, [id], action, version)));
  const order = await findJoinedOrder(db, id);
  if (!order) throw notFound();
  return order;
}

/** A single order's refusal answers with the reason itself, beside its field when it has one. */
const alone = (problem: Refusal): ApiError =>
  new ApiError(problem.status ?? 400, problem.key, problem.params ?? {}, problem.field ? { [problem.field]: problem.key } : undefined);

function refused(serial: string, problem: Refusal): ApiError {
  const reason = englishMessage(problem.key, problem.params ?? {});
  return new ApiError(problem.status ?? 400, 'orders.bulk_refused', { serial, reason, reason_key: problem.key, ...problem.params });
}
