import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES, STATUS_CODE } from '../../../domain/orders/status';
import { cairoDaysAgo } from '../../../domain/time';
import { orders } from '../../db/schema';
import { DELIVERED } from '../../../domain/orders/by-city';
import { ordersByCity } from './by-city';
import { FiguresQuery, ownOrders } from './own';

const TOP_CITIES = 5;

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
      .where(and(ownOrders(request), inArray(orders.status, [...DELIVERED])));
    return row!;
  });

  /** The cities the range's orders went to most, with their Arabic names. */
  app.get<Figures>('/addorders/get_top_cities', { schema, config }, async (request) =>
    (await ordersByCity(app.db, ownOrders(request), TOP_CITIES)).map(({ city, city_name, city_name_ar, count }) => ({ city, city_name, city_name_ar, count })),
  );

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
