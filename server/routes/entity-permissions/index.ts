import type { FastifyInstance } from 'fastify';
import crudPermissionRoutes from './crud';
import fieldRoutes from './fields';
import logRoutes from './logs';
import overrideRoutes from './overrides';
import { customerRows, shipperRows } from '../../entity-permissions/rows-kinds';
import { registerRows } from './rows-routes';
import setRoutes from './sets';
import shipperExtraRoutes from './shipper-extras';
import specialRoutes from './special';
import permissionUserRoutes from './users';

/**
 * The permission screens' calls (spec sections 3, 6 and 7): 'all' overrides, per-customer and per-shipper
 * rows, shipper sets, field permissions, special codes and their log, and the caller's crud permissions.
 */
export default async function entityPermissionsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(overrideRoutes);
  registerRows(app, customerRows);
  registerRows(app, shipperRows);
  await app.register(shipperExtraRoutes);
  await app.register(setRoutes);
  await app.register(fieldRoutes);
  await app.register(specialRoutes);
  await app.register(logRoutes);
  await app.register(crudPermissionRoutes);
  await app.register(permissionUserRoutes);
}
