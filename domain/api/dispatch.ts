/** The answers of dispatch (server/routes/dispatch): hand-overs, a courier's day lists, run sheets and the hub scanner. */
import { Type, type Static } from '@sinclair/typebox';
import { SCAN_DIRECTIONS, SCAN_RESULTS } from '../ledger/kinds';
import { ORDER_STATUSES } from '../orders/status';
import { Nullable, OneOf, Timestamp } from './common';
import { NamedShipper, OrderRecord } from './orders';

const Orders = Type.Array(OrderRecord);

/** The hub's parcels in the shipper's zones, to pick from. */
export const SendableOrders = Type.Object({ shipper: NamedShipper, results: Orders });
/** A scanned serial's parcel, found among those the caller sees. */
export const FoundParcel = Type.Object({ id: Type.Integer(), serial: Type.String() });

/** A hand-over: its run sheet, the parcels that went out now and those already out with him, his day. */
export const HandOverAnswer = Type.Object({
  run_sheet: Type.Integer(),
  handed: Type.Integer(),
  already: Type.Integer(),
  day: Type.String(),
  shipper: Type.Integer(),
});
export type HandOverAnswer = Static<typeof HandOverAnswer>;

/** A courier's parcels of a day (on his run sheet), or those he must bring back. */
export const DayOrders = Type.Object({ day: Type.String(), results: Orders });
export const BringBack = Type.Object({ results: Orders });

/** A run sheet, for printing; `id` is null while nothing was handed over that day. */
export const RunSheetData = Type.Object({ id: Nullable(Type.Integer()), day: Type.String(), shipper: NamedShipper, orders: Orders });
export type RunSheetData = Static<typeof RunSheetData>;

/** One scan at the hub, accepted or refused with its reason. */
export const ScanAnswer = Type.Object({
  id: Type.Integer(),
  direction: OneOf(SCAN_DIRECTIONS),
  serial: Type.String(),
  result: OneOf(SCAN_RESULTS),
  /** The reason's message key when refused ('' otherwise) and its values. */
  reason: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  /** The order and its status after the scan; null when refused as not found. */
  order: Nullable(Type.Integer()),
  status: Nullable(OneOf(ORDER_STATUSES)),
  at: Timestamp,
});
export type ScanAnswer = Static<typeof ScanAnswer>;
