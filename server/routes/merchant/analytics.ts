import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES, STATUS_CODE } from '../../../domain/orders/status';
import { cairoDaysAgo } from '../../../domain/time';
import { orderDayCities, orderDayFigures as figures, orders } from '../../db/schema';
import { DELIVERED } from '../../../domain/orders/by-city';
import { ordersByCity } from '../../merchant/by-city';
import { FiguresQuery, ownFigures, ownOrders } from '../../merchant/own';
import type { TSchema } from '@sinclair/typebox';
import { Collected, PickupsWaiting, StatusCounts, TopCities, YesterdayOrders } from '../../../domain/api/merchant';

const TOP_CITIES = 5;
/** The orders a set of day figures counts. */
const orderCount = sql<number>`coalesce(sum(${figures.orders}), 0)::int`;

/**
 * The merchant's analytics home (spec: customer dashboard data, addorders/today_pickup, get_total_collected,
 * get_top_cities, get_orders_status, get_yesterday_orders with id, from_date, to_date). Each answer counts the
 * caller's own customer's orders only, cancelled ones left out; `id` may name only that customer (another
 * answers 404, as a missing one). The range is of order dates; the pickups waiting and yesterday's orders are
 * of now and yesterday (Cairo) whatever the range. All but the pickups waiting are read from the day figures
 * (schema/figures.ts), so they answer as fast for a merchant with 100,000 orders as for one with ten.
 */
export default async function merchantAnalyticsRoutes(app: FastifyInstance): Promise<void> {
  const config = { access: { customer: true } } as const;
  const answering = (answer: TSchema) => ({ querystring: FiguresQuery, response: { 200: answer } });

  type Figures = { Querystring: FiguresQuery };

  /** Parcels waiting for the courier to pick them up, now (a partial index holds just these). */
  app.get<Figures>('/addorders/today_pickup', { schema: answering(PickupsWaiting), config }, async (request) => {
    const [row] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(ownOrders(request, false), sql`${orders.status_code} = ${sql.raw(String(STATUS_CODE.awaitingPickup))}`));
    return { count: row?.count ?? 0 };
  });

  /** The cash recipients paid for the range's orders, the fees on them, and what is the merchant's. */
  app.get<Figures>('/addorders/get_total_collected', { schema: answering(Collected), config }, async (request) => {
    const money = (sum: SQL) => sql<string>`coalesce(${sum}, 0)::numeric(14,2)::text`;
    const [row] = await app.db
      .select({
        orders: orderCount,
        total_collected: money(sql`sum(${figures.collected})`),
        fees: money(sql`sum(${figures.fees})`),
        net: money(sql`sum(${figures.collected} - ${figures.fees})`),
      })
      .from(figures)
      .where(and(ownFigures(request), inArray(figures.status, [...DELIVERED])));
    return row!;
  });

  /** The cities the range's orders went to most, with their Arabic names. */
  app.get<Figures>('/addorders/get_top_cities', { schema: answering(TopCities), config }, async (request) =>
    (await ordersByCity(app.db, ownFigures(request, orderDayCities), TOP_CITIES)).map(({ city, city_name, city_name_ar, count }) => ({
      city,
      city_name,
      city_name_ar,
      count,
    })),
  );

  /** The range's orders by status, every status named (0 when none). */
  app.get<Figures>('/addorders/get_orders_status', { schema: answering(StatusCounts), config }, async (request) => {
    const rows = await app.db.select({ status: figures.status, count: orderCount }).from(figures).where(ownFigures(request)).groupBy(figures.status);
    const counts = new Map(rows.map((row) => [row.status, row.count]));
    return ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  });

  /** How many orders are dated yesterday (Cairo). */
  app.get<Figures>('/addorders/get_yesterday_orders', { schema: answering(YesterdayOrders), config }, async (request) => {
    const day = cairoDaysAgo(1);
    const [row] = await app.db
      .select({ count: orderCount })
      .from(figures)
      .where(and(ownFigures(request, figures, false), eq(figures.order_date, day)));
    return { date: day, count: row?.count ?? 0 };
  });
}
