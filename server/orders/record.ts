import { Column, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import { cairoToday } from '../../domain/time';
import { maskOrder } from '../../domain/orders/visibility';
import type { OrderRecord } from '../../domain/orders/record';
import { cities, customers, orders, shippers, zones } from '../db/schema';
import type { Db } from '../db/client';
import { frozenSql, renderSql } from '../db/render';
import { mapDriverValue, rowsOf, timestampText } from '../db/rows';
import { hiddenFor, type OrderScope } from './scope';

/** The names an order shows, from its customer, city, zone and shipper; places in both languages, for the browser to show the one of the interface. */
const NAME_SOURCES = {
  customer_name: [customers, 'customer_id', 'name'],
  city_name: [cities, 'city_id', 'name'],
  city_name_ar: [cities, 'city_id', 'name_ar'],
  zone_name: [zones, 'zone_id', 'name'],
  zone_name_ar: [zones, 'zone_id', 'name_ar'],
  shipper_name: [shippers, 'shipper_id', 'name'],
} as const satisfies Record<string, readonly [AnyPgTable, keyof typeof orders.$inferSelect, string]>;
type NameKey = keyof typeof NAME_SOURCES;
const NAME_KEYS = Object.keys(NAME_SOURCES) as NameKey[];

/**
 * A name as a scalar subquery, for statements planned afresh each time (one order, a created order): planning a
 * five-table join took ten times as long as running such a statement; the subqueries cost a few index lookups.
 */
const subqueryName = ([table, key, column]: (typeof NAME_SOURCES)[NameKey]) =>
  sql`coalesce((select ${table}.${sql.identifier(column)} from ${table} where ${table}.${sql.identifier('id')} = ${orders[key]}), '')`;

const ORDER_COLUMNS = Object.entries(getTableColumns(orders));
const columnList = (names: SQL[]) =>
  frozenSql(
    sql.join(
      [
        ...ORDER_COLUMNS.map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
        ...names.map((name, i) => sql`${name} as ${sql.identifier(NAME_KEYS[i]!)}`),
      ],
      sql`, `,
    ),
  );

/**
 * The select list of an order with its names, rendered once. The order list is the busiest query of the
 * office, and Drizzle's select builder renders all fifty columns afresh on every call (a quarter of a
 * millisecond, over a tenth of the server's time under load); the rows are decoded below with the columns' own
 * mappers instead.
 */
const SELECT_LIST = columnList(NAME_KEYS.map((key) => subqueryName(NAME_SOURCES[key])));

/** The order's columns alone, named by their keys, as text: the page of the list's statement (list.ts). */
export const ORDER_COLUMN_LIST = renderSql(columnList([])).sql;

/**
 * The names of the rows of `page` (a subquery of ORDER_COLUMN_LIST), from the lookups joined to it once: the
 * select list's names and the joins, as text for the list's statement, which is planned once per connection
 * (db/prepared.ts), so the join costs no planning on each request.
 */
export function joinedNames(page: string): { names: string; joins: string } {
  const alias = (key: string) => sql.identifier(`order_${key.replace(/_id$/, '')}`);
  const names = NAME_KEYS.map((name) => sql`coalesce(${alias(NAME_SOURCES[name][1])}.${sql.identifier(NAME_SOURCES[name][2])}, '') as ${sql.identifier(name)}`);
  const lookups = [...new Map(Object.values(NAME_SOURCES).map(([table, key]) => [key, table])).entries()];
  const joins = lookups.map(
    ([key, table]) => sql`left join ${table} ${alias(key)} on ${alias(key)}.${sql.identifier('id')} = ${sql.identifier(page)}.${sql.identifier(key)}`,
  );
  return { names: renderSql(sql.join(names, sql`, `)).sql, joins: renderSql(sql.join(joins, sql` `)).sql };
}

export type OrderRow = typeof orders.$inferSelect;
export type JoinedOrder = { order: OrderRow } & Record<NameKey, string>;

type RawRow = Record<string, unknown>;

/**
 * How each column of a row is decoded, worked out once: most columns (text, booleans) come from the driver as
 * they are kept, so only the others go through their column's mapper (every list row has fifty columns).
 */
const DECODERS = ORDER_COLUMNS.map(
  ([key, column]) => [key, Object.getPrototypeOf(column).mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : column] as const,
);

/** A row of selectOrders (or of a statement selecting its columns) as the order and its names. */
export function decodeOrder(raw: RawRow): JoinedOrder {
  const order: RawRow = {};
  for (const [key, column] of DECODERS) {
    const value = raw[key];
    order[key] = column === null || value === null || value === undefined ? (value ?? null) : mapDriverValue(column, value);
  }
  const joined = { order: order as OrderRow } as JoinedOrder;
  for (const key of NAME_KEYS) joined[key] = String(raw[key] ?? '');
  return joined;
}

/**
 * The statement reading orders with their names: `where` (all orders when omitted), `tail` (order by, limit,
 * offset) and `more` columns after the order's.
 */
export const selectOrders = (where?: SQL, tail?: SQL, more?: SQL): SQL =>
  sql`select ${SELECT_LIST}${more ? sql`, ${more}` : sql``} from ${orders} where ${where ?? sql`true`} ${tail ?? sql``}`;

/** The order a data-modifying WITH query named `cte` returned (`returning *`), with its names. */
export const selectCreated = (cte: string): SQL => sql`select ${SELECT_LIST} from ${sql.identifier(cte)} as ${orders}`;

/** Orders with their names: `where` (all orders when omitted) and `tail` (order by, limit, offset). */
export async function readOrders(db: Db, where?: SQL, tail?: SQL): Promise<JoinedOrder[]> {
  return rowsOf(await db.execute(selectOrders(where, tail))).map(decodeOrder);
}

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
    city_name_ar: joined.city_name_ar,
    zone: o.zone_id,
    zone_name: joined.zone_name,
    zone_name_ar: joined.zone_name_ar,
    shipment_contents: o.shipment_contents,
    full_name: o.full_name,
    phone: o.phone,
    address: o.address,
    weight: o.weight,
    total_amount: o.total_amount,
    price: o.total_amount,
    total_fees: o.total_fees,
    shipper_fees: o.shipper_fees,
    shipper_fees_manual: o.shipper_fees_manual,
    shipper: o.shipper_id,
    shipper_name: joined.shipper_name,
    notes: o.notes,
    pick_up: o.pick_up,
    return_count: o.return_count,
    Order_Delivery_Status: o.status,
    Delivery_satus_date: timestampText(o.status_date),
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
    created_at: timestampText(o.created_at),
    version: o.version,
    hidden_fields: hidden,
  };
  return maskOrder(record, hidden);
}

/** One order with its names, or undefined. */
export async function findJoinedOrder(db: Db, id: number): Promise<JoinedOrder | undefined> {
  const [row] = await readOrders(db, eq(orders.id, id));
  return row;
}
