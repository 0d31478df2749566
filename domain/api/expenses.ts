/** The answers of the office's expenses (server/routes/settlements/expense-routes.ts). Money is LE text ("125.50"). */
import { Type, type Static } from '@sinclair/typebox';
import { EXPENSE_STATUSES } from '../ledger/kinds';
import { Nullable, OneOf, SpecPage, Timestamp } from './common';

const Money = Type.String();

/** An expense paid from the office box: posted, waiting for a second person's approval, or refused. */
export const ExpenseRecord = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  category_name: Type.String(),
  category_name_ar: Type.String(),
  amount: Money,
  /** YYYY-MM-DD. */
  expense_date: Type.String(),
  note: Type.String(),
  /** Where its receipt photo is read, when one was added. */
  receipt_url: Nullable(Type.String()),
  /** Sent back with an edit, so an edit made meanwhile is not overwritten. */
  version: Type.Integer(),
  status: OneOf(EXPENSE_STATUSES),
  created_by_name: Nullable(Type.String()),
  created_at: Timestamp,
});
export type ExpenseRecord = Static<typeof ExpenseRecord>;

/** Expenses, with the total of the posted ones the filters match. */
export const ExpensePage = SpecPage(ExpenseRecord, { totals: Type.Object({ amount: Money }) });

/** The amount above which an expense waits for a second person's approval. */
export const ExpensePolicy = Type.Object({ expense_approval_above: Money });
export type ExpensePolicy = Static<typeof ExpensePolicy>;

/** The posted expenses by month (YYYY-MM) and category over a range, with the grand total. */
export const ExpensesByMonth = Type.Object({
  from_date: Type.String(),
  to_date: Type.String(),
  rows: Type.Array(
    Type.Object({
      category_id: Type.Integer(),
      name: Type.String(),
      name_ar: Type.String(),
      month: Type.String(),
      amount: Money,
      count: Type.Integer(),
    }),
  ),
  total: Money,
});
