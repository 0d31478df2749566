import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { COUNT_PLACES, COUNT_STATUSES } from '../../../domain/stock/counts';
import { ADJUSTMENT_REASONS, ENTRY_KINDS, ENTRY_STATUSES } from '../../../domain/stock/entries';
import { LOCATION_KINDS, MOVE_KINDS_LIST } from '../../../domain/stock/moves';
import { listed } from './listed';
import { users } from './auth';
import { customers } from './customers';
import { customerCategories } from './lookups';
import { ledgerTransactions } from './ledger';
import { packagingMaterials } from './requests';
import { shippers } from './shippers';

/** A warehouse (a hub) that keeps packaging: its name, address and the staff member who keeps it. */
export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  name_ar: text('name_ar').notNull().default(''),
  address: text('address').notNull().default(''),
  keeper_id: integer('keeper_id').references(() => users.id, { onDelete: 'set null' }),
  is_active: boolean('is_active').notNull().default(true),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A place stock is in (domain/stock/moves.ts): a warehouse's, a courier's or a merchant's (owner_id), or an outside one (owner 0). */
export const stockLocations = pgTable(
  'stock_locations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: LOCATION_KINDS }).notNull(),
    owner_id: integer('owner_id').notNull().default(0),
  },
  (t) => [uniqueIndex('stock_locations_kind_owner_key').on(t.kind, t.owner_id)],
);

/**
 * How much of a material a location holds, moved in the same transaction as every move to or from it, so reading a
 * balance is O(1). A warehouse's and a courier's is never below zero: the moves check it first, this is the net under them.
 */
export const stockQuantities = pgTable(
  'stock_quantities',
  {
    material_id: integer('material_id')
      .notNull()
      .references(() => packagingMaterials.id, { onDelete: 'restrict' }),
    location_id: integer('location_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'restrict' }),
    counted: boolean('counted').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.material_id, t.location_id] }),
    // A location's materials (a warehouse's balance).
    index('stock_quantities_location_idx').on(t.location_id),
    check('stock_quantities_counted_check', sql`not ${t.counted} or ${t.quantity} >= 0`),
  ],
);

