/**
 * The measures of the reports and the analytics home (issue 23, item 2), each defined once: what it counts, what a
 * rate divides by, and the day it keys on. Every report column that shows a measure names it (`measure` on the
 * column, domain/reports/kit.ts); the server reads its statuses from here, its rate's total is worked out from here,
 * and the screen's "How is this computed?" writes its formula from here (./messages-measures.ts), so a measure never
 * has two definitions.
 *
 * The days a measure keys on:
 * - order_date: the day the order was entered; a count of outcomes is then a cohort (of the orders entered in the
 *   range, how many are delivered now), so it still moves while those orders are being worked;
 * - posting_day: the Cairo day the ledger posted the money (a delivery's cash and fees, a return's fee): money
 *   figures key on it, so they add up to the ledger and a day once closed never changes;
 * - sheet_day: the day of a courier's run sheet (one per courier and day, the parcels handed to him that morning):
 *   the follow-up of each day's attempts keys on it, whatever the parcels' order dates;
 * - closing_day: the day of a courier's closing (the cash he handed over): his cash figures key on it.
 */
import { DELIVERED, RETURNED } from '../orders/by-city';
import { FOLLOW_GROUPS } from '../orders/follow-up';
import { ORDER_STATUSES, type OrderStatus } from '../orders/status';

/**
 * A failed attempt: the parcel came back undelivered or refused, went back to its merchant (the follow-up's groups),
 * or was brought back to the hub still out and waits there to go out again (Pending).
 */
const FAILED: readonly OrderStatus[] = [...FOLLOW_GROUPS.undelivered, ...FOLLOW_GROUPS.returned, 'Pending'];

export const MEASURE_DAYS = ['order_date', 'posting_day', 'sheet_day', 'closing_day'] as const;
export type MeasureDay = (typeof MEASURE_DAYS)[number];

/** A count of orders by their status now (cancelled orders count nowhere). */
interface StatusCount {
  unit: 'count';
  day: MeasureDay;
  statuses: readonly OrderStatus[];
}

/** A figure the ledger keeps per merchant and day (merchant_days, domain/revenue.ts): counted or summed as posted. */
interface LedgerFigure {
  unit: 'count' | 'money';
  day: 'posting_day';
  ledger: 'delivered' | 'returned' | 'collected' | 'fees' | 'return_fees' | 'net';
}

/**
 * Where a run sheet stands among the sheets a parcel went out on, in the order it was handed over: `whole` every
 * parcel on the sheet; `first` its first time out;
 * `last` the last it went out on (its status now is that attempt's outcome); `earlier` not its last (it went out again
 * later: carried over); `only` its first and its last at once (one attempt).
 */
export const SHEET_PLACES = ['whole', 'first', 'last', 'earlier', 'only'] as const;
export type SheetPlace = (typeof SHEET_PLACES)[number];

/** A count of the parcels on the couriers' run sheets of a day (each parcel once a sheet), by the sheet's place and, for an outcome, the parcel's status now. */
interface SheetCount {
  unit: 'count';
  day: 'sheet_day';
  sheet: SheetPlace;
  outcome?: readonly OrderStatus[];
}

/**
 * A figure of the couriers' closings that stand (pending or approved: a refused or reopened one was reversed in the
 * ledger): how many, the cash they expected, the shortages among them (a difference over zero: cash expected less
 * counted and fees kept), or the average hours from a delivery's posting to the closing that took its cash.
 */
interface ClosingFigure {
  unit: 'count' | 'money' | 'hours';
  day: 'closing_day';
  closing: 'closings' | 'expected' | 'shortage' | 'cash_lag';
}

/**
 * Hours from a parcel's pickup to its delivery, over the deliveries posted in the range whose pickup is known: their
 * average, or the 90th percentile (90 in 100 of them were delivered within it). Its pickup is when it came into the
 * company's hands: its first accepted scan into the hub, or, for a parcel never scanned in, its first hand-over to a
 * courier (the first run sheet it was put on).
 */
