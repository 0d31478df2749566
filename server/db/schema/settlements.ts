import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { EXPENSE_STATUSES, PAYOUT_STATUSES } from '../../../domain/ledger/kinds';
import { CASH_SUBMIT_STATES } from '../../../domain/orders/money';
import { PAYOUT_METHODS } from '../../../domain/validation/customer';
import { users } from './auth';
import { customers } from './customers';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger';
import { mediaFiles } from './settings';
import { listed } from './listed';

const piastres = (name: string) => bigint(name, { mode: 'bigint' });
const zero = sql`0`;

/** Statement numbers of customer closings. */
export const statementNumberSeq = pgSequence('statement_number_seq', { startWith: 5001 });

/**
 * A customer closing (spec: customer-closing): the settlement of a merchant's orders, with its figures in piastres
 * (what was collected, the delivery and return fees, later adjustments, packaging charges, the net now due to the merchant) and the
 * ledger transaction that moved the net from the merchant's earnings to what is due to it.
 */
export const customerClosings = pgTable(
  'customer_closings',
  {
    id: serial('id').primaryKey(),
    number: integer('number')
      .notNull()
      .default(sql`nextval('statement_number_seq')`),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    order_count: integer('order_count').notNull(),
    collected: piastres('collected').notNull(),
    fees: piastres('fees').notNull(),
    return_fees: piastres('return_fees').notNull(),
    adjustments: piastres('adjustments').notNull(),
    /** Packaging charged beyond the merchant's quota that the closing took (it lowers the net). */
    packaging: piastres('packaging').notNull().default(zero),
    net: piastres('net').notNull(),
    note: text('note').notNull().default(''),
    collect_request_id: integer('collect_request_id'),
    transaction_id: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    idempotency_key: text('idempotency_key'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_closings_number_key').on(t.number),
    uniqueIndex('customer_closings_idempotency_key').on(t.idempotency_key),
    index('customer_closings_customer_idx').on(t.customer_id, t.id),
    index('customer_closings_date_idx').on(t.created_at),
  ],
);

/**
 * The merchant entries a customer closing settled, each once: the primary key is what makes an order's money
 * settled at most once, even when two staff settle the same merchant at the same moment.
 */
export const settledEntries = pgTable(
  'settled_entries',
  {
    entry_id: bigint('entry_id', { mode: 'number' })
      .primaryKey()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    customer_closing_id: integer('customer_closing_id')
      .notNull()
      .references(() => customerClosings.id, { onDelete: 'restrict' }),
  },
  (t) => [index('settled_entries_closing_idx').on(t.customer_closing_id)],
);

/**
 * The statement lines of a customer closing, as settled: each order's collected cash, fees, later adjustments and
 * net (piastres), and the cash state it gave the order. A closing's statement never changes after the fact.
 */
export const customerClosingOrders = pgTable(
  'customer_closing_orders',
  {
    customer_closing_id: integer('customer_closing_id')
      .notNull()
      .references(() => customerClosings.id, { onDelete: 'restrict' }),
    order_id: integer('order_id').notNull(),
    collected: piastres('collected').notNull(),
    fees: piastres('fees').notNull(),
    return_fees: piastres('return_fees').notNull(),
    adjustments: piastres('adjustments').notNull(),
    net: piastres('net').notNull(),
    state: text('state', { enum: CASH_SUBMIT_STATES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customer_closing_id, t.order_id] }), index('customer_closing_orders_order_idx').on(t.order_id)],
);

/** A batch of payouts by one method, exported as one file for the bank or the wallet, and paid. */
export const payoutBatches = pgTable('payout_batches', {
  id: serial('id').primaryKey(),
  method: text('method', { enum: PAYOUT_METHODS }).notNull(),
  note: text('note').notNull().default(''),
  idempotency_key: text('idempotency_key').unique(),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  exported_at: timestamp('exported_at', { withTimezone: true }),
});

