import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_KINDS } from '../../../domain/ledger/accounts';
import { NON_NEGATIVE_ACCOUNTS } from '../../../domain/ledger/limits';
import { CLOSING_STATUSES, MONEY_REQUEST_KINDS, MONEY_REQUEST_STATUSES, TRANSACTION_KINDS } from '../../../domain/ledger/kinds';
import { users } from './auth';
import { listed } from './listed';
import { shippers } from './shippers';

const piastres = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * An account of the ledger (domain/ledger/accounts.ts): a shipper's, a customer's (owner_id) or the company's
 * (owner_id 0). `balance` is kept in the same transaction as every entry posted to it, so reading it is O(1).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    owner_id: integer('owner_id').notNull().default(0),
    balance: piastres('balance')
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    uniqueIndex('ledger_accounts_kind_owner_key').on(t.kind, t.owner_id),
    // Real cash is never below zero (domain/ledger/limits.ts): the postings check it first, this is the net under them.
    check('ledger_accounts_bound_check', sql`${t.kind} not in (${listed(NON_NEGATIVE_ACCOUNTS)}) or ${t.balance} >= 0`),
  ],
);

/**
 * One money event: its entries balance. It names what caused it (an order, a closing, an approval request),
 * who, and, for a reversal, the transaction it reverses. Its idempotency key (domain/ledger/keys.ts) says what
 * it is the posting of and is unique, so nothing is ever posted twice.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: TRANSACTION_KINDS }).notNull(),
    idempotency_key: text('idempotency_key').notNull(),
    order_id: integer('order_id'),
    closing_id: integer('closing_id'),
    request_id: integer('request_id'),
    reverses_id: bigint('reverses_id', { mode: 'number' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    posted_at: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_key').on(t.idempotency_key),
    index('ledger_transactions_order_idx').on(t.order_id),
    index('ledger_transactions_closing_idx').on(t.closing_id),
    index('ledger_transactions_posted_idx').on(t.posted_at),
  ],
);

/** An entry: a signed amount in piastres (debit positive) on one account, tied to its transaction and, where there is one, its order. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transaction_id: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    account_id: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    order_id: integer('order_id'),
    amount: piastres('amount').notNull(),
    posted_at: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An account's entries in order (the cash a closing sweeps) and up to a moment (a balance as of a past date).
    index('ledger_entries_account_idx').on(t.account_id, t.id),
    index('ledger_entries_account_time_idx').on(t.account_id, t.posted_at),
    index('ledger_entries_transaction_idx').on(t.transaction_id),
    index('ledger_entries_order_idx').on(t.order_id),
  ],
);

/** Receipt numbers of shipper closings (the `rc` of view/details/{shipper}/{closing_date}/{rc}). */
export const closingReceiptSeq = pgSequence('closing_receipt_seq', { startWith: 1001 });

/**
 * A shipper's closing of a day (spec: shipperclosing): what the ledger expected, what was counted, the fees kept,
 * the previous debt and the difference (positive a shortage, negative an overage), all in piastres. Saved
 * pending with its ledger transaction; approved by someone else, or refused and reversed.
 */
export const shipperClosings = pgTable(
  'shipper_closings',
  {
    id: serial('id').primaryKey(),
    rc: integer('rc')
      .notNull()
      .default(sql`nextval('closing_receipt_seq')`),
    shipper_id: integer('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'restrict' }),
    closing_date: date('closing_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: CLOSING_STATUSES }).notNull().default('pending'),
    expected: piastres('expected').notNull(),
    counted: piastres('counted').notNull(),
    fees: piastres('fees').notNull(),
    fees_kept: boolean('fees_kept').notNull().default(true),
    previous_debt: piastres('previous_debt').notNull(),
    difference: piastres('difference').notNull(),
    denominations: jsonb('denominations').$type<Record<string, number>>(),
    note: text('note').notNull().default(''),
    transaction_id: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    idempotency_key: text('idempotency_key'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decision_note: text('decision_note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('shipper_closings_rc_key').on(t.rc),
    uniqueIndex('shipper_closings_idempotency_key').on(t.idempotency_key),
    index('shipper_closings_shipper_idx').on(t.shipper_id, t.closing_date),
    index('shipper_closings_date_idx').on(t.closing_date, t.id),
  ],
);

/**
 * The shipper-cash entries a closing swept, each once: the primary key is what makes collected cash closed at
 * most once. A shipper's custody is the sum of his cash entries not swept.
 */
export const closedEntries = pgTable('closed_entries', {
  entry_id: bigint('entry_id', { mode: 'number' })
    .primaryKey()
    .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
  closing_id: integer('closing_id')
    .notNull()
    .references(() => shipperClosings.id, { onDelete: 'restrict' }),
});

/**
 * The orders of a closing: the cash it took for each (its share of what was counted) and the cash state that
 * gave the order; and the parcels that had to come back, received or missed (spec: MissedReturnShipper until a
 * later closing or a scan at the hub receives them).
 */
export const closingOrders = pgTable(
  'closing_orders',
  {
    closing_id: integer('closing_id')
      .notNull()
      .references(() => shipperClosings.id, { onDelete: 'restrict' }),
    order_id: integer('order_id').notNull(),
    /** 'cash': the order's collected cash was closed; 'return': the parcel had to come back. */
    role: text('role', { enum: ['cash', 'return'] }).notNull(),
    expected: piastres('expected')
      .notNull()
      .default(sql`0`),
    cashed: piastres('cashed')
      .notNull()
      .default(sql`0`),
    received: boolean('received').notNull().default(true),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.closing_id, t.order_id, t.role] }),
    index('closing_orders_order_idx').on(t.order_id),
    index('closing_orders_missed_idx')
      .on(t.closing_id)
      .where(sql`not ${t.received} and ${t.resolved_at} is null`),
  ],
);

/**
 * A request to change money after the fact (spec: approvallist, editapprovallist): a fee change or a collected
 * amount correction on a closed order, a write-off of a shipper's debt, reopening an approved closing. Asked by
 * one person with a reason; decided by another; approving posts the ledger transaction it names.
 */
export const moneyRequests = pgTable(
  'money_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: MONEY_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: MONEY_REQUEST_STATUSES }).notNull().default('pending'),
    order_id: integer('order_id'),
    shipper_id: integer('shipper_id').references(() => shippers.id, { onDelete: 'restrict' }),
    closing_id: integer('closing_id').references(() => shipperClosings.id, { onDelete: 'restrict' }),
    /** The expense waiting for approval (kind expense). */
    expense_id: integer('expense_id'),
    /** The new amount (a fee or a collected amount) or the amount written off, in piastres. */
    amount: piastres('amount'),
    /** The amount before, for the desk and the audit. */
    previous: piastres('previous'),
    reason: text('reason').notNull(),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decision_note: text('decision_note').notNull().default(''),
    transaction_id: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    idempotency_key: text('idempotency_key'),
  },
  (t) => [
    uniqueIndex('money_requests_idempotency_key').on(t.idempotency_key),
    index('money_requests_desk_idx').on(t.status, t.id),
    check('money_requests_reason_present', sql`length(trim(${t.reason})) > 0`),
  ],
);
