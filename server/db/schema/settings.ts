import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** The company's public identity: a single row with id 1. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  company: text('company').notNull().default(''),
  logo: text('logo').notNull().default(''),
  homeSlogin: text('home_slogin').notNull().default(''),
  address: text('address').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  facebook_link: text('facebook_link').notNull().default(''),
  twitter_link: text('twitter_link').notNull().default(''),
  instgram_link: text('instgram_link').notNull().default(''),
  linkedin_link: text('linkedin_link').notNull().default(''),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const specialPermissions = pgTable(
  'special_permissions',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.code] })],
);

export const modelPermissions = pgTable(
  'model_permissions',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    perm_type: text('perm_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.model, t.perm_type] })],
);

/** Uploaded files (logos) live in the database so that every server process sees them. */
export const mediaFiles = pgTable('media_files', {
  id: text('id').primaryKey(),
  content_type: text('content_type').notNull(),
  data: text('data_base64').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The company's settings that are no part of its public identity, one row per setting (`key`), its value as JSON
 * checked against the setting's schema when written (server/configurations/store.ts); a setting without a row has
 * its default. Who changed it last and when.
 */
export const configurations = pgTable('configurations', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
