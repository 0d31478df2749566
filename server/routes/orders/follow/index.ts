import type { FastifyInstance } from 'fastify';
import followListRoutes from './list-routes';
import followReviewRoutes from './review-routes';

/**
 * The follow-up of parcels out with shippers (spec sections 2 and 7: followorders, shipperOrdersReview,
 * ShipperStatusFollow; getorderfollowup, getOrderFollowShipperFilter, getOrderFollowUpReport, review, quick
 * action) and the search of shipping requests (search_orders_requst_shipping). Rules: domain/orders/follow-up.ts.
 */
export default async function followRoutes(app: FastifyInstance): Promise<void> {
  await app.register(followListRoutes);
  await app.register(followReviewRoutes);
}
