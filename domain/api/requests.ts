/**
 * The answers of merchants' requests (server/routes/requests): pickups, packaging material, returns and collects,
 * as the merchant follows its own and as the office's desks list and handle them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { REQUEST_SOURCES } from '../requests/desks';
import { REQUEST_KINDS, REQUEST_STATUSES } from '../requests/rules';
import { PAYOUT_METHODS } from '../validation/customer';
import { Nullable, OneOf, SpecPage, Timestamp } from './common';
import { OrderRecord } from './orders';

const NullableId = Nullable(Type.Integer());

/** What one collect request carries, in LE as text: its orders' cash collected, fees, return fees and the net. */
export const RequestTotals = Type.Object({
  orders: Type.Integer(),
  collected: Type.String(),
  fees: Type.String(),
  return_fees: Type.String(),
  net: Type.String(),
});
export type RequestTotals = Static<typeof RequestTotals>;

/** A line of a material request: the material, its names and how many. */
export const RequestItem = Type.Object({ material: Type.Integer(), name: Type.String(), name_ar: Type.String(), quantity: Type.Integer() });

/**
 * A request as its lists show it (server/requests/repo.ts listRequests), to the merchant and to the desks. A
 * collect request also has its way of payment, hand-over day and totals and, once handed over, the addresses of
 * its receipt and public gallery; the other kinds have these null. A desk's caller sees a blank address or blank
 * money where the customer's rows keep them from it.
 */
export const RequestRecord = Type.Object({
  id: Type.Integer(),
  kind: OneOf(REQUEST_KINDS),
  status: OneOf(REQUEST_STATUSES),
  customer: Type.Integer(),
  customer_name: Type.String(),
  shipper: NullableId,
  shipper_name: Type.String(),
  pickup_date: Nullable(Type.String()),
  address: Type.String(),
  parcel_count: NullableId,
  notes: Type.String(),
  auto: Type.Boolean(),
  /** Who asked: the merchant, the office for it, or the daily automatic pickup. */
  source: OneOf(REQUEST_SOURCES),
  items: Type.Array(RequestItem),
  /** The orders a return or collect request holds. */
  orders: Type.Array(Type.Integer()),
  payout_method: Nullable(OneOf(PAYOUT_METHODS)),
  collect_date: Nullable(Type.String()),
  handed_over_at: Nullable(Timestamp),
  totals: Nullable(RequestTotals),
  receipt_url: Nullable(Type.String()),
  gallery_url: Nullable(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
  version: Type.Integer(),
});
export type RequestRecord = Static<typeof RequestRecord>;

/** A line of a request's history: who did what, when, from which status to which, and the courier it went to. */
export const RequestHistoryEntry = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  from_status: Nullable(OneOf(REQUEST_STATUSES)),
  to_status: OneOf(REQUEST_STATUSES),
  shipper_name: Type.String(),
  note: Type.String(),
  at: Timestamp,
  user_name: Type.String(),
});
export type RequestHistoryEntry = Static<typeof RequestHistoryEntry>;

/** One of the merchant's requests with its history, oldest first. */
export const MerchantRequestDetails = Type.Composite([RequestRecord, Type.Object({ history: Type.Array(RequestHistoryEntry) })]);
export type MerchantRequestDetails = Static<typeof MerchantRequestDetails>;

/** One request as a desk opens it: its history and, for a return or collect, its parcels as the caller may see them. */
export const DeskRequestDetails = Type.Composite([MerchantRequestDetails, Type.Object({ parcels: Type.Array(OrderRecord) })]);
export type DeskRequestDetails = Static<typeof DeskRequestDetails>;

/** A page of requests (a desk's list, the merchant's own). */
export const RequestPage = SpecPage(RequestRecord);
export type RequestPage = Static<typeof RequestPage>;

/**
 * A request just asked for, as stored: its columns but the collect hand-over's (a new request has none). The
 * screens read its number.
 */
export const StoredRequest = Type.Object({
  id: Type.Integer(),
  kind: OneOf(REQUEST_KINDS),
  customer_id: Type.Integer(),
  status: OneOf(REQUEST_STATUSES),
  shipper_id: NullableId,
  /** The warehouse a material request's packaging was issued from. */
  warehouse_id: NullableId,
  pickup_date: Nullable(Type.String()),
  address: Type.String(),
  parcel_count: NullableId,
  notes: Type.String(),
  auto: Type.Boolean(),
  payout_method: Nullable(OneOf(PAYOUT_METHODS)),
  collect_date: Nullable(Type.String()),
  created_by: NullableId,
  created_at: Timestamp,
  updated_at: Timestamp,
  version: Type.Integer(),
});
export type StoredRequest = Static<typeof StoredRequest>;

/** How many requests a desk action changed (all or none). */
export const ChangedRequests = Type.Object({ changed: Type.Integer() });
export type ChangedRequests = Static<typeof ChangedRequests>;

/** The packaging materials on offer, by name. */
/**
 * The packaging on offer, with what it means for the asking merchant this Cairo month: the price of a unit beyond its
 * free quantity (LE text), the free quantity (none when no quota is kept: nothing is charged), how many it was
 * handed and how many of those were charged, and how many it holds (given less brought back).
 */
export const Materials = Type.Array(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    name_ar: Type.String(),
    unit: Type.String(),
    price: Type.String(),
    free: Type.Union([Type.Integer(), Type.Null()]),
    handed: Type.Integer(),
    charged: Type.Integer(),
    held: Type.Integer(),
  }),
);
export type Materials = Static<typeof Materials>;
