/**
 * shipperevaluationreport (spec section 2, Reports; issue 23 item 5): each courier's work over a range, from what he
 * did, ranked by the courier score (./courier-score.ts) with the supervisors' ratings beside it. Each figure is a
 * measure of ./measures.ts:
 * - his run sheets (keyed on the sheet's day, as the follow-up by courier and day counts them): parcels out,
 *   delivered, failed, the attempt success rate, and those out for the first time with the share delivered then;
 * - his cash (keyed on the closing's day): his closings that stand, the cash they expected, the shortages among
 *   them and their share of it, and how many hours after a delivery its cash was handed over, on average;
 * - his rating: the average of the stars of his evaluations (UserEvaluation) for the months the range touches.
 *
 * Only the couriers the caller may see are read; the parcels counted are those of merchants whose orders it may see,
 * while a closing's cash is the courier's whole (a closing is his, not a merchant's). A courier opens his detail
 * (`shipperevaluationreport/detail/{shipper}`, an address the spec leaves open): the same figures month by month; his
 * parcels open his run sheets (followordersreport).
 */
import { defineReport, param, type ReportColumn } from './kit';
import type { MeasureKey } from './measures';

const measured = (measure: MeasureKey, kind: 'count' | 'money' | 'percent', drill?: ReportColumn['drill']): ReportColumn => ({
  key: measure,
  kind,
  measure,
  ...(kind === 'percent' ? {} : { total: true }),
  ...(drill ? { drill } : {}),
});

/** The figures of a courier, each row's own: the score and rating first, then his sheets and his cash; his parcels open his sheets of `from`–`to`. */
const figures = (from: string, to: string): ReportColumn[] => [
  { key: 'courier_score', kind: 'decimal' },
  { key: 'rating', kind: 'decimal' },
  measured('sheet_parcels', 'count', `/dashboard/followordersreport?shipper={shipper_id}&from_date={${from}}&to_date={${to}}`),
  measured('sheet_delivered', 'count'),
  measured('sheet_failed', 'count'),
  measured('sheet_success_rate', 'percent'),
  measured('first_out', 'count'),
  measured('first_attempt', 'count'),
  measured('first_attempt_rate', 'percent'),
  measured('closings', 'count'),
  measured('closing_expected', 'money'),
  measured('shortage', 'money'),
  measured('shortage_rate', 'percent'),
  { key: 'cash_lag_hours', kind: 'count', measure: 'cash_lag_hours' },
];

export const shipperEvaluationReport = defineReport({
  name: 'shipperevaluationreport',
  id: 'shipper_id',
  params: { shipper: param.reference('Shipper') },
  range: { days: 30, maxDays: 366 },
  columns: [
    { key: 'shipper_name', kind: 'link', drill: '/dashboard/shipperevaluationreport/detail/{shipper_id}?from_date={from_date}&to_date={to_date}' },
    ...figures('from_date', 'to_date'),
  ],
  defaultSort: { field: 'courier_score', order: 'DESC' },
  chart: { kind: 'bar', x: 'shipper_name', y: ['sheet_delivered', 'sheet_failed'], top: 10 },
});

/** One courier month by month over the range (the year so far by default): his score, rating and figures of each month. */
export const shipperEvaluationDetail = defineReport({
  name: 'shipperevaluationreport_detail',
  below: { screen: 'shipperevaluationreport', path: 'detail/:shipper' },
  id: 'month',
  keys: ['shipper_id', 'month_from', 'month_to'],
  params: { shipper: param.reference('Shipper', { required: true }) },
  range: { days: 'year', maxDays: 366 },
  columns: [{ key: 'month', kind: 'text' }, { key: 'shipper_name', kind: 'text' }, ...figures('month_from', 'month_to')],
  defaultSort: { field: 'month', order: 'ASC' },
  chart: { kind: 'line', x: 'month', y: ['courier_score', 'sheet_success_rate', 'first_attempt_rate'] },
});
