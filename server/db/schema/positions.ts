import { sql } from 'drizzle-orm';
import { bigserial, check, doublePrecision, index, integer, pgTable, primaryKey, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { shippers } from './shippers';

/**
 * A courier's phone allowed to send his positions (issue 23: shippertracking): staff issue it a token, shown once and
 * kept only as its SHA-256 hash, scoped to that courier, and revoke it. `last_sent_at` is when it last sent positions
 * (a phone may send at most once every few seconds: server/positions/devices.ts).
 */
export const shipperDevices = pgTable(
  'shipper_devices',
  {
    id: serial('id').primaryKey(),
    shipper_id: integer('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    token_hash: text('token_hash').notNull().unique(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('shipper_devices_shipper_idx').on(t.shipper_id)],
);

/** Where a courier was, as his phone reported it: when, latitude and longitude (WGS 84), and how sure (metres). */
export const shipperPositions = pgTable(
  'shipper_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shipper_id: integer('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'cascade' }),
    device_id: integer('device_id').references(() => shipperDevices.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy: real('accuracy'),
  },
  (t) => [
    check('shipper_positions_place', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
    // A courier's positions of a day, in time.
    index('shipper_positions_shipper_at_idx').on(t.shipper_id, t.at),
  ],
);

/** Addresses the reverse-geocoding service gave for a place (rounded to about 10 m) in a language, so each is asked once. */
export const geocodedPlaces = pgTable(
  'geocoded_places',
  {
    place: text('place').notNull(),
    lang: text('lang').notNull(),
    address: text('address').notNull(),
    fetched_at: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.place, t.lang] })],
);
