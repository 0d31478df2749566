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

const FIGURE_RE = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * "-4.50" -> -450n: a figure the database or fromPiastres wrote (a balance, a net, a sum of any size, maybe below
 * zero); throws on anything else. Amounts people type go through toPiastres and its limits instead.
 */
export function signedPiastres(figure: string): bigint {
  const match = FIGURE_RE.exec(figure.trim());
  if (!match) throw new RangeError(`not a figure: ${figure}`);
  const piastres = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -piastres : piastres;
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
