import type { FastifyInstance } from 'fastify';
import { canOpenUrl } from '../../../domain/permissions';
import { userOf } from '../../lib/request-user';
import { registerStaffPicker } from '../../lib/rest/staff-picker';
import { SCREENS } from '../../entity-permissions/target';

/**
 * The staff accounts the permission screens pick from (`permission-users`, simple-rest), only to callers holding
 * a permission screen (the log included); to anyone else it is empty.
 */
export default async function permissionUserRoutes(app: FastifyInstance): Promise<void> {
  registerStaffPicker(app, {
    name: 'permission-users',
    access: { staff: true },
    allows: (request) => {
      const caller = userOf(request);
      return caller.is_superuser || Object.values(SCREENS).some((url) => canOpenUrl(caller, url));
    },
  });
}
