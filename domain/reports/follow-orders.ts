/**
 * followordersreport (spec section 2, Reports): the follow-up's outcomes per courier and day, read from the run
 * sheets (one per courier and day: the parcels handed to him that morning) and what became of their parcels. Each
 * figure is a measure of ./measures.ts keyed on the sheet's day (`sheet_day`):
 * - a parcel's attempt is its place among the sheets it went out on, in the order it was handed over; the outcome of a sheet is the parcel's
 *   status now when the sheet is its last (delivered; failed: undelivered, refused, returned, or brought back to the
 *   hub and waiting there; on hold; still out), and "carried over" when it went out again on a later sheet (whatever
 *   happened in between), so a sheet's parcels are the sum of those five;
 * - first time out: the sheet was the parcel's first; delivered first time: its first sheet was also its last and it
 *   is delivered; the first-attempt success rate is the second over the first.
 *
 * Below it, one courier's sheet of a day parcel by parcel (`followordersreport/shipper/{shipper}/day/{day}`, an address
 * the spec leaves open), all or those of one figure. Only the couriers the caller may see are read, and of their
 * parcels only those of merchants whose orders the caller may see.
 */
import { defineReport, param, type ReportColumn } from './kit';
import type { OrderStatus } from '../orders/status';
import { isSheetCount, MEASURE_KEYS, MEASURES, type MeasureKey } from './measures';

/** The figures of a sheet whose parcels its page lists one by one: the measures' sheet counts but the whole sheet's. */
export const SHEET_FIGURES: readonly MeasureKey[] = MEASURE_KEYS.filter((key) => {
  const measure = MEASURES[key];
  return isSheetCount(measure) && measure.sheet !== 'whole';
});

/** What became of a parcel on a sheet: on its last, the outcome its status now says; on an earlier one, carried over. */
const OUTCOMES = { delivered: 'sheet_delivered', failed: 'sheet_failed', hold: 'sheet_hold', out: 'sheet_out' } as const satisfies Record<string, MeasureKey>;
export type SheetOutcome = keyof typeof OUTCOMES | 'carried_over';

/** The outcome of a parcel on a sheet: carried over when it went out again, else by the measures' own statuses (which cover every status). */
export function sheetOutcome(status: OrderStatus, wentAgain: boolean): SheetOutcome {
  if (wentAgain) return 'carried_over';
  const found = (Object.keys(OUTCOMES) as (keyof typeof OUTCOMES)[]).find((outcome) => {
    const measure = MEASURES[OUTCOMES[outcome]];
    return isSheetCount(measure) && measure.outcome?.includes(status);
  });
  if (!found) throw new Error(`no sheet outcome counts ${status}`);
  return found;
}

const range = { days: 7, maxDays: 366 } as const;
const SHEET_PAGE = '/dashboard/followordersreport/shipper/{shipper_id}/day/{day}';

const counted = (measure: MeasureKey): ReportColumn => ({
  key: measure,
  kind: 'count',
  measure,
  total: true,
  drill: `${SHEET_PAGE}?outcome=${measure === 'sheet_parcels' ? '' : measure}`,
});

/** Every courier's sheets of the range, newest first; each figure opens the parcels behind it. */
export const followOrdersReport = defineReport({
  name: 'followordersreport',
  id: 'sheet_id',
  keys: ['shipper_id'],
  params: { shipper: param.reference('Shipper') },
  range,
  columns: [
    { key: 'day', kind: 'date' },
    { key: 'shipper_name', kind: 'link', drill: SHEET_PAGE },
    counted('sheet_parcels'),
    ...SHEET_FIGURES.map(counted),
    { key: 'sheet_success_rate', kind: 'percent', measure: 'sheet_success_rate' },
    { key: 'first_attempt_rate', kind: 'percent', measure: 'first_attempt_rate' },
  ],
  defaultSort: { field: 'day', order: 'DESC' },
  chart: { kind: 'bar', x: 'shipper_name', y: ['sheet_delivered', 'sheet_failed', 'carried_over'], top: 10 },
});

/** One courier's sheet of a day, parcel by parcel: all, or those counted by one figure; each opens its order. */
export const sheetOrdersReport = defineReport({
  name: 'followordersreport_sheet',
  below: { screen: 'followordersreport', path: 'shipper/:shipper/day/:day_date' },
  id: 'order_id',
  keys: ['customer_id', 'shipper_id'],
  params: {
    shipper: param.reference('Shipper', { required: true }),
    day_date: param.date({ required: true }),
    outcome: param.choice(SHEET_FIGURES),
  },
  columns: [
    { key: 'serial', kind: 'link', drill: '/dashboard/adminorders/order/{order_id}' },
    { key: 'customer_name', kind: 'text' },
    { key: 'city', kind: 'name', unsortable: true },
    { key: 'attempt', kind: 'count' },
    { key: 'sheets', kind: 'count' },
    { key: 'outcome', kind: 'word', words: 'followordersreport.outcomes' },
    { key: 'status', kind: 'status' },
  ],
  defaultSort: { field: 'serial', order: 'ASC' },
});
