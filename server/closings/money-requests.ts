import { eq, sql } from 'drizzle-orm';
import { legsOf } from '../../domain/ledger/events';
import { ASKED_ELSEWHERE, type MoneyRequestKind } from '../../domain/ledger/kinds';
import { CASH_STATUSES, cashOf } from '../../domain/ledger/position';
import { fromPiastres, toPiastres } from '../../domain/orders/money';
import type { Tx } from '../db/client';
import { moneyRequests, orders } from '../db/schema';
import { isClosed, MONEY_COLUMNS, postOrderChanges, type MoneyRow } from '../ledger/orders';
import { postTransactions } from '../ledger/post';
import { audit } from '../lib/audit';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { recordEvents } from '../orders/events';
import { lockShippersCash } from '../ledger/locks';
import { lockClosing, unwindClosing } from './decide';
import { readFigures } from './figures';
import { piastresOf, type MoneyRequestBodyType } from './schemas';
import { ledgerKey } from '../../domain/ledger/keys';
import { asClosingWrite } from '../ledger/closing-write';
import { REQUEST_LIMITS } from '../../domain/ledger/limits';
import { decideExpense } from '../settlements/expenses';

/** Who may see what a request names: the order's customer and the shipper. */
export interface Sight {
  customer: (id: number) => boolean;
  shipper: (id: number) => boolean;
}

export type MoneyRequestRow = typeof moneyRequests.$inferSelect;

const lockOrder = async (tx: Tx, id: number, sight: Sight): Promise<MoneyRow> => {
  const [row] = await tx.select(MONEY_COLUMNS).from(orders).where(eq(orders.id, id)).for('update');
  if (!row || !sight.customer(row.customer_id)) throw notFound();
  return row;
};

/** The order column a request changes: its delivery fee, its return fee, or the cash collected. */
const columnOf = (kind: MoneyRequestKind) => (kind === 'fee_change' ? 'total_fees' : kind === 'return_fee_change' ? 'return_fees' : 'collected_amount');

/** The order's figure a request changes, before it. */
const figureOf = (kind: MoneyRequestKind, order: MoneyRow): bigint => {
  const column = columnOf(kind);
  return column === 'collected_amount' ? cashOf(order) : toPiastres(order[column]);
};

/** What a new request names and changes, checked: the amount before it, and the ids it keeps. */
async function checkedRequest(tx: Tx, body: MoneyRequestBodyType, sight: Sight) {
  if (ASKED_ELSEWHERE.includes(body.kind)) throw badRequest({ kind: 'validation.invalid' });
  if (body.kind === 'reopen_closing') {
    if (!body.closing_id) throw badRequest({ closing_id: 'validation.required' });
    const closing = await lockClosing(tx, body.closing_id, sight.shipper);
    if (closing.status !== 'approved') throw new ApiError(409, 'ledger.closing_not_approved');
    return { closing_id: closing.id, shipper_id: closing.shipper_id };
  }
  const amount = piastresOf(body.amount, 'amount', REQUEST_LIMITS[body.kind]);
  if (body.kind === 'debt_write_off') {
    if (!body.shipper_id) throw badRequest({ shipper_id: 'validation.required' });
    if (!sight.shipper(body.shipper_id)) throw notFound();
    const { previousDebt } = await readFigures(tx, body.shipper_id);
    if (previousDebt <= 0n) throw new ApiError(409, 'ledger.no_debt');
    if (amount <= 0n || amount > previousDebt) throw badRequest({ amount: 'ledger.write_off_too_much' });
    return { shipper_id: body.shipper_id, amount, previous: previousDebt };
  }
  if (!body.order_id) throw badRequest({ order_id: 'validation.required' });
  const order = await lockOrder(tx, body.order_id, sight);
  if (!isClosed(order)) throw new ApiError(409, 'ledger.order_not_closed', { serial: order.serial });
  if (body.kind === 'collected_correction' && !CASH_STATUSES.includes(order.status)) throw new ApiError(409, 'orders.not_delivered');
  // Never more cash collected than the parcel's total.
  if (body.kind === 'collected_correction' && amount > toPiastres(order.total_amount)) throw badRequest({ amount: 'followup.collected_above_total' });
  return { order_id: order.id, shipper_id: order.shipper_id, amount, previous: figureOf(body.kind, order) };
}

/** Records a request to change money after the fact; the same idempotency key answers the request it made. */
export async function askMoneyChange(tx: Tx, userId: number, body: MoneyRequestBodyType, sight: Sight): Promise<number> {
  if (body.idempotency_key) {
    const [done] = await tx.select({ id: moneyRequests.id }).from(moneyRequests).where(eq(moneyRequests.idempotency_key, body.idempotency_key));
    if (done) return done.id;
  }
  const reason = body.reason.trim();
  if (!reason) throw badRequest({ reason: 'ledger.reason_required' });
  const named = await checkedRequest(tx, body, sight);
  const [saved] = await tx
    .insert(moneyRequests)
    .values({ kind: body.kind, reason, requested_by: userId, idempotency_key: body.idempotency_key ?? null, ...named })
    .returning({ id: moneyRequests.id });
  const previous = 'previous' in named && named.previous !== undefined ? fromPiastres(named.previous) : undefined;
  await audit(tx, { userId, action: 'create', entity: 'money_request', entityId: saved!.id, after: { ...body, ...named, amount: body.amount, previous } });
  return saved!.id;
}

