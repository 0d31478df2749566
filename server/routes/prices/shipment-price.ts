import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { resolvePriceFor } from '../../prices/shipment-price';
import { Id } from '../../prices/schemas';
import { assertCustomerVisible, pricingVisibility } from '../../prices/visibility';
import { ShipmentPrice } from '../../../domain/api/prices';

/** `zone` may be left empty or sent as "0" (the spec's "no zone"), both meaning the whole city. */
const PriceQuery = Type.Object({ customer: Id, city: Id, zone: Type.Optional(Type.String({ pattern: '^[0-9]{0,10}$' })) });
type PriceQueryString = { customer: number; city: number; zone?: string };

/**
 * `GET /api/shipment-price?customer=&city=&zone=`: the delivery and return fee of one shipment and where each
 * comes from. Staff ask for the customers they may see, a merchant for its own customer only.
 */
export function registerShipmentPrice(app: FastifyInstance): void {
  app.get<{ Querystring: PriceQueryString }>(
    '/shipment-price',
    { schema: { querystring: PriceQuery, response: { 200: ShipmentPrice } }, config: { access: { user: true } } },
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
