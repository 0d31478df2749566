/**
 * ExpensesReport (spec section 2, Reports): what the office spent by month and category over a range (this year so
 * far unless chosen, up to three years at once), from the posted expenses (a removed or refused one is left out):
 * how many and how much, with a chart of each month's spending stacked by category. The expenses list's holders
 * read it too. The spec's own call, `GET addorders/get_extra_expenses` (fromdate, todate), answers the same rows.
 */
import { defineReport } from './kit';

export const expensesReport = defineReport({
  name: 'ExpensesReport',
  id: 'key',
  keys: ['category_id'],
  params: {},
  range: { days: 'year', maxDays: 366 * 3 },
  readers: ['expenses'],
  columns: [
    { key: 'month', kind: 'text' },
    { key: 'category', kind: 'name' },
    { key: 'count', kind: 'count', total: true },
    { key: 'amount', kind: 'money', total: true },
  ],
  defaultSort: { field: 'month', order: 'ASC' },
  chart: { kind: 'bar', x: 'month', y: ['amount'], series: 'category' },
});
