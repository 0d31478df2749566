import type { FastifyInstance } from 'fastify';
import closingRoutes from './closing-routes';
import custodyRoutes from './custody-routes';
import materialsRoutes from './materials-routes';
import moneyRequestRoutes from './request-routes';

/** The courier's cash after delivery: shipper closings and their approval, changes of money after the fact, custody, the packaging he hands back. */
export default async function closingsArea(app: FastifyInstance): Promise<void> {
  await app.register(closingRoutes);
  await app.register(moneyRequestRoutes);
  await app.register(custodyRoutes);
  await app.register(materialsRoutes);
}
