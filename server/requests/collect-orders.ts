/**
 * Which orders a collect request may hold (domain/requests/rules.ts COLLECTABLE_STATUSES), opening one, and the
 * orders a customer closing of it settles.
 */
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { COLLECTABLE_STATUSES } from '../../domain/requests/rules';
import type { MessageKey } from '../../domain/messages';
import type { Tx } from '../db/client';
import { customerRequests, customers, orders, requestOrders } from '../db/schema';
import { ApiError, badRequest } from '../lib/errors';
import { audit } from '../lib/audit';
import { alertDesk } from './notices';
import { createRequest, type RequestRow } from './repo';

/**
 * At most this many orders go into one request asked for "every eligible order": the oldest first. An office
 * settles its merchants weekly at the least, so a merchant with more waiting asks again for the rest.
 */
export const COLLECT_MAX_ORDERS = 5000;

/** Collect requests that hold their orders: all but cancelled ones (a handed-over one counts too, its money was paid). */
const holding = and(eq(customerRequests.kind, 'collect'), ne(customerRequests.status, 'cancelled'));

/** No collect request holds the order (a condition on `orders`). */
const notAsked = sql`not exists (select 1 from ${requestOrders} join ${customerRequests} on ${customerRequests.id} = ${requestOrders.request_id}
  where ${requestOrders.order_id} = ${orders.id} and ${holding})`;

/** A customer's orders whose money may be asked for now. */
export const collectable = (customerId: number): SQL =>
  and(eq(orders.customer_id, customerId), inArray(orders.status, [...COLLECTABLE_STATUSES]), isNull(orders.customer_closing_id), notAsked)!;

const refuse = (key: MessageKey, field: string, params: Record<string, string>) => new ApiError(400, key, params, { [field]: key });

/**
 * The orders named, each checked in the order sent: one that is not the customer's (or does not exist) is named
 * by the id sent, as a missing one; one not delivered, already settled or already asked for by its serial. The
 * first refusal answers 400 beside `field`, and nothing is stored.
 */
async function namedOrders(tx: Tx, customerId: number, ids: readonly number[], field: string): Promise<number[]> {
  const rows = await tx
    .select({
      id: orders.id,
      serial: orders.serial,
      status: orders.status,
      customer_id: orders.customer_id,
      closing: orders.customer_closing_id,
    })
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  const held = await tx
    .select({ order: requestOrders.order_id, request: customerRequests.id })
    .from(requestOrders)
    .innerJoin(customerRequests, eq(customerRequests.id, requestOrders.request_id))
    .where(and(inArray(requestOrders.order_id, [...ids]), holding));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const askedIn = new Map(held.map((row) => [row.order, row.request]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || row.customer_id !== customerId) throw refuse('collect.order_unknown', field, { order: `#${id}` });
    if (!(COLLECTABLE_STATUSES as readonly string[]).includes(row.status))
      throw refuse('collect.order_not_delivered', field, { serial: row.serial, status: row.status });
    if (row.closing !== null) throw refuse('collect.order_settled', field, { serial: row.serial });
    const asked = askedIn.get(id);
    if (asked !== undefined) throw refuse('collect.order_already_asked', field, { serial: row.serial, id: String(asked) });
  }
  return [...ids];
}

/** Every order of the customer that may be asked for now, oldest first, up to COLLECT_MAX_ORDERS. */
async function everyCollectable(tx: Tx, customerId: number): Promise<number[]> {
  const rows = await tx.select({ id: orders.id }).from(orders).where(collectable(customerId)).orderBy(asc(orders.id)).limit(COLLECT_MAX_ORDERS);
  if (!rows.length) throw refuse('collect.nothing_to_collect', 'ids', {});
  return rows.map((row) => row.id);
}

export interface CollectAsk {
  customerId: number;
  /** Who asks: a merchant login or the office on its behalf. */
  userId: number;
  byMerchant: boolean;
  /** The orders named, or none for every order that may be asked for. */
  ids?: readonly number[];
  /** The body field the orders came in, beside which a refusal is shown. */
  field: 'id' | 'ids';
  notes: string;
}

/**
 * Opens a collect request of the customer's orders, in the caller's transaction. The customer's row is locked
 * first, so two asks of one merchant (two tabs, the merchant and the office) take turns and the second sees the
 * first's orders as asked for: no order is ever in two requests. The money goes the customer's own payout way
 * unless the office chooses another when it assigns the request.
 */
export async function openCollect(tx: Tx, ask: CollectAsk): Promise<RequestRow> {
  const [customer] = await tx.select({ payout_method: customers.payout_method }).from(customers).where(eq(customers.id, ask.customerId)).for('no key update');
  if (!customer) throw badRequest({ customer_id: 'errors.not_found' });
  const orderIds = ask.ids?.length ? await namedOrders(tx, ask.customerId, ask.ids, ask.field) : await everyCollectable(tx, ask.customerId);
  const row = await createRequest(
    tx,
    { kind: 'collect', customer_id: ask.customerId, created_by: ask.userId, notes: ask.notes.trim(), payout_method: customer.payout_method },
    [],
    orderIds,
  );
  if (ask.byMerchant) await alertDesk(tx, row, orderIds.length);
  await audit(tx, {
    userId: ask.userId,
    action: 'request.create',
    entity: 'customer_requests',
    entityId: row.id,
    after: { kind: 'collect', customer: ask.customerId, orders: orderIds, payout_method: customer.payout_method },
  });
  return row;
}

/** The orders of a collect request, by id: what a customer closing of it settles (none for another kind or a missing request). */
export async function collectOrderIds(tx: Tx, requestId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: requestOrders.order_id })
    .from(requestOrders)
    .innerJoin(customerRequests, eq(customerRequests.id, requestOrders.request_id))
    .where(and(eq(requestOrders.request_id, requestId), eq(customerRequests.kind, 'collect')))
    .orderBy(asc(requestOrders.order_id));
  return rows.map((row) => row.id);
}
