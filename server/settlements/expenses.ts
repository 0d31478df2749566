import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { legsOf, negated } from '../../domain/ledger/events';
import { fromPiastres } from '../../domain/orders/money';
import { cairoToday } from '../../domain/time';
import type { PageWindow } from '../lib/rest/paging';
import type { Db, Tx } from '../db/client';
import { expenseCategories, expenses, moneyRequests, users } from '../db/schema';
import { postTransactions } from '../ledger/post';
import { audit } from '../lib/audit';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { mediaUrl } from '../lib/media';
import { ledgerKey } from '../../domain/ledger/keys';
import type { ExpenseStatus } from '../../domain/ledger/kinds';
import { expenseApprovalAbove } from './money-policy';

export interface ExpenseValues {
  category_id: number;
  amount: bigint;
  expense_date: string;
  note: string;
}

/**
 * When an expense is posted: on its own day (at noon, Cairo) when that day is past, so the books of that day
 * show it; now when it is today.
 */
const postedAt = (day: string): Date | undefined => (day < cairoToday() ? new Date(`${day}T10:00:00Z`) : undefined);

const legsOfExpense = (values: ExpenseValues) =>
  legsOf('expense', { amount: values.amount }, { shipper: 0, customer: 0, category: values.category_id, order_id: null });

async function activeCategory(tx: Tx, id: number): Promise<void> {
  const [category] = await tx.select({ is_active: expenseCategories.is_active }).from(expenseCategories).where(eq(expenseCategories.id, id));
  if (!category) throw badRequest({ category_id: 'errors.not_found' });
  if (!category.is_active) throw badRequest({ category_id: 'settlements.category_inactive' });
}

/** The ledger transaction of an expense paid from the office box, on its day; refused (409) when the box lacks the cash. */
async function postExpense(tx: Tx, userId: number, id: number, version: number, values: ExpenseValues): Promise<number> {
  const [posted] = await postTransactions(tx, [
    {
      header: {
        kind: 'expense',
        key: ledgerKey.expense(id, version),
        user_id: userId,
        note: `EX ${id} ${values.note}`.trim(),
        at: postedAt(values.expense_date),
      },
      postings: legsOfExpense(values),
    },
  ]);
  return posted!.id;
}

/**
 * An expense above the company's approval amount waits for a second person: it is kept pending, unposted, with a
 * request on the approval desk (approvallist), which another person with approve_money_change decides.
 */
async function askApproval(tx: Tx, userId: number, id: number, values: ExpenseValues): Promise<void> {
  await tx.insert(moneyRequests).values({
    kind: 'expense',
    expense_id: id,
    amount: values.amount,
    reason: `EX ${id} ${values.note}`.trim(),
    requested_by: userId,
  });
}

/** Posts the expense now, or, above the approval amount, leaves it waiting for a second person; answers its status. */
async function postOrAsk(tx: Tx, userId: number, id: number, version: number, values: ExpenseValues): Promise<ExpenseStatus> {
  if (values.amount > (await expenseApprovalAbove(tx))) {
    await askApproval(tx, userId, id, values);
    await tx.update(expenses).set({ status: 'pending', transaction_id: null }).where(eq(expenses.id, id));
    return 'pending';
  }
  const transaction_id = await postExpense(tx, userId, id, version, values);
  await tx.update(expenses).set({ status: 'posted', transaction_id }).where(eq(expenses.id, id));
  return 'posted';
}

/** Records an expense paid from the office box: its row and its ledger transaction (or its approval request), with the audit row. */
export async function createExpense(tx: Tx, userId: number, values: ExpenseValues): Promise<number> {
  await activeCategory(tx, values.category_id);
  const [row] = await tx
    .insert(expenses)
    .values({ ...values, created_by: userId })
    .returning({ id: expenses.id });
  const status = await postOrAsk(tx, userId, row!.id, 1, values);
  await audit(tx, { userId, action: 'create', entity: 'expense', entityId: row!.id, after: { ...values, amount: fromPiastres(values.amount), status } });
  return row!.id;
}

async function lockExpense(tx: Tx, id: number, version: number | undefined) {
  const [row] = await tx.select().from(expenses).where(eq(expenses.id, id)).for('update');
  if (!row) throw notFound();
  if (row.removed) throw new ApiError(409, 'settlements.expense_removed');
  if (version !== undefined && version !== row.version) throw new ApiError(409, 'orders.stale');
  return row;
}

/** Reverses an expense's current transaction (its entries negated), on the day the expense was posted. */
async function reverse(tx: Tx, userId: number, row: typeof expenses.$inferSelect, note: string) {
  const [posted] = await postTransactions(tx, [
    {
      header: {
        kind: 'reversal',
        key: ledgerKey.reversal(row.transaction_id!),
        user_id: userId,
        reverses_id: row.transaction_id,
        note: `EX ${row.id} ${note}`.trim(),
        at: postedAt(row.expense_date),
      },
      postings: negated(legsOfExpense(row)),
    },
  ]);
  return posted!.id;
}

/** Takes back what the expense did: the reversal of its posting, or the refusal of its waiting request. */
async function undo(tx: Tx, userId: number, row: typeof expenses.$inferSelect, note: string): Promise<void> {
  if (row.status === 'posted') await reverse(tx, userId, row, note);
  if (row.status === 'pending')
    await tx
      .update(moneyRequests)
      .set({ status: 'refused', decided_by: userId, decided_at: sql`now()`, decision_note: note })
      .where(and(eq(moneyRequests.expense_id, row.id), eq(moneyRequests.status, 'pending')));
}

