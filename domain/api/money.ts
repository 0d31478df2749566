/**
 * The answers of the courier's cash after delivery (server/routes/closings, shipper-reports) and of the company's
 * own money (server/routes/settlements: cash transfers, finance): shipper closings and their approval, the money
 * change desks, the missed returns, the moves between the office box and the bank, the books. Money is LE text
 * with two decimals ("125.50").
 */
import { Type, type Static } from '@sinclair/typebox';
import { CLOSING_STATUSES, MONEY_REQUEST_KINDS, MONEY_REQUEST_STATUSES } from '../ledger/kinds';
import { CAPITAL_ACCOUNTS, TRANSFER_KINDS } from '../ledger/transfers';
import { Nullable, OneOf, SpecPage, Timestamp } from './common';

const Money = Type.String();
const NullableId = Nullable(Type.Integer());
const NullableName = Nullable(Type.String());

/** A shipper closing: what he handed over against what was expected, and who made and decided it. */
export const ClosingRecord = Type.Object({
  id: Type.Integer(),
  rc: Type.Integer(),
  shipper_id: Type.Integer(),
  shipper_name: Type.String(),
  /** YYYY-MM-DD. */
  closing_date: Type.String(),
  status: OneOf(CLOSING_STATUSES),
  expected: Money,
  counted: Money,
  fees: Money,
  fees_kept: Type.Boolean(),
  previous_debt: Money,
  difference: Money,
  /** His debt after this closing (the previous debt alone when it was refused or reopened). */
  debt_after: Money,
  /** How many of each banknote and coin were counted, when given. */
  denominations: Nullable(Type.Record(Type.String(), Type.Integer())),
  note: Type.String(),
  created_by: NullableId,
  created_by_name: NullableName,
  created_at: Timestamp,
  decided_by_name: NullableName,
  decided_at: Nullable(Timestamp),
  decision_note: Type.String(),
});
export type ClosingRecord = Static<typeof ClosingRecord>;

/**
 * A parcel line of a closing or its preview: the order's fields through the masking rule (a hidden one blank, a
 * hidden collected amount null; the customer and recipient blank when the caller may not see the customer), and
 * what the line adds: the cash taken (`amount` in a preview, `expected` and `cashed` once closed), or whether the
 * parcel came back (`received`, `resolved`).
 */
export const ClosingLine = Type.Object({
  order_id: Type.Integer(),
  id: Type.Optional(Type.Integer()),
  serial: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
  customer_name: Type.Optional(Type.String()),
  full_name: Type.Optional(Type.String()),
  total_amount: Type.Optional(Money),
  collected_amount: Type.Optional(Nullable(Money)),
  shipper_fees: Type.Optional(Money),
  amount: Type.Optional(Money),
  expected: Type.Optional(Money),
  cashed: Type.Optional(Money),
  received: Type.Optional(Type.Boolean()),
  resolved: Type.Optional(Type.Boolean()),
});
export type ClosingLine = Static<typeof ClosingLine>;

/** A closing that already took the shipper's cash: one waiting for approval, or his last approved one. */
export const StandingClosing = Type.Object({
  id: Type.Integer(),
  rc: Type.Integer(),
  status: OneOf(['pending', 'approved'] as const),
  closing_date: Type.String(),
  expected: Money,
  counted: Money,
  /** The parcels it listed to bring back. */
  parcels: Type.Integer(),
});
export type StandingClosing = Static<typeof StandingClosing>;

/** What closing a shipper now would take, and the closings that already took his cash, newest first. */
export const ClosingPreview = Type.Object({
  shipper: Type.Integer(),
  expected: Money,
  fees_owed: Money,
  fees_kept: Money,
  previous_debt: Money,
  to_hand_over: Money,
  max_counted: Money,
  standing: Type.Array(StandingClosing),
  cash: Type.Array(ClosingLine),
  returns: Type.Array(ClosingLine),
});
export type ClosingPreview = Static<typeof ClosingPreview>;

