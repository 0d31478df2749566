import type { FastifyInstance } from 'fastify';
import { registerCrud } from '../../lib/rest/crud';
import { shipperGroupsResource } from '../../shippers/groups';
import pickerRoutes from './pickers';
import { registerShipperRoutes } from './shipper-routes';

/** Shippers, shipper groups and the shipper and customer pickers of spec section 7. */
export default async function shippersRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, shipperGroupsResource);
  registerShipperRoutes(app);
  await app.register(pickerRoutes);
}
