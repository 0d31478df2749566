import { eq, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { MaskableField } from '../../domain/orders/visibility';
import { STATUS_CODE } from '../../domain/orders/status';
import { cairoToday } from '../../domain/time';
import { assertSpecial } from '../permissions/special';
import { assertProbe, sessionProbe } from '../auth/session-probe';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { orderEvents, orders } from '../db/schema';
import { ApiError, badRequest } from '../lib/errors';
import { changesBetween, recordEvents } from './events';
import { decodeOrder, selectCreated, type JoinedOrder } from './record';
import { flagRepeated, flagRepeatedNew, repeatOfSql, repeatedBellSql } from './repeated';
import type { OrderBody, OrderPatch } from './schemas';
import { assertVisibleReferences } from './references';
import { assertMay, hiddenFor, lockVisibleOrder, type OrderScope } from './scope';
import { assertOpenForWrite, MONEY_COLUMNS, postOrderChanges } from '../ledger/orders';
import { shipperFeeFor } from './shipper-fee';
import { assertOrderValues, assertSerialFree, columnsOf, priceFee, readOrderFacts, type OrderColumnsIn, type OrderFacts } from './values';
import { collectedError } from '../../domain/orders/follow-up';

/** The columns of a new order from what the caller sent: dated today unless dated, no shipper fee from a caller who may not see it. */
export function newOrderColumns(scope: OrderScope, body: OrderBody): OrderColumnsIn {
  const c = columnsOf({ order_date: cairoToday(), ...body });
  if (!scope.fields.show_shipper_fees) delete c.shipper_fees;
  return c;
}

/** Whether a new order's fee is the customer's price: none was given, or the caller may not set one. */
export const pricedByCustomer = (scope: OrderScope, c: OrderColumnsIn): boolean => c.total_fees === undefined || !scope.feesEditable;

/** An order row to insert (values or SQL). */
export type NewOrderRow = PgInsertValue<typeof orders>;

/** The row a checked new order is stored as (one from the form, or each of an imported file's). */
export function newOrderRow(scope: OrderScope, c: OrderColumnsIn, facts: OrderFacts, extra: Partial<typeof orders.$inferInsert>): NewOrderRow {
  return {
    ...c,
    ...shipperFeeFor(facts.shipperFee, c.shipper_id, c.shipper_fees),
    ...extra,
    customer_id: c.customer_id!,
    order_date: c.order_date!,
    full_name: c.full_name!,
    phone: c.phone!,
    created_by: scope.user.id,
    // Delivery_satus_date starts equal to order_date (spec section 3): now for today's orders, else that day's start.
    status_date: c.order_date === cairoToday() ? sql`now()` : sql`(${c.order_date}::date)::timestamp at time zone 'Africa/Cairo'`,
  };
}

/**
 * Creates an order in two statements: one reads everything its checks need (and checks the caller's kept
 * session), the other writes the order, its timeline row and, when its phone matches another open order, the
 * repeated flag and the bell entries, and reads it back with its names (one statement is one transaction).
 * The caller needs addOrder for the customer; the serial comes from the sequence; a missing fee (or any fee
 * from a caller without show_fees) is the customer's price; DeadLine_date and price follow order_date and
 * total_amount.
 */
export async function createOrder(db: Db, scope: OrderScope, body: OrderBody, extra: Partial<typeof orders.$inferInsert> = {}): Promise<JoinedOrder> {
  const c = newOrderColumns(scope, body);
  const pricing = pricedByCustomer(scope, c);
  const facts = await readOrderFacts(db, c, { probe: sessionProbe(scope.user), prices: pricing });
  assertProbe(facts.live);
  assertVisibleReferences(scope, c);
  if (c.customer_id) assertMay(scope, c.customer_id, 'addOrder');
  assertOrderValues(c, facts);
  assertSerialFree(c, facts);
  if (pricing) c.total_fees = priceFee(c, facts);
  const insert = db.insert(orders).values({ ...newOrderRow(scope, c, facts, extra), is_repeated: sql`exists (select 1 from repeat_of)` });
  const [row] = rowsOf(
    await db.execute(sql`with repeat_of as (${repeatOfSql(c.phone!)}),
      created as (${insert.getSQL()} returning *),
      timeline as (${createdEventsSql('created', scope.user.id)}),
      bell as (${repeatedBellSql('created', 'repeat_of')})
      ${selectCreated('created')}`),
  );
  return decodeOrder(row!);
}

/** The timeline rows of orders just created (`created`: a relation of their id and status). */
const createdEventsSql = (created: string, userId: number) =>
  sql`insert into ${orderEvents} (order_id, user_id, action, to_status) select id, ${userId}, 'create', status from ${sql.identifier(created)}`;

/** Rows per INSERT of an import: well under PostgreSQL's 65,535 parameters a statement. */
const ROWS_PER_INSERT = 1000;

/**
 * Stores checked new orders made together (an import) as single creates store them, in the caller's transaction:
 * the same rows (newOrderRow), each with its timeline row, then the repeated flags and bell entries; a thousand
 * orders a statement. Answers the orders' ids and serials in the rows' order.
 */
export async function insertNewOrders(tx: Db, scope: OrderScope, rows: readonly NewOrderRow[]): Promise<{ id: number; serial: string }[]> {
  const created: { id: number; serial: string }[] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    const insert = tx.insert(orders).values(rows.slice(at, at + ROWS_PER_INSERT));
    const answer = await tx.execute(sql`with created as (${insert.getSQL()} returning id, serial, status),
      timeline as (${createdEventsSql('created', scope.user.id)})
      select id, serial from created order by id`);
    created.push(...rowsOf(answer).map((row) => ({ id: Number(row.id), serial: String(row.serial) })));
  }
  await flagRepeatedNew(
    tx,
    created.map((order) => order.id),
  );
  return created;
}

