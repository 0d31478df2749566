import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { FOLLOW_STATUSES, IMAGE_STATUSES, QUICK_ACTIONS, REVIEW_OUTCOMES, TOTAL_STATUSES } from '../../../domain/orders/follow-up';
import { ORDERINGS, PageQuery } from '../schemas';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const maybe = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Literal('')]));
const oneOf = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

/** The follow-up's filters (spec section 7 getorderfollowup); empty strings mean "any", no day means today. */
export const FollowFilter = Type.Object({
  day_date: maybe(DateText),
  to_date: maybe(DateText),
  shipper: maybe(Id),
  query: Type.Optional(Type.String({ maxLength: 100 })),
  followStatus: maybe(oneOf(FOLLOW_STATUSES)),
  imageStatus: maybe(oneOf(IMAGE_STATUSES)),
  totalStatus: maybe(oneOf(TOTAL_STATUSES)),
});
export type FollowFilter = Static<typeof FollowFilter>;

export const FollowListQuery = Type.Composite([PageQuery, FollowFilter, Type.Object({ ordering: Type.Optional(oneOf(ORDERINGS)) })]);
export type FollowListQuery = Static<typeof FollowListQuery>;

/** The report takes the list's filters in its body; export_excel downloads it as xlsx in `lang`. */
export const FollowReportBody = Type.Composite([
  FollowFilter,
  Type.Object({ export_excel: Type.Optional(Type.Boolean()), lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ar')])) }),
]);
export type FollowReportBody = Static<typeof FollowReportBody>;

/** The shipper filter's range. */
export const ShipperFilterQuery = Type.Object({ day_date: maybe(DateText), to_date: maybe(DateText) });
export type ShipperFilterQuery = Static<typeof ShipperFilterQuery>;

const Money = Type.String({ maxLength: 20 });
const Note = Type.String({ maxLength: 1000 });
/** At most a very busy shipper's day of parcels in one call. */
const MAX_PARCELS = 500;

/** One parcel's confirmed outcome: what the status machine needs for it. */
export const ReviewItem = Type.Object({
  id: Id,
  status: oneOf(REVIEW_OUTCOMES),
  collected_amount: Type.Optional(Type.Union([Money, Type.Null()])),
  hold_reason: Type.Optional(Type.Union([Id, Type.Null()])),
  note: Type.Optional(Type.Union([Note, Type.Null()])),
});
export type ReviewItem = Static<typeof ReviewItem>;

export const ReviewBody = Type.Object({ shipper: Id, orders: Type.Array(ReviewItem, { minItems: 1, maxItems: MAX_PARCELS }) });
export type ReviewBody = Static<typeof ReviewBody>;

export const QuickActionBody = Type.Object({
  shipper: Id,
  ids: Type.Array(Id, { minItems: 1, maxItems: MAX_PARCELS }),
  action: oneOf(QUICK_ACTIONS),
  note: Type.Optional(Type.Union([Note, Type.Null()])),
});
export type QuickActionBody = Static<typeof QuickActionBody>;

/** Spec section 7: search_orders_requst_shipping (query, FilterDate, serial_query, customer, page, page_size). */
export const ShippingRequestQuery = Type.Composite([
  PageQuery,
  Type.Object({
    query: Type.Optional(Type.String({ maxLength: 100 })),
    FilterDate: maybe(DateText),
    serial_query: Type.Optional(Type.String({ maxLength: 64 })),
    customer: maybe(Id),
  }),
]);
export type ShippingRequestQuery = Static<typeof ShippingRequestQuery>;
