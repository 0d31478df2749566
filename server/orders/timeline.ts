import { asc, desc, eq, sql } from 'drizzle-orm';
import { maskChanges } from '../../domain/orders/visibility';
import type { Db } from '../db/client';
import { orderEvents, orderPhotos, users } from '../db/schema';
import { mediaUrl } from '../lib/media';
import { canSeeCustomer, hiddenFor, type OrderScope } from './scope';
import { findJoinedOrder, type JoinedOrder } from './record';
import { notFound } from '../lib/errors';
import { userName } from '../db/user-name';

/** One order the caller may see, or 404 exactly as a missing one. */
export async function readVisibleOrder(db: Db, scope: OrderScope, id: number): Promise<JoinedOrder> {
  const joined = await findJoinedOrder(db, id);
  if (!joined || !canSeeCustomer(scope, joined.order.customer_id)) throw notFound();
  return joined;
}

/** The order's timeline, newest first, each change's before and after masked as the caller may see them. */
export async function readTimeline(db: Db, scope: OrderScope, joined: JoinedOrder) {
  const hidden = hiddenFor(scope, joined.order.customer_id);
  const entries = await db
    .select({
      id: orderEvents.id,
      action: orderEvents.action,
      from_status: orderEvents.from_status,
      to_status: orderEvents.to_status,
      note: orderEvents.note,
      changes: orderEvents.changes,
      at: orderEvents.at,
      user_id: orderEvents.user_id,
      user_name: userName,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.user_id))
    .where(eq(orderEvents.order_id, joined.order.id))
    .orderBy(desc(orderEvents.id));
  return entries.map((entry) => ({ ...entry, changes: maskChanges(entry.changes, hidden) }));
}

/** The order's photos, oldest first; with a shipper, only the photos that shipper took. */
export async function readPhotos(db: Db, orderId: number, shipper?: number) {
  const rows = await db
    .select()
    .from(orderPhotos)
    .where(shipper ? sql`${orderPhotos.order_id} = ${orderId} and ${orderPhotos.shipper_id} = ${shipper}` : eq(orderPhotos.order_id, orderId))
    .orderBy(asc(orderPhotos.created_at), asc(orderPhotos.id));
  return rows.map((row) => ({
    id: row.id,
    url: mediaUrl(row.media_id),
    file_name: row.file_name,
    size: row.size,
    shipper: row.shipper_id,
    created_at: row.created_at,
  }));
}
