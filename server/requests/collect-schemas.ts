/** The bodies and queries of the collect calls (spec section 7), and what they are checked for beyond their shape. */
import { Type, type Static } from '@sinclair/typebox';
import { filterDateError } from '../../domain/dates';
import { COLLECT_METHODS, needsShipper, type CollectMethod } from '../../domain/requests/collect';
import { REQUEST_LIMITS } from '../../domain/requests/rules';
import { cairoToday } from '../../domain/time';
import { badRequest } from '../lib/errors';
import type { RequestChanges } from './repo';
import { Paging } from '../lib/rest/paging';
import { DateText, Id, Ids, Notes, shipperIds, Status } from './schemas';

const OrderIds = Type.Array(Id, { maxItems: REQUEST_LIMITS.orders, uniqueItems: true });
const Flag = Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0'), Type.Literal('')]);
const Method = Type.Union(COLLECT_METHODS.map((method) => Type.Literal(method)));

/** customization/customer_collect_Deliverd: the money of one delivered order. */
export const CollectOneBody = Type.Object({ id: Id, notes: Notes });
/** customization/customer_collect_Deliverd_bulk: of the orders named, or of every one waiting when none is named. */
export const CollectBulkBody = Type.Object({ ids: Type.Optional(OrderIds), notes: Notes });
/** A collect request the office opens for a merchant (on the phone), of the orders named or every one waiting. */
export const StaffCollectBody = Type.Object({ customer_id: Id, ids: Type.Optional(OrderIds), notes: Notes });
export const MerchantPageQuery = Type.Object(Paging);

/** addorders/collect: the collect desk's list (spec section 7). */
export const CollectListQuery = Type.Object({
  FilterDate: Type.Optional(DateText),
  to_date: Type.Optional(DateText),
  status_query: Type.Optional(Status),
  /** Only merchants that also have (true) or do not have (false) a return request still to do. */
  has_return_request: Type.Optional(Flag),
  /** Also answer how many orders the listed requests hold together. */
  total_orders: Type.Optional(Flag),
  /** Shipper ids, comma-separated (`3,7`) or as the other desks' JSON array (`[3,7]`). */
  shippers: Type.Optional(Type.String({ maxLength: 2000 })),
  customer_id: Type.Optional(Type.Union([Id, Type.Literal('')])),
  query: Type.Optional(Type.String({ maxLength: 100 })),
  ...Paging,
});
export type CollectListQuery = Static<typeof CollectListQuery>;

/** addorders/collect/bulk_update-status/: one action on many collect requests, all or none. */
export const CollectStatusBody = Type.Object({
  ids: Ids,
  action: Type.Union([Type.Literal('assign'), Type.Literal('unassign'), Type.Literal('cancel')]),
  /** assign: the courier who carries the cash; none for a transfer. */
  shipper: Type.Optional(Type.Union([Id, Type.Null()])),
  payout_method: Type.Optional(Method),
  /** assign: the day planned for the hand-over (today unless given). */
  collect_date: Type.Optional(Type.String({ maxLength: 10 })),
  note: Notes,
});
export type CollectStatusBody = Static<typeof CollectStatusBody>;

export const isSet = (flag: string | undefined): boolean | undefined =>
  flag === 'true' || flag === '1' ? true : flag === 'false' || flag === '0' ? false : undefined;

/** The collect desk's `shippers`: `3,7` or `[3,7]`; anything else is a 400 beside the field. */
export function collectShippers(text: string | undefined): number[] {
  const trimmed = text?.trim() ?? '';
  if (!trimmed || trimmed.startsWith('[')) return shipperIds(trimmed);
  const parts = trimmed.split(',').map((part) => part.trim());
  if (parts.length > 100 || !parts.every((part) => /^[1-9]\d{0,9}$/.test(part) && Number(part) <= 2147483647))
    throw badRequest({ shippers: 'requests.shippers_invalid' });
  return parts.map(Number);
}

/**
 * What assigning a collect request sets: the way the money goes (a courier given means cash), the courier for
 * cash and none for a transfer, and the day planned for the hand-over, today or later (today unless given).
 */
export function assignment(body: CollectStatusBody): { shipper: number | null; changes: RequestChanges } {
  const method: CollectMethod | undefined = body.payout_method ?? (body.shipper ? 'cash' : undefined);
  if (!method) throw badRequest({ payout_method: 'collect.method_required' });
  if (needsShipper(method) && !body.shipper) throw badRequest({ shipper: 'collect.shipper_required' });
  if (!needsShipper(method) && body.shipper) throw badRequest({ shipper: 'collect.no_shipper_for_transfer' });
  const day = body.collect_date?.trim() || cairoToday();
  const dateError = filterDateError(day);
  if (dateError) throw badRequest({ collect_date: dateError });
  if (day < cairoToday()) throw badRequest({ collect_date: 'collect.date_past' });
  return { shipper: body.shipper ?? null, changes: { payout_method: method, collect_date: day } };
}
