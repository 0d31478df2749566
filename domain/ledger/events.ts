/**
 * Which event posts which entries: the one table of the ledger's rules (design.md section 11), read by the server
 * when it posts and by the tests that check it. Each row lists its legs: an account, whose it is, and the amount
 * as a sign times one of the event's figures (piastres). Every row balances for any figures (the unit test
 * proves it), so every transaction built from rows balances too.
 */
import { ACCOUNT_OWNER, type AccountKind } from './accounts';

/** The figures an event is posted with, in piastres. */
export interface EventFigures {
  /** Cash the recipient paid (a delivered order's collected amount, or its total when none was recorded). */
  cash: bigint;
  /** The company's delivery fee on the order (total_fees). */
  fee: bigint;
  /** The shipper's own fee for the delivery (shipper_fees). */
  shipperFee: bigint;
  /** The return fee charged to the merchant. */
  returnFee: bigint;
  /** Cash counted at a closing. */
  counted: bigint;
  /** The shipper's fees kept from the cash at a closing ("difference after commission"). */
  kept: bigint;
  /** A closing's shortage or overage, or a debt written off. */
  difference: bigint;
  /** What a customer closing settles, a payout pays, an expense costs or a deposit moves. */
  amount: bigint;
}
export type Figure = keyof EventFigures;

export interface Leg {
  account: AccountKind;
  /** +1 debit, -1 credit. */
  sign: 1 | -1;
  figure: Figure;
}

const dr = (account: AccountKind, figure: Figure): Leg => ({ account, sign: 1, figure });
const cr = (account: AccountKind, figure: Figure): Leg => ({ account, sign: -1, figure });

/** A delivery: the shipper holds the cash, which is the merchant's less the company's fee; the shipper earns his fee. */
const DELIVERY: readonly Leg[] = [
  dr('shipper_cash', 'cash'),
  cr('merchant', 'cash'),
  dr('merchant', 'fee'),
  cr('delivery_revenue', 'fee'),
  dr('shipper_fee_expense', 'shipperFee'),
  cr('shipper_payable', 'shipperFee'),
];

export const EVENT_RULES = {
  /** Delivered with the full cash collected. */
  delivered: DELIVERY,
  /** Delivered with less than the total collected (the recipient kept part, or paid only the fee): the same legs on the cash actually taken. */
  partial: DELIVERY,
  /** Back with the merchant: the return fee, when the merchant's terms charge one, is taken from its balance. */
  returned: [dr('merchant', 'returnFee'), cr('return_revenue', 'returnFee')],
  /** A delivery fee changed on a delivered order (the figure is the change, negative when lowered). */
  fee_adjustment: [dr('merchant', 'fee'), cr('delivery_revenue', 'fee')],
  /** A closing: the counted cash goes to the office box, the fees kept settle what is owed to the shipper. */
  closing: [dr('office_cash', 'counted'), dr('shipper_payable', 'kept'), cr('shipper_cash', 'counted'), cr('shipper_cash', 'kept')],
  /** Less cash than expected: the rest becomes the shipper's debt. */
  shortage: [dr('shipper_debt', 'difference'), cr('shipper_cash', 'difference')],
  /** More cash than expected: the surplus is credited to the shipper, first paying back his debt. */
  overage: [dr('shipper_cash', 'difference'), cr('shipper_debt', 'difference')],
  /** An approved write-off of a shipper's debt. */
  write_off: [dr('write_off_expense', 'difference'), cr('shipper_debt', 'difference')],
  /** A customer closing: what the merchant earned on the orders settled becomes due to it, to be paid out (one leg per order, one total). */
  settlement: [dr('merchant', 'amount'), cr('merchant_due', 'amount')],
  /** A payout handed over in cash (by a shipper or at the office). */
  payout_cash: [dr('merchant_due', 'amount'), cr('office_cash', 'amount')],
  /** A payout by bank transfer, mobile wallet or InstaPay. */
  payout_transfer: [dr('merchant_due', 'amount'), cr('bank', 'amount')],
  /** An expense paid from the office box. */
  expense: [dr('expense', 'amount'), cr('office_cash', 'amount')],
  /** Cash taken from the office box to the bank (negative: drawn from the bank into the box). */
  deposit: [dr('bank', 'amount'), cr('office_cash', 'amount')],
  /** The owners put cash into the office box (an opening balance; negative: they take it out). */
  capital_cash: [dr('office_cash', 'amount'), cr('capital', 'amount')],
  /** The owners put money into the bank (negative: they take it out). */
  capital_bank: [dr('bank', 'amount'), cr('capital', 'amount')],
  /** Packaging delivered beyond the merchant's free quota, charged at the material's price (domain/stock/quotas.ts). */
  material_charge: [dr('merchant', 'amount'), cr('material_revenue', 'amount')],
  /**
   * Packaging a courier could not show at his closing, charged to him at average cost because a second person
   * approved it (domain/stock/hand-backs.ts): his debt, and the company sells him what he lost.
   */
  material_shortage: [dr('shipper_debt', 'amount'), cr('material_revenue', 'amount')],
} as const satisfies Record<string, readonly Leg[]>;
export type LedgerEvent = keyof typeof EVENT_RULES;

/** A reversal is not a row of its own: it posts the entries of the transaction it reverses with their signs turned. */
export const REVERSAL_RULE = 'each entry of the reversed transaction, negated';

/** One entry to post: an account (by kind and owner), a signed amount and the order it concerns. */
export interface Posting {
  account: AccountKind;
  owner: number;
  amount: bigint;
  order_id: number | null;
}

/** Whose account a leg names: the shipper's, the customer's, the expense category's or the company's (0). */
export interface Parties {
  shipper: number;
  customer: number;
  category?: number;
  order_id: number | null;
}

const ownerOf = (account: AccountKind, parties: Parties): number => {
  const owner = ACCOUNT_OWNER[account];
  return owner === 'company' ? 0 : owner === 'category' ? (parties.category ?? 0) : parties[owner];
};

const NO_FIGURES: EventFigures = { cash: 0n, fee: 0n, shipperFee: 0n, returnFee: 0n, counted: 0n, kept: 0n, difference: 0n, amount: 0n };

/** The entries of one event with these figures (zero amounts left out). */
export function legsOf(event: LedgerEvent, figures: Partial<EventFigures>, parties: Parties): Posting[] {
  const all = { ...NO_FIGURES, ...figures };
  return EVENT_RULES[event]
    .map((leg) => ({ account: leg.account, owner: ownerOf(leg.account, parties), amount: BigInt(leg.sign) * all[leg.figure], order_id: parties.order_id }))
    .filter((posting) => posting.amount !== 0n);
}

/** Entries on the same account and order added together, zeros dropped: what a set of legs amounts to. */
export function net(postings: readonly Posting[]): Posting[] {
  const sums = new Map<string, Posting>();
  for (const p of postings) {
    const key = `${p.account}:${p.owner}:${p.order_id ?? ''}`;
    const found = sums.get(key);
    sums.set(key, found ? { ...found, amount: found.amount + p.amount } : { ...p });
  }
  return [...sums.values()].filter((p) => p.amount !== 0n);
}

/** The negation of entries: a reversal, or the difference between two positions. */
export const negated = (postings: readonly Posting[]): Posting[] => postings.map((p) => ({ ...p, amount: -p.amount }));

/** Whether entries balance: debits equal credits. */
export const balances = (postings: readonly Posting[]): boolean => postings.reduce((sum, p) => sum + p.amount, 0n) === 0n;