/** One closing with its cash lines and the parcels it listed. */
export const ClosingDetails = Type.Object({ ...ClosingRecord.properties, cash: Type.Array(ClosingLine), returns: Type.Array(ClosingLine) });
export type ClosingDetails = Static<typeof ClosingDetails>;

/** A page of closings, with the totals of every closing the filters match. */
export const ClosingPage = SpecPage(ClosingRecord, { totals: Type.Object({ expected: Money, counted: Money, difference: Money }) });

/** The parcels that should have come back at a closing and did not. */
export const MissedReturns = Type.Object({
  results: Type.Array(
    Type.Object({
      order_id: Type.Integer(),
      serial: Type.String(),
      status: Type.String(),
      /** Blank when the caller may not see the customer. */
      customer_name: Type.String(),
      rc: Type.Integer(),
      closing_date: Type.String(),
      shipper_id: Type.Integer(),
      shipper_name: Type.String(),
    }),
  ),
});
export type MissedReturns = Static<typeof MissedReturns>;
export type MissedReturn = MissedReturns['results'][number];

/** A request to change money after the fact, on its desk (approvallist, editapprovallist). */
export const MoneyRequestRecord = Type.Object({
  id: Type.Integer(),
  kind: OneOf(MONEY_REQUEST_KINDS),
  status: OneOf(MONEY_REQUEST_STATUSES),
  order_id: NullableId,
  serial: NullableName,
  shipper_id: NullableId,
  shipper_name: NullableName,
  closing_id: NullableId,
  expense_id: NullableId,
  rc: NullableId,
  closing_date: NullableName,
  amount: Nullable(Money),
  previous: Nullable(Money),
  reason: Type.String(),
  requested_by: NullableId,
  requested_by_name: NullableName,
  requested_at: Timestamp,
  decided_by: NullableId,
  decided_by_name: NullableName,
  decided_at: Nullable(Timestamp),
  decision_note: Type.String(),
  /** The ledger transaction approving it posted. */
  transaction_id: NullableId,
});
export type MoneyRequestRecord = Static<typeof MoneyRequestRecord>;
export const MoneyRequestPage = SpecPage(MoneyRequestRecord);

/** A request asked: its number. */
export const AskedRequest = Type.Object({ id: Type.Integer() });
export type AskedRequest = Static<typeof AskedRequest>;
/** A request decided: its number and its status now. */
export const DecidedRequest = Type.Object({ id: Type.Integer(), status: OneOf(MONEY_REQUEST_STATUSES) });
export type DecidedRequest = Static<typeof DecidedRequest>;

/** What the office box and the bank hold. */
export const CashBalances = Type.Object({ office_cash: Money, bank: Money });
export type CashBalances = Static<typeof CashBalances>;

/**
 * A move of the company's own cash: the amount that went into the bank (a deposit) or into the company (the
 * owners'), and what it moved on the office box and on the bank.
 */
export const TransferRecord = Type.Object({
  id: Type.Integer(),
  kind: OneOf(TRANSFER_KINDS),
  account: Nullable(OneOf(CAPITAL_ACCOUNTS)),
  amount: Money,
  office_cash: Money,
  bank: Money,
  note: Type.String(),
  user_name: NullableName,
  posted_at: Timestamp,
});
export type TransferRecord = Static<typeof TransferRecord>;
export const TransferPage = SpecPage(TransferRecord, { balances: CashBalances });

/** The company's position at the end of a day (each figure by name), and the trend of the days before. */
export const FinanceAnswer = Type.Object({
  day: Type.String(),
  figures: Type.Record(Type.String(), Money),
  assets: Money,
  liabilities: Money,
  net: Money,
  balanced: Type.Boolean(),
  trend: Type.Array(Type.Object({ day: Type.String(), cash_with_shippers: Money, cash: Money, owed_to_merchants: Money, earned: Money, spent: Money })),
});
export type FinanceAnswer = Static<typeof FinanceAnswer>;
