import { asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { mayActOn, statusAfter, type RequestAction, type RequestActor, type RequestKind, type RequestStatus } from '../../domain/requests/rules';
import type { RequestSource } from '../../domain/requests/desks';
import type { Db, Tx } from '../db/client';
import { preparedShapes, runPrepared } from '../db/prepared';
import { tableRow } from '../db/rows';
import { customerRequests, customers, packagingMaterials, requestEvents, requestItems, requestOrders, shippers, users } from '../db/schema';
import { ApiError, notFound } from '../lib/errors';
import { ONE_ROW, type PageWindow } from '../lib/rest/paging';
import { issuedFrom } from '../stock/requests';
import { COLLECT_TOTALS, collectChanges, withCollectLinks } from './collect-fields';
import { userName } from '../db/user-name';

export type RequestRow = typeof customerRequests.$inferSelect;

/** What a new request carries besides its kind and customer. */
export type RequestFields = Partial<
  Pick<typeof customerRequests.$inferInsert, 'pickup_date' | 'address' | 'parcel_count' | 'notes' | 'auto' | 'payout_method'>
>;

/** What an action may change besides the status and shipper: a request's details, a collect request's money and hand-over. */
export type RequestChanges = RequestFields &
  Partial<Pick<typeof customerRequests.$inferInsert, 'collect_date' | 'receipt_media_id' | 'handed_over_at' | 'gallery_key' | 'warehouse_id'>>;

/** Creates a request with its items or parcels and the first line of its history, in the caller's transaction. */
export async function createRequest(
  tx: Tx,
  request: { kind: RequestKind; customer_id: number; created_by: number | null } & RequestFields,
  items: readonly { material: number; quantity: number }[] = [],
  orderIds: readonly number[] = [],
): Promise<RequestRow> {
  const [row] = await tx.insert(customerRequests).values(request).returning();
  if (items.length) await tx.insert(requestItems).values(items.map((item) => ({ request_id: row!.id, material_id: item.material, quantity: item.quantity })));
  if (orderIds.length) await tx.insert(requestOrders).values(orderIds.map((order_id) => ({ request_id: row!.id, order_id })));
  await tx.insert(requestEvents).values({ request_id: row!.id, user_id: request.created_by, action: 'create', to_status: 'open', note: request.notes ?? '' });
  return row!;
}

/** A request just made as its answer says it: its stored columns but the collect hand-over's (none yet, and the gallery key is a secret). */
export function storedAnswer(row: RequestRow): Omit<RequestRow, 'receipt_media_id' | 'handed_over_at' | 'gallery_key'> {
  const { receipt_media_id: _receipt, handed_over_at: _handed, gallery_key: _key, ...stored } = row;
  return stored;
}

/** Locks the requests, in id order; any id not among those `visible` lets through is missing (404). */
export async function lockRequests(tx: Tx, ids: readonly number[], visible: SQL | undefined): Promise<RequestRow[]> {
  const rows = await runPrepared(
    tx,
    sql`select * from ${customerRequests} where ${customerRequests.id} = any(${sql.param([...ids])}::int[]) and ${visible ?? sql`true`}
      order by ${customerRequests.id} for update`,
  );
  if (rows.length !== ids.length) throw notFound();
  return rows.map((row) => tableRow(customerRequests, row));
}

/**
 * Makes one action (domain/requests/rules.ts) on every locked request, or on none: one refused answers 409 naming
 * the request and its status. Each change is a line of the request's history.
 */
export async function actOn(
  tx: Tx,
  rows: readonly RequestRow[],
  action: RequestAction,
  by: { actor: RequestActor; userId: number },
  options: { shipper?: number | null; warehouse?: number | null; note?: string; changes?: RequestChanges; ownCall?: boolean } = {},
): Promise<void> {
  const refused = rows.find((row) => !mayActOn(row.kind, action, row.status, by.actor, options.ownCall));
  if (refused) throw new ApiError(409, 'requests.not_allowed', { id: String(refused.id), status: refused.status });
  for (const row of rows) {
    const to: RequestStatus = statusAfter(action, row.status);
    const shipper = action === 'assign' ? (options.shipper ?? null) : action === 'unassign' ? null : row.shipper_id;
    const changes: RequestChanges = {
      ...options.changes,
      ...collectChanges(row, action, shipper, options.changes),
      ...issuedFrom(row, action, options.warehouse ?? null),
    };
    // The gallery key is the public link's secret: the history keeps that the hand-over happened, not the key.
    const { gallery_key: _key, ...logged } = changes;
    const fields = Object.keys(changes).sort() as (keyof RequestChanges)[];
    await changeStatement(fields)(tx, {
      ...changes,
      id: row.id,
      status: to,
      from: row.status,
      shipper,
      at: new Date(),
      version: row.version + 1,
      user: by.userId,
      action,
      note: options.note ?? '',
      logged: Object.keys(logged).length ? logged : null,
    });
  }
}

/**
 * A request's change and its history line, as one statement (a desk action under many clerks spends its time in
 * round trips), of one shape for each set of other fields the action changes. Each value goes through its column's
 * encoder, as Drizzle's update would send it.
 */
const changeStatement = preparedShapes(
  (fields: readonly (keyof RequestChanges)[]) => fields.join(),
  (fields) => (value: (name: string) => Placeholder, db) => {
    const column = (name: string, field: keyof RequestRow) => sql`${sql.param(value(name), customerRequests[field])}`;
    const others = Object.fromEntries(fields.map((field) => [field, column(field, field)]));
    const change = db
      .update(customerRequests)
      .set({
        ...others,
        status: column('status', 'status'),
        shipper_id: column('shipper', 'shipper_id'),
        updated_at: column('at', 'updated_at'),
        version: column('version', 'version'),
      })
      .where(eq(customerRequests.id, column('id', 'id')));
    const line = db.insert(requestEvents).values({
      request_id: value('id'),
      user_id: value('user'),
      action: value('action'),
      from_status: value('from'),
      to_status: value('status'),
      shipper_id: value('shipper'),
      note: value('note'),
      changes: value('logged'),
    });
    return sql`with changed as (${change.getSQL()}) ${line.getSQL()}`;
  },
);

const ITEMS = sql<{ material: number; name: string; name_ar: string; quantity: number }[]>`coalesce((
  select json_agg(json_build_object('material', i.material_id, 'name', m.name, 'name_ar', m.name_ar, 'quantity', i.quantity) order by m.name)
  from ${requestItems} i join ${packagingMaterials} m on m.id = i.material_id where i.request_id = ${customerRequests.id}), '[]'::json)`;
/** Who made the request (domain/requests/desks.ts REQUEST_SOURCES): the daily automatic pickup, a merchant login or the office. */
export const SOURCE = sql<RequestSource>`case when ${customerRequests.auto} then 'auto'
  when exists (select 1 from ${users} u where u.id = ${customerRequests.created_by} and u.customer_id is not null) then 'merchant'
  else 'staff' end`;
const ORDERS = sql<
  number[]
>`coalesce((select json_agg(o.order_id order by o.order_id) from ${requestOrders} o where o.request_id = ${customerRequests.id}), '[]'::json)`;

/**
 * A page of requests, newest first, with their customer, shipper, items and parcels, and the count; a collect
 * request also with its totals, and once handed over the addresses of its receipt and of its public gallery.
 */
export async function listRequests(db: Db, where: SQL | undefined, window: PageWindow = ONE_ROW) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: customerRequests.id,
        kind: customerRequests.kind,
        status: customerRequests.status,
        customer: customerRequests.customer_id,
        customer_name: sql<string>`coalesce(nullif(${customers.company_name}, ''), ${customers.name})`,
        shipper: customerRequests.shipper_id,
        shipper_name: sql<string>`coalesce(${shippers.name}, '')`,
        pickup_date: customerRequests.pickup_date,
        address: customerRequests.address,
        parcel_count: customerRequests.parcel_count,
        notes: customerRequests.notes,
        auto: customerRequests.auto,
        source: SOURCE,
        items: ITEMS,
        orders: ORDERS,
        payout_method: customerRequests.payout_method,
        collect_date: customerRequests.collect_date,
        handed_over_at: customerRequests.handed_over_at,
        receipt_media_id: customerRequests.receipt_media_id,
        gallery_key: customerRequests.gallery_key,
        totals: COLLECT_TOTALS,
        created_at: customerRequests.created_at,
        updated_at: customerRequests.updated_at,
        version: customerRequests.version,
      })
      .from(customerRequests)
      .innerJoin(customers, eq(customers.id, customerRequests.customer_id))
      .leftJoin(shippers, eq(shippers.id, customerRequests.shipper_id))
      .where(where)
      .orderBy(desc(customerRequests.id))
      .limit(window.size)
      .offset(window.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(customerRequests)
      .where(where),
  ]);
  return { count: counted?.count ?? 0, results: rows.map(withCollectLinks) };
}

/** A request's history, oldest first, with who and which shipper. */
export async function requestHistory(db: Db, requestId: number) {
  return db
    .select({
      id: requestEvents.id,
      action: requestEvents.action,
      from_status: requestEvents.from_status,
      to_status: requestEvents.to_status,
      shipper_name: sql<string>`coalesce(${shippers.name}, '')`,
      note: requestEvents.note,
      at: requestEvents.at,
      user_name: userName,
    })
    .from(requestEvents)
    .leftJoin(users, eq(users.id, requestEvents.user_id))
    .leftJoin(shippers, eq(shippers.id, requestEvents.shipper_id))
    .where(eq(requestEvents.request_id, requestId))
    .orderBy(asc(requestEvents.id));
}
