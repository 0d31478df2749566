import { Type } from '@sinclair/typebox';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resolveShipmentPrice, type PriceResolution, type PriceRow, type ReturnPriceItem } from '../../../domain/prices';
import type { Db } from '../../db/client';
import { jsonRows, rowsOf } from '../../db/rows';
import { categoryPrices, customerPrices, customers, returnPriceItems } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { Id } from './schemas';
import { assertCustomerVisible, pricingVisibility } from './visibility';

/** `zone` may be left empty or sent as "0" (the spec's "no zone"), both meaning the whole city. */
const PriceQuery = Type.Object({ customer: Id, city: Id, zone: Type.Optional(Type.String({ pattern: '^[0-9]{0,10}$' })) });
type PriceQueryString = { customer: number; city: number; zone?: string };

type CustomerRow = typeof customers.$inferSelect;

/** Price rows as a JSON array (amounts as numeric's text, e.g. "45.50"), an empty one when there are none. */
const priceRowsJson = (table: typeof categoryPrices | typeof customerPrices, from: SQL, where: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('city_id', ${table.city_id}, 'zone_id', ${table.zone_id},
    'delivery_price', ${table.delivery_price}::text, 'return_price', ${table.return_price}::text)), '[]') from ${from} where ${where})`;

/**
 * A customer's own price rows and its category's for one city (or every city), as two JSON arrays, to be read as
 * columns of a statement (the price of one shipment here; the checks of an order or of an imported file's orders,
 * routes/orders/values.ts and import/check.ts).
 */
export const priceRowsSql = (customerId: number, city?: number) => ({
  own: priceRowsJson(
    customerPrices,
    sql`${customerPrices}`,
    and(eq(customerPrices.customer_id, customerId), city === undefined ? undefined : eq(customerPrices.city_id, city))!,
  ),
  category: priceRowsJson(
    categoryPrices,
    sql`${categoryPrices} join ${customers} on ${customers.category_id} = ${categoryPrices.category_id}`,
    and(eq(customers.id, customerId), city === undefined ? undefined : eq(categoryPrices.city_id, city))!,
  ),
});

/** The price of one shipment for a customer to a city (and zone), by the resolution order of domain/prices. */
export async function resolvePriceFor(db: Db, customer: CustomerRow, city: number, zone: number | null): Promise<PriceResolution> {
  const rows = priceRowsSql(customer.id, city);
  const template = customer.HasReturnPrice ? customer.return_price_template_id : null;
  const returnItems =
    template == null
      ? sql`null`
      : sql`(select coalesce(json_agg(json_build_object('city_id', ${returnPriceItems.city_id}, 'price', ${returnPriceItems.price}::text)), '[]')
          from ${returnPriceItems} where ${returnPriceItems.template_id} = ${template} and ${returnPriceItems.city_id} = ${city})`;
  const [row] = rowsOf(await db.execute(sql`select ${rows.own} as own, ${rows.category} as category, ${returnItems} as return_items`));
  return resolveShipmentPrice({
    customerPrices: jsonRows<PriceRow>(row?.own),
    categoryPrices: jsonRows<PriceRow>(row?.category),
    HasReturnPrice: customer.HasReturnPrice,
    returnItems: row?.return_items == null ? null : jsonRows<ReturnPriceItem>(row.return_items),
    city_id: city,
    zone_id: zone,
  });
}

/**
 * `GET /api/shipment-price?customer=&city=&zone=`: the delivery and return fee of one shipment and where each
 * comes from. Staff ask for the customers they may see, a merchant for its own customer only.
 */
export function registerShipmentPrice(app: FastifyInstance): void {
  app.get<{ Querystring: PriceQueryString }>(
    '/shipment-price',
    { schema: { querystring: PriceQuery }, config: { access: { user: true } } },
    async (request) => {
      const { customer: customerId, city, zone } = request.query;
      assertCustomerVisible(await pricingVisibility(app.db, request), customerId);
      const [customer] = await app.db.select().from(customers).where(eq(customers.id, customerId));
      if (!customer) throw notFound();
      const resolution = await resolvePriceFor(app.db, customer, city, zone ? Number(zone) || null : null);
      if (!resolution.ok) throw new ApiError(404, resolution.error);
      return resolution.price;
    },
  );
}
