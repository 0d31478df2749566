/**
 * The ledger's accounts (design.md section 11). Amounts are whole piastres, signed: a debit is positive, a credit
 * negative, so every transaction's entries sum to zero and an account's balance is the sum of its entries.
 * Accounts whose normal side is credit (what the company owes, what it earned) show their balance negated.
 */
export const ACCOUNT_KINDS = [
  /** Cash a shipper collected at the door and has not handed over yet (owner: the shipper). */
  'shipper_cash',
  /** Fees the company owes a shipper for his deliveries (owner: the shipper). */
  'shipper_payable',
  /** What a shipper owes the company after closings with a shortage; a credit balance is an overage in his favour. */
  'shipper_debt',
  /** What the company owes a merchant: collected cash less fees, less what was paid out (owner: the customer). */
  'merchant',
  /** Delivery fees earned. */
  'delivery_revenue',
  /** Return fees earned. */
  'return_revenue',
  /** Packaging charged to merchants beyond their free quota (domain/stock/quotas.ts). */
  'material_revenue',
  /** What the shippers' fees cost the company. */
  'shipper_fee_expense',
  /** Shipper debts the company gave up (an approved write-off). */
  'write_off_expense',
  /** Cash in the office box. */
  'office_cash',
  /** What the company owes a merchant for orders a customer closing settled, until a payout pays it (owner: the customer). */
  'merchant_due',
  /** The company's bank and wallet accounts, from which transfers, wallet and InstaPay payouts go out. */
  'bank',
  /** What the company spent, per expense category (owner: the category). */
  'expense',
  /** The owners' money in the company: cash they put in the office box or the bank (an opening balance), less what they took out. */
  'capital',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Whose account it is: a shipper's, a customer's, an expense category's or the company's own (owner 0). */
export const ACCOUNT_OWNER: Record<AccountKind, 'shipper' | 'customer' | 'category' | 'company'> = {
  shipper_cash: 'shipper',
  shipper_payable: 'shipper',
  shipper_debt: 'shipper',
  merchant: 'customer',
  delivery_revenue: 'company',
  return_revenue: 'company',
  material_revenue: 'company',
  shipper_fee_expense: 'company',
  write_off_expense: 'company',
  office_cash: 'company',
  merchant_due: 'customer',
  bank: 'company',
  expense: 'category',
  capital: 'company',
};

/** Accounts read with their credit balance (liabilities and revenue): shown negated so that more owed is positive. */
export const CREDIT_NORMAL: ReadonlySet<AccountKind> = new Set([
  'shipper_payable',
  'merchant',
  'merchant_due',
  'delivery_revenue',
  'return_revenue',
  'material_revenue',
  'capital',
]);

/** An account's balance as people read it: debit-normal as is, credit-normal negated. */
export const shownBalance = (kind: AccountKind, balance: bigint): bigint => (CREDIT_NORMAL.has(kind) ? -balance : balance);
