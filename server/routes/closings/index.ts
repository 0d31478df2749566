import type { FastifyInstance } from 'fastify';
import closingRoutes from './closing-routes';
import custodyRoutes from './custody-routes';
import moneyRequestRoutes from './request-routes';

/** The courier's cash after delivery: shipper closings and their approval, changes of money after the fact, custody. */
export default async function closingsArea(app: FastifyInstance): Promise<void> {
  await app.register(closingRoutes);
  await app.register(moneyRequestRoutes);
  await app.register(custodyRoutes);
}
