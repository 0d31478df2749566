import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { crudPermissionsOf } from '../../../domain/permissions';
import { modelPermissions } from '../../db/schema';
import { userOf } from '../../lib/request-user';
import { CrudPermissions } from '../../../domain/api/permissions';

/** Spec 7 "GET orders/get_CrudPermission": the caller's view, add, change and delete per city, zone, area, shipper and user. */
export default async function crudPermissionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/orders/get_CrudPermission', { schema: { response: { 200: CrudPermissions } }, config: { access: { staff: true } } }, async (request) => {
    const caller = userOf(request);
    const held = caller.is_superuser ? [] : await app.db.select().from(modelPermissions).where(eq(modelPermissions.user_id, caller.id));
    return crudPermissionsOf(caller, held);
  });
}
