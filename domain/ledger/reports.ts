/**
 * The shippers' money reports (spec section 2: ShipperCustodyReport, ShipperClosingRequestReport, Shipper revenue
 * and newrevenue), read from the ledger: the range they may read and the revenue's figures. The reports themselves are
 * on the report kit (domain/reports/shipper-*.ts, their texts in domain/reports/messages.ts).
 *
 * A shipper's revenue over a range, as the company reads it (each figure from his own accounts' entries, by the
 * Cairo day they were posted):
 * - delivered: parcels whose delivery posted to him, less deliveries reversed (an order moved back);
 * - collected: cash he took at the door (his cash account, outside closings);
 * - fees_earned: his fees for those deliveries (credits to what the company owes him, outside closings);
 * - fees_kept: fees he kept from the cash at his closings (a refused or reopened closing gives them back);
 * - shortages: debt his closings added, and what corrections of their orders' cash moved it; overages: what they
 *   credited him (a refused closing undoes either);
 * - write_offs: debt the company gave up for him (approved write-offs);
 * - net: what the range left him: fees earned, less shortages, plus overages and write-offs.
 */
import type { MessageKey } from '../messages';

/** The longest range a report reads at once (both ends counted). */
export const REPORT_MAX_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a report cannot read from `from` to `to` (calendar dates, at most `maxDays` of them), or undefined. */
export function reportRangeError(from: string, to: string, maxDays = REPORT_MAX_DAYS): Extract<MessageKey, `ledger.${string}`> | undefined {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (days < 0) return 'ledger.range_reversed';
  return days >= maxDays ? 'ledger.range_too_long' : undefined;
}

/** A column of a file: the answer's key, and whether it is money (LE, written as a number). */
export interface FileColumn<K extends string = string> {
  key: K;
  money?: true;
}

/** The revenue's piastre figures as they come from the entries. */
export interface RevenueSums {
  delivered: number;
  collected: bigint;
  fees_earned: bigint;
  fees_kept: bigint;
  shortages: bigint;
  overages: bigint;
  write_offs: bigint;
}

/** What a range left the shipper (see above). */
export const netOf = (sums: RevenueSums): bigint => sums.fees_earned - sums.shortages + sums.overages + sums.write_offs;