/** The request, locked, if the caller may see what it names. */
export async function lockRequest(tx: Tx, id: number, sight: Sight): Promise<MoneyRequestRow> {
  const [row] = await tx.select().from(moneyRequests).where(eq(moneyRequests.id, id)).for('update');
  if (!row) throw notFound();
  if (row.shipper_id != null && !sight.shipper(row.shipper_id)) throw notFound();
  if (row.order_id != null) {
    const [order] = await tx.select({ customer_id: orders.customer_id }).from(orders).where(eq(orders.id, row.order_id));
    if (!order || !sight.customer(order.customer_id)) throw notFound();
  }
  return row;
}

/** Changes an order's fee or collected cash as an approved request says, posting the difference as a correction of the closed order. */
async function correctOrder(tx: Tx, userId: number, row: MoneyRequestRow, sight: Sight): Promise<number | null> {
  const before = await lockOrder(tx, row.order_id!, sight);
  if (row.kind === 'collected_correction' && !CASH_STATUSES.includes(before.status)) throw new ApiError(409, 'orders.not_delivered');
  const value = fromPiastres(row.amount!);
  const column = columnOf(row.kind);
  const [after] = await asClosingWrite(tx, () =>
    tx
      .update(orders)
      .set({ [column]: value, version: sql`${orders.version} + 1` })
      .where(eq(orders.id, before.id))
      .returning(MONEY_COLUMNS),
  );
  const [posted] = await postOrderChanges(tx, [before], [after!], userId, { request_id: row.id });
  await recordEvents(tx, [
    {
      order_id: before.id,
      user_id: userId,
      action: 'money_correction',
      from_status: before.status,
      to_status: before.status,
      note: `#${row.id}: ${row.reason}`,
      changes: { [column]: [before[column], value] },
    },
  ]);
  return posted ?? null;
}

/** Charges a courier the packaging he could not show, at the cost the request was asked for: his debt grows. */
async function chargeShortage(tx: Tx, userId: number, row: MoneyRequestRow): Promise<number | null> {
  await lockShippersCash(tx, [{ shipper_id: row.shipper_id }]);
  const parties = { shipper: row.shipper_id!, customer: 0, order_id: null };
  const [posted] = await postTransactions(tx, [
    {
      header: { kind: 'material_shortage', key: ledgerKey.request(row.id), user_id: userId, request_id: row.id, note: row.reason },
      postings: legsOf('material_shortage', { amount: row.amount! }, parties),
    },
  ]);
  return posted?.id ?? null;
}

/** Approves a pending request (never by the person who asked) and applies it. */
export async function approveRequest(tx: Tx, userId: number, row: MoneyRequestRow, sight: Sight): Promise<void> {
  if (row.status !== 'pending') throw new ApiError(409, 'ledger.request_not_pending', { status: row.status });
  if (row.requested_by === userId) throw new ApiError(403, 'ledger.own_request');
  let transaction_id: number | null = null;
  if (row.kind === 'fee_change' || row.kind === 'return_fee_change' || row.kind === 'collected_correction')
    transaction_id = await correctOrder(tx, userId, row, sight);
  else if (row.kind === 'expense') transaction_id = await decideExpense(tx, userId, row.expense_id!, true);
  else if (row.kind === 'reopen_closing')
    transaction_id = await unwindClosing(tx, userId, await lockClosing(tx, row.closing_id!, sight.shipper), 'reopened', row.reason, row.id);
  else if (row.kind === 'material_shortage') transaction_id = await chargeShortage(tx, userId, row);
  else {
    // Under the lock of the shipper's cash account, as a closing of him takes it: ten approvals of write-offs of
    // one debt take turns, and each reads the debt the one before it left.
    await lockShippersCash(tx, [{ shipper_id: row.shipper_id }]);
    const { previousDebt } = await readFigures(tx, row.shipper_id!);
    if (row.amount! > previousDebt) throw new ApiError(409, 'ledger.write_off_too_much', { debt: fromPiastres(previousDebt) });
    const parties = { shipper: row.shipper_id!, customer: 0, order_id: null };
    const [posted] = await postTransactions(tx, [
      {
        header: { kind: 'write_off', key: ledgerKey.request(row.id), user_id: userId, request_id: row.id, note: row.reason },
        postings: legsOf('write_off', { difference: row.amount! }, parties),
      },
    ]);
    transaction_id = posted?.id ?? null;
  }
  await decideRequest(tx, userId, row, 'approved', '', transaction_id);
}

/** Marks a pending request approved or refused, with the audit row. */
export async function decideRequest(
  tx: Tx,
  userId: number,
  row: MoneyRequestRow,
  status: 'approved' | 'refused',
  note: string,
  transaction_id: number | null = null,
) {
  if (row.status !== 'pending') throw new ApiError(409, 'ledger.request_not_pending', { status: row.status });
  if (row.kind === 'expense' && status === 'refused') await decideExpense(tx, userId, row.expense_id!, false);
  await tx
    .update(moneyRequests)
    .set({ status, decided_by: userId, decided_at: sql`now()`, decision_note: note, transaction_id })
    .where(eq(moneyRequests.id, row.id));
  await audit(tx, { userId, action: status, entity: 'money_request', entityId: row.id, before: { status: 'pending' }, after: { status, note } });
}
