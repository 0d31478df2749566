/**
 * A shipper's closing, worked out before it is posted (spec: shipperclosing; money-domain.md step 4). The
 * figures come from the ledger: `cash` is every piastre the shipper collected and no closing has taken yet (per
 * order), `feesOwed` what the company owes him for his deliveries, `previousDebt` what earlier closings left him
 * owing (negative: in his favour). The rules, as the company runs them:
 * - his fees are kept from the cash ("difference after commission") unless the closing says they are paid apart;
 *   never more than the cash he brought;
 * - what he should hand over is the cash less the fees kept, plus his previous debt;
 * - the difference between the cash expected and what was counted plus kept is his shortage (his debt grows) or
 *   overage (credited to him, paying back debt first), never absorbed;
 * - the counted cash and the fees kept are spread over his orders oldest first to give each order its cash
 *   state: all of its cash (Full Submit), part (Partially Submit) or none (No Submit).
 */
import type { CashSubmitState } from '../orders/money';
import { legsOf, type Posting } from './events';
import { maxCounted } from './limits';

export interface ClosingFigures {
  /** The uncollected cash of each order (piastres; negative where a correction gave cash back). */
  cash: readonly { order_id: number; amount: bigint }[];
  feesOwed: bigint;
  previousDebt: bigint;
}

export interface ClosingPlan {
  expected: bigint;
  kept: bigint;
  /** What he should hand over to leave no debt. */
  toHandOver: bigint;
  /** The most that may be counted (domain/ledger/limits.ts): what he should hand over and an overage of at most the cash taken. */
  maxCounted: bigint;
  /** Expected less counted less kept: positive a shortage, negative an overage. */
  difference: bigint;
  debtAfter: bigint;
  postings: Posting[];
  orders: { order_id: number; expected: bigint; cashed: bigint; state: CashSubmitState }[];
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);

/** The closing of these figures with `counted` piastres counted, the fees kept or not. */
export function planClosing(figures: ClosingFigures, counted: bigint, feesKept: boolean, shipper: number): ClosingPlan {
  const expected = figures.cash.reduce((sum, c) => sum + c.amount, 0n);
  const kept = feesKept ? max(0n, min(figures.feesOwed, expected)) : 0n;
  const difference = expected - counted - kept;
  const parties = { shipper, customer: 0, order_id: null };
  const postings = [
    ...legsOf('closing', { counted, kept }, parties),
    ...(difference > 0n ? legsOf('shortage', { difference }, parties) : legsOf('overage', { difference: -difference }, parties)),
  ];
  const toHandOver = expected - kept + figures.previousDebt;
  return {
    expected,
    kept,
    toHandOver,
    maxCounted: maxCounted(toHandOver, expected),
    difference,
    debtAfter: figures.previousDebt + difference,
    postings,
    orders: allocate(figures.cash, counted + kept),
  };
}

/**
 * What a closing takes, which must be something real (a second closing of a courier whose day was closed already
 * is no phantom overage): cash no standing closing holds (`cashLines`, the orders with cash entries not swept), or
 * parcels it receives back, or parcels it is the first standing closing to list as missed.
 */
export interface ClosingTake {
  cashLines: number;
  received: number;
  newlyMissed: number;
}

export const takesSomething = (take: ClosingTake): boolean => take.cashLines > 0 || take.received > 0 || take.newlyMissed > 0;

/** Spreads the cash accounted for over the orders, oldest first; an order that gave cash back adds to it. */
function allocate(cash: ClosingFigures['cash'], accounted: bigint): ClosingPlan['orders'] {
  let left = accounted - cash.filter((c) => c.amount < 0n).reduce((sum, c) => sum + c.amount, 0n);
  return [...cash]
    .sort((a, b) => a.order_id - b.order_id)
    .map((c) => {
      if (c.amount <= 0n) return { order_id: c.order_id, expected: c.amount, cashed: c.amount, state: 'Full Submit' as const };
      const cashed = max(0n, min(c.amount, left));
      left -= cashed;
      const state: CashSubmitState = cashed === c.amount ? 'Full Submit' : cashed > 0n ? 'Partially Submit' : 'No Submit';
      return { order_id: c.order_id, expected: c.amount, cashed, state };
    });
}

/** A closing that stands (waiting for approval, or the last approved) as the closing form shows it: its answer's type. */
export type { StandingClosing } from '../api/money';
