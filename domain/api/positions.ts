/** The couriers' positions answers and bodies (server/routes/shipper-positions.ts), shared by the server's schemas and the screens. */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_POSITIONS } from '../positions/rules';
import { Nullable, OneOf, Timestamp } from './common';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const PositionIn = Type.Object({
  at: Timestamp,
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  accuracy: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 100_000 }))),
});
export const PositionsBody = Type.Object({ positions: Type.Array(PositionIn, { minItems: 1, maxItems: MAX_POSITIONS }) });
export type PositionsBody = Static<typeof PositionsBody>;

export const DeviceBody = Type.Object({ shipper: Id, label: Type.String({ maxLength: 60 }) });
export type DeviceBody = Static<typeof DeviceBody>;

export const Device = Type.Object({
  id: Type.Integer(),
  shipper: Type.Integer(),
  label: Type.String(),
  created_by: Type.String(),
  created_at: Type.String(),
  revoked_at: Nullable(Type.String()),
  last_sent_at: Nullable(Type.String()),
});
export type Device = Static<typeof Device>;

/** A device just issued: its token, shown this once. */
export const IssuedDevice = Type.Object({ ...Device.properties, token: Type.String() });
export type IssuedDevice = Static<typeof IssuedDevice>;

export const LocationsQuery = Type.Object({ day_date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), shipper_id: Id });

export const STOP_KINDS = ['delivered', 'scan'] as const;
export type StopKind = (typeof STOP_KINDS)[number];

/** A courier's day: his positions in time, and his deliveries and hub scans placed where he was at that moment. */
export const Track = Type.Object({
  shipper: Type.Integer(),
  shipper_name: Type.String(),
  day: Type.String(),
  positions: Type.Array(Type.Object({ at: Type.String(), latitude: Type.Number(), longitude: Type.Number(), accuracy: Nullable(Type.Number()) })),
  stops: Type.Array(
    Type.Object({
      kind: OneOf(STOP_KINDS),
      at: Type.String(),
      order_id: Nullable(Type.Integer()),
      serial: Type.String(),
      latitude: Nullable(Type.Number()),
      longitude: Nullable(Type.Number()),
    }),
  ),
  map: Type.Object({ tiles: Nullable(Type.String()), attribution: Type.String() }),
});
export type Track = Static<typeof Track>;

export const GeocodeQuery = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  lang: Type.Union([Type.Literal('en'), Type.Literal('ar')], { default: 'en' }),
});
export const GeocodeAnswer = Type.Object({ address: Nullable(Type.String()) });
export type GeocodeAnswer = Static<typeof GeocodeAnswer>;
