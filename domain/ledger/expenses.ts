/** The columns of the expenses report (spec: ExpensesReport), by category and month, on screen and in its spreadsheet. */
import type { ReportColumn } from './reports';

export const EXPENSE_REPORT_COLUMNS: readonly ReportColumn[] = [
  { key: 'month', en: 'Month', ar: 'الشهر' },
  { key: 'category', en: 'Category', ar: 'البند' },
  { key: 'count', en: 'Expenses', ar: 'عدد المصروفات' },
  { key: 'amount', en: 'Amount', ar: 'المبلغ', money: true },
];
