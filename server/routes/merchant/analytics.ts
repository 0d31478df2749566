import { Type, type Static } from '@sinclair/typebox';
import { and, desc, eq, gte, inArray, isNotNull, lte, ne, or, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { filterDateError } from '../../../domain/dates';
import { ORDER_STATUSES, STATUS_CODE, type OrderStatus } from '../../../domain/orders/status';
import { cairoDaysAgo } from '../../../domain/time';
import { cities, orders } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { userOf } from '../../lib/request-user';

const DateText = Type.String({ maxLength: 10 });
/** The spec's parameters of the merchant's figures: its own customer's id and an order-date range (both ends optional). */
const FiguresQuery = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  from_date: Type.Optional(Type.Union([DateText, Type.Literal('')])),
  to_date: Type.Optional(Type.Union([DateText, Type.Literal('')])),
});
type FiguresQuery = Static<typeof FiguresQuery>;

/** Statuses whose cash the recipient paid: the money the merchant is owed or has been paid. */
const PAID: readonly OrderStatus[] = ['Delivered', 'Collected'];
const TOP_CITIES = 5;
const notCancelled = or(isNull(orders.status_code), ne(orders.status_code, STATUS_CODE.cancelled));

/**
 * The merchant's analytics home (spec: customer dashboard data, addorders/today_pickup, get_total_collected,
 * get_top_cities, get_orders_status, get_yesterday_orders with id, from_date, to_date). Each answer counts the
 * caller's own customer's orders only, cancelled ones left out; `id` may name only that customer (another
 * answers 404, as a missing one). The range is of order dates; the pickups waiting and yesterday's orders are
 * of now and yesterday (Cairo) whatever the range.
 */
export default async function merchantAnalyticsRoutes(app: FastifyInstance): Promise<void> {
  const config = { access: { customer: true } } as const;
  const schema = { querystring: FiguresQuery };

  /** The caller's own orders in the asked range, as one condition. */
  const ownOrders = (request: FastifyRequest<{ Querystring: FiguresQuery }>, ranged = true): SQL => {
    const customer = userOf(request).customer_id;
    const { id, from_date = '', to_date = '' } = request.query;
    if (customer == null || (id !== undefined && id !== customer)) throw notFound();
    for (const [field, value] of [
      ['from_date', from_date],
      ['to_date', to_date],
    ] as const) {
      const error = filterDateError(value);
      if (error) throw badRequest({ [field]: error });
    }
    return and(
      eq(orders.customer_id, customer),
      notCancelled,
      ranged && from_date ? gte(orders.order_date, from_date) : undefined,
      ranged && to_date ? lte(orders.order_date, to_date) : undefined,
    )!;
  };
  type Figures = { Querystring: FiguresQuery };

  /** Parcels waiting for the courier to pick them up, now. */
  app.get<Figures>('/addorders/today_pickup', { schema, config }, async (request) => {
    const [row] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(ownOrders(request, false), eq(orders.status_code, STATUS_CODE.awaitingPickup)));
    return { count: row?.count ?? 0 };
  });

  /** The cash recipients paid for the range's orders, the fees on them, and what is the merchant's. */
  app.get<Figures>('/addorders/get_total_collected', { schema, config }, async (request) => {
    const collected = sql`coalesce(${orders.collected_amount}, ${orders.total_amount})`;
    const [row] = await app.db
      .select({
        orders: sql<number>`count(*)::int`,
        total_collected: sql<string>`coalesce(sum(${collected}), 0)::numeric(14,2)::text`,
        fees: sql<string>`coalesce(sum(${orders.total_fees}), 0)::numeric(14,2)::text`,
        net: sql<string>`coalesce(sum(${collected} - ${orders.total_fees}), 0)::numeric(14,2)::text`,
      })
      .from(orders)
      .where(and(ownOrders(request), inArray(orders.status, [...PAID])));
    return row!;
  });

  /** The cities the range's orders went to most, with their Arabic names. */
  app.get<Figures>('/addorders/get_top_cities', { schema, config }, async (request) => {
    const count = sql<number>`count(*)::int`;
    return app.db
      .select({ city: orders.city_id, city_name: sql<string>`coalesce(${cities.name}, '')`, city_name_ar: sql<string>`coalesce(${cities.name_ar}, '')`, count })
      .from(orders)
      .leftJoin(cities, eq(cities.id, orders.city_id))
      .where(and(ownOrders(request), isNotNull(orders.city_id)))
      .groupBy(orders.city_id, cities.name, cities.name_ar)
      .orderBy(desc(count), orders.city_id)
      .limit(TOP_CITIES);
  });

  /** The range's orders by status, every status named (0 when none). */
  app.get<Figures>('/addorders/get_orders_status', { schema, config }, async (request) => {
    const rows = await app.db
      .select({ status: orders.status, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(ownOrders(request))
      .groupBy(orders.status);
    const counts = new Map(rows.map((row) => [row.status, row.count]));
    return ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  });

  /** How many orders are dated yesterday (Cairo). */
  app.get<Figures>('/addorders/get_yesterday_orders', { schema, config }, async (request) => {
    const day = cairoDaysAgo(1);
    const [row] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(ownOrders(request, false), eq(orders.order_date, day)));
    return { date: day, count: row?.count ?? 0 };
  });
}