/**
 * A move of a quantity of one material from one location to another (domain/stock/moves.ts MOVE_KINDS), with
 * the document it comes from and who made it. Never updated, deleted or truncated (the database refuses it, as for
 * ledger entries): a mistake is a reversal pointing at the move it corrects. Its idempotency key says what it is
 * the move of, so nothing is moved twice.
 */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: MOVE_KINDS_LIST }).notNull(),
    material_id: integer('material_id')
      .notNull()
      .references(() => packagingMaterials.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    from_id: integer('from_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'restrict' }),
    to_id: integer('to_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'restrict' }),
    /** The document it comes from: a stock entry, a material request, a count, a closing. */
    document: text('document').notNull().default(''),
    document_id: integer('document_id'),
    reverses_id: bigint('reverses_id', { mode: 'number' }),
    idempotency_key: text('idempotency_key').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    moved_at: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_moves_idempotency_key').on(t.idempotency_key),
    // A move is reversed at most once.
    uniqueIndex('stock_moves_reverses_key').on(t.reverses_id),
    // The moves of a material at a location over a period (the stock report, the drill-down).
    index('stock_moves_from_idx').on(t.from_id, t.material_id, t.moved_at),
    index('stock_moves_to_idx').on(t.to_id, t.material_id, t.moved_at),
    // The moves of a period at every place (the stock report's in and out).
    index('stock_moves_moved_at_idx').on(t.moved_at),
    index('stock_moves_document_idx').on(t.document, t.document_id),
    check('stock_moves_quantity_check', sql`${t.quantity} > 0`),
    check('stock_moves_places_check', sql`${t.from_id} <> ${t.to_id}`),
  ],
);

/**
 * A stock entry (domain/stock/entries.ts): a receipt from a supplier into `warehouse_id`, a transfer from it to
 * `to_warehouse_id`, or an adjustment of it for `reason`. A draft moves nothing and may change (`version` goes up
 * with each change, so a stale one gets 409); posting writes one move per line, reversing one reversal per move.
 */
export const stockEntries = pgTable(
  'stock_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ENTRY_KINDS }).notNull(),
    status: text('status', { enum: ENTRY_STATUSES }).notNull().default('draft'),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    to_warehouse_id: integer('to_warehouse_id').references(() => warehouses.id, { onDelete: 'restrict' }),
    supplier: text('supplier').notNull().default(''),
    reason: text('reason', { enum: ADJUSTMENT_REASONS }),
    entry_date: date('entry_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    posted_by: integer('posted_by').references(() => users.id, { onDelete: 'set null' }),
    posted_at: timestamp('posted_at', { withTimezone: true }),
    reversed_by: integer('reversed_by').references(() => users.id, { onDelete: 'set null' }),
    reversed_at: timestamp('reversed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('stock_entries_kind_check', sql`${t.kind} in (${listed(ENTRY_KINDS)})`),
    check('stock_entries_status_check', sql`${t.status} in (${listed(ENTRY_STATUSES)})`),
    check(
      'stock_entries_places_check',
      sql`(${t.kind} = 'transfer') = (${t.to_warehouse_id} is not null) and ${t.to_warehouse_id} is distinct from ${t.warehouse_id}`,
    ),
    check('stock_entries_reason_check', sql`(${t.kind} = 'adjustment') = (${t.reason} is not null)`),
    index('stock_entries_list_idx').on(t.entry_date, t.id),
  ],
);

/** A line of a stock entry: a quantity of one material, and for a receipt what one unit cost (piastres). */
export const stockEntryLines = pgTable(
  'stock_entry_lines',
  {
    entry_id: integer('entry_id')
      .notNull()
      .references(() => stockEntries.id, { onDelete: 'cascade' }),
    material_id: integer('material_id')
      .notNull()
      .references(() => packagingMaterials.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    unit_cost: bigint('unit_cost', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.entry_id, t.material_id] }),
    check('stock_entry_lines_quantity_check', sql`${t.quantity} > 0`),
    check('stock_entry_lines_cost_check', sql`${t.unit_cost} >= 0`),
  ],
);

/**
 * A merchant's free packaging each month (domain/stock/quotas.ts): for one merchant, or as its category's default.
 * A merchant's own row wins over its category's.
 */
export const materialQuotas = pgTable(
  'material_quotas',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    category_id: integer('category_id').references(() => customerCategories.id, { onDelete: 'cascade' }),
    material_id: integer('material_id')
      .notNull()
      .references(() => packagingMaterials.id, { onDelete: 'restrict' }),
    monthly_quantity: integer('monthly_quantity').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('material_quotas_owner_check', sql`(${t.customer_id} is null) <> (${t.category_id} is null)`),
    check('material_quotas_quantity_check', sql`${t.monthly_quantity} >= 0`),
    uniqueIndex('material_quotas_customer_key')
      .on(t.customer_id, t.material_id)
      .where(sql`${t.customer_id} is not null`),
    uniqueIndex('material_quotas_category_key')
      .on(t.category_id, t.material_id)
      .where(sql`${t.category_id} is not null`),
  ],
);

/**
 * What a merchant was handed of a material in a Cairo month (YYYY-MM) and how much of it was charged: moved in the
 * statement that reads it, so parallel deliveries never share the same free units.
 */
export const materialQuotaUsage = pgTable(
  'material_quota_usage',
  {
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    material_id: integer('material_id')
      .notNull()
      .references(() => packagingMaterials.id, { onDelete: 'restrict' }),
    month: text('month').notNull(),
    delivered: integer('delivered').notNull().default(0),
    charged: integer('charged').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.customer_id, t.material_id, t.month] }),
    check('material_quota_usage_check', sql`${t.charged} between 0 and ${t.delivered}`),
  ],
);

