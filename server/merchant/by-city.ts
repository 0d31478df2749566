import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CityCount } from '../../domain/orders/by-city';
import type { Db } from '../db/client';
import { cities, orderDayCities as days } from '../db/schema';

const total = (column: typeof days.orders | typeof days.delivered | typeof days.returned) => sql<number>`coalesce(sum(${column}), 0)::int`;
const orderCount = total(days.orders);

/**
 * The orders whose day figures by city (schema/figures.ts) match `where` by city, most first (then by city id),
 * with the city's names in both languages and how many of them were delivered and returned. Orders without a
 * city (none can be entered without one) are not among them, and cities none of whose orders are left (figures
 * back at zero once their orders were cancelled or deleted) are left out. `limit`: only the first so many cities.
 */
export async function ordersByCity(db: Db, where: SQL, limit?: number): Promise<CityCount[]> {
  const query = db
    .select({
      city: days.city_id,
      city_name: sql<string>`coalesce(${cities.name}, '')`,
      city_name_ar: sql<string>`coalesce(${cities.name_ar}, '')`,
      count: orderCount,
      delivered: total(days.delivered),
      returned: total(days.returned),
    })
    .from(days)
    .leftJoin(cities, eq(cities.id, days.city_id))
    .where(where)
    .groupBy(days.city_id, cities.name, cities.name_ar)
    .having(sql`sum(${days.orders}) > 0`)
    .orderBy(desc(orderCount), days.city_id);
  return limit === undefined ? query : query.limit(limit);
}
