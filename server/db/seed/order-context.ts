import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import { cairoToday } from '../../../domain/time';
import type { Db } from '../client';
import { categoryPrices, cities, customers, holdReasons, HUB_SHIPPER_ID, shippers, users, zones } from '../schema';
import type { OrderRowContext } from './order-rows';

/**
 * What the order row maker needs, read from a seeded database: customers with their category's delivery
 * price per city, cities with zones, the couriers (not the hub), hold reasons and the staff who enter orders.
 */
export async function loadOrderContext(db: Db, days: number, now: Date = new Date()): Promise<OrderRowContext> {
  const customerRows = await db.select({ id: customers.id, category_id: customers.category_id }).from(customers).orderBy(asc(customers.id));
  const priceRows = await db
    .select({ category_id: categoryPrices.category_id, city_id: categoryPrices.city_id, price: categoryPrices.delivery_price })
    .from(categoryPrices)
    .where(isNull(categoryPrices.zone_id));
  const byCategory = new Map<number, Map<number, string>>();
  for (const row of priceRows) {
    const prices = byCategory.get(row.category_id) ?? new Map<number, string>();
    prices.set(row.city_id, row.price);
    byCategory.set(row.category_id, prices);
  }
  const cityRows = await db.select({ id: cities.id }).from(cities).orderBy(asc(cities.id));
  const zoneRows = await db.select({ id: zones.id, name: zones.name, city_id: zones.city_id }).from(zones).orderBy(asc(zones.id));
  const shipperRows = await db
    .select({ id: shippers.id, fee: shippers.delivery_fee })
    .from(shippers)
    .where(and(ne(shippers.id, HUB_SHIPPER_ID), eq(shippers.is_active, true)))
    .orderBy(asc(shippers.id));
  const reasonRows = await db.select({ id: holdReasons.id }).from(holdReasons).orderBy(asc(holdReasons.id));
  // The staff, superusers first: the first superuser enters most orders.
  const clerks = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.is_staff, true), isNull(users.customer_id)))
    .orderBy(desc(users.is_superuser), asc(users.id));
  return {
    today: cairoToday(now),
    now,
    days,
    customers: customerRows.map((c) => ({ id: c.id, fees: (c.category_id !== null && byCategory.get(c.category_id)) || new Map<number, string>() })),
    cities: cityRows.map((city) => ({ id: city.id, zones: zoneRows.filter((z) => z.city_id === city.id).map((z) => ({ id: z.id, name: z.name })) })),
    shippers: shipperRows,
    holdReasonIds: reasonRows.map((r) => r.id),
    clerks: clerks.map((clerk) => clerk.id),
  };
}
