import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

const named = {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  name_ar: text('name_ar').notNull().default(''),
  is_active: boolean('is_active').notNull().default(true),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const cities = pgTable('cities', named, (t) => [unique('cities_name_key').on(t.name)]);

export const zones = pgTable(
  'zones',
  {
    ...named,
    city_id: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
  },
  (t) => [unique('zones_city_name_key').on(t.city_id, t.name), index('zones_city_idx').on(t.city_id)],
);

export const areas = pgTable(
  'areas',
  {
    ...named,
    zone_id: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'restrict' }),
  },
  (t) => [unique('areas_zone_name_key').on(t.zone_id, t.name), index('areas_zone_idx').on(t.zone_id)],
);

export const customerCategories = pgTable('customer_categories', named, (t) => [unique('customer_categories_name_key').on(t.name)]);

export const holdReasons = pgTable('hold_reasons', named, (t) => [unique('hold_reasons_name_key').on(t.name)]);

export const hangonReasons = pgTable('hangon_reasons', named, (t) => [unique('hangon_reasons_name_key').on(t.name)]);

/** What supervisors rate couriers and staff on each month (UserEvaluation): punctuality, courtesy, care of parcels. */
export const evaluationCriteria = pgTable('evaluation_criteria', named, (t) => [unique('evaluation_criteria_name_key').on(t.name)]);
