import { sql } from 'drizzle-orm';
import { listed } from './listed';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REQUEST_KINDS, REQUEST_STATUSES } from '../../../domain/requests/rules';
import { MATERIAL_UNITS } from '../../../domain/stock/materials';
import { PAYOUT_METHODS } from '../../../domain/validation/customer';
import { users } from './auth';
import { customers } from './customers';
import { orders } from './orders';
import { mediaFiles } from './settings';
import { shippers } from './shippers';
import { warehouses } from './stock';

/** A constant list as SQL literals, for a check constraint (the values are the domain's own words). */

/**
 * Packaging materials the office gives merchants (flyers, boxes, tape), kept by staff (spec: Stock, material): the
 * unit it is counted in, its size, what one unit costs (the default of a receipt's cost, and what a courier's
 * shortage is worth), the price a merchant pays beyond its free quota, and the reorder point below which the
 * warehouses' stock rings a bell. `received_quantity` and `received_value` add up every posted receipt (less its
 * reversal), so the weighted average cost of a unit is one division (domain/stock/materials.ts). `packs_up_to_kg` is
 * the heaviest order it packs (its weight band, domain/stock/usage.ts); none for what is not used one per order.
 */
export const packagingMaterials = pgTable(
  'packaging_materials',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    name_ar: text('name_ar').notNull().default(''),
    unit: text('unit', { enum: MATERIAL_UNITS }).notNull().default('piece'),
    size: text('size').notNull().default(''),
    unit_cost: bigint('unit_cost', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    price: bigint('price', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    reorder_point: integer('reorder_point').notNull().default(0),
    packs_up_to_kg: numeric('packs_up_to_kg', { precision: 8, scale: 2 }),
    received_quantity: bigint('received_quantity', { mode: 'number' }).notNull().default(0),
    received_value: bigint('received_value', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    is_active: boolean('is_active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('packaging_materials_unit_check', sql`${t.unit} in (${listed(MATERIAL_UNITS)})`),
    check('packaging_materials_money_check', sql`${t.unit_cost} >= 0 and ${t.price} >= 0 and ${t.reorder_point} >= 0`),
    check('packaging_materials_packs_check', sql`${t.packs_up_to_kg} > 0`),
    check('packaging_materials_received_check', sql`${t.received_quantity} >= 0 and ${t.received_value} >= 0`),
  ],
);

/**
 * A merchant's request (domain/requests/rules.ts): a pickup (date, address, parcels), packaging material
 * (request_items), the return of undelivered parcels or the money of delivered orders (both request_orders).
 * `auto` marks the daily pickup made for a customer with autoPickup, one per day. `version` goes up with every
 * change, so a stale change gets 409. A collect request also says how its money goes (`payout_method`, the
 * merchant's own unless the office chooses), the day of its hand-over (planned, then done), and once handed over
 * the photo of the receipt the merchant signed, when, and the key of its public gallery link.
 */
export const customerRequests = pgTable(
  'customer_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: REQUEST_KINDS }).notNull(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('open'),
    shipper_id: integer('shipper_id').references(() => shippers.id, { onDelete: 'restrict' }),
    /** The warehouse a material request's packaging was issued from to its courier (server/stock/requests.ts); none while not issued. */
    warehouse_id: integer('warehouse_id').references(() => warehouses.id, { onDelete: 'restrict' }),
    pickup_date: date('pickup_date', { mode: 'string' }),
    address: text('address').notNull().default(''),
    parcel_count: integer('parcel_count'),
    notes: text('notes').notNull().default(''),
    auto: boolean('auto').notNull().default(false),
    payout_method: text('payout_method', { enum: PAYOUT_METHODS }),
    collect_date: date('collect_date', { mode: 'string' }),
    receipt_media_id: text('receipt_media_id').references(() => mediaFiles.id, { onDelete: 'restrict' }),
    handed_over_at: timestamp('handed_over_at', { withTimezone: true }),
    gallery_key: text('gallery_key'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('customer_requests_kind_check', sql`${t.kind} in (${listed(REQUEST_KINDS)})`),
    check('customer_requests_status_check', sql`${t.status} in (${listed(REQUEST_STATUSES)})`),
    check('customer_requests_parcels_check', sql`${t.parcel_count} is null or ${t.parcel_count} > 0`),
    check('customer_requests_payout_method_check', sql`${t.payout_method} is null or ${t.payout_method} in (${listed(PAYOUT_METHODS)})`),
    // A collect request is done only by its hand-over, which leaves the receipt, the time and the gallery key.
    check(
      'customer_requests_handed_over_check',
      sql`${t.kind} <> 'collect' or ${t.status} <> 'done' or (${t.receipt_media_id} is not null and ${t.handed_over_at} is not null and ${t.gallery_key} is not null and ${t.collect_date} is not null)`,
    ),
    uniqueIndex('customer_requests_gallery_key').on(t.gallery_key),
    // The public gallery: one merchant's requests handed over on one day.
    index('customer_requests_gallery_idx')
      .on(t.customer_id, t.collect_date)
      .where(sql`${t.handed_over_at} is not null`),
    index('customer_requests_desk_idx').on(t.kind, t.status, t.id),
    index('customer_requests_customer_idx').on(t.customer_id, t.kind, t.id),
    uniqueIndex('customer_requests_auto_pickup_key')
      .on(t.customer_id, t.pickup_date)
      .where(sql`${t.auto}`),
  ],
);

/** The materials and quantities of a material request. */
export const requestItems = pgTable(
  'request_items',
  {
    request_id: integer('request_id')
      .notNull()
      .references(() => customerRequests.id, { onDelete: 'cascade' }),
    material_id: integer('material_id')
      .notNull()
      .references(() => packagingMaterials.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.request_id, t.material_id] }), check('request_items_quantity_check', sql`${t.quantity} > 0`)],
);

/** The parcels a return request asks back. */
export const requestOrders = pgTable(
  'request_orders',
  {
    request_id: integer('request_id')
      .notNull()
      .references(() => customerRequests.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.request_id, t.order_id] }), index('request_orders_order_idx').on(t.order_id)],
);

/** A request's history: who did what, when, from which status to which, with which shipper. */
export const requestEvents = pgTable(
  'request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    request_id: integer('request_id')
      .notNull()
      .references(() => customerRequests.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    from_status: text('from_status'),
    to_status: text('to_status').notNull(),
    shipper_id: integer('shipper_id').references(() => shippers.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    changes: jsonb('changes'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_events_request_idx').on(t.request_id, t.id)],
);
