import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isOrderStatus } from '../../domain/orders/status';
import { cairoToday } from '../../domain/time';
import { expectedDay, isPublicAction, LAST_DIGITS, PUBLIC_STEPS, trackingState, type PublicTracking, type TrackingStep } from '../../domain/tracking';
import type { Db } from '../db/client';
import { timestampText } from '../db/rows';
import { holdReasons, orderEvents, orders } from '../db/schema';

/** The last digits of the recipient's phone, whatever spaces or signs it was stored with. */
const phoneTail = sql`right(regexp_replace(${orders.phone}, '[^0-9]', '', 'g'), ${LAST_DIGITS})`;

/**
 * The order with this serial whose recipient's phone ends in `last4`, as the fields tracking needs and no
 * other; undefined for an unknown serial and for a wrong last4 alike (one statement, one answer).
 */
async function findTracked(db: Db, serial: string, last4: string) {
  const [order] = await db
    .select({
      id: orders.id,
      serial: orders.serial,
      status: orders.status,
      status_code: orders.status_code,
      order_date: orders.order_date,
      hold_reason_id: orders.hold_reason_id,
    })
    .from(orders)
    .where(and(eq(orders.serial, serial), sql`${phoneTail} = ${last4}`));
  return order;
}

/**
 * What a recipient may learn about a parcel (domain/tracking.ts), or undefined when the serial and the digits do
 * not name one. The answer is built here field by field: nothing of the order's row or of its timeline reaches it
 * unless named below (no note, no user, no change, no name, phone, address or amount).
 */
export async function readTracking(db: Db, serial: string, last4: string): Promise<PublicTracking | undefined> {
  const order = await findTracked(db, serial, last4);
  if (!order) return undefined;
  const [events, [reason]] = await Promise.all([
    db
      .select({ action: orderEvents.action, to_status: orderEvents.to_status, at: orderEvents.at })
      .from(orderEvents)
      .where(and(eq(orderEvents.order_id, order.id), inArray(orderEvents.action, Object.keys(PUBLIC_STEPS))))
      .orderBy(desc(orderEvents.id)),
    order.hold_reason_id == null
      ? Promise.resolve([])
      : db.select({ name: holdReasons.name, name_ar: holdReasons.name_ar }).from(holdReasons).where(eq(holdReasons.id, order.hold_reason_id)),
  ]);
  let reasonGiven = false;
  const steps: TrackingStep[] = [];
  for (const event of events) {
    if (!isPublicAction(event.action) || !isOrderStatus(event.to_status)) continue;
    const kind = PUBLIC_STEPS[event.action];
    // The order keeps the reason of its last hold only: the newest Hold step shows it, older ones none.
    const holds = kind === 'status' && event.to_status === 'Hold';
    const hold_reason = holds && !reasonGiven && reason ? { name: reason.name, name_ar: reason.name_ar } : null;
    if (holds) reasonGiven = true;
    steps.push({ kind, status: event.to_status, at: timestampText(event.at), hold_reason });
  }
  return {
    serial: order.serial,
    status: order.status,
    state: trackingState(order.status_code),
    expected_day: expectedDay(order, cairoToday()),
    steps,
  };
}
