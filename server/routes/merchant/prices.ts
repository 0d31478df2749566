import { Type } from '@sinclair/typebox';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { priceList, type PriceListEntry, type PriceListLine } from '../../../domain/price-list';
import type { PriceRow } from '../../../domain/prices';
import type { Db } from '../../db/client';
import { categoryPrices, cities, customerPrices, customers, returnPriceItems, zones } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { ownCustomer, RowId } from '../../merchant/own';
import { PriceList } from '../../../domain/api/prices';

const rowColumns = (table: typeof categoryPrices | typeof customerPrices) => ({
  city_id: table.city_id,
  zone_id: table.zone_id,
  delivery_price: table.delivery_price,
  return_price: table.return_price,
});

/** The customer's prices by the one price resolution (domain/price-list.ts). */
async function pricesOf(db: Db, customerId: number): Promise<PriceListEntry[]> {
  const [customer] = await db
    .select({ category_id: customers.category_id, HasReturnPrice: customers.HasReturnPrice, template: customers.return_price_template_id })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw notFound();
  const noRows = Promise.resolve<PriceRow[]>([]);
  const [own, category, returnItems] = await Promise.all([
    db.select(rowColumns(customerPrices)).from(customerPrices).where(eq(customerPrices.customer_id, customerId)),
    customer.category_id == null
      ? noRows
      : db.select(rowColumns(categoryPrices)).from(categoryPrices).where(eq(categoryPrices.category_id, customer.category_id)),
    customer.HasReturnPrice && customer.template != null
      ? db
          .select({ city_id: returnPriceItems.city_id, price: returnPriceItems.price })
          .from(returnPriceItems)
          .where(eq(returnPriceItems.template_id, customer.template))
      : Promise.resolve(null),
  ]);
  return priceList({ customerPrices: own, categoryPrices: category, HasReturnPrice: customer.HasReturnPrice, returnItems });
}

/** The names of the cities and zones the entries name, both languages, by id. */
async function namesOf(db: Db, entries: readonly PriceListEntry[]) {
  const cityIds = [...new Set(entries.map((entry) => entry.city_id))];
  const zoneIds = [...new Set(entries.flatMap((entry) => (entry.zone_id === null ? [] : [entry.zone_id])))];
  const named = async (table: typeof cities | typeof zones, ids: number[]) =>
    ids.length ? db.select({ id: table.id, name: table.name, name_ar: table.name_ar }).from(table).where(inArray(table.id, ids)) : [];
  const [cityRows, zoneRows] = await Promise.all([named(cities, cityIds), named(zones, zoneIds)]);
  return { cities: new Map(cityRows.map((row) => [row.id, row])), zones: new Map(zoneRows.map((row) => [row.id, row])) };
}

const PricesQuery = Type.Object({ id: Type.Optional(RowId) });

/**
 * `GET /api/merchant/prices/` (customerdashboard `Shipment/customerpricelist`): the caller's own delivery and
 * return prices by city and zone, with the places' names in both languages. `id` may name only the caller's own
 * customer; another answers 404 as a missing one.
 */
export default async function merchantPriceRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { id?: number } }>(
    '/merchant/prices/',
    { schema: { querystring: PricesQuery, response: { 200: PriceList } }, config: { access: { customer: true } } },
    async (request) => {
      const entries = await pricesOf(app.db, ownCustomer(request, request.query.id));
      const names = await namesOf(app.db, entries);
      const results = entries.map((entry): PriceListLine => {
        const city = names.cities.get(entry.city_id);
        const zone = entry.zone_id === null ? undefined : names.zones.get(entry.zone_id);
        return {
          city: entry.city_id,
          city_name: city?.name ?? '',
          city_name_ar: city?.name_ar ?? '',
          zone: entry.zone_id,
          zone_name: zone?.name ?? '',
          zone_name_ar: zone?.name_ar ?? '',
          delivery_price: entry.delivery_price,
          return_price: entry.return_price,
        };
      });
      return { results };
    },
  );
}
