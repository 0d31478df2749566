/** The answers of the order screens' own calls (server/routes/orders). */
import { Type, type Static } from '@sinclair/typebox';
import { CASH_SUBMIT_STATES } from '../orders/money';
import { ORDER_STATUSES, type MoveRequirement } from '../orders/status';
import { NotJson, Nullable, OneOf, SpecPage, Timestamp } from './common';

/** A staff member's saved order-list filter. */
export const SavedFilter = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  filters: Type.Record(Type.String(), Type.Unknown()),
  created_at: Timestamp,
});
export type SavedFilter = Static<typeof SavedFilter>;
/** The saved filters as a picker lists them (`simple`): id and name. */
export const FilterChoice = Type.Object({ id: Type.Integer(), name: Type.String() });

const Id = Type.Integer();
const NullableId = Nullable(Type.Integer());
/** Money as text with two decimals ("125.50"); blank where the caller may not see it. */
const Money = Type.String();

/**
 * The order as the API gives it (spec section 3 names). Ids are numbers; money is text with two decimals; order
 * dates are YYYY-MM-DD and times ISO text. Fields the caller may not see are blank and named in `hidden_fields`.
 */
export const OrderRecord = Type.Object({
  id: Id,
  /** Made by the server; blank without the show_order_serial field permission. */
  serial: Type.String(),
  order_date: Type.String(),
  /** Always equal to order_date (spec section 3). */
  DeadLine_date: Type.String(),
  customer: Id,
  customer_name: Type.String(),
  city: NullableId,
  city_name: Type.String(),
  /** The Arabic name of the city and zone ('' when they have none): Arabic screens and files show them. */
  city_name_ar: Type.String(),
  zone: NullableId,
  zone_name: Type.String(),
  zone_name_ar: Type.String(),
  shipment_contents: Type.String(),
  full_name: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  weight: Type.String(),
  total_amount: Money,
  /** Always equal to total_amount (spec section 3). */
  price: Money,
  total_fees: Money,
  shipper_fees: Money,
  /** The shipper fee was typed by a person (it is kept when the order changes shipper); blank when hidden. */
  shipper_fees_manual: Type.Union([Type.Boolean(), Type.Literal('')]),
  shipper: NullableId,
  shipper_name: Type.String(),
  notes: Type.String(),
  pick_up: Type.Boolean(),
  return_count: Type.Integer(),
  Order_Delivery_Status: OneOf(ORDER_STATUSES),
  Delivery_satus_date: Type.String(),
  /** 1 awaiting pickup, 6 cancelled, 7 archived, or null. */
  status_code: Nullable(Type.Integer()),
  hold_reason: NullableId,
  collected_amount: Nullable(Money),
  swapped_serial: Type.String(),
  customer_serial: Type.String(),
  rejected: Type.Boolean(),
  printO: Type.Boolean(),
  /** The order date is today in Africa/Cairo. */
  today: Type.Boolean(),
  is_repeated: Type.Boolean(),
  shipper_cash_state: OneOf(CASH_SUBMIT_STATES),
  shipper_cashed: Money,
  customer_cash_state: OneOf(CASH_SUBMIT_STATES),
  customer_cashed: Money,
  is_urgent: Type.Boolean(),
  approved: Type.Boolean(),
  approved_by: NullableId,
  taxable: Type.Boolean(),
  created_at: Type.String(),
  /** Sent back on update; a stale one gets 409. */
  version: Type.Integer(),
  /** Fields blanked for this caller by field or contact permissions. */
  hidden_fields: Type.Array(Type.String()),
});
export type OrderRecord = Static<typeof OrderRecord>;

/** A page of orders in the spec's shape; `count_capped` says the count stopped at the cap. */
export const OrderPage = SpecPage(OrderRecord, { count_capped: Type.Boolean() });
export type OrderPage = Static<typeof OrderPage>;

/** The admin lists' page (orders/adminorders, orders/enhanced): the count and the page's orders. */
export const OrderList = Type.Object({ count: Type.Integer(), count_capped: Type.Boolean(), results: Type.Array(OrderRecord) });
export type OrderList = Static<typeof OrderList>;

