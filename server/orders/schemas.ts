import { Type, type Static } from '@sinclair/typebox';
import { ORDER_STATUSES } from '../../domain/orders/status';
import { CASH_SIDES, CASH_SUBMIT_STATES } from '../../domain/orders/money';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Flag = Type.Union([Type.Literal('0'), Type.Literal('1')]);
const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export const StatusLabel = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)));

export const IdParams = Type.Object({ id: Id });
export const IdQuery = Type.Object({ id: Id });

/** The list's filters (domain/orders/record.ts OrderFilter); empty strings mean "any". */
export const OrderFilter = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100 })),
  city: Type.Optional(Type.Union([Id, Type.Literal('')])),
  zone: Type.Optional(Type.Union([Id, Type.Literal('')])),
  status: Type.Optional(Type.Union([StatusLabel, Type.Literal('')])),
  status_code: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 9 }), Type.Literal('')])),
  customer: Type.Optional(Type.Union([Id, Type.Literal('')])),
  shipper: Type.Optional(Type.Union([Id, Type.Literal('')])),
  order_date: Type.Optional(Type.Union([DateText, Type.Literal('')])),
  to_date: Type.Optional(Type.Union([DateText, Type.Literal('')])),
  printO: Type.Optional(Type.Union([Flag, Type.Literal('')])),
  today: Type.Optional(Type.Union([Flag, Type.Literal('')])),
  rejected: Type.Optional(Type.Union([Flag, Type.Literal('')])),
  pickup: Type.Optional(Type.Union([Flag, Type.Literal('')])),
  is_repeated: Type.Optional(Type.Union([Flag, Type.Literal('')])),
  is_urgent: Type.Optional(Type.Union([Flag, Type.Literal('')])),
  taxable: Type.Optional(Type.Union([Flag, Type.Literal('')])),
  order_serial: Type.Optional(Type.String({ maxLength: 64 })),
  customer_serial: Type.Optional(Type.String({ maxLength: 64 })),
});
export type OrderFilter = Static<typeof OrderFilter>;

export const ORDERINGS = [
  'id',
  '-id',
  'order_date',
  '-order_date',
  'serial',
  '-serial',
  'total_amount',
  '-total_amount',
  'Order_Delivery_Status',
  '-Order_Delivery_Status',
] as const;
export type Ordering = (typeof ORDERINGS)[number];

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});
export type PageQuery = Static<typeof PageQuery>;

export const AdminListBody = Type.Object({
  Filterdata: Type.Optional(OrderFilter),
  ordering: Type.Optional(Type.Union(ORDERINGS.map((o) => Type.Literal(o)))),
  export_excel: Type.Optional(Type.Boolean()),
  /** The language of the export's headers. */
  lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ar')])),
});
export type AdminListBody = Static<typeof AdminListBody>;

/** An id, or "0" / "" / null for none (spec section 3: on update ids are sent as ids or "0"). */
const OptionalRef = Type.Union([Id, Type.Literal(0), Type.Literal('0'), Type.Literal(''), Type.Null()]);
const Money = Type.Union([Type.String({ maxLength: 20 }), Type.Number()]);

/**
 * The dates the spec's clients send beside order_date (DeadLine_date and Delivery_satus_date, both equal to it):
 * the server sets both itself and ignores them, but a value that is no date of the filter window is refused.
 */
const EchoedDate = Type.String({ pattern: '^(20\\d{2}-\\d{2}-\\d{2}([T ][0-9:.]{5,15}(Z|[+-]\\d{2}:?\\d{2})?)?)?$' });

export const OrderBody = Type.Object({
  order_date: Type.Optional(Type.String({ maxLength: 10 })),
  DeadLine_date: Type.Optional(EchoedDate),
  customer: OptionalRef,
  city: Type.Optional(OptionalRef),
  zone: Type.Optional(OptionalRef),
  shipper: Type.Optional(OptionalRef),
  shipment_contents: Type.Optional(Type.String({ maxLength: 2000 })),
  full_name: Type.Optional(Type.String({ maxLength: 500 })),
  phone: Type.Optional(Type.String({ maxLength: 50 })),
  address: Type.Optional(Type.String({ maxLength: 2000 })),
  weight: Type.Optional(Money),
  total_amount: Type.Optional(Money),
  price: Type.Optional(Money),
  total_fees: Type.Optional(Type.Union([Money, Type.Null()])),
  shipper_fees: Type.Optional(Type.Union([Money, Type.Null()])),
  notes: Type.Optional(Type.String({ maxLength: 4000 })),
  pick_up: Type.Optional(Type.Boolean()),
  return_count: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  Order_Delivery_Status: Type.Optional(StatusLabel),
  Delivery_satus_date: Type.Optional(EchoedDate),
  swapped_serial: Type.Optional(Type.String({ maxLength: 100 })),
  customer_serial: Type.Optional(Type.String({ maxLength: 100 })),
  rejected: Type.Optional(Type.Boolean()),
  taxable: Type.Optional(Type.Boolean()),
  version: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type OrderBody = Static<typeof OrderBody>;
export const OrderPatch = Type.Partial(OrderBody);
export type OrderPatch = Static<typeof OrderPatch>;

const Ids = Type.Array(Id, { minItems: 1, maxItems: 10000, uniqueItems: true });

export const MoveBody = Type.Object({
  status: StatusLabel,
  shipper: Type.Optional(Type.Union([Id, Type.Null()])),
  hold_reason: Type.Optional(Type.Union([Id, Type.Null()])),
  collected_amount: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
});
export const StatusUpdateBody = Type.Composite([MoveBody, Type.Object({ id: Id, version: Type.Optional(Type.Integer({ minimum: 1 })) })]);
export type StatusUpdateBody = Static<typeof StatusUpdateBody>;
export const BulkStatusBody = Type.Composite([MoveBody, Type.Object({ ids: Ids, collect_full: Type.Optional(Type.Boolean()) })]);
export type BulkStatusBody = Static<typeof BulkStatusBody>;

export const IdsBody = Type.Object({ ids: Ids });
export type IdsBody = Static<typeof IdsBody>;
/** A hand-over to a shipper; `note` says why (kept on each order's timeline: a parcel moved from one courier to another shows it in shippertransferreport). */
export const AssignBody = Type.Object({ ids: Ids, shipper: Id, note: Type.Optional(Type.String({ maxLength: 1000 })) });
export type AssignBody = Static<typeof AssignBody>;
export const CashBody = Type.Object({
  ids: Ids,
  side: Type.Union(CASH_SIDES.map((s) => Type.Literal(s))),
  state: Type.Union(CASH_SUBMIT_STATES.map((s) => Type.Literal(s))),
  amount: Type.Optional(Type.String({ maxLength: 20 })),
});
export type CashBody = Static<typeof CashBody>;
