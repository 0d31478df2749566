import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { cities, customerCategories, zones } from './lookups';
import { shippers } from './shippers';

import { PAYOUT_METHODS, type PayoutMethodName } from '../../../domain/validation/customer';

export { PAYOUT_METHODS };
export type PayoutMethod = PayoutMethodName;

/** A return price template: what returning a parcel costs per city, for customers with `HasReturnPrice`. */
export const returnPriceTemplates = pgTable('return_price_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  name_ar: text('name_ar').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const returnPriceItems = pgTable(
  'return_price_items',
  {
    id: serial('id').primaryKey(),
    template_id: integer('template_id')
      .notNull()
      .references(() => returnPriceTemplates.id, { onDelete: 'cascade' }),
    city_id: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [unique('return_price_items_template_city_key').on(t.template_id, t.city_id)],
);

/**
 * A merchant. API names follow the spec where it names them (`autoCollect`, `autoPickup`, `HasReturnPrice`);
 * the columns are snake case.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    company_name: text('company_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    phone2: text('phone2').notNull().default(''),
    email: text('email'),
    address: text('address').notNull().default(''),
    city_id: integer('city_id').references(() => cities.id, { onDelete: 'restrict' }),
    zone_id: integer('zone_id').references(() => zones.id, { onDelete: 'restrict' }),
    category_id: integer('category_id').references(() => customerCategories.id, { onDelete: 'restrict' }),
    pickup_address: text('pickup_address').notNull().default(''),
    pickup_shipper_id: integer('pickup_shipper_id').references(() => shippers.id, { onDelete: 'restrict' }),
    autoCollect: boolean('auto_collect').notNull().default(false),
    autoPickup: boolean('auto_pickup').notNull().default(false),
    HasReturnPrice: boolean('has_return_price').notNull().default(false),
    return_price_template_id: integer('return_price_template_id').references(() => returnPriceTemplates.id, { onDelete: 'restrict' }),
    payout_method: text('payout_method', { enum: PAYOUT_METHODS }).notNull().default('cash'),
    payout_account: text('payout_account').notNull().default(''),
    notes: text('notes').notNull().default(''),
    is_active: boolean('is_active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customers_phone_idx').on(t.phone), index('customers_category_idx').on(t.category_id), index('customers_city_idx').on(t.city_id)],
);

/**
 * One phone belongs to one customer: every first and second phone of every customer, with the phone as the key.
 * A trigger on `customers` keeps it (migration 0003), in the same statement as the customer's write, so no
 * writer can skip it and two parallel writes cannot both take a number: the second fails on the key.
 */
export const customerPhones = pgTable(
  'customer_phones',
  {
    phone: text('phone').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [index('customer_phones_customer_idx').on(t.customer_id)],
);
