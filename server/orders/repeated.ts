import { and, eq, gte, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { englishMessage } from '../../domain/messages';
import type { OrderStatus } from '../../domain/orders/status';
import { cairoToday } from '../../domain/time';
import type { Db } from '../db/client';
import { customerUserPermissions, notifications, orders, userPermissionOverrides, users } from '../db/schema';

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

/** An open order of the last seven days to `phone` (a value, or a column of an outer query). */
const openOrderTo = (phone: string | SQL) =>
  and(
    eq(orders.phone, phone),
    gte(orders.order_date, daysBefore(cairoToday(), REPEAT_WINDOW_DAYS)),
    notInArray(orders.status, CLOSED),
    or(isNull(orders.status_code), eq(orders.status_code, 1)),
  );

/**
 * Another open order of the last seven days to the same phone (at most one row: its id), as a query to put in
 * a WITH: the statement that creates an order (write.ts) or the one that flags an edited one (below).
 */
export const repeatOfSql = (phone: string, exceptId?: number): SQL =>
  sql`select ${orders.id} as id from ${orders} where ${and(openOrderTo(phone), exceptId === undefined ? undefined : ne(orders.id, exceptId))} limit 1`;

/**
 * Staff who may see a customer's orders: a row granting `view`, or the all_customer_view override with any row
 * (the rule of customerVisibility in domain/permissions/scoping.ts, as SQL over users).
 */
const seesCustomer = (customerId: SQL): SQL => sql`(
  exists (select 1 from ${customerUserPermissions} p where p.user_id = ${users.id} and p.customer_id = ${customerId} and p.view)
  or (exists (select 1 from ${userPermissionOverrides} o where o.user_id = ${users.id} and o.all_customer_view)
      and exists (select 1 from ${customerUserPermissions} p where p.user_id = ${users.id})))`;

/** The repeated-orders bell entries of flagged orders: `pairs` is a relation of (id, customer_id, other), one row per flagged order. */
const repeatedBellPairsSql = (pairs: SQL): SQL => sql`
  insert into ${notifications} (for_user, kind, subject, content, url, realated_entity_id, params)
  select ${users.id}, 'repeated_order', ${englishMessage('notifications.repeated_subject_hidden')}, ${englishMessage('notifications.repeated_content_hidden')},
    ${REPEATED_ORDERS_URL}, f.id::text, jsonb_build_object('order', f.id, 'other', f.other)
  from ${pairs} f, ${users}
  where ${users.is_active} and (${users.is_superuser} or (${users.is_staff} and ${seesCustomer(sql`f.customer_id`)}))`;

/**
 * The repeated-orders bell entries of a flagged order, as an INSERT to put in a WITH: `flagged` names a
 * relation of the flagged order (id, customer_id) and `repeatOf` one of the other order (id). Every active
 * superuser and every staff member who may see that customer gets one. The entry stores the two orders' ids; its
 * text, naming serials only (never the phone), is made as it is read (./repeated-bell.ts).
 */
export const repeatedBellSql = (flagged: string, repeatOf: string): SQL =>
  repeatedBellPairsSql(sql`(select f.id, f.customer_id, r.id as other from ${sql.identifier(flagged)} f, ${sql.identifier(repeatOf)} r)`);

/**
 * Flags an edited order as repeated when its new phone matches another open order of the last seven days, and
 * puts it on the repeated-orders bell, in one statement. A new order is flagged by the statement that creates
 * it (write.ts).
 */
export async function flagRepeated(db: Db, order: { id: number; phone: string }): Promise<void> {
  await db.execute(sql`with repeat_of as (${repeatOfSql(order.phone, order.id)}),
    flagged as (update ${orders} set is_repeated = true where ${orders.id} = ${order.id} and exists (select 1 from repeat_of) returning ${orders.id}, ${orders.customer_id})
    ${repeatedBellSql('flagged', 'repeat_of')}`);
}

/**
 * Flags new orders made together (an import) as a single create flags each: an order is repeated when an open
 * order of the last seven days goes to its phone, one made before it in the same file included; and puts each on
 * the repeated-orders bell, in one statement.
 */
export async function flagRepeatedNew(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`with pairs as (
      select n.id, n.customer_id,
        (select ${orders.id} from ${orders} where ${and(openOrderTo(sql`n.phone`), sql`${orders.id} < n.id`)} limit 1) as other
      from ${orders} n where n.id = any(${sql.param(ids)}::int[])),
    flagged as (update ${orders} set is_repeated = true from pairs p where ${orders.id} = p.id and p.other is not null
      returning ${orders.id} as id, ${orders.customer_id} as customer_id, p.other)
    ${repeatedBellPairsSql(sql`flagged`)}`);
}