/**
 * One merchant's payout in a batch: the amount due when it was added, the account it goes to (as it was then),
 * and, once paid, the reference and the ledger transaction; a failed transfer keeps its reason and the reversal.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    batch_id: integer('batch_id')
      .notNull()
      .references(() => payoutBatches.id, { onDelete: 'restrict' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    amount: piastres('amount').notNull(),
    account: text('account').notNull().default(''),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    reference: text('reference').notNull().default(''),
    reason: text('reason').notNull().default(''),
    transaction_id: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    reversal_id: bigint('reversal_id', { mode: 'number' }).references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    paid_by: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payouts_batch_idx').on(t.batch_id, t.id),
    index('payouts_customer_idx').on(t.customer_id, t.id),
    // A merchant waits in one pending payout at a time.
    uniqueIndex('payouts_pending_key')
      .on(t.customer_id)
      .where(sql`${t.status} = 'pending'`),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Expense categories (fuel, rent, packaging, salaries), kept on a lookup screen. */
export const expenseCategories = pgTable('expense_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  name_ar: text('name_ar').notNull().default(''),
  is_active: boolean('is_active').notNull().default(true),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An expense the office paid: its ledger transaction is the truth; an edit posts the reversal of the previous
 * transaction and a new one, and the row points at the current one. A removed expense keeps its row, reversed.
 * One above the company's approval amount (money_policy) waits, `pending` and not posted, for a second person's
 * approval on the approval desk; approved it is posted, refused it stays on record, `refused`.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    category_id: integer('category_id')
      .notNull()
      .references(() => expenseCategories.id, { onDelete: 'restrict' }),
    amount: piastres('amount').notNull(),
    expense_date: date('expense_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    receipt_media_id: text('receipt_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    transaction_id: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    removed: boolean('removed').notNull().default(false),
    status: text('status', { enum: EXPENSE_STATUSES }).notNull().default('posted'),
    version: integer('version').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expenses_date_idx').on(t.expense_date, t.id),
    check('expenses_amount_positive', sql`${t.amount} > 0`),
    check('expenses_status_check', sql`${t.status} in (${listed(EXPENSE_STATUSES)})`),
  ],
);

/**
 * The company's money rules that staff may set (one row, id 1): the amount above which an expense waits for a
 * second person's approval (domain/ledger/limits.ts DEFAULT_EXPENSE_APPROVAL_ABOVE until set).
 */
export const moneyPolicy = pgTable(
  'money_policy',
  {
    id: integer('id').primaryKey().default(1),
    expense_approval_above: piastres('expense_approval_above').notNull(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('money_policy_one_row', sql`${t.id} = 1`), check('money_policy_above_positive', sql`${t.expense_approval_above} >= 0`)],
);

/**
 * What each account moved on each day (Africa/Cairo), kept with every posting: an account's balance on a past
 * evening and the finance trend are read from here instead of summing entries.
 */
export const ledgerDays = pgTable(
  'ledger_days',
  {
    account_id: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    day: date('day', { mode: 'string' }).notNull(),
    amount: piastres('amount').notNull().default(zero),
  },
  (t) => [primaryKey({ columns: [t.account_id, t.day] }), index('ledger_days_day_idx').on(t.day)],
);

/**
 * A merchant's revenue by day (spec: customers/revenue), kept with every posting an order's state makes: orders
 * delivered and returns charged (counts; a reversal takes one back), cash collected, delivery fees, return fees
 * and the net (what the merchant earned), in piastres.
 */
export const merchantDays = pgTable(
  'merchant_days',
  {
    customer_id: integer('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    delivered: integer('delivered').notNull().default(0),
    returned: integer('returned').notNull().default(0),
    collected: piastres('collected').notNull().default(zero),
    fees: piastres('fees').notNull().default(zero),
    return_fees: piastres('return_fees').notNull().default(zero),
    net: piastres('net').notNull().default(zero),
  },
  (t) => [primaryKey({ columns: [t.customer_id, t.day] }), index('merchant_days_day_idx').on(t.day, t.customer_id)],
);
