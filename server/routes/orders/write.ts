import { and, eq, ne, sql } from 'drizzle-orm';
import type { MaskableField } from '../../../domain/orders/visibility';
import { STATUS_CODE } from '../../../domain/orders/status';
import { cairoToday } from '../../../domain/time';
import { assertSpecial } from '../../permissions/special';
import type { Db, Tx } from '../../db/client';
import { customers, orders } from '../../db/schema';
import { ApiError, badRequest } from '../../lib/errors';
import { resolvePriceFor } from '../prices/shipment-price';
import { changesBetween, recordEvents } from './events';
import { flagRepeated } from './repeated';
import type { OrderBody, OrderPatch } from './schemas';
import { assertVisibleReferences } from './references';
import { assertMay, hiddenFor, lockVisibleOrder, type OrderScope } from './scope';
import { shipperFeeFor } from './shipper-fee';
import { checkOrder, columnsOf, type OrderColumnsIn } from './values';

/** A second order of one customer with the same customer serial is refused (409). */
async function assertCustomerSerialFree(db: Db, c: OrderColumnsIn, exceptId?: number): Promise<void> {
  if (!c.customer_serial || !c.customer_id) return;
  const [taken] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customer_id, c.customer_id), eq(orders.customer_serial, c.customer_serial), exceptId ? ne(orders.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw new ApiError(409, 'orders.customer_serial_taken', { serial: c.customer_serial }, { customer_serial: 'orders.customer_serial_taken' });
}

/** The customer's price for the order's city and zone (the fee is not the caller's to choose without show_fees). */
async function priceFee(db: Db, c: OrderColumnsIn): Promise<string> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, c.customer_id!));
  if (!customer || !c.city_id) return '0.00';
  const resolution = await resolvePriceFor(db, customer, c.city_id, c.zone_id ?? null);
  if (!resolution.ok) throw badRequest({ city: resolution.error });
  return resolution.price.fee;
}

/**
 * Creates an order: the caller needs addOrder for the customer; the serial comes from the sequence; a missing
 * fee (or any fee from a caller without show_fees) is the customer's price; DeadLine_date and price follow
 * order_date and total_amount; the order is flagged repeated when its phone matches another open order.
 */
export async function createOrder(tx: Tx, scope: OrderScope, body: OrderBody, extra: Partial<typeof orders.$inferInsert> = {}) {
  const c = columnsOf({ order_date: cairoToday(), ...body });
  assertVisibleReferences(scope, c);
  if (c.customer_id) assertMay(scope, c.customer_id, 'addOrder');
  if (!scope.fields.show_shipper_fees) delete c.shipper_fees;
  await checkOrder(tx, c);
  await assertCustomerSerialFree(tx, c);
  if (c.total_fees === undefined || !scope.fields.show_fees) c.total_fees = await priceFee(tx, c);
  const fee = await shipperFeeFor(tx, c.shipper_id, c.shipper_fees);
  const [row] = await tx
    .insert(orders)
    .values({
      ...c,
      ...fee,
      ...extra,
      customer_id: c.customer_id!,
      order_date: c.order_date!,
      full_name: c.full_name!,
      phone: c.phone!,
      created_by: scope.user.id,
      // Delivery_satus_date starts equal to order_date (spec section 3): now for today's orders, else that day's start.
      status_date: c.order_date === cairoToday() ? sql`now()` : sql`(${c.order_date}::date)::timestamp at time zone 'Africa/Cairo'`,
    })
    .returning();
  const order = row!;
  await recordEvents(tx, [{ order_id: order.id, user_id: scope.user.id, action: 'create', to_status: order.status }]);
  await flagRepeated(tx, order);
  return order.id;
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
  const given = keepHidden(columnsOf(body), hiddenFor(scope, before.customer_id), scope.fields.show_fees);
  assertVisibleReferences(scope, given, before);
  if (given.customer_id && given.customer_id !== before.customer_id) assertMay(scope, given.customer_id, 'addOrder');
  const merged: OrderColumnsIn = { ...before, ...given };
  const placeChanged = merged.city_id !== before.city_id || merged.zone_id !== before.zone_id || merged.customer_id !== before.customer_id;
  if (placeChanged && !scope.fields.show_fees) given.total_fees = merged.total_fees = await priceFee(tx, merged);
  await checkOrder(tx, merged);
  await assertCustomerSerialFree(tx, merged, id);
  const changed = { ...given, ...(await shipperFeeFor(tx, merged.shipper_id, given.shipper_fees, before)) };
  const changes = changesBetween(before, changed);
  if (Object.keys(changes).length === 0) return id;
  await tx
    .update(orders)
    .set({ ...changed, version: before.version + 1 })
    .where(eq(orders.id, id));
  await recordEvents(tx, [{ order_id: id, user_id: scope.user.id, action: 'update', from_status: before.status, to_status: before.status, changes }]);
  if (changes.phone && !before.is_repeated) await flagRepeated(tx, { id, serial: before.serial, phone: merged.phone!, customer_id: merged.customer_id! });
  return id;
}