/** An edited expense: what it did taken back, and posted (or sent for approval) as it is now. A refused one stays refused. */
export async function updateExpense(tx: Tx, userId: number, id: number, values: ExpenseValues, version?: number): Promise<void> {
  const row = await lockExpense(tx, id, version);
  if (row.status === 'refused') throw new ApiError(409, 'settlements.expense_refused');
  await activeCategory(tx, values.category_id);
  await undo(tx, userId, row, 'edited');
  await tx
    .update(expenses)
    .set({ ...values, version: sql`${expenses.version} + 1` })
    .where(eq(expenses.id, id));
  const status = await postOrAsk(tx, userId, id, row.version + 1, values);
  await audit(tx, {
    userId,
    action: 'update',
    entity: 'expense',
    entityId: id,
    before: { ...row, amount: fromPiastres(row.amount) },
    after: { ...values, amount: fromPiastres(values.amount), status },
  });
}

/** A removed expense: its transaction reversed (or its request refused); the row stays, marked removed. */
export async function removeExpense(tx: Tx, userId: number, id: number): Promise<void> {
  const row = await lockExpense(tx, id, undefined);
  await undo(tx, userId, row, 'removed');
  await tx
    .update(expenses)
    .set({ removed: true, version: sql`${expenses.version} + 1` })
    .where(eq(expenses.id, id));
  await audit(tx, { userId, action: 'delete', entity: 'expense', entityId: id, before: { ...row, amount: fromPiastres(row.amount) } });
}

/** The second person's decision on an expense waiting for approval: approved, it is posted now; refused, it stays on record. */
export async function decideExpense(tx: Tx, userId: number, id: number, approved: boolean): Promise<number | null> {
  const row = await lockExpense(tx, id, undefined);
  if (row.status !== 'pending') throw new ApiError(409, 'ledger.request_not_pending', { status: row.status });
  if (!approved) {
    await tx.update(expenses).set({ status: 'refused' }).where(eq(expenses.id, id));
    return null;
  }
  const transaction_id = await postExpense(tx, userId, id, row.version, row);
  await tx.update(expenses).set({ status: 'posted', transaction_id }).where(eq(expenses.id, id));
  return transaction_id;
}

const expenseColumns = {
  id: expenses.id,
  category_id: expenses.category_id,
  category_name: expenseCategories.name,
  category_name_ar: expenseCategories.name_ar,
  amount: expenses.amount,
  expense_date: expenses.expense_date,
  note: expenses.note,
  receipt_media_id: expenses.receipt_media_id,
  version: expenses.version,
  status: expenses.status,
  created_by_name: users.username,
  created_at: expenses.created_at,
};

/** An expense as the API gives it: its receipt by the address it is read at (the stored photo's id stays inside). */
const expenseOut = <Row extends { amount: bigint; receipt_media_id: string | null; created_at: Date }>({ receipt_media_id, ...row }: Row) => ({
  ...row,
  amount: fromPiastres(row.amount),
  receipt_url: receipt_media_id ? mediaUrl(receipt_media_id) : null,
  created_at: row.created_at.toISOString(),
});

export interface ExpenseFilters {
  category?: number;
  from_date?: string;
  to_date?: string;
}

/** The expenses listed: not removed, of every status (a pending or refused one says so). */
const filtersOf = (filters: ExpenseFilters): SQL | undefined =>
  and(
    eq(expenses.removed, false),
    filters.category ? eq(expenses.category_id, filters.category) : undefined,
    filters.from_date ? gte(expenses.expense_date, filters.from_date) : undefined,
    filters.to_date ? lte(expenses.expense_date, filters.to_date) : undefined,
  );

/** Expenses not removed, newest day first, with the total of all matching. */
export async function listExpenses(db: Db, filters: ExpenseFilters, window: PageWindow) {
  const where = filtersOf(filters);
  const rows = await db
    .select(expenseColumns)
    .from(expenses)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.category_id))
    .leftJoin(users, eq(users.id, expenses.created_by))
    .where(where)
    .orderBy(desc(expenses.expense_date), desc(expenses.id))
    .limit(window.size)
    .offset(window.offset);
  const [totals] = await db
    .select({ n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${expenses.amount}) filter (where ${expenses.status} = 'posted'), 0)::text` })
    .from(expenses)
    .where(where);
  return { count: totals!.n, results: rows.map(expenseOut), totals: { amount: fromPiastres(BigInt(totals!.amount)) } };
}

export async function expenseById(db: Db, id: number) {
  const [row] = await db
    .select(expenseColumns)
    .from(expenses)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.category_id))
    .leftJoin(users, eq(users.id, expenses.created_by))
    .where(and(eq(expenses.id, id), eq(expenses.removed, false)));
  return row ? expenseOut(row) : undefined;
}

/**
 * Expenses by category and month over a range (spec: ExpensesReport; addorders/get_extra_expenses), in LE, with
 * each category's total and the grand total.
 */
export async function expensesByMonth(db: Db, from: string, to: string) {
  const rows = await db
    .select({
      category_id: expenses.category_id,
      name: expenseCategories.name,
      name_ar: expenseCategories.name_ar,
      month: sql<string>`to_char(${expenses.expense_date}, 'YYYY-MM')`,
      amount: sql<string>`sum(${expenses.amount})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(expenses)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.category_id))
    .where(and(filtersOf({ from_date: from, to_date: to }), eq(expenses.status, 'posted')))
    .groupBy(expenses.category_id, expenseCategories.name, expenseCategories.name_ar, sql`4`)
    .orderBy(sql`4`, expenseCategories.name);
  const total = rows.reduce((sum, row) => sum + BigInt(row.amount), 0n);
  return { from_date: from, to_date: to, rows: rows.map((row) => ({ ...row, amount: fromPiastres(BigInt(row.amount)) })), total: fromPiastres(total) };
}