interface Duration {
  unit: 'hours';
  day: 'posting_day';
  duration: 'average' | 'p90';
}

/**
 * Days a delivery's cash took from one stage to the next on its way to the merchant (domain/reports/cod-aging.ts):
 * delivered → closed by the courier → settled on the merchant's statement → paid out, averaged over the deliveries
 * posted in the range that reached the later stage.
 */
interface CodAging {
  unit: 'days';
  day: 'posting_day';
  aging: readonly [CodMoment, CodMoment];
}
export type CodMoment = 'delivered' | 'closed' | 'settled' | 'paid';

/** A rate in percent: the first measure over the sum of the others, ×100, one decimal; none when nothing is in the denominator. */
interface Rate {
  unit: 'percent';
  day: MeasureDay;
  rate: readonly [MeasureKey, readonly MeasureKey[]];
}

export type Measure = StatusCount | LedgerFigure | SheetCount | ClosingFigure | Duration | CodAging | Rate;

export const MEASURE_KEYS = [
  'orders',
  'delivered',
  'returned',
  'success_rate',
  'return_rate',
  'refused_with_fee',
  'cod_collected',
  'fees',
  'return_fees',
  'net',
  'sheet_parcels',
  'first_out',
  'sheet_delivered',
  'sheet_failed',
  'sheet_hold',
  'sheet_out',
  'carried_over',
  'first_attempt',
  'sheet_success_rate',
  'first_attempt_rate',
  'closings',
  'closing_expected',
  'shortage',
  'shortage_rate',
  'cash_lag_hours',
  'delivery_hours',
  'delivery_hours_p90',
  'days_to_close',
  'days_to_settle',
  'days_to_pay',
  'days_to_merchant',
] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];

/** The one table. */
export const MEASURES: Readonly<Record<MeasureKey, Measure>> = {
  orders: { unit: 'count', day: 'order_date', statuses: ORDER_STATUSES },
  delivered: { unit: 'count', day: 'order_date', statuses: DELIVERED },
  returned: { unit: 'count', day: 'order_date', statuses: RETURNED },
  success_rate: { unit: 'percent', day: 'order_date', rate: ['delivered', ['delivered', 'returned']] },
  return_rate: { unit: 'percent', day: 'order_date', rate: ['returned', ['delivered', 'returned']] },
  refused_with_fee: { unit: 'count', day: 'posting_day', ledger: 'returned' },
  cod_collected: { unit: 'money', day: 'posting_day', ledger: 'collected' },
  fees: { unit: 'money', day: 'posting_day', ledger: 'fees' },
  return_fees: { unit: 'money', day: 'posting_day', ledger: 'return_fees' },
  net: { unit: 'money', day: 'posting_day', ledger: 'net' },
  sheet_parcels: { unit: 'count', day: 'sheet_day', sheet: 'whole' },
  first_out: { unit: 'count', day: 'sheet_day', sheet: 'first' },
  sheet_delivered: { unit: 'count', day: 'sheet_day', sheet: 'last', outcome: DELIVERED },
  sheet_failed: { unit: 'count', day: 'sheet_day', sheet: 'last', outcome: FAILED },
  sheet_hold: { unit: 'count', day: 'sheet_day', sheet: 'last', outcome: ['Hold'] },
  sheet_out: { unit: 'count', day: 'sheet_day', sheet: 'last', outcome: ['Out For Deliver'] },
  carried_over: { unit: 'count', day: 'sheet_day', sheet: 'earlier' },
  first_attempt: { unit: 'count', day: 'sheet_day', sheet: 'only', outcome: DELIVERED },
  sheet_success_rate: { unit: 'percent', day: 'sheet_day', rate: ['sheet_delivered', ['sheet_delivered', 'sheet_failed']] },
  first_attempt_rate: { unit: 'percent', day: 'sheet_day', rate: ['first_attempt', ['first_out']] },
  closings: { unit: 'count', day: 'closing_day', closing: 'closings' },
  closing_expected: { unit: 'money', day: 'closing_day', closing: 'expected' },
  shortage: { unit: 'money', day: 'closing_day', closing: 'shortage' },
  shortage_rate: { unit: 'percent', day: 'closing_day', rate: ['shortage', ['closing_expected']] },
  cash_lag_hours: { unit: 'hours', day: 'closing_day', closing: 'cash_lag' },
  delivery_hours: { unit: 'hours', day: 'posting_day', duration: 'average' },
  delivery_hours_p90: { unit: 'hours', day: 'posting_day', duration: 'p90' },
  days_to_close: { unit: 'days', day: 'posting_day', aging: ['delivered', 'closed'] },
  days_to_settle: { unit: 'days', day: 'posting_day', aging: ['closed', 'settled'] },
  days_to_pay: { unit: 'days', day: 'posting_day', aging: ['settled', 'paid'] },
  days_to_merchant: { unit: 'days', day: 'posting_day', aging: ['delivered', 'paid'] },
};

