import type { FastifyInstance } from 'fastify';
import { registerPlans } from './plans';
import { registerPriceRows } from './price-rows';
import { registerReturnPrices } from './return-prices';
import { registerShipmentPrice } from './shipment-price';

/** Category templates, customer prices, return price templates, shipment price lookup and pricing plans. */
export default async function pricesRoutes(app: FastifyInstance): Promise<void> {
  registerPriceRows(app);
  registerReturnPrices(app);
  registerShipmentPrice(app);
  registerPlans(app);
}
