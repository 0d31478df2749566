import { Type, type Static } from '@sinclair/typebox';
import { SCAN_DIRECTIONS } from '../../domain/ledger/kinds';
import { MAX_HAND_OVER } from '../../domain/dispatch/rules';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
/** A serial as scanned or typed: the label's barcode carries printable ASCII. */
const Serial = Type.String({ minLength: 1, maxLength: 64 });

/** POST shippers/daily_send_orders/: parcels handed to a shipper for a day, by id (picked) or by serial (scanned). */
export const HandOverBody = Type.Object({
  shipper: Id,
  day: Type.Optional(DateText),
  ids: Type.Optional(Type.Array(Id, { maxItems: MAX_HAND_OVER })),
  serials: Type.Optional(Type.Array(Serial, { maxItems: MAX_HAND_OVER })),
});
export type HandOverBody = Static<typeof HandOverBody>;

/** GET shippers/daily_send_orders/parcel/: one serial scanned for a hand-over. */
export const SerialQuery = Type.Object({ serial: Serial });
export type SerialQuery = Static<typeof SerialQuery>;

/** A shipper and a day (Cairo today when omitted), for the day's lists and the run sheet. */
export const ShipperDayQuery = Type.Object({ shipper_id: Id, day: Type.Optional(DateText) });
export type ShipperDayQuery = Static<typeof ShipperDayQuery>;

export const SheetParams = Type.Object({ id: Id });
export type SheetParams = Static<typeof SheetParams>;

/** POST orders/in_out/: one scan at the hub. */
export const ScanBody = Type.Object({
  direction: Type.Union(SCAN_DIRECTIONS.map((direction) => Type.Literal(direction))),
  serial: Serial,
  shipper: Type.Optional(Id),
});
export type ScanBody = Static<typeof ScanBody>;
