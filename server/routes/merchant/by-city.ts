import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { DELIVERED, RETURNED, type CityCount } from '../../../domain/orders/by-city';
import type { OrderStatus } from '../../../domain/orders/status';
import type { Db } from '../../db/client';
import { cities, orders } from '../../db/schema';

const countWhere = (statuses: readonly OrderStatus[]) => sql<number>`(count(*) filter (where ${inArray(orders.status, [...statuses])}))::int`;

/**
 * The orders matching `where` by city, most first (then by city id), with the city's names in both languages and
 * how many of them were delivered and returned. Orders without a city (none can be entered without one) are left
 * out. `limit`: only the first so many cities.
 */
export async function ordersByCity(db: Db, where: SQL, limit?: number): Promise<CityCount[]> {
  const count = sql<number>`count(*)::int`;
  const query = db
    .select({
      city: sql<number>`${orders.city_id}`,
      city_name: sql<string>`coalesce(${cities.name}, '')`,
      city_name_ar: sql<string>`coalesce(${cities.name_ar}, '')`,
      count,
      delivered: countWhere(DELIVERED),
      returned: countWhere(RETURNED),
    })
    .from(orders)
    .leftJoin(cities, eq(cities.id, orders.city_id))
    .where(and(where, isNotNull(orders.city_id)))
    .groupBy(orders.city_id, cities.name, cities.name_ar)
    .orderBy(desc(count), orders.city_id);
  return limit === undefined ? query : query.limit(limit);
}
