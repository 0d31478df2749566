/**
 * The answers of the merchants' money after delivery (server/routes/settlements): wallets, customer closings with
 * their statements (for staff and for the merchant itself), and payouts. Money is LE text with two decimals ("125.50").
 */
import { Type, type Static } from '@sinclair/typebox';
import { PAYOUT_STATUSES } from '../ledger/kinds';
import { CASH_SUBMIT_STATES } from '../orders/money';
import { PAYOUT_METHODS } from '../validation/customer';
import { NotJson, Nullable, OneOf, SpecPage, Timestamp } from './common';

const Money = Type.String();
const NullableName = Nullable(Type.String());

/** A merchant's wallet: what the company owes it and the parts of it (with shippers, in the office, due, paid out). */
export const WalletRecord = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  company_name: Type.String(),
  payout_method: OneOf(PAYOUT_METHODS),
  owed: Money,
  with_shippers: Money,
  in_office: Money,
  due: Money,
  paid: Money,
});
export type WalletRecord = Static<typeof WalletRecord>;
/** The wallets, with the totals owed and due of all of them. */
export const WalletPage = SpecPage(WalletRecord, { totals: Type.Object({ owed: Money, due: Money }) });

/** The figures of a closing, a plan or a line. */
const Figures = { collected: Money, fees: Money, return_fees: Money, adjustments: Money, net: Money };
export const SettlementFigures = Type.Object(Figures);
export type SettlementFigures = Static<typeof SettlementFigures>;

/** An order whose money may be settled now, with its figures and the cash state settling it gives. */
export const PreviewLine = Type.Object({
  order_id: Type.Integer(),
  serial: Type.String(),
  status: Type.String(),
  full_name: Type.String(),
  state: OneOf(CASH_SUBMIT_STATES),
  ...Figures,
});
export type PreviewLine = Static<typeof PreviewLine>;

/** A line of a statement: an order as settled, with the closing it is on and the order's amount. */
export const StatementLine = Type.Object({ ...PreviewLine.properties, customer_closing_id: Type.Integer(), total_amount: Money });
export type StatementLine = Static<typeof StatementLine>;

/** A packaging charge beyond the merchant's quota that a closing takes (`amount`: what it costs the merchant). */
export const PackagingChargeLine = Type.Object({
  transaction_id: Type.Integer(),
  note: Type.String(),
  /** The material request handed over, the material's names and the units charged (null on a charge of another kind). */
  request_id: Nullable(Type.Integer()),
  material: NullableName,
  material_ar: NullableName,
  units: Nullable(Type.Integer()),
  amount: Money,
  posted_at: Timestamp,
});
export type PackagingChargeLine = Static<typeof PackagingChargeLine>;

/** The figures of a whole closing: its orders' and the packaging charges it takes, which lower its net. */
const ClosingFigures = { ...Figures, packaging: Money };
export const ClosingTotals = Type.Object(ClosingFigures);
export type ClosingTotals = Static<typeof ClosingTotals>;

/**
 * What may be settled now, with every packaging charge not settled yet (a closing takes them all); `requested`
 * lists the orders of the collect request named, when one is.
 */
export const SettlementPreview = Type.Object({
  customer: Type.Integer(),
  ...ClosingFigures,
  packaging_charges: Type.Array(PackagingChargeLine),
  orders: Type.Array(PreviewLine),
  requested: Nullable(Type.Array(Type.Integer())),
});
export type SettlementPreview = Static<typeof SettlementPreview>;

/** A customer closing (a statement), without its lines. */
export const SettlementRecord = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  customer_id: Type.Integer(),
  customer_name: Type.String(),
  company_name: Type.String(),
  order_count: Type.Integer(),
  ...ClosingFigures,
  note: Type.String(),
  /** The merchant's collect request it answered, when one. */
  collect_request_id: Nullable(Type.Integer()),
  created_by_name: NullableName,
  created_at: Timestamp,
});
export type SettlementRecord = Static<typeof SettlementRecord>;

/** A statement: the closing, its lines and the packaging charges it took. */
export const StatementRecord = Type.Object({
  ...SettlementRecord.properties,
  lines: Type.Array(StatementLine),
  packaging_charges: Type.Array(PackagingChargeLine),
});
export type StatementRecord = Static<typeof StatementRecord>;

/** Customer closings, with the totals of every one the filters match. */
export const SettlementPage = SpecPage(SettlementRecord, {
  totals: Type.Object({ orders: Type.Integer(), collected: Money, fees: Money, net: Money }),
});

/** A statement's spreadsheet. */
export const StatementFile = NotJson('The statement as a spreadsheet', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A merchant's payout in a batch: to which account, how much, and what became of it. */
export const PayoutItem = Type.Object({
  id: Type.Integer(),
  customer_id: Type.Integer(),
  name: Type.String(),
  company_name: Type.String(),
  phone: Type.String(),
  account: Type.String(),
  amount: Money,
  status: OneOf(PAYOUT_STATUSES),
  reference: Type.String(),
  reason: Type.String(),
  paid_at: Nullable(Timestamp),
});
export type PayoutItem = Static<typeof PayoutItem>;

/** A batch of payouts by one method, with the figures of the payouts the caller may see. */
export const PayoutBatchRecord = Type.Object({
  id: Type.Integer(),
  method: OneOf(PAYOUT_METHODS),
  note: Type.String(),
  created_at: Timestamp,
  exported_at: Nullable(Timestamp),
  created_by_name: NullableName,
  payouts: Type.Integer(),
  total: Money,
  paid: Type.Integer(),
  paid_total: Money,
  failed: Type.Integer(),
});
export type PayoutBatchRecord = Static<typeof PayoutBatchRecord>;
export const PayoutBatchPage = SpecPage(PayoutBatchRecord);

/** A batch with its payouts. */
export const PayoutBatchDetails = Type.Object({ ...PayoutBatchRecord.properties, items: Type.Array(PayoutItem) });
export type PayoutBatchDetails = Static<typeof PayoutBatchDetails>;

/** A merchant paid by a method with money due and no payout waiting. */
export const DueMerchant = Type.Object({ id: Type.Integer(), name: Type.String(), company_name: Type.String(), account: Type.String(), due: Money });
export type DueMerchant = Static<typeof DueMerchant>;
export const DueMerchants = Type.Array(DueMerchant);

/** A batch's file for the bank or the wallet provider. */
export const PayoutFile = NotJson("The batch's payouts for the bank or the wallet provider", 'text/csv');
