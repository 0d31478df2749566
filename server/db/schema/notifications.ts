import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const NOTIFICATION_KINDS = ['notification', 'order_alert', 'repeated_order'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Bell entries. `realated_entity_id` keeps the spec's spelling because clients read that name. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    for_user: integer('for_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull().default('notification'),
    subject: text('subject').notNull(),
    content: text('content').notNull().default(''),
    url: text('url').notNull().default(''),
    realated_entity_id: text('realated_entity_id'),
    /**
     * The records an entry names, by id (a repeated-order entry: { order, other }). Its text is made from them
     * when it is read, through the masking rule, so it never shows what the reader may not see at that moment.
     */
    params: jsonb('params').$type<Record<string, number>>(),
    /**
     * Entries made for one reader (an order alert, a merchant's notice) keep their text as message keys with
     * values, so that each shows in the reader's language; `subject` and `content` hold it in English.
     */
    subject_key: text('subject_key'),
    content_key: text('content_key'),
    message_params: jsonb('message_params').$type<Record<string, string>>(),
    is_read: boolean('is_read').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_kind_idx').on(t.for_user, t.kind, t.is_read)],
);
