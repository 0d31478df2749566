import type { FastifyInstance } from 'fastify';
import orderActionRoutes from './action-routes';
import orderFeeRoutes from './fee';
import orderFollowUpRoutes from './follow-up-routes';
import orderReadRoutes from './read-routes';
import todayCountRoutes from './today-counts';
import orderWriteRoutes from './write-routes';
import { importRoutes } from './import/routes';
import { STAFF_IMPORT } from './import/targets';

/** Orders (spec section 7 "Orders"): lists, one order, writes, status moves and bulk actions. */
export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  await app.register(orderReadRoutes);
  await app.register(orderWriteRoutes);
  await app.register(orderActionRoutes);
  await app.register(orderFeeRoutes);
  await app.register(orderFollowUpRoutes);
  await app.register(todayCountRoutes);
  await app.register(importRoutes(STAFF_IMPORT));
}
