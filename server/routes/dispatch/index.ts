import type { FastifyInstance } from 'fastify';
import dispatchRoutes from './routes';
import scanRoutes from './scan-routes';

/** Dispatch: handing parcels to shippers, their run sheets and day lists, and the hub's scanner. */
export default async function dispatchArea(app: FastifyInstance): Promise<void> {
  await app.register(dispatchRoutes);
  await app.register(scanRoutes);
}
