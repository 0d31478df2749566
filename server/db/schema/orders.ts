import { sql } from 'drizzle-orm';
import { heldSql } from '../held';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CASH_SUBMIT_STATES } from '../../../domain/orders/money';
import { ORDER_STATUSES, STATUS_CODE } from '../../../domain/orders/status';
import { users } from './auth';
import { customers } from './customers';
import { cities, holdReasons, zones } from './lookups';
import { mediaFiles } from './settings';
import { shippers } from './shippers';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Serials are made by the server from this sequence: eight digits and more, easy to type and to scan. */
export const orderSerialSeq = pgSequence('order_serial_seq', { startWith: 10000001 });

/**
 * An order (spec section 3). Columns keep the spec's API names where the spec gives them
 * (`Order_Delivery_Status`, `Delivery_satus_date` and `DeadLine_date` are contract spellings).
 * `version` goes up by one on every change, so a stale edit is refused with 409.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    serial: text('serial')
      .notNull()
      .default(sql`nextval('order_serial_seq')::text`),
    order_date: date('order_date', { mode: 'string' }).notNull(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    city_id: integer('city_id').references(() => cities.id, { onDelete: 'restrict' }),
    zone_id: integer('zone_id').references(() => zones.id, { onDelete: 'restrict' }),
    shipment_contents: text('shipment_contents').notNull().default(''),
    full_name: text('full_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    weight: numeric('weight', { precision: 8, scale: 2 }).notNull().default('0'),
    total_amount: money('total_amount').notNull().default('0'),
    total_fees: money('total_fees').notNull().default('0'),
    shipper_fees: money('shipper_fees').notNull().default('0'),
    /**
     * The shipper fee was set by a person to something other than the shipper's own delivery fee: assigning the
     * order or sending it out then keeps it instead of putting the shipper's fee in its place.
     */
    shipper_fees_manual: boolean('shipper_fees_manual').notNull().default(false),
    shipper_id: integer('shipper_id').references(() => shippers.id, { onDelete: 'restrict' }),
    notes: text('notes').notNull().default(''),
    pick_up: boolean('pick_up').notNull().default(false),
    return_count: integer('return_count').notNull().default(0),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('Pending'),
    status_date: timestamp('status_date', { withTimezone: true }).notNull().defaultNow(),
    status_code: smallint('status_code'),
    hold_reason_id: integer('hold_reason_id').references(() => holdReasons.id, { onDelete: 'restrict' }),
    collected_amount: money('collected_amount'),
    swapped_serial: text('swapped_serial').notNull().default(''),
    customer_serial: text('customer_serial').notNull().default(''),
    rejected: boolean('rejected').notNull().default(false),
    printO: boolean('print_o').notNull().default(false),
    is_repeated: boolean('is_repeated').notNull().default(false),
    shipper_cash_state: text('shipper_cash_state', { enum: CASH_SUBMIT_STATES }).notNull().default('No Submit'),
    shipper_cashed: money('shipper_cashed').notNull().default('0'),
    customer_cash_state: text('customer_cash_state', { enum: CASH_SUBMIT_STATES }).notNull().default('No Submit'),
    customer_cashed: money('customer_cashed').notNull().default('0'),
    /** The return fee charged when the parcel went back to its merchant (the customer's return price then). */
    return_fees: money('return_fees').notNull().default('0'),
    /** The shipper closing that took this order's cash (pending or approved); its money changes only through an approved correction. */
    shipper_closing_id: integer('shipper_closing_id'),
    /** The customer closing that settled the order with its merchant (its money is then due or paid). */
    customer_closing_id: integer('customer_closing_id'),
    /**
     * The run sheet it was last handed over on (dispatch/run-sheets.ts), set by the hand-over's own UPDATE: the
     * follow-up finds the parcels still out from earlier sheets by it (orders_shipper_held_idx). Run sheets are
     * never deleted.
     */
    run_sheet_id: integer('run_sheet_id'),
    is_urgent: boolean('is_urgent').notNull().default(false),
    approved: boolean('approved').notNull().default(false),
    approved_by: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    taxable: boolean('taxable').notNull().default(false),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  // Every index below is paid for by each order entered and each move that changes its columns (an update that
  // changes none of them is a HOT update and touches no index). Each says what it serves; the use of each over
  // `npm run bench` is in the bench's last line (bench/index-use.ts).
  (t) => [
    // A serial is unique; looking one up, sorting by it (an ordering of the list).
    uniqueIndex('orders_serial_key').on(t.serial),
    // The search box's serial prefix: LIKE 'x%' needs pattern ops unless the database's collation is C.
    index('orders_serial_prefix_idx').on(t.serial.op('text_pattern_ops')),
    // A merchant's own serial is unique to it (order entry and import refuse a second one).
    uniqueIndex('orders_customer_serial_key')
      .on(t.customer_id, t.customer_serial)
      .where(sql`${t.customer_serial} <> ''`),
    // The search box's customer-serial prefix, over the orders that have one (about half have none, and the
    // search never matches an empty one: filters.ts says so, which lets this partial index serve it).
    index('orders_customer_serial_prefix_idx')
      .on(t.customer_serial.op('text_pattern_ops'))
      .where(sql`${t.customer_serial} <> ''`),
    // The search box's phone prefix.
    index('orders_phone_prefix_idx').on(t.phone.op('text_pattern_ops')),
    // Staff on the phone are read the last digits of a phone or a serial: those are prefix searches of the
    // reversed text, which these indexes serve as fast as the prefix searches above.
    index('orders_phone_suffix_idx').on(sql`reverse(${t.phone}) text_pattern_ops`),
    index('orders_serial_suffix_idx').on(sql`reverse(${t.serial}) text_pattern_ops`),
    // The search box's recipient name, any case.
    index('orders_name_prefix_idx').on(sql`lower(${t.full_name}) text_pattern_ops`),
    // The list's default conditions (rejected, status_code) ride in the indexes of its common filters, so the
    // capped count is an index-only scan instead of thousands of table-page reads; the customer rides in those
    // that do not start with it, so a staff member's count (only the customers they see) is index-only too.
    // One customer's orders, newest first: the merchant's list, the customer filter.
    index('orders_customer_idx').on(t.customer_id, t.id, t.rejected, t.status_code),
    // A merchant's (or one customer's) orders by status, and one city's over a range of days (the merchant's
    // report of orders by city): a busy merchant has 100,000 orders, so these must not read them all.
    index('orders_customer_status_idx').on(t.customer_id, t.status, t.id, t.rejected, t.status_code),
    index('orders_customer_city_idx').on(t.customer_id, t.city_id, t.order_date, t.id, t.rejected, t.status_code),
    // The few parcels waiting for pickup (the merchant's "today's pickups").
    index('orders_awaiting_pickup_idx')
      .on(t.customer_id)
      .where(sql`${t.status_code} = ${sql.raw(String(STATUS_CODE.awaitingPickup))}`),
    // One shipper's parcels, newest first (the shipper filter, his closing's and custody's parcels).
    index('orders_shipper_idx').on(t.shipper_id, t.id, t.rejected, t.status_code, t.customer_id),
    // A range of order days, newest first (the date filter, today's orders, the export by days).
    index('orders_date_idx').on(t.order_date, t.id, t.rejected, t.status_code, t.customer_id),
    // One status over a range of days, newest first: the list staff send most (a status and a month), the
    // follow-up's counts of each status group.
    index('orders_status_date_idx').on(t.status, t.order_date, t.id, t.rejected, t.status_code, t.customer_id),
    // The few orders flagged repeated, by day (repeatedorders).
    index('orders_repeated_idx')
      .on(t.order_date, t.customer_id)
      .where(sql`${t.is_repeated}`),
    // The city filter, and the check that a city being deleted has no orders (the key restricts it).
    index('orders_city_idx').on(t.city_id, t.id),
    // The orders of a closing (approving, refusing or reopening it moves them all).
    index('orders_shipper_closing_idx')
      .on(t.shipper_closing_id)
      .where(sql`${t.shipper_closing_id} is not null`),
    // A merchant's orders still to settle (the customer closing's list and the wallet's split).
    index('orders_unsettled_idx')
      .on(t.customer_id, t.status)
      .where(sql`${t.customer_closing_id} is null and ${t.status} in ('Delivered', 'Collected', 'Returned')`),
    // The parcels each shipper holds (the custody report counts them for every shipper at once), by the run sheet
    // they went out on: the follow-up's parcels still out from each earlier sheet are one lookup per sheet.
    index('orders_shipper_held_idx').on(t.shipper_id, t.run_sheet_id).where(heldSql(t.status, t.status_code)),
    // The few urgent orders (the hurry desk).
    index('orders_urgent_idx')
      .on(t.id)
      .where(sql`${t.is_urgent}`),
  ],
);

