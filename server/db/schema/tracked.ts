import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { customers } from './customers';

/**
 * The merchants the office follows closely (spec: trackCustomerOrdersList, GET track-customers): a list the whole
 * office shares, each merchant once, with who put it there, when and why. Removing a merchant removes its row.
 */
export const trackedCustomers = pgTable('tracked_customers', {
  customer_id: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  note: text('note').notNull().default(''),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
