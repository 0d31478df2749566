import { boolean, integer, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { cities, customerCategories, zones } from './lookups';

const priceColumns = {
  id: serial('id').primaryKey(),
  city_id: integer('city_id')
    .notNull()
    .references(() => cities.id, { onDelete: 'restrict' }),
  /** Null: the price of the whole city; a zone's own row wins over it. */
  zone_id: integer('zone_id').references(() => zones.id, { onDelete: 'restrict' }),
  delivery_price: numeric('delivery_price', { precision: 12, scale: 2 }).notNull(),
  return_price: numeric('return_price', { precision: 12, scale: 2 }).notNull().default('0'),
};

/** What a customer category pays to ship to a city (or one of its zones). */
export const categoryPrices = pgTable(
  'category_prices',
  {
    ...priceColumns,
    category_id: integer('category_id')
      .notNull()
      .references(() => customerCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [unique('category_prices_key').on(t.category_id, t.city_id, t.zone_id).nullsNotDistinct()],
);

/** A customer's own price, overriding its category's. */
export const customerPrices = pgTable(
  'customer_prices',
  {
    ...priceColumns,
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [unique('customer_prices_key').on(t.customer_id, t.city_id, t.zone_id).nullsNotDistinct()],
);

/** The public price list (spec: plan_name, plan_price, plan_delivery, details_child). */
export const pricingPlans = pgTable('pricing_plans', {
  id: serial('id').primaryKey(),
  plan_name: text('plan_name').notNull(),
  plan_price: numeric('plan_price', { precision: 12, scale: 2 }).notNull(),
  plan_delivery: text('plan_delivery').notNull().default(''),
  sort_order: integer('sort_order').notNull().default(0),
  is_active: boolean('is_active').notNull().default(true),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pricingPlanDetails = pgTable('pricing_plan_details', {
  id: serial('id').primaryKey(),
  plan_id: integer('plan_id')
    .notNull()
    .references(() => pricingPlans.id, { onDelete: 'cascade' }),
  detail_description: text('detail_description').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
});
