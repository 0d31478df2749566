import { Type, type Static } from '@sinclair/typebox';
import { VEHICLE_TYPES } from '../db/schema';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const OptionalId = Type.Union([Id, Type.Null()], { default: null });
/** Money travels as a decimal string (a number is coerced to its text); the validator checks its form. */
const Money = Type.String({ maxLength: 40, default: '0' });

/** A shipper as the API takes it; `is_hub` is not here: only the shipper with id 1 is the hub. */
export const ShipperBody = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  phone: Type.String({ maxLength: 100, default: '' }),
  national_id: Type.String({ maxLength: 100, default: '' }),
  vehicle_type: Type.Union(
    VEHICLE_TYPES.map((type) => Type.Literal(type)),
    { default: 'motorcycle' },
  ),
  vehicle_plate: Type.String({ maxLength: 1000, default: '' }),
  city_id: OptionalId,
  zone_ids: Type.Array(Id, { default: [], maxItems: 1000 }),
  group_id: OptionalId,
  delivery_fee: Money,
  return_fee: Money,
  is_active: Type.Boolean({ default: true }),
  notes: Type.String({ maxLength: 4000, default: '' }),
});
export type ShipperBody = Static<typeof ShipperBody>;

/** The stored columns of a shipper from a validated body (zones are stored apart). */
export const columnsOf = (body: ShipperBody) => ({
  name: body.name.trim(),
  phone: body.phone.trim(),
  national_id: body.national_id.trim(),
  vehicle_type: body.vehicle_type,
  vehicle_plate: body.vehicle_plate.trim(),
  city_id: body.city_id,
  group_id: body.group_id,
  delivery_fee: body.delivery_fee,
  return_fee: body.return_fee,
  is_active: body.is_active,
  notes: body.notes.trim(),
});

/** `Customerid` and `shipperid` of hasOrderPermession, spelled as the spec's call; empty means not given. */
export const OrderPermissionQuery = Type.Object({
  Customerid: Type.Optional(Type.String({ pattern: '^\\d{0,10}$' })),
  shipperid: Type.Optional(Type.String({ pattern: '^\\d{0,10}$' })),
});
export type OrderPermissionQuery = Static<typeof OrderPermissionQuery>;
