import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').unique(),
  first_name: text('first_name').notNull().default(''),
  last_name: text('last_name').notNull().default(''),
  password_hash: text('password_hash').notNull(),
  is_staff: boolean('is_staff').notNull().default(false),
  is_superuser: boolean('is_superuser').notNull().default(false),
  is_active: boolean('is_active').notNull().default(true),
  customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Goes up, in the writing transaction, whenever the account or anything that decides what it may do changes
   * (its screens, customer and shipper rows, overrides, field permissions, special codes): database triggers,
   * see the end of migration 0005. Servers keep a session's user and permissions per version and check the
   * version in the statement that reads the answer (server/auth/session-cache.ts).
   */
  auth_version: integer('auth_version').notNull().default(0),
});

export const permittedUrls = pgTable(
  'permitted_urls',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.url] })],
);

/** One login session: every access and refresh token issued from one login belongs to it. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.session_id)],
);

/**
 * Login attempts per account and source address (server/auth/throttle.ts): one row per pair, counted up in one
 * statement before a password is checked, so parallel requests cannot pass the limit. `window_start` is the
 * first attempt of the current fifteen-minute window.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    username: text('username').notNull(),
    source: text('source').notNull(),
    attempts: integer('attempts').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.username, t.source] }), index('login_attempts_window_idx').on(t.window_start)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entity_id)],
);
