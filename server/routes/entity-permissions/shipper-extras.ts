import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../lib/request-user';
import { readOverrides } from './overrides';
import { shipperRows } from '../../entity-permissions/rows-kinds';
import { findRows } from '../../entity-permissions/rows-repo';
import { assertMayRead, findTarget } from '../../entity-permissions/target';
import { UserShipperPermissions } from '../../../domain/api/permissions';

const Query = Type.Object({
  user: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  shippers: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,499}$' })),
});

/** Spec 7 "GET all user shipper permissions (shippers, user)": a user's shipper rows and shipper overrides. */
export default async function shipperExtraRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { user?: number; shippers?: string } }>(
    '/orders/getAllUserShipperPermissions',
    { schema: { querystring: Query, response: { 200: UserShipperPermissions } }, config: { access: { staff: true } } },
    async (request) => {
      const caller = userOf(request);
      const userId = request.query.user ?? caller.id;
      assertMayRead(caller, userId, shipperRows.screen);
      const target = await findTarget(app.db, userId);
      const wanted = request.query.shippers?.split(',').map(Number);
      const [rows, overrides] = await Promise.all([findRows(app.db, shipperRows, target.id, wanted), readOverrides(app.db, target.id)]);
      return {
        user: target.id,
        is_superuser: target.is_superuser,
        shippers: rows.map(({ shipper_id, shipper_name, phone, address }) => ({ shipper_id, shipper_name, phone, address })),
        overrides: { all_shipper_phone: overrides.all_shipper_phone, all_shipper_address: overrides.all_shipper_address },
      };
    },
  );
}
