import type { FastifyInstance } from 'fastify';
import { registerCrud } from '../../lib/rest/crud';
import { shipperGroupsResource } from './groups';
import pickerRoutes from './pickers';
import shipperRoutes from './shipper-routes';

/** Shippers, shipper groups and the shipper and customer pickers of spec section 7. */
export default async function shippersRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, shipperGroupsResource);
  await app.register(shipperRoutes);
  await app.register(pickerRoutes);
}