export const isSheetCount = (measure: Measure): measure is SheetCount => 'sheet' in measure;

export const isRate = (measure: Measure): measure is Rate => 'rate' in measure;

/** A rate's value from its parts' values: percent, one decimal, or null when its denominator is zero. */
export function rateOf(key: MeasureKey, value: (part: MeasureKey) => number): number | null {
  const measure = MEASURES[key];
  if (!isRate(measure)) throw new Error(`${key} is no rate`);
  const [top, bottom] = measure.rate;
  const denominator = bottom.reduce((sum, part) => sum + value(part), 0);
  return denominator === 0 ? null : Math.round((value(top) * 1000) / denominator) / 10;
}

/** The statuses a status count counts. */
export function statusesOf(key: MeasureKey): readonly OrderStatus[] {
  const measure = MEASURES[key];
  if (!('statuses' in measure)) throw new Error(`${key} counts no statuses`);
  return measure.statuses;
}

/** A translation function as both the screen and the server have one: a key, and the values of its placeholders. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The formula of a measure in the interface language, written from the table: the statuses a count counts (their
 * labels at `statusLabel`), a rate's parts, the ledger figure summed, and the day it keys on.
 */
export function formulaOf(key: MeasureKey, translate: Translate, statusLabel: (status: OrderStatus) => string): string {
  const measure = MEASURES[key];
  const name = (part: MeasureKey) => translate(`reports.measures.names.${part}`);
  const common = { name: name(key), day: translate(`reports.measures.days.${measure.day}`) };
  if (isRate(measure)) {
    const [top, bottom] = measure.rate;
    return translate('reports.measures.formula.rate', { ...common, top: name(top), bottom: bottom.map(name).join(translate('reports.measures.plus')) });
  }
  if ('ledger' in measure) return translate('reports.measures.formula.ledger', { ...common, what: translate(`reports.measures.ledger.${key}`) });
  if ('aging' in measure) {
    const [from, to] = measure.aging.map((moment) => translate(`reports.measures.moments.${moment}`));
    return translate('reports.measures.formula.aging', { ...common, from: from!, to: to! });
  }
  if ('duration' in measure)
    return translate('reports.measures.formula.duration', { ...common, what: translate(`reports.measures.durations.${measure.duration}`) });
  if ('closing' in measure)
    return translate('reports.measures.formula.closing', { ...common, what: translate(`reports.measures.closings.${measure.closing}`) });
  if (isSheetCount(measure)) {
    const statuses = (measure.outcome ?? []).map(statusLabel).join(translate('reports.measures.or'));
    return translate('reports.measures.formula.sheet', { ...common, which: translate(`reports.measures.sheets.${measure.sheet}`, { statuses }) });
  }
  if (measure.statuses.length === ORDER_STATUSES.length) return translate('reports.measures.formula.every', common);
  return translate('reports.measures.formula.count', { ...common, statuses: measure.statuses.map(statusLabel).join(translate('reports.measures.or')) });
}