/** A move the caller may make now (GET orders/moves/:id/). */
export const OrderMoveOption = Type.Object({
  to: OneOf(ORDER_STATUSES),
  needs: Type.Array(OneOf(['shipper', 'hold_reason', 'collected_amount', 'note'] as const satisfies readonly MoveRequirement[])),
});
export type OrderMoveOption = Static<typeof OrderMoveOption>;

/** A change of one field: [before, after] (any JSON values). */
const BeforeAfter = Type.Unsafe<[unknown, unknown]>({ type: 'array', minItems: 2, maxItems: 2 });

/** One entry of an order's timeline, newest first. */
export const TimelineEntry = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  from_status: Nullable(Type.String()),
  to_status: Nullable(Type.String()),
  note: Type.String(),
  user_id: Nullable(Type.Integer()),
  user_name: Type.String(),
  at: Timestamp,
  /** What an edit or hand-over changed, { column: [before, after] }, less the fields the user may not see. */
  changes: Type.Optional(Nullable(Type.Record(Type.String(), BeforeAfter))),
});
export type TimelineEntry = Static<typeof TimelineEntry>;

/** A courier named by id and name (the hub, a picker's choice). */
export const NamedShipper = Type.Object({ id: Type.Integer(), name: Type.String() });
export type NamedShipper = Static<typeof NamedShipper>;

/** How many orders a bulk action changed (all or nothing). */
export const Updated = Type.Object({ updated: Type.Integer() });
export type Updated = Static<typeof Updated>;
/** How many orders were deleted. */
export const Deleted = Type.Object({ deleted: Type.Integer() });

/** A user's chosen order-list columns (get_OrderColumnVisibility, saveOrderColumnVisibility). */
export const ColumnChoice = Type.Object({ userid: Type.Integer(), columns: Type.Record(Type.String(), Type.Boolean()) });

/** A fee change: applied at once on an open order (200), or asked as money requests of a closed one (202). */
export const FeeOutcome = Type.Object({ applied: Type.Boolean(), requests: Type.Array(Type.Integer()) });

/** A photo of an order's delivery, taken by its courier. */
export const OrderPhoto = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  file_name: Type.String(),
  size: Type.Integer(),
  shipper: NullableId,
  created_at: Timestamp,
});
export type OrderPhoto = Static<typeof OrderPhoto>;
/** A photo just stored, with its type. */
export const StoredPhoto = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  file_name: Type.String(),
  size: Type.Integer(),
  content_type: Type.String(),
  created_at: Timestamp,
});

/** A note written on an order by the office. */
export const OrderReply = Type.Object({ id: Type.Integer(), reply: Type.String(), user_name: Type.String(), created_at: Timestamp });
export type OrderReply = Static<typeof OrderReply>;
export const WrittenReply = Type.Composite([OrderReply, Type.Object({ order: Type.Integer() })]);
/** A reply with its order, as the viewReplies screen lists them (serial blank when hidden from the reader). */
export const RecentReply = Type.Composite([
  OrderReply,
  Type.Object({
    order: Type.Integer(),
    serial: Type.String(),
    customer: Type.Integer(),
    customer_name: Type.String(),
    Order_Delivery_Status: OneOf(ORDER_STATUSES),
  }),
]);
export type RecentReply = Static<typeof RecentReply>;
export const RecentRepliesPage = SpecPage(RecentReply);
export type RecentRepliesPage = Static<typeof RecentRepliesPage>;

/** A merchant's view of an order's history: what happened to the parcel, and the courier's photos. */
export const MerchantTimeline = Type.Object({ events: Type.Array(TimelineEntry), photos: Type.Array(OrderPhoto) });
export type MerchantTimeline = Static<typeof MerchantTimeline>;
/** How many of the merchant's orders were cancelled. */
export const Cancelled = Type.Object({ cancelled: Type.Integer() });
export type Cancelled = Static<typeof Cancelled>;
/** The order list as a file. */
export const OrdersFile = NotJson('The orders as a workbook', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

/** The public gallery of an order's photos: its serial and each photo's address and time, nothing else. */
export const OrderGallery = Type.Object({ serial: Type.String(), photos: Type.Array(Type.Object({ url: Type.String(), created_at: Timestamp })) });
export type OrderGallery = Static<typeof OrderGallery>;
