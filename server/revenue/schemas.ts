import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DAY_SORTS, MERCHANT_SORTS, ORDER_SORTS, REVENUE_FILTERS, REVENUE_PAGE_MAX } from '../../domain/revenue';
import { DateText, Id, OptionalDate } from '../closings/schemas';

const Lang = Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ar')]));
const OptionalId = Type.Optional(Id);
const Name = Type.Optional(Type.String({ maxLength: 100 }));
const oneOf = (values: readonly string[]) => Type.Optional(Type.Union(values.map((value) => Type.Literal(value))));

/** The spec's variant parameters: a range (or `day_date`, one day) and the merchant's name. */
const range = { from_date: OptionalDate, to_date: OptionalDate, day_date: OptionalDate, customer_name: Name };
const filtered = { has: Type.Optional(Type.Union([...REVENUE_FILTERS.map((value) => Type.Literal(value)), Type.Literal('')])) };
const paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: REVENUE_PAGE_MAX })),
};
const Order = Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')]));
const sortedBy = (sorts: readonly string[]) => ({ sort: oneOf(sorts), order: Order });
/** A list's query: its parameters and its page. */
const listed = <T extends Record<string, TSchema>>(query: T) => Type.Object({ ...query, ...paging });
/** A list's export: the same parameters but the page (every row goes), and the language of its headers. */
const exported = <T extends Record<string, TSchema>>(query: T) => Type.Object({ ...query, lang: Lang });

/**
 * customers/revenue: one merchant's days (`id` the merchant; `customer_name` is what the spec's links carry for the
 * heading, the answer names the merchant as stored).
 */
const days = { id: Id, ...range, ...filtered, ...sortedBy(DAY_SORTS) };
export const DaysQuery = listed(days);
export type DaysQueryType = Static<typeof DaysQuery>;
export const DaysExport = exported(days);

/** The merchant's own days: `id`, when sent, must be its own customer. */
const ownDays = { ...days, id: OptionalId };
export const OwnDaysQuery = listed(ownDays);
export type OwnDaysQueryType = Static<typeof OwnDaysQuery>;
export const OwnDaysExport = exported(ownDays);

/** customers/newrevenue: every merchant over the range, `customer_name` narrowing them by name or company. */
const merchants = { ...range, ...filtered, ...sortedBy(MERCHANT_SORTS) };
export const MerchantsQuery = listed(merchants);
export type MerchantsQueryType = Static<typeof MerchantsQuery>;
export const MerchantsExport = exported(merchants);

/** A day's orders of one merchant. */
const orders = { id: Id, day_date: DateText, ...sortedBy(ORDER_SORTS) };
export const OrdersQuery = listed(orders);
export type OrdersQueryType = Static<typeof OrdersQuery>;
export const OrdersExport = exported(orders);

const ownOrders = { ...orders, id: OptionalId };
export const OwnOrdersQuery = listed(ownOrders);
export type OwnOrdersQueryType = Static<typeof OwnOrdersQuery>;
export const OwnOrdersExport = exported(ownOrders);

export type WithLang = { lang?: 'en' | 'ar' };

/** The page asked, with the defaults every list shares. */
export const pageOf = (query: { page?: number; page_size?: number }) => ({ page: query.page ?? 1, page_size: query.page_size ?? 25 });
