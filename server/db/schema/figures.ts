import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../../domain/orders/status';

/*
 * A merchant's figures by day (spec: the customer dashboard's analytics and report/TopCReport), kept by triggers
 * on orders in the statement that changes them (migration 0009), so a figure over 90 days sums a few hundred
 * or thousand of these rows instead of reading a busy merchant's 100,000 orders. Cancelled orders count
 * nowhere, as in the figures themselves.
 */

/** Each customer's orders of a day by status: how many, the cash their recipients paid (the collected amount, else the total), their fees. */
export const orderDayFigures = pgTable(
  'order_day_figures',
  {
    customer_id: integer('customer_id').notNull(),
    order_date: date('order_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    orders: integer('orders').notNull(),
    collected: numeric('collected', { precision: 14, scale: 2 }).notNull(),
    fees: numeric('fees', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customer_id, t.order_date, t.status] })],
);

/**
 * Each customer's orders of a day by city: how many, and how many of them were delivered and returned
 * (domain/orders/by-city.ts DELIVERED and RETURNED). Orders without a city are not counted here.
 */
export const orderDayCities = pgTable(
  'order_day_cities',
  {
    customer_id: integer('customer_id').notNull(),
    order_date: date('order_date', { mode: 'string' }).notNull(),
    city_id: integer('city_id').notNull(),
    orders: integer('orders').notNull(),
    delivered: integer('delivered').notNull(),
    returned: integer('returned').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customer_id, t.order_date, t.city_id] })],
);

/**
 * Each customer's orders of a day by the shipper they are with now (the hub's included): how many, and how many of
 * them were delivered and returned, as by city. Orders with no shipper are not counted here. Keyed shipper first:
 * one shipper's figures over a range read his rows only.
 */
export const orderDayShippers = pgTable(
  'order_day_shippers',
  {
    shipper_id: integer('shipper_id').notNull(),
    order_date: date('order_date', { mode: 'string' }).notNull(),
    customer_id: integer('customer_id').notNull(),
    orders: integer('orders').notNull(),
    delivered: integer('delivered').notNull(),
    returned: integer('returned').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipper_id, t.order_date, t.customer_id] })],
);
