/**
 * Money in LE with two decimals, handled as whole piastres (bigint) so nothing is ever a floating point sum
 * (design.md section 6). Amounts travel as strings such as "125.50", as PostgreSQL's numeric gives them.
 */
import { MONEY_RE } from '../prices';

/** "125.5" -> 12550n; throws on text that is not an amount of 0 or more with at most two decimals. */
export function toPiastres(amount: string): bigint {
  const text = amount.trim();
  if (!MONEY_RE.test(text)) throw new RangeError(`not an amount: ${amount}`);
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** 12550n -> "125.50" (negative amounts keep their sign). */
export function fromPiastres(piastres: bigint): string {
  const sign = piastres < 0n ? '-' : '';
  const abs = piastres < 0n ? -piastres : piastres;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The sum of several amounts, exactly. */
export const sumAmounts = (amounts: readonly string[]): string => fromPiastres(amounts.reduce((total, a) => total + toPiastres(a), 0n));

/** How cash was handed over for an order: all of it, part of it or none yet (spec section 4). */
export const CASH_SUBMIT_STATES = ['Full Submit', 'Partially Submit', 'No Submit'] as const;
export type CashSubmitState = (typeof CASH_SUBMIT_STATES)[number];
/** Cashed from the shipper (the cash he collected) or settled with the customer (the merchant's share). */
export const CASH_SIDES = ['shipper', 'customer'] as const;
export type CashSide = (typeof CASH_SIDES)[number];

/**
 * The amount recorded for a cash submit: Full Submit records what is due, No Submit nothing, Partially Submit
 * the amount given, which must be more than 0 and less than what is due. Returns undefined when the partial
 * amount is missing or out of range.
 */
export function cashedAmount(state: CashSubmitState, due: string, given?: string | null): string | undefined {
  if (state === 'Full Submit') return fromPiastres(toPiastres(due));
  if (state === 'No Submit') return '0.00';
  if (given == null || !MONEY_RE.test(given.trim())) return undefined;
  const part = toPiastres(given);
  return part > 0n && part < toPiastres(due) ? fromPiastres(part) : undefined;
}

/**
 * What each side owes for one order: the shipper hands over the cash he collected (collected_amount, or
 * total_amount while nothing is recorded); the customer is due that cash minus the company's fees.
 */
export function amountDue(side: CashSide, order: { total_amount: string; total_fees: string; collected_amount: string | null }): string {
  const cash = toPiastres(order.collected_amount ?? order.total_amount);
  if (side === 'shipper') return fromPiastres(cash);
  const net = cash - toPiastres(order.total_fees);
  return fromPiastres(net < 0n ? 0n : net);
}
