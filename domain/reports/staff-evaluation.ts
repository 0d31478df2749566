/**
 * userevalation (spec section 2, Reports; issue 23 item 5): each staff member's work over a range beside the
 * supervisors' ratings (UserEvaluation), so staff are rated on figures as couriers are:
 * - orders entered: the orders he created (one by one or by import), counted on the day he created them;
 * - corrections: his edits of an order's fields after it was entered (each save that changed something), by that day;
 * - issues answered: the merchants' issues whose first answer from the office was his, counted on the day of that
 *   answer; time to answer: the minutes from the opening to that answer, averaged (as issuereport's first
 *   answer, here credited to who gave it);
 * - rating: the average of the stars of his evaluations for the months the range touches.
 * Orders and issues count only those of merchants whose orders the caller may see. A staff member opens his detail
 * (`userevalation/detail/{user}`, an address the spec leaves open): the same figures month by month.
 */
import { defineReport, param, type ReportColumn } from './kit';

const figures: readonly ReportColumn[] = [
  { key: 'rating', kind: 'decimal' },
  { key: 'orders_entered', kind: 'count', total: true },
  { key: 'corrections', kind: 'count', total: true },
  { key: 'issues_answered', kind: 'count', total: true },
  { key: 'answer_minutes', kind: 'count' },
];

export const staffEvaluationReport = defineReport({
  name: 'userevalation',
  id: 'user_id',
  params: {},
  range: { days: 30, maxDays: 366 },
  columns: [{ key: 'user_name', kind: 'link', drill: '/dashboard/userevalation/detail/{user_id}?from_date={from_date}&to_date={to_date}' }, ...figures],
  defaultSort: { field: 'orders_entered', order: 'DESC' },
  chart: { kind: 'bar', x: 'user_name', y: ['orders_entered', 'corrections', 'issues_answered'], top: 10 },
});

/** One staff member month by month over the range (the year so far by default). */
export const staffEvaluationDetail = defineReport({
  name: 'userevalation_detail',
  below: { screen: 'userevalation', path: 'detail/:user' },
  id: 'month',
  keys: ['user_id'],
  params: { user: param.reference('useraccount', { required: true }) },
  range: { days: 'year', maxDays: 366 },
  columns: [{ key: 'month', kind: 'text' }, { key: 'user_name', kind: 'text' }, ...figures],
  defaultSort: { field: 'month', order: 'ASC' },
  chart: { kind: 'bar', x: 'month', y: ['orders_entered', 'corrections', 'issues_answered'] },
});
