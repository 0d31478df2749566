/**
 * Sane bounds on money (design.md section 11, "Bounded"). An amount that passes the format (ten digits, two
 * decimals) can still be absurd: a closing counted at 9,999,999,999.99 LE, a fee of a billion. Each kind of amount
 * has its ceiling here, far above anything an Egyptian courier company handles in one go and far below a slip of
 * the keyboard; the forms show it beside the field and the server refuses anything above it (400 beside the
 * field). Amounts are whole piastres.
 */
import { MATERIAL_UNIT_MONEY_LIMIT } from '../stock/materials';
import type { AccountKind } from './accounts';
import type { MoneyRequestKind } from './kinds';

const LE = 100n;

export const MONEY_LIMITS = {
  /** The cash to collect on one parcel (an order's total_amount, its collected amount). */
  parcel: 500_000n * LE,
  /** A delivery, return or courier fee on one parcel, and the prices rows that give them. */
  fee: 10_000n * LE,
  /** One expense paid from the office box. */
  expense: 1_000_000n * LE,
  /** One move of cash between the office box and the bank. */
  transfer: 10_000_000n * LE,
  /** Cash counted at one courier's closing (the closing's own bound, below, is usually far lower). */
  counted: 10_000_000n * LE,
  /**
   * The most a closing may find over what the courier should hand over: a recipient who paid a little more, change
   * not given. An overage also needs cash that this closing takes (never more than that cash): a count of cash that
   * an earlier closing already took is no overage.
   */
  overage: 1_000n * LE,
  /** What one unit of a packaging material costs or is sold for (domain/stock/materials.ts). */
  material: MATERIAL_UNIT_MONEY_LIMIT,
} as const;
export type MoneyLimit = keyof typeof MONEY_LIMITS;

/** Expenses above this amount (piastres) wait for a second person's approval unless the company sets another amount. */
export const DEFAULT_EXPENSE_APPROVAL_ABOVE = 5_000n * LE;

/**
 * Accounts that hold real cash and so can never be below zero (TigerBeetle's balance bounds): the office box, the
 * bank and a courier's cash custody. A posting that would take one below zero is refused whole, in the statement
 * that locks the account, and the database's own check refuses it too.
 */
export const NON_NEGATIVE_ACCOUNTS: readonly AccountKind[] = ['office_cash', 'bank', 'shipper_cash'];

/** The largest count a closing accepts: what he should hand over (never less than nothing), plus an overage of at most the cash it takes. */
export function maxCounted(toHandOver: bigint, cashTaken: bigint): bigint {
  const base = toHandOver > 0n ? toHandOver : 0n;
  const overage = cashTaken <= 0n ? 0n : cashTaken < MONEY_LIMITS.overage ? cashTaken : MONEY_LIMITS.overage;
  const most = base + overage;
  return most < MONEY_LIMITS.counted ? most : MONEY_LIMITS.counted;
}

/** The message that says a field is above its limit (each names its ceiling, which the unit test checks against the table). */
export const LIMIT_MESSAGES = {
  parcel: 'limits.parcel',
  fee: 'limits.fee',
  expense: 'limits.expense',
  transfer: 'limits.transfer',
  counted: 'limits.counted',
  overage: 'limits.counted',
  material: 'limits.material',
} as const satisfies Record<MoneyLimit, string>;

/** Whether an amount (LE text, already of the money format) is within the limit of its kind. */
export const withinLimit = (piastres: bigint, limit: MoneyLimit): boolean => piastres <= MONEY_LIMITS[limit];

/** The ceiling of the amount each request of the approval desks names; a write-off is also held to the debt, a correction to the parcel's total. */
export const REQUEST_LIMITS: Record<Exclude<MoneyRequestKind, 'reopen_closing'>, MoneyLimit> = {
  fee_change: 'fee',
  return_fee_change: 'fee',
  collected_correction: 'parcel',
  debt_write_off: 'counted',
  expense: 'expense',
  material_shortage: 'counted',
};
