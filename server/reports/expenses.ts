/** The rows of ExpensesReport (domain/reports/expenses.ts): each month's posted expenses by category. */
import { expensesReport } from '../../domain/reports/expenses';
import { expensesByMonth } from '../settlements/expenses';
import { serve } from './kit';

export const expenses = serve(expensesReport, async (db, _scope, _params, range) => {
  const { rows } = await expensesByMonth(db, range!.from_date, range!.to_date);
  return {
    rows: rows.map(({ name, name_ar, ...row }) => ({ ...row, key: `${row.month}-${row.category_id}`, category: { name, name_ar } })),
  };
});
