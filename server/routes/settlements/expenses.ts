import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { legsOf, negated } from '../../../domain/ledger/events';
import { fromPiastres } from '../../../domain/orders/money';
import { cairoToday } from '../../../domain/time';
import type { Db, Tx } from '../../db/client';
import { expenseCategories, expenses, users } from '../../db/schema';
import { postTransactions } from '../../ledger/post';
import { audit } from '../../lib/audit';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { mediaUrl } from '../../lib/media';

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

/** Records an expense paid from the office box: its row and its ledger transaction, with the audit row. */
export async function createExpense(tx: Tx, userId: number, values: ExpenseValues): Promise<number> {
  await activeCategory(tx, values.category_id);
  const [row] = await tx
    .insert(expenses)
    .values({ ...values, created_by: userId })
    .returning({ id: expenses.id });
  const [posted] = await postTransactions(tx, [
    {
      header: { kind: 'expense', user_id: userId, note: `EX ${row!.id} ${values.note}`.trim(), at: postedAt(values.expense_date) },
      postings: legsOfExpense(values),
    },
  ]);
  await tx.update(expenses).set({ transaction_id: posted!.id }).where(eq(expenses.id, row!.id));
  await audit(tx, { userId, action: 'create', entity: 'expense', entityId: row!.id, after: { ...values, amount: fromPiastres(values.amount) } });
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
      header: { kind: 'reversal', user_id: userId, reverses_id: row.transaction_id, note: `EX ${row.id} ${note}`.trim(), at: postedAt(row.expense_date) },
      postings: negated(legsOfExpense(row)),
    },
  ]);
  return posted!.id;
}

/** An edited expense: the reversal of what it posted and a new transaction of what it is now. */
export async function updateExpense(tx: Tx, userId: number, id: number, values: ExpenseValues, version?: number): Promise<void> {
  const row = await lockExpense(tx, id, version);
  await activeCategory(tx, values.category_id);
  await reverse(tx, userId, row, 'edited');
  const [posted] = await postTransactions(tx, [
    {
      header: { kind: 'expense', user_id: userId, note: `EX ${id} ${values.note}`.trim(), at: postedAt(values.expense_date) },
      postings: legsOfExpense(values),
    },
  ]);
  await tx
    .update(expenses)
    .set({ ...values, transaction_id: posted!.id, version: sql`${expenses.version} + 1` })
    .where(eq(expenses.id, id));
  await audit(tx, {
    userId,
    action: 'update',
    entity: 'expense',
    entityId: id,
    before: { ...row, amount: fromPiastres(row.amount) },
    after: { ...values, amount: fromPiastres(values.amount) },
  });
}

/** A removed expense: its transaction reversed; the row stays, marked removed. */
export async function removeExpense(tx: Tx, userId: number, id: number): Promise<void> {
  const row = await lockExpense(tx, id, undefined);
  await reverse(tx, userId, row, 'removed');
  await tx
    .update(expenses)
    .set({ removed: true, version: sql`${expenses.version} + 1` })
    .where(eq(expenses.id, id));
  await audit(tx, { userId, action: 'delete', entity: 'expense', entityId: id, before: { ...row, amount: fromPiastres(row.amount) } });
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
  created_by_name: users.username,
  created_at: expenses.created_at,
};

const expenseOut = (row: { amount: bigint; receipt_media_id: string | null; created_at: Date } & Record<string, unknown>) => ({
  ...row,
  amount: fromPiastres(row.amount),
  receipt_url: row.receipt_media_id ? mediaUrl(row.receipt_media_id) : null,
  created_at: row.created_at.toISOString(),
});

export interface ExpenseFilters {
  category?: number;
  from_date?: string;
  to_date?: string;
}

const filtersOf = (filters: ExpenseFilters): SQL | undefined =>
  and(
    eq(expenses.removed, false),
    filters.category ? eq(expenses.category_id, filters.category) : undefined,
    filters.from_date ? gte(expenses.expense_date, filters.from_date) : undefined,
    filters.to_date ? lte(expenses.expense_date, filters.to_date) : undefined,
  );

/** Expenses not removed, newest day first, with the total of all matching. */
export async function listExpenses(db: Db, filters: ExpenseFilters, page: number, pageSize: number) {
  const where = filtersOf(filters);
  const rows = await db
    .select(expenseColumns)
    .from(expenses)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.category_id))
    .leftJoin(users, eq(users.id, expenses.created_by))
    .where(where)
    .orderBy(desc(expenses.expense_date), desc(expenses.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [totals] = await db
    .select({ n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${expenses.amount}), 0)::text` })
    .from(expenses)
    .where(where);
  return { data: rows.map(expenseOut), total: totals!.n, totals: { amount: fromPiastres(BigInt(totals!.amount)) } };
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
    .where(filtersOf({ from_date: from, to_date: to }))
    .groupBy(expenses.category_id, expenseCategories.name, expenseCategories.name_ar, sql`4`)
    .orderBy(sql`4`, expenseCategories.name);
  const total = rows.reduce((sum, row) => sum + BigInt(row.amount), 0n);
  return { from_date: from, to_date: to, rows: rows.map((row) => ({ ...row, amount: fromPiastres(BigInt(row.amount)) })), total: fromPiastres(total) };
}
