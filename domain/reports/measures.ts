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
 *   figures key on it, so they add up to the ledger and a day once closed never changes.
 */
import { DELIVERED, RETURNED } from '../orders/by-city';
import { ORDER_STATUSES, type OrderStatus } from '../orders/status';

export const MEASURE_DAYS = ['order_date', 'posting_day'] as const;
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

/** A rate in percent: the first measure over the sum of the others, ×100, one decimal; none when nothing is in the denominator. */
interface Rate {
  unit: 'percent';
  day: MeasureDay;
  rate: readonly [MeasureKey, readonly MeasureKey[]];
}

export type Measure = StatusCount | LedgerFigure | Rate;

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
};

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
  if (measure.statuses.length === ORDER_STATUSES.length) return translate('reports.measures.formula.every', common);
  return translate('reports.measures.formula.count', { ...common, statuses: measure.statuses.map(statusLabel).join(translate('reports.measures.or')) });
}
