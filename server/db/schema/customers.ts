import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A merchant. Only the columns the login needs live here so far; the customers issue widens it. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  company_name: text('company_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
