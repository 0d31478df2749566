/** The words the ledger, the closings and the approval desk store (the database checks them against these lists). */

/** What a ledger transaction records (domain/ledger/events.ts says which entries each one posts). */
export const TRANSACTION_KINDS = [
  'delivered',
  'partial',
  'returned',
  'fee_adjustment',
  'correction',
  'closing',
  'write_off',
  'reversal',
  'settlement',
  'payout',
  'expense',
  'deposit',
  'capital',
  'material_charge',
  'material_shortage',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** A shipper closing is saved pending; a supervisor approves it (final) or refuses it (reversed); an approved one can be reopened (reversed) through the approval desk. */
export const CLOSING_STATUSES = ['pending', 'approved', 'refused', 'reopened'] as const;
export type ClosingStatus = (typeof CLOSING_STATUSES)[number];

/** Changes of money after the fact, asked by one person and approved by another. */
export const MONEY_REQUEST_KINDS = [
  'fee_change',
  'return_fee_change',
  'collected_correction',
  'debt_write_off',
  'reopen_closing',
  'expense',
  'material_shortage',
] as const;
export type MoneyRequestKind = (typeof MONEY_REQUEST_KINDS)[number];
/**
 * Requests no one asks for on the approval desk: an expense above the approval amount asks for itself when it is
 * saved, missing packaging where the courier hands his packaging back at his closing.
 */
export const ASKED_ELSEWHERE: readonly MoneyRequestKind[] = ['expense', 'material_shortage'];

export const MONEY_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export type MoneyRequestStatus = (typeof MONEY_REQUEST_STATUSES)[number];

/** A scan at the hub: a parcel coming in from a shipper, or going out to one. */
export const SCAN_DIRECTIONS = ['in', 'out'] as const;
export type ScanDirection = (typeof SCAN_DIRECTIONS)[number];
/** What a scan did: accepted, refused (with its reason) or already scanned. */
export const SCAN_RESULTS = ['accepted', 'refused', 'duplicate'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

/** Transactions an order's own state posts (domain/ledger/position.ts): a merchant's revenue by day counts these. */
export const ORDER_TRANSACTION_KINDS: readonly TransactionKind[] = ['delivered', 'partial', 'returned', 'fee_adjustment', 'correction'];

/** A payout is prepared in a batch, then paid (posted, with the bank's or the courier's reference), or, after being paid, found failed (reversed). */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed', 'removed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** An expense is posted, or (above the company's approval amount) waits for a second person, who approves or refuses it. */
export const EXPENSE_STATUSES = ['posted', 'pending', 'refused'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
