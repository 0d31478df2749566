/**
 * codaging (issue 23, items 2 and 4; the spec leaves the screen unnamed): the cash recipients paid at the door, aged
 * order by order on its way to the merchant. Each delivery posted over the range (keyed on its posting day, as the
 * ledger's money is) goes through four stages, each dated from the records that moved its money:
 * - delivered: the ledger posted its cash onto the courier (the delivery's posting);
 * - closed: the courier handed that cash over at a closing that stands (pending or approved: a refused or reopened
 *   one was reversed in the ledger), the closing's time;
 * - settled: a merchant closing put it on the merchant's statement (its net became due to the merchant);
 * - paid out: the merchant's paid payouts reached what was due up to and including that statement, first due first
 *   paid (a payout pays the merchant's balance, not named orders), the payout's time.
 * The deliveries read are those of the range that still stand (a delivery taken back later leaves the range's
 * deliveries, as its cash left the courier): like the counts keyed on the order date, a range is a cohort followed to
 * now, so its figures move while its cash moves.
 * Where the cash is now is the last stage reached: with the courier, in the office (closed, not settled), due to the
 * merchant (settled, not paid) or paid. The days between stages are averaged over the orders that reached the later
 * one. The cash of an order is its collected amount, which the ledger posted for it (an order's status, cash and
 * ledger always agree: tests/api/report-ledger-agreement.test.ts checks the sum against the ledger). Only the merchants whose money (`revnue`) the caller may see are read. Each merchant opens its orders
 * (`codaging/customer/{customer}`), all or those at one stage.
 */
import { defineReport, param, type ReportColumn } from './kit';

/** Where an order's cash is now. */
export const COD_STAGES = ['with_courier', 'in_office', 'due', 'paid'] as const;
export type CodStage = (typeof COD_STAGES)[number];

/** The stage an order's cash is at, from the moments it reached each (none when not yet). */
export function codStage(moments: { closed_at: unknown; settled_at: unknown; paid_at: unknown }): CodStage {
  if (moments.paid_at != null) return 'paid';
  if (moments.settled_at != null) return 'due';
  if (moments.closed_at != null) return 'in_office';
  return 'with_courier';
}

const range = { days: 30, maxDays: 366 } as const;
const ORDERS = '/dashboard/codaging/customer/{customer_id}?from_date={from_date}&to_date={to_date}';

/** The cash at a stage, opening the orders whose cash is there. */
const atStage = (stage: CodStage): ReportColumn => ({ key: stage, kind: 'money', total: true, drill: `${ORDERS}&stage=${stage}` });

const DAY_KEYS = ['days_to_close', 'days_to_settle', 'days_to_pay', 'days_to_merchant'] as const;
/** The days between stages: a merchant's averaged (the measures, their formulas shown), one order's its own. */
const AVERAGE_DAYS: readonly ReportColumn[] = DAY_KEYS.map((key) => ({ key, kind: 'decimal', measure: key }));
const ORDER_DAYS: readonly ReportColumn[] = DAY_KEYS.map((key) => ({ key, kind: 'decimal' }));

export const codAgingReport = defineReport({
  name: 'codaging',
  id: 'customer_id',
  params: { customer: param.reference('customers', { filter: { revnue: true } }) },
  range,
  columns: [
    { key: 'customer_name', kind: 'link', drill: ORDERS },
    { key: 'parcels', kind: 'count', total: true },
    { key: 'cod', kind: 'money', total: true },
    ...COD_STAGES.map(atStage),
    ...AVERAGE_DAYS,
    { key: 'oldest_unpaid_days', kind: 'count' },
  ],
  defaultSort: { field: 'cod', order: 'DESC' },
  chart: { kind: 'bar', x: 'customer_name', y: ['with_courier', 'in_office', 'due', 'paid'], top: 10 },
});

/** One merchant's deliveries of the range, order by order: the day each stage was reached and the days between. */
export const codAgingOrdersReport = defineReport({
  name: 'codaging_orders',
  below: { screen: 'codaging', path: 'customer/:customer' },
  id: 'order_id',
  keys: ['customer_id'],
  params: { customer: param.reference('customers', { required: true, filter: { revnue: true } }), stage: param.choice(COD_STAGES) },
  range,
  columns: [
    { key: 'serial', kind: 'link', drill: '/dashboard/adminorders/order/{order_id}' },
    { key: 'cod', kind: 'money', total: true },
    { key: 'stage', kind: 'word', words: 'codaging_orders.stages' },
    { key: 'delivered_on', kind: 'date' },
    { key: 'closed_on', kind: 'date' },
    { key: 'settled_on', kind: 'date' },
    { key: 'paid_on', kind: 'date' },
    ...ORDER_DAYS,
  ],
  defaultSort: { field: 'delivered_on', order: 'ASC' },
});
