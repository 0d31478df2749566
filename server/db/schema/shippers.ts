import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cities, zones } from './lookups';

import { SHIPPER_HUB_ID, SHIPPER_VEHICLE_TYPES, type ShipperVehicleType } from '../../../domain/validation/shipper';

export const VEHICLE_TYPES = SHIPPER_VEHICLE_TYPES;
export type VehicleType = ShipperVehicleType;

/** The hub is the shipper with id 1 (spec: "hub orders at shipper/1"). */
export const HUB_SHIPPER_ID = SHIPPER_HUB_ID;

export const shipperGroups = pgTable('shipper_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  name_ar: text('name_ar').notNull().default(''),
  notes: text('notes').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A courier. Fees are what the company pays per delivered and per returned order (exact numerics). */
export const shippers = pgTable(
  'shippers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    national_id: text('national_id').notNull().default(''),
    vehicle_type: text('vehicle_type', { enum: VEHICLE_TYPES }).notNull().default('motorcycle'),
    vehicle_plate: text('vehicle_plate').notNull().default(''),
    city_id: integer('city_id').references(() => cities.id, { onDelete: 'restrict' }),
    group_id: integer('group_id').references(() => shipperGroups.id, { onDelete: 'restrict' }),
    delivery_fee: numeric('delivery_fee', { precision: 12, scale: 2 }).notNull().default('0'),
    return_fee: numeric('return_fee', { precision: 12, scale: 2 }).notNull().default('0'),
    is_active: boolean('is_active').notNull().default(true),
    is_hub: boolean('is_hub').notNull().default(false),
    notes: text('notes').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shippers_group_idx').on(t.group_id), index('shippers_phone_idx').on(t.phone)],
);

/** The zones a shipper serves. */
export const shipperZones = pgTable(
  'shipper_zones',
  {
    shipper_id: integer('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'cascade' }),
    zone_id: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.shipper_id, t.zone_id] })],
);
