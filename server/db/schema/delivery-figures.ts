import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, primaryKey, timestamp, unique } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/*
 * What the reports that follow a delivery afterwards read (codaging, deliverytimes), kept by triggers in the
 * statement of every write that changes it (migration 0033, functions in ../functions): a month of a busy office is
 * a few hundred thousand deliveries, and these let a report sum a few thousand rows instead of looking each
 * delivery's pickup, closing and statement up.
 */

/**
 * One row per delivery that stands (the order is delivered now and the ledger posted its delivery), on the Cairo
 * day of its last delivery posting: its merchant and cash, its pickup (first accepted scan into the hub, else first
 * hand-over to a courier), its hours from pickup to delivery in tenths (as its row shows them; none when the pickup
 * is unknown or came after), the courier's closing that took its cash and the merchant statement that settled it.
 * Made afresh for an order by delivery_facts_refresh whenever one of those changes.
 */
export const deliveryFacts = pgTable(
  'delivery_facts',
  {
    order_id: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    delivered_at: timestamp('delivered_at', { withTimezone: true }).notNull(),
    cod: numeric('cod', { precision: 12, scale: 2 }).notNull(),
    scanned_at: timestamp('scanned_at', { withTimezone: true }),
    handed_at: timestamp('handed_at', { withTimezone: true }),
    tenths: integer('tenths'),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    statement_id: integer('statement_id'),
  },
  (t) => [
    index('delivery_facts_customer_day_idx').on(t.customer_id, t.day),
    // A merchant's timed deliveries longest first: deliverytimes finds the two around its 90th percentile by walking
    // the longest tenth of them, not by sorting them all; the day, last, lets the walk keep to a range from the index.
    index('delivery_facts_customer_tenths_idx')
      .on(t.customer_id, t.tenths.desc(), t.day)
      .where(sql`${t.tenths} is not null`),
  ],
);

/** Each merchant's deliveries of a day by their hours from pickup (tenths; none: not timed): the distribution deliverytimes reads. */
export const deliveryTimeFigures = pgTable(
  'delivery_time_figures',
  {
    customer_id: integer('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    tenths: integer('tenths'),
    deliveries: integer('deliveries').notNull(),
  },
  (t) => [unique('delivery_time_figures_key').on(t.customer_id, t.day, t.tenths).nullsNotDistinct(), index('delivery_time_figures_day_idx').on(t.day)],
);

/**
 * Each merchant's deliveries of a day by the statement that settled them (none: not yet) and whether a closing took
 * their cash: how many, their cash, and the sums of their delivery and closing moments (seconds since 1970), from
 * which codaging averages the days between stages exactly.
 */
export const codFigures = pgTable(
  'cod_figures',
  {
    customer_id: integer('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    statement_id: integer('statement_id'),
    closed: boolean('closed').notNull(),
    parcels: integer('parcels').notNull(),
    cod: numeric('cod', { precision: 14, scale: 2 }).notNull(),
    delivered_seconds: numeric('delivered_seconds').notNull(),
    closed_seconds: numeric('closed_seconds').notNull(),
  },
  (t) => [unique('cod_figures_key').on(t.customer_id, t.day, t.statement_id, t.closed).nullsNotDistinct(), index('cod_figures_day_idx').on(t.day)],
);

/**
 * Each staff member's work on the orders by Cairo day (userevalation): the orders he entered and the corrections he
 * made (the timeline's create and update events), kept by a trigger on the timeline.
 */
export const staffWorkFigures = pgTable(
  'staff_work_figures',
  {
    user_id: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    entered: integer('entered').notNull(),
    corrections: integer('corrections').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.day] })],
);
