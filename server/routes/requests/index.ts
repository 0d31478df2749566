import type { FastifyInstance } from 'fastify';
import collectGalleryRoutes from './collect-gallery';
import merchantCollectRoutes from './collect-merchant';
import staffCollectRoutes from './collect-staff';
import merchantRequestRoutes from './merchant';
import staffRequestRoutes from './staff';

export { collectOrderIds } from '../../requests/collect-orders';

/**
 * Merchants' requests: the merchant's side (its own) and the staff desks that handle them; collect requests add
 * their own calls (asking for the money of delivered orders, the collect desk, the hand-over and its public gallery).
 */
export default async function requestRoutes(app: FastifyInstance): Promise<void> {
  await app.register(merchantRequestRoutes);
  await app.register(staffRequestRoutes);
  await app.register(merchantCollectRoutes);
  await app.register(staffCollectRoutes);
  await app.register(collectGalleryRoutes);
}
