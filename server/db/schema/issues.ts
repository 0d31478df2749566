import { sql } from 'drizzle-orm';
import { listed } from './listed';
import { bigserial, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ISSUE_SIDES, ISSUE_STATUSES } from '../../../domain/issues/rules';
import { users } from './auth';
import { customers } from './customers';
import { orders } from './orders';
import { mediaFiles } from './settings';

/**
 * A merchant's issue (spec: customerissue, issue/{threadKey}): about one of its orders or in general, answered by
 * the office in a thread. `thread_key` is the thread's address (random, so that threads cannot be counted);
 * `merchant_read_at` and `staff_read_at` say up to when each side has read it, for the unread counts.
 */
export const issues = pgTable(
  'issues',
  {
    id: serial('id').primaryKey(),
    thread_key: uuid('thread_key').notNull().unique().defaultRandom(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    status: text('status', { enum: ISSUE_STATUSES }).notNull().default('open'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    closed_by: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** When it was closed (issuereport's time to close); set exactly when it is closed. */
    closed_at: timestamp('closed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_message_at: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    merchant_read_at: timestamp('merchant_read_at', { withTimezone: true }).notNull().defaultNow(),
    staff_read_at: timestamp('staff_read_at', { withTimezone: true })
      .notNull()
      .default(sql`'epoch'`),
  },
  (t) => [
    check('issues_status_check', sql`${t.status} in (${listed(ISSUE_STATUSES)})`),
    check('issues_closed_at_check', sql`(${t.status} = 'closed') = (${t.closed_at} is not null)`),
    index('issues_customer_idx').on(t.customer_id, t.last_message_at),
    index('issues_desk_idx').on(t.status, t.last_message_at),
    // The issues opened over a range (issuereport).
    index('issues_created_idx').on(t.created_at),
  ],
);

/** A message of an issue's thread: who wrote it, from which side, its text and at most one photo. */
export const issueMessages = pgTable(
  'issue_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    issue_id: integer('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ISSUE_SIDES }).notNull(),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull().default(''),
    media_id: text('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('issue_messages_side_check', sql`${t.side} in (${listed(ISSUE_SIDES)})`), index('issue_messages_issue_idx').on(t.issue_id, t.id)],
);
