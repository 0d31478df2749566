/**
 * The follow-up of parcels out with shippers (spec section 2: followorders, shipperOrdersReview,
 * ShipperStatusFollow; section 7: getorderfollowup, getOrderFollowUpReport, review, quick action). The rules,
 * written once for the server and the screens:
 * - a parcel is followed once a shipper other than the hub has it and it has left Pending: its status group is
 *   out (Out For Deliver), delivered (Delivered, Collected), hold, undelivered (Undelivered, Rejected) or
 *   returned;
 * - the days of a parcel are those of the run sheets it went out on with its courier, whatever its order date; a
 *   range that reaches today also has every parcel still out with its courier (held, not brought back) whose last
 *   hand-over was on one of his sheets of the month before, so the evening's review follows the morning's hand-over
 *   and a new day starts from what the couriers carry; a follow-up range is at most FOLLOW_MAX_DAYS days;
 * - "cash equal" means the collected amount equals total_amount; "cash different" means an amount was recorded
 *   (a delivery) and it differs: a partial collection, or a mistake to look at;
 * - a reviewer confirms each parcel as Delivered (with the cash collected, at most its total_amount: a partial
 *   collection is Delivered with less), Hold (with a reason), Undelivered or Rejected (with a note); the status
 *   machine (status.ts) decides every move, so only parcels Out For Deliver can be reviewed.
 */
import type { FollowReportRow } from '../api/follow';
import type { MessageKey } from '../messages';
import { toPiastres } from './money';
import type { OrderStatus } from './status';

export const FOLLOW_STATUSES = ['out', 'delivered', 'hold', 'undelivered', 'returned'] as const;
export type FollowStatus = (typeof FOLLOW_STATUSES)[number];

/** The order statuses of each follow-up group. */
export const FOLLOW_GROUPS: Readonly<Record<FollowStatus, readonly OrderStatus[]>> = {
  out: ['Out For Deliver'],
  delivered: ['Delivered', 'Collected'],
  hold: ['Hold'],
  undelivered: ['Undelivered', 'Rejected'],
  returned: ['Returned'],
};

/** Every status a followed parcel can have. */
export const FOLLOWED_STATUSES: readonly OrderStatus[] = FOLLOW_STATUSES.flatMap((group) => FOLLOW_GROUPS[group]);

export const followGroupOf = (status: OrderStatus): FollowStatus | undefined => FOLLOW_STATUSES.find((group) => FOLLOW_GROUPS[group].includes(status));

export const IMAGE_STATUSES = ['with', 'without'] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number];
export const TOTAL_STATUSES = ['equal', 'different'] as const;
export type TotalStatus = (typeof TOTAL_STATUSES)[number];

/** The longest follow-up range, in days (both ends counted). */
export const FOLLOW_MAX_DAYS = 31;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a range from `from` to `to` (calendar dates) cannot be followed, or undefined. */
export function followRangeError(from: string, to: string): Extract<MessageKey, `followup.${string}`> | undefined {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (days < 0) return 'followup.range_reversed';
  return days >= FOLLOW_MAX_DAYS ? 'followup.range_too_long' : undefined;
}

/** What a reviewer may confirm a parcel as. */
export const REVIEW_OUTCOMES = ['Delivered', 'Hold', 'Undelivered', 'Rejected'] as const satisfies readonly OrderStatus[];
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/** The quick actions: every selected parcel delivered with its whole total_amount, or back to the hub as Undelivered. */
export const QUICK_ACTIONS = ['deliver', 'return'] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];

/** A delivery never records more cash than the parcel's total_amount (a partial collection records less). */
export function collectedError(collected: string, total: string): Extract<MessageKey, `followup.${string}`> | undefined {
  return toPiastres(collected) > toPiastres(total) ? 'followup.collected_above_total' : undefined;
}

/** A shipper's line of the follow-up report, and the report's totals (their schemas are the answer's). */
export type { FollowReportRow, FollowReportTotals } from '../api/follow';

type FollowReportKey = Exclude<keyof FollowReportRow, 'shipper_id'>;

/** The report's columns: the cash ones only for whoever may see the orders' totals. */
export const FOLLOW_REPORT_COLUMNS: readonly { key: FollowReportKey; money?: true }[] = [
  { key: 'shipper_name' },
  { key: 'parcels' },
  { key: 'out' },
  { key: 'delivered' },
  { key: 'hold' },
  { key: 'undelivered' },
  { key: 'returned' },
  { key: 'cash_expected', money: true },
  { key: 'cash_collected', money: true },
];

/** The columns' headers in both languages: the screen's (`follow_up.report`) and the file's, written once. */
export const FOLLOW_REPORT_HEADERS = {
  en: {
    shipper_name: 'Shipper',
    parcels: 'Parcels',
    out: 'Out',
    delivered: 'Delivered',
    hold: 'Hold',
    undelivered: 'Undelivered / rejected',
    returned: 'Returned',
    cash_expected: 'Cash expected (LE)',
    cash_collected: 'Cash collected (LE)',
  },
  ar: {
    shipper_name: 'المندوب',
    parcels: 'الشحنات',
    out: 'خرج',
    delivered: 'تم التسليم',
    hold: 'مؤجل',
    undelivered: 'لم يسلم / مرفوض',
    returned: 'مرتجع',
    cash_expected: 'النقدية المتوقعة (ج.م)',
    cash_collected: 'النقدية المحصلة (ج.م)',
  },
} as const satisfies Record<'en' | 'ar', Record<FollowReportKey, string>>;