/** Stored values stay for fields the caller may not see or change, so a masked form never erases them. */
function keepHidden(c: OrderColumnsIn, hidden: readonly MaskableField[], mayChangeFees: boolean): OrderColumnsIn {
  const kept: Record<string, unknown> = { ...c };
  const byField: Partial<Record<MaskableField, keyof OrderColumnsIn>> = {
    customer_serial: 'customer_serial',
    total_amount: 'total_amount',
    total_fees: 'total_fees',
    shipper_fees: 'shipper_fees',
    phone: 'phone',
    address: 'address',
    notes: 'notes',
  };
  for (const field of hidden) {
    const column = byField[field];
    if (column) delete kept[column];
  }
  if (!mayChangeFees) delete kept.total_fees;
  return kept as OrderColumnsIn;
}

/**
 * Updates an order with the optimistic version check: a copy older than the stored one gets 409. The status
 * changes only through the status action, which asks for what the move needs.
 */
export async function updateOrder(tx: Tx, scope: OrderScope, id: number, body: OrderPatch) {
  const before = await lockVisibleOrder(tx, scope, id);
  assertMay(scope, before.customer_id, 'updateOrder');
  if (body.version !== undefined && body.version !== before.version) throw new ApiError(409, 'orders.stale');
  if (before.status_code === STATUS_CODE.cancelled || before.status_code === STATUS_CODE.archived) await assertSpecial(tx, scope.user, 'edit_closed_orders');
  if (body.Order_Delivery_Status !== undefined && body.Order_Delivery_Status !== before.status) {
    throw badRequest({ Order_Delivery_Status: 'orders.status_via_action' });
  }
  const given = keepHidden(columnsOf(body), hiddenFor(scope, before.customer_id), scope.feesEditable);
  assertVisibleReferences(scope, given, before);
  if (given.customer_id && given.customer_id !== before.customer_id) assertMay(scope, given.customer_id, 'addOrder');
  const merged: OrderColumnsIn = { ...before, ...given };
  const placeChanged = merged.city_id !== before.city_id || merged.zone_id !== before.zone_id || merged.customer_id !== before.customer_id;
  const pricing = placeChanged && !scope.feesEditable;
  const facts = await readOrderFacts(tx, merged, { prices: pricing, exceptId: id });
  assertOrderValues(merged, facts);
  if (pricing) given.total_fees = merged.total_fees = priceFee(merged, facts);
  assertSerialFree(merged, facts);
  const changed = { ...given, ...shipperFeeFor(facts.shipperFee, merged.shipper_id, given.shipper_fees, before) };
  const changes = changesBetween(before, changed);
  if (Object.keys(changes).length === 0) return id;
  await assertOpenForWrite(tx, [before], Object.keys(changes));
  const collected = before.collected_amount;
  if (collected != null && changes.total_amount && collectedError(collected, String(merged.total_amount ?? before.total_amount))) {
    throw badRequest({ total_amount: 'orders.total_below_collected' });
  }
  const [after] = await tx
    .update(orders)
    .set({ ...changed, version: before.version + 1 })
    .where(eq(orders.id, id))
    .returning(MONEY_COLUMNS);
  // A fee or amount changed on a delivered order moves its money: posted with the change (refused once closed).
  await postOrderChanges(tx, [before], [after!], scope.user.id);
  await recordEvents(tx, [{ order_id: id, user_id: scope.user.id, action: 'update', from_status: before.status, to_status: before.status, changes }]);
  if (changes.phone && !before.is_repeated) await flagRepeated(tx, { id, phone: merged.phone! });
  return id;
}
