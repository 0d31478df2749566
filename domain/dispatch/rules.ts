/**
 * Dispatch at the hub (spec: shipperEntry, shipmentEntrySheet, in/out): which parcels may go out with a shipper,
 * which may come back in, and which days a run sheet may be made for. Read by the server, which refuses, and by
 * the screens, which explain.
 *
 * - Out: handing a parcel to a shipper is the status machine's move to Out For Deliver with that shipper
 *   (domain/orders/status.ts), so what may go out is what that move allows (Pending, Hold, Undelivered,
 *   Rejected; a delivered parcel only by a superuser with a note). The hub is no courier: nothing goes "out" to it.
 * - In: a parcel comes back to the hub from the shipper who holds it when it is Out For Deliver, Hold,
 *   Undelivered or Rejected. Its shipper becomes the hub; Out For Deliver goes back to Pending (the machine's
 *   move), the others keep their status (the reason it came back stays on the order).
 * - A run sheet is made for today or tomorrow (Cairo): the office sorts the next morning's parcels the evening
 *   before; an older day's sheet is only read and printed.
 * - Already scanned: a scan that would change nothing is "duplicate", not refused: out, when the parcel is
 *   already Out For Deliver with that shipper and on his run sheet of the day; in, when it is already at the hub
 *   and was scanned in today.
 */
import type { MessageKey } from '../messages';
import { STATUS_CODE, type OrderStatus } from '../orders/status';
import { cairoDaysAgo, cairoToday } from '../time';
import { isCalendarDate } from '../dates';

/**
 * What a shipper must bring back at the end of his day: every parcel he holds that was not delivered. These are
 * the statuses a parcel may come back to the hub in (a scan in, a closing receiving it), and those the custody
 * report counts as parcels he holds (the partial index orders_shipper_held_idx lists the same four).
 */
export const TO_BRING_BACK: readonly OrderStatus[] = ['Out For Deliver', 'Hold', 'Undelivered', 'Rejected'];

/** A cancelled or archived parcel's journey is over in the office's books: nobody is asked to bring it back. */
export const ENDED_CODES: readonly number[] = [STATUS_CODE.cancelled, STATUS_CODE.archived];

/**
 * Whether a courier holds a parcel: one definition, read by the custody report (which counts them), the closing
 * (which asks them back), his run sheet's returns and the scan in at the hub: a parcel in a status to bring back
 * whose journey is not over. The partial index orders_shipper_held_idx holds exactly these.
 */
export const isHeld = (order: { status: OrderStatus; status_code: number | null }): boolean =>
  TO_BRING_BACK.includes(order.status) && (order.status_code == null || !ENDED_CODES.includes(order.status_code));

/** The statuses of the hub's parcels that may be picked for a shipper (spec: daily send orders). */
export const AT_HUB_SENDABLE: readonly OrderStatus[] = ['Pending', 'Hold', 'Undelivered', 'Rejected'];

/** At most this many parcels in one hand-over. */
export const MAX_HAND_OVER = 500;

/** Why a parcel may not come back in, or undefined. `hubId` is the hub shipper's id. */
export function backInRefusal(order: { status: OrderStatus; shipper_id: number | null }, hubId: number): MessageKey | undefined {
  if (order.shipper_id == null || order.shipper_id === hubId) return 'dispatch.not_with_shipper';
  return TO_BRING_BACK.includes(order.status) ? undefined : 'dispatch.in_status';
}

/** Why a run sheet may not be made for `day`, or undefined: today or tomorrow, Cairo. */
export function handOverDayError(day: string, today: string = cairoToday()): MessageKey | undefined {
  if (!isCalendarDate(day)) return 'orders.date_invalid';
  const tomorrow = cairoDaysAgo(-1, today);
  return day < today || day > tomorrow ? 'dispatch.day_not_open' : undefined;
}

/** What a scan did, as the scanner shows it. */
export type { ScanAnswer } from '../api/dispatch';
