import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { SCAN_DIRECTIONS, SCAN_RESULTS } from '../../../domain/ledger/kinds';
import { ORDER_STATUSES } from '../../../domain/orders/status';
import { users } from './auth';
import { orders } from './orders';
import { shippers } from './shippers';

/** A shipper's run sheet of a day (spec: shipperEntry hands parcels over, shipmentEntrySheet prints it). */
export const runSheets = pgTable(
  'run_sheets',
  {
    id: serial('id').primaryKey(),
    shipper_id: integer('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'restrict' }),
    day: date('day', { mode: 'string' }).notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A courier's sheet of a day; every courier's sheets of a range of days (the follow-up of the day's parcels).
  (t) => [index('run_sheets_shipper_day_idx').on(t.shipper_id, t.day), index('run_sheets_day_idx').on(t.day)],
);

/**
 * The parcels on a run sheet, each once, with the sheet's place among the sheets the parcel went out on, in the order
 * it was handed over (`attempt`, 1 for its first), and whether a later sheet took it again (`went_again`): kept by the
 * hand-over as it adds a parcel (server/dispatch/run-sheets.ts), so the follow-up's counts read a sheet's lines alone.
 * `status` is the parcel's status now, kept by triggers (migration 0032): set from the order when a line is written
 * without it, and moved with the order's in the statement that changes it.
 */
export const runSheetOrders = pgTable(
  'run_sheet_orders',
  {
    run_sheet_id: integer('run_sheet_id')
      .notNull()
      .references(() => runSheets.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    added_at: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    attempt: smallint('attempt').notNull().default(1),
    went_again: boolean('went_again').notNull().default(false),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.run_sheet_id, t.order_id] }), index('run_sheet_orders_order_idx').on(t.order_id)],
);

/**
 * Each run sheet's parcels counted by their status now, whether the sheet was their first and whether they went out
 * again: kept by triggers on run_sheet_orders in the statement that changes the lines (migration 0032), so the
 * follow-up and the courier evaluation count a year of sheets from a few rows per sheet instead of reading every
 * parcel. The sheet's courier and day are copied here (moved with the sheet's, should they change) so a range of days reads these rows alone.
 */
export const runSheetFigures = pgTable(
  'run_sheet_figures',
  {
    run_sheet_id: integer('run_sheet_id')
      .notNull()
      .references(() => runSheets.id, { onDelete: 'cascade' }),
    shipper_id: integer('shipper_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    first: boolean('first').notNull(),
    went_again: boolean('went_again').notNull(),
    parcels: integer('parcels').notNull(),
  },
  (t) => [primaryKey({ columns: [t.run_sheet_id, t.status, t.first, t.went_again] }), index('run_sheet_figures_day_idx').on(t.day)],
);

/** Every scan at the hub (spec: in/out), accepted or not: the serial as scanned, what it did and who scanned. */
export const hubScans = pgTable(
  'hub_scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    direction: text('direction', { enum: SCAN_DIRECTIONS }).notNull(),
    serial: text('serial').notNull(),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    shipper_id: integer('shipper_id').references(() => shippers.id, { onDelete: 'set null' }),
    result: text('result', { enum: SCAN_RESULTS }).notNull(),
    reason: text('reason').notNull().default(''),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hub_scans_at_idx').on(t.at),
    index('hub_scans_user_idx').on(t.user_id, t.at),
    // A parcel's accepted scans into the hub, the first of them its pickup (deliverytimes).
    index('hub_scans_order_in_idx')
      .on(t.order_id, t.at)
      .where(sql`${t.direction} = 'in' and ${t.result} = 'accepted'`),
  ],
);