/** The order's timeline: every creation, status move, edit and cash event (who, when, from, to, note). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    from_status: text('from_status'),
    to_status: text('to_status'),
    note: text('note').notNull().default(''),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.order_id, t.id),
    // The few events that changed an order's shipper, by time (shippertransferreport).
    index('order_events_shipper_change_idx')
      .on(t.at)
      .where(sql`(${t.changes} -> 'shipper_id') is not null`),
    // The orders a staff member entered and corrected, by time (userevalation).
    index('order_events_staff_work_idx')
      .on(t.user_id, t.at)
      .where(sql`${t.action} in ('create', 'update')`),
  ],
);

/** Replies on an order, written by staff (spec: orders/{id}/replies). */
export const orderReplies = pgTable(
  'order_replies',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reply: text('reply').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_replies_order_idx').on(t.order_id)],
);

/** Photos of an order taken by its shipper; the bytes live in media_files. */
export const orderPhotos = pgTable(
  'order_photos',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shipper_id: integer('shipper_id').references(() => shippers.id, { onDelete: 'set null' }),
    media_id: text('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    file_name: text('file_name').notNull().default(''),
    size: integer('size').notNull(),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_photos_order_idx').on(t.order_id)],
);

/** A user's saved order-list filters (api/user-filters/). */
export const userFilters = pgTable(
  'user_filters',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_filters_user_idx').on(t.user_id)],
);

/** Which order-list columns a user shows, kept on the server. */
export const orderColumnVisibility = pgTable('order_column_visibility', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  columns: jsonb('columns').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many order rows each database backend (connection) has inserted, updated or deleted, by status, kept by a
 * trigger on orders (migrations 0006, 0017): a row counts under its status before and after the change (once
 * when it kept it), and under '' when no status can be told (TRUNCATE, changes counted before 0017). The sum
 * for one status and '', read in a statement's snapshot, counts every change committed before it that could
 * move a count of that status's orders; the sum of all rows, any count's. The order list's count memory
 * compares it (server/orders/count-cache.ts). Rows are written only by their backend, so writers never
 * wait for each other here; a backend's first write folds the rows of backends that have ended into its own,
 * keeping the sums and a small table.
 */
export const orderChanges = pgTable(
  'order_changes',
  {
    backend: integer('backend').notNull(),
    status: text('status').notNull().default(''),
    changed: bigint('changed', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.backend, t.status] })],
);
