import type { FastifyInstance } from 'fastify';
import merchantRequestRoutes from './merchant';
import staffRequestRoutes from './staff';

/** Merchants' requests: the merchant's side (its own) and the staff desks that handle them. */
export default async function requestRoutes(app: FastifyInstance): Promise<void> {
  await app.register(merchantRequestRoutes);
  await app.register(staffRequestRoutes);
}
