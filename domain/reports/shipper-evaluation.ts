/**
 * shipperevaluationreport (spec section 2, Reports; issue 23 item 5): each courier's work over a range, from what he
 * did, so supervisors rate him beside figures rather than impressions. Each figure is a measure of ./measures.ts:
 * - his run sheets (keyed on the sheet's day, as the follow-up by courier and day counts them): parcels out,
 *   delivered, failed, the attempt success rate, and those out for the first time with the share delivered then;
 * - his cash (keyed on the closing's day): his closings that stand, the cash they expected, the shortages among
 *   them and their share of it, and how many hours after a delivery its cash was handed over, on average.
 *
 * Only the couriers the caller may see are read; the parcels counted are those of merchants whose orders it may see,
 * while a closing's cash is the courier's whole (a closing is his, not a merchant's). Each courier opens his run
 * sheets of the range (followordersreport).
 */
import { defineReport, param, type ReportColumn } from './kit';
import type { MeasureKey } from './measures';

const measured = (measure: MeasureKey, kind: 'count' | 'money' | 'percent'): ReportColumn => ({
  key: measure,
  kind,
  measure,
  ...(kind === 'percent' ? {} : { total: true }),
});

export const shipperEvaluationReport = defineReport({
  name: 'shipperevaluationreport',
  id: 'shipper_id',
  params: { shipper: param.reference('Shipper') },
  range: { days: 'month', maxDays: 366 },
  columns: [
    { key: 'shipper_name', kind: 'link', drill: '/dashboard/followordersreport?shipper={shipper_id}&from_date={from_date}&to_date={to_date}' },
    measured('sheet_parcels', 'count'),
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
  ],
  defaultSort: { field: 'sheet_delivered', order: 'DESC' },
  chart: { kind: 'bar', x: 'shipper_name', y: ['sheet_delivered', 'sheet_failed'], top: 10 },
});
