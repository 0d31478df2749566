import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cairoToday } from '../../../domain/time';
import { maskOrder } from '../../../domain/orders/visibility';
import type { OrderRecord } from '../../../domain/orders/record';
import { cities, customers, orders, shippers, zones } from '../../db/schema';
import type { Db } from '../../db/client';
import { hiddenFor, type OrderScope } from './scope';

/**
 * The columns of an order row with the names of its customer, city, zone and shipper. The names are scalar
 * subqueries rather than joins: PostgreSQL plans a five-table join on every list page, which took ten times
 * as long as running the page itself; the subqueries cost a few index lookups per row of the page.
 */
const nameOf = (table: typeof customers | typeof cities | typeof zones | typeof shippers, id: AnyPgColumn) => {
  // Qualified by hand: in a one-table select the columns would be rendered bare, and a bare name inside the
  // subquery binds to the inner table first.
  const column = (owner: typeof table | typeof orders, name: string) => sql`${owner}.${sql.identifier(name)}`;
  return sql<string>`coalesce((select ${column(table, 'name')} from ${table} where ${column(table, 'id')} = ${column(orders, id.name)}), '')`;
};

export const orderColumns = {
  order: orders,
  customer_name: nameOf(customers, orders.customer_id),
  city_name: nameOf(cities, orders.city_id),
  zone_name: nameOf(zones, orders.zone_id),
  shipper_name: nameOf(shippers, orders.shipper_id),
};

export type OrderRow = typeof orders.$inferSelect;
export interface JoinedOrder {
  order: OrderRow;
  customer_name: string;
  city_name: string;
  zone_name: string;
  shipper_name: string;
}

/** Starts a select of orders with their names; add where, order and limit. */
export const selectOrders = (db: Db) => db.select(orderColumns).from(orders);

const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : value);

/** The API's order (spec section 3 names), with the fields the caller may not see blanked. */
export function present(scope: OrderScope, joined: JoinedOrder, today: string = cairoToday()): OrderRecord {
  const o = joined.order;
  const hidden = hiddenFor(scope, o.customer_id);
  const record: OrderRecord = {
    id: o.id,
    serial: o.serial,
    order_date: o.order_date,
    DeadLine_date: o.order_date,
    customer: o.customer_id,
    customer_name: joined.customer_name,
    city: o.city_id,
    city_name: joined.city_name,
    zone: o.zone_id,
    zone_name: joined.zone_name,
    shipment_contents: o.shipment_contents,
    full_name: o.full_name,
    phone: o.phone,
    address: o.address,
    weight: o.weight,
    total_amount: o.total_amount,
    price: o.total_amount,
    total_fees: o.total_fees,
    shipper_fees: o.shipper_fees,
    shipper: o.shipper_id,
    shipper_name: joined.shipper_name,
    notes: o.notes,
    pick_up: o.pick_up,
    return_count: o.return_count,
    Order_Delivery_Status: o.status,
    Delivery_satus_date: iso(o.status_date),
    status_code: o.status_code,
    hold_reason: o.hold_reason_id,
    collected_amount: o.collected_amount,
    swapped_serial: o.swapped_serial,
    customer_serial: o.customer_serial,
    rejected: o.rejected,
    printO: o.printO,
    today: o.order_date === today,
    is_repeated: o.is_repeated,
    shipper_cash_state: o.shipper_cash_state,
    shipper_cashed: o.shipper_cashed,
    customer_cash_state: o.customer_cash_state,
    customer_cashed: o.customer_cashed,
    is_urgent: o.is_urgent,
    approved: o.approved,
    approved_by: o.approved_by,
    taxable: o.taxable,
    created_at: iso(o.created_at),
    version: o.version,
    hidden_fields: hidden,
  };
  return maskOrder(record, hidden);
}

/** One order with its names, or undefined. */
export async function findJoinedOrder(db: Db, id: number): Promise<JoinedOrder | undefined> {
  const [row] = await selectOrders(db).where(eq(orders.id, id));
  return row;
}
