import { Type, type Static } from '@sinclair/typebox';
import { Paging } from '../lib/rest/paging';
import { filterDateError } from '../../domain/dates';
import { REQUEST_LIMITS, REQUEST_STATUSES } from '../../domain/requests/rules';
import { cairoToday } from '../../domain/time';
import { badRequest } from '../lib/errors';

export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const Notes = Type.String({ maxLength: REQUEST_LIMITS.notes, default: '' });
export const IdParams = Type.Object({ id: Id });
export type IdRoute = { Params: Static<typeof IdParams> };

const pickupFields = {
  pickup_date: Type.String({ maxLength: 10 }),
  address: Type.String({ maxLength: 1000, default: '' }),
  parcel_count: Type.Integer({ minimum: -1000000, maximum: 1000000 }),
  notes: Notes,
};
export const PickupBody = Type.Object(pickupFields);
/** A pickup the office asks for on a customer's behalf (a phone call). */
export const StaffPickupBody = Type.Object({ customer_id: Id, ...pickupFields });

/** The pickup's fields once checked: a day from today on, 1 to REQUEST_LIMITS.parcels parcels, trimmed text. */
export function checkedPickup(body: Static<typeof PickupBody>) {
  const { pickup_date, address, parcel_count, notes } = body;
  const dateError = pickup_date === '' ? 'requests.pickup_date_required' : filterDateError(pickup_date);
  if (dateError) throw badRequest({ pickup_date: dateError });
  if (pickup_date < cairoToday()) throw badRequest({ pickup_date: 'requests.pickup_date_past' });
  if (parcel_count < 1 || parcel_count > REQUEST_LIMITS.parcels) throw badRequest({ parcel_count: 'requests.parcels_invalid' });
  return { pickup_date, address: address.trim(), parcel_count, notes: notes.trim() };
}

export const DateText = Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Literal('')]);
export const Status = Type.Union([...REQUEST_STATUSES.map((status) => Type.Literal(status)), Type.Literal('')]);
const byWhom = {
  /** Shipper ids as a JSON array (the spec's form), e.g. `[3,7]`. */
  shippers: Type.Optional(Type.String({ maxLength: 2000 })),
  customer_id: Type.Optional(Type.Union([Id, Type.Literal('')])),
  status: Type.Optional(Status),
  query: Type.Optional(Type.String({ maxLength: 100 })),
};

/** addorders/backup_list and pickup_list_history: pickup days FilterDate..to_date, who asked (user_type). */
export const PickupListQuery = Type.Object({
  FilterDate: Type.Optional(DateText),
  to_date: Type.Optional(DateText),
  user_type: Type.Optional(Type.Union([Type.Literal('merchant'), Type.Literal('staff'), Type.Literal('auto'), Type.Literal('')])),
  ...byWhom,
  ...Paging,
});
/** addorders/material_requst_list and the return desk's list: days asked date..to_date. */
export const DeskListQuery = Type.Object({ date: Type.Optional(DateText), to_date: Type.Optional(DateText), ...byWhom, ...Paging });

export const Ids = Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true });
/** Assigning (or changing) the shipper of requests; null takes the shipper back. */
/** Assigning (or taking back) the courier; a material request is issued from `warehouse` (server/stock/requests.ts). */
export const ShipperBody = Type.Object({
  ids: Ids,
  shipper: Type.Union([Id, Type.Null()]),
  warehouse: Type.Optional(Type.Union([Id, Type.Null()])),
  note: Notes,
});
export const ActionBody = Type.Object({ ids: Ids, note: Notes });

/** The spec's `shippers` filter: a JSON array of ids; anything else is a 400 naming the field. */
export function shipperIds(text: string | undefined): number[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest({ shippers: 'requests.shippers_invalid' });
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length > 100 || !list.every((id) => Number.isInteger(id) && id >= 1 && id <= 2147483647))
    throw badRequest({ shippers: 'requests.shippers_invalid' });
  return list as number[];
}
