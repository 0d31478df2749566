import { and, eq, gte, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { englishMessage } from '../../../domain/messages';
import type { OrderStatus } from '../../../domain/orders/status';
import { cairoToday } from '../../../domain/time';
import type { Db } from '../../db/client';
import { customerUserPermissions, notifications, orders, userPermissionOverrides, users } from '../../db/schema';

/** How far back a recipient's phone makes a new order "repeated" (spec sections 2 and 4). */
export const REPEAT_WINDOW_DAYS = 7;
/** An order is open until delivered, collected or returned, and while it is not cancelled or archived. */
const CLOSED: OrderStatus[] = ['Delivered', 'Collected', 'Returned'];
export const REPEATED_ORDERS_URL = '/dashboard/adminorders/repeatedorder/1';

const daysBefore = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

/** Another open order of the last seven days to the same phone, or undefined. */
export async function findRepeatOf(db: Db, order: { id: number; phone: string }) {
  const [other] = await db
    .select({ id: orders.id, serial: orders.serial })
    .from(orders)
    .where(
      and(
        eq(orders.phone, order.phone),
        ne(orders.id, order.id),
        gte(orders.order_date, daysBefore(cairoToday(), REPEAT_WINDOW_DAYS)),
        notInArray(orders.status, CLOSED),
        or(isNull(orders.status_code), eq(orders.status_code, 1)),
      ),
    )
    .limit(1);
  return other;
}

/**
 * Staff who may see a customer's orders: a row granting `view`, or the all_customer_view override with any row
 * (the rule of customerVisibility in domain/permissions/scoping.ts, as SQL over users).
 */
const seesCustomer = (customerId: number): SQL => sql`(
  exists (select 1 from ${customerUserPermissions} p where p.user_id = ${users.id} and p.customer_id = ${customerId} and p.view)
  or (exists (select 1 from ${userPermissionOverrides} o where o.user_id = ${users.id} and o.all_customer_view)
      and exists (select 1 from ${customerUserPermissions} p where p.user_id = ${users.id})))`;

/**
 * Flags a new order as repeated when its phone matches another open order of the last seven days, and puts it
 * on the repeated-orders bell of every active superuser and of the staff who may see that customer. The entry
 * stores the two orders' ids; its text, naming serials only (never the phone), is made as it is read
 * (./repeated-bell.ts).
 */
export async function flagRepeated(db: Db, order: { id: number; serial: string; phone: string; customer_id: number }): Promise<boolean> {
  const other = await findRepeatOf(db, order);
  if (!other) return false;
  await db.update(orders).set({ is_repeated: true }).where(eq(orders.id, order.id));
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.is_active, true), or(eq(users.is_superuser, true), and(eq(users.is_staff, true), seesCustomer(order.customer_id)))));
  if (staff.length) {
    await db.insert(notifications).values(
      staff.map((user) => ({
        for_user: user.id,
        kind: 'repeated_order' as const,
        subject: englishMessage('notifications.repeated_subject_hidden'),
        content: englishMessage('notifications.repeated_content_hidden'),
        url: REPEATED_ORDERS_URL,
        realated_entity_id: String(order.id),
        params: { order: order.id, other: other.id },
      })),
    );
  }
  return true;
}