/**
 * A charge for packaging beyond the quota (one ledger transaction `material_charge`): the request handed over, the
 * material and how many units, so a merchant's statement names them in its own language.
 */
export const materialCharges = pgTable('material_charges', {
  transaction_id: bigint('transaction_id', { mode: 'number' })
    .primaryKey()
    .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
  request_id: integer('request_id').notNull(),
  material_id: integer('material_id')
    .notNull()
    .references(() => packagingMaterials.id, { onDelete: 'restrict' }),
  units: integer('units').notNull(),
});

/**
 * Packaging a courier handed back at his closing (domain/stock/hand-backs.ts): what came back into `warehouse_id`
 * and what was missing, the missing units' cost at average cost (piastres) and, when the company asked to charge
 * him for it, the money request a second person decides.
 */
export const materialHandBacks = pgTable(
  'material_hand_backs',
  {
    id: serial('id').primaryKey(),
    shipper_id: integer('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'restrict' }),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    missing_value: bigint('missing_value', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    money_request_id: integer('money_request_id'),
    note: text('note').notNull().default(''),
    idempotency_key: text('idempotency_key'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('material_hand_backs_key').on(t.idempotency_key), index('material_hand_backs_shipper_idx').on(t.shipper_id, t.id)],
);

/** A material of a hand-back: how many came back, how many were missing, and one unit's cost then (piastres). */
export const materialHandBackLines = pgTable(
  'material_hand_back_lines',
  {
    hand_back_id: integer('hand_back_id')
      .notNull()
      .references(() => materialHandBacks.id, { onDelete: 'restrict' }),
    material_id: integer('material_id')
      .notNull()
      .references(() => packagingMaterials.id, { onDelete: 'restrict' }),
    returned: integer('returned').notNull(),
    missing: integer('missing').notNull(),
    unit_cost: bigint('unit_cost', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hand_back_id, t.material_id] }), check('material_hand_back_lines_check', sql`${t.returned} >= 0 and ${t.missing} >= 0`)],
);

/**
 * A stock count (domain/stock/counts.ts) of a warehouse or a courier (`place`, `owner_id`): a draft while counted,
 * submitted, then approved (its differences posted) or refused with `refusal_note` by another person than
 * `submitted_by`. `version` goes up with each change, so a stale page gets 409.
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: serial('id').primaryKey(),
    place: text('place', { enum: COUNT_PLACES }).notNull(),
    owner_id: integer('owner_id').notNull(),
    status: text('status', { enum: COUNT_STATUSES }).notNull().default('draft'),
    note: text('note').notNull().default(''),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    submitted_by: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    refusal_note: text('refusal_note').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('stock_counts_place_check', sql`${t.place} in (${listed(COUNT_PLACES)})`),
    check('stock_counts_status_check', sql`${t.status} in (${listed(COUNT_STATUSES)})`),
    index('stock_counts_list_idx').on(t.status, t.id),
    index('stock_counts_place_idx').on(t.place, t.owner_id),
  ],
);

/** A line of a count: a material, what the place held when the count was submitted, and what was counted. */
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    count_id: integer('count_id')
      .notNull()
      .references(() => stockCounts.id, { onDelete: 'cascade' }),
    material_id: integer('material_id')
      .notNull()
      .references(() => packagingMaterials.id, { onDelete: 'restrict' }),
    /** What the place held at submission; null while the count is a draft (the page shows what it holds now). */
    expected: integer('expected'),
    counted: integer('counted'),
  },
  (t) => [primaryKey({ columns: [t.count_id, t.material_id] }), check('stock_count_lines_counted_check', sql`${t.counted} is null or ${t.counted} >= 0`)],
);

/**
 * The materials whose total in all warehouses is below their reorder point, each since the move that took it there:
 * the low-stock bell rings when a row is made (once per crossing) and the row goes when the total is back up.
 */
export const stockLowMaterials = pgTable('stock_low_materials', {
  material_id: integer('material_id')
    .primaryKey()
    .references(() => packagingMaterials.id, { onDelete: 'cascade' }),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});
