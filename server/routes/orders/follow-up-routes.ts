import type { FastifyInstance } from 'fastify';
import { acceptUploads } from '../../lib/media';
import columnVisibilityRoutes from './column-visibility';
import followListRoutes from './follow/list-routes';
import followReviewRoutes from './follow/review-routes';
import orderGalleryRoutes from './gallery';
import hurryOrderRoutes from './hurry';
import orderPhotoRoutes from './photos';
import orderReplyRoutes from './replies';
import todayOrderRoutes from './today';
import userFilterRoutes from './user-filters';

/**
 * The order calls around the main list: replies, photos and the public gallery, saved filters, column choice,
 * urgent orders, the day lists and the follow-up of parcels out with shippers (./follow). Registered as one plugin so the multipart reader is set up once for them.
 */
export default async function orderFollowUpRoutes(app: FastifyInstance): Promise<void> {
  await acceptUploads(app);
  await app.register(orderReplyRoutes);
  await app.register(orderPhotoRoutes);
  await app.register(orderGalleryRoutes);
  await app.register(userFilterRoutes);
  await app.register(columnVisibilityRoutes);
  await app.register(hurryOrderRoutes);
  await app.register(todayOrderRoutes);
  await app.register(followListRoutes);
  await app.register(followReviewRoutes);
}
