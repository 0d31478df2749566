import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resolveShipmentPrice, type PriceResolution } from '../../../domain/prices';
import type { Db } from '../../db/client';
import { categoryPrices, customerPrices, customers, returnPriceItems } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { Id } from './schemas';
import { assertCustomerVisible, pricingVisibility } from './visibility';

/** `zone` may be left empty or sent as "0" (the spec's "no zone"), both meaning the whole city. */
const PriceQuery = Type.Object({ customer: Id, city: Id, zone: Type.Optional(Type.String({ pattern: '^[0-9]{0,10}$' })) });
type PriceQueryString = { customer: number; city: number; zone?: string };

const priceColumns = <T extends typeof categoryPrices | typeof customerPrices>(table: T) => ({
  city_id: table.city_id,
  zone_id: table.zone_id,
  delivery_price: table.delivery_price,
  return_price: table.return_price,
});

type CustomerRow = typeof customers.$inferSelect;

/** The price of one shipment for a customer to a city (and zone), by the resolution order of domain/prices. */
export async function resolvePriceFor(db: Db, customer: CustomerRow, city: number, zone: number | null): Promise<PriceResolution> {
  const [own, category, returnItems] = await Promise.all([
    db
      .select(priceColumns(customerPrices))
      .from(customerPrices)
      .where(and(eq(customerPrices.customer_id, customer.id), eq(customerPrices.city_id, city))),
    customer.category_id == null
      ? Promise.resolve([])
      : db
          .select(priceColumns(categoryPrices))
          .from(categoryPrices)
          .where(and(eq(categoryPrices.category_id, customer.category_id), eq(categoryPrices.city_id, city))),
    customer.HasReturnPrice && customer.return_price_template_id != null
      ? db
          .select({ city_id: returnPriceItems.city_id, price: returnPriceItems.price })
          .from(returnPriceItems)
          .where(and(eq(returnPriceItems.template_id, customer.return_price_template_id), eq(returnPriceItems.city_id, city)))
      : Promise.resolve(null),
  ]);
  return resolveShipmentPrice({
    customerPrices: own,
    categoryPrices: category,
    HasReturnPrice: customer.HasReturnPrice,
    returnItems,
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
