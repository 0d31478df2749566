/**
 * A customer closing (spec: customer-closing; money-domain.md step 7), worked out before it is posted. Each order
 * brings what the ledger still owes the merchant on it and has not settled (`net`, piastres: the unsettled
 * entries of the merchant's account for the order, negated). The statement splits it as merchants read it:
 * - an order settled for the first time shows its cash collected, its delivery fee and its return fee; whatever
 *   else the net holds is an adjustment (a fee changed after delivery is already in the fee, so usually none);
 * - an order settled before and moved since (an approved correction) shows the change as an adjustment only.
 * The order's customer cash state says how much of its value reached the merchant: all of it (Full Submit: the
 * recipient paid the whole total), part (Partially Submit: a partial delivery) or nothing (No Submit: a return,
 * which only costs its fee). The posting moves each order's net from the merchant's earnings to what is due to
 * it, to be paid out.
 *
 * Packaging charged beyond the merchant's free quota (domain/stock/quotas.ts) is money the merchant owes that no
 * order carries: a closing takes every such charge not settled yet (`packaging`, piastres, what they cost the
 * merchant), lowering its net, in one leg of its own without an order.
 */
import type { CashSubmitState } from '../orders/money';
import { legsOf, type Posting } from './events';

export interface SettlementInput {
  order_id: number;
  /** Unsettled net owed to the merchant on the order (negative when the order costs it, a return fee). */
  net: bigint;
  /** Whether an earlier closing settled the order already (this is then an adjustment). */
  settledBefore: boolean;
  cash: bigint;
  total: bigint;
  fee: bigint;
  returnFee: bigint;
  /** Whether the recipient's cash was taken (delivered or collected) rather than the parcel returned. */
  delivered: boolean;
}

export interface SettlementLine {
  order_id: number;
  collected: bigint;
  fees: bigint;
  return_fees: bigint;
  adjustments: bigint;
  net: bigint;
  state: CashSubmitState;
}

export interface SettlementPlan {
  lines: SettlementLine[];
  /** Packaging charges taken (piastres; positive: they lower the net). */
  packaging: bigint;
  collected: bigint;
  fees: bigint;
  return_fees: bigint;
  adjustments: bigint;
  net: bigint;
  postings: Posting[];
}

function lineOf(input: SettlementInput): SettlementLine {
  const state: CashSubmitState = !input.delivered || input.cash <= 0n ? 'No Submit' : input.cash >= input.total ? 'Full Submit' : 'Partially Submit';
  if (input.settledBefore) return { order_id: input.order_id, collected: 0n, fees: 0n, return_fees: 0n, adjustments: input.net, net: input.net, state };
  const collected = input.delivered ? input.cash : 0n;
  const fees = input.delivered ? input.fee : 0n;
  const adjustments = input.net - (collected - fees - input.returnFee);
  return { order_id: input.order_id, collected, fees, return_fees: input.returnFee, adjustments, net: input.net, state };
}

const total = (lines: readonly SettlementLine[], pick: (line: SettlementLine) => bigint) => lines.reduce((sum, line) => sum + pick(line), 0n);

/** The closing of these orders for a customer, with the packaging charges it takes: its statement lines, totals and entries. */
export function planSettlement(inputs: readonly SettlementInput[], customer: number, packaging = 0n): SettlementPlan {
  const lines = [...inputs].sort((a, b) => a.order_id - b.order_id).map(lineOf);
  const parties = { shipper: 0, customer };
  const postings = [
    ...lines.flatMap((line) => legsOf('settlement', { amount: line.net }, { ...parties, order_id: line.order_id })),
    ...legsOf('settlement', { amount: -packaging }, { ...parties, order_id: null }),
  ];
  return {
    lines,
    packaging,
    collected: total(lines, (l) => l.collected),
    fees: total(lines, (l) => l.fees),
    return_fees: total(lines, (l) => l.return_fees),
    adjustments: total(lines, (l) => l.adjustments),
    net: total(lines, (l) => l.net) - packaging,
    postings,
  };
}
