import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { screenUrl } from '../../../domain/screens';
import { rowsOf } from '../../db/rows';
import { shippers } from '../../db/schema';
import { userOf } from '../../lib/request-user';
import { canSeeCustomer, orderScope } from '../../orders/scope';
import { loadShipperScope, visibleCondition } from '../../shippers/scope';
import { Id } from '../../closings/schemas';
import { heldByO } from '../../shipper-reports/custody';
import { Type } from '@sinclair/typebox';
import { MissedReturns } from '../../../domain/api/money';

/**
 * The parcels that should have come back at a closing and did not (MissedReturnShipper). What each shipper holds
 * (ShipperCustodyReport) is a report on the kit (server/shipper-reports/custody.ts).
 */
export default async function custodyRoutes(app: FastifyInstance): Promise<void> {
  const visibleShippers = async (request: FastifyRequest) => visibleCondition((await loadShipperScope(app.db, userOf(request))).visibility);

  app.get<{ Querystring: { shipper?: number } }>(
    '/MissedReturnShipper/',
    {
      schema: { querystring: Type.Object({ shipper: Type.Optional(Id) }), response: { 200: MissedReturns } },
      config: { access: { url: screenUrl('MissedReturnShipper') } },
    },
    async (request) => {
      const seen = await visibleShippers(request);
      const named = request.query.shipper;
      // A shipper the caller may not see answers as one that does not exist: 404, not an empty list.
      if (named !== undefined) {
        const [found] = await app.db
          .select({ id: shippers.id })
          .from(shippers)
          .where(and(eq(shippers.id, named), seen));
        if (!found) throw notFound();
      }
      const scope = await orderScope(app.db, userOf(request));
      const rows = rowsOf(
        await app.db.execute(sql`select o.id as order_id, o.serial, o.status, o.customer_id, cu.company_name as customer_name, c.rc, c.closing_date,
            shippers.id as shipper_id, shippers.name as shipper_name
          from closing_orders co
          join shipper_closings c on c.id = co.closing_id
          join orders o on o.id = co.order_id and o.shipper_id = c.shipper_id and ${heldByO}
          join customers cu on cu.id = o.customer_id
          join ${shippers} on shippers.id = c.shipper_id
          where co.role = 'return' and not co.received and co.resolved_at is null
            ${seen ? sql`and ${seen}` : sql``} ${request.query.shipper ? sql`and c.shipper_id = ${request.query.shipper}` : sql``}
          order by c.closing_date desc, o.id`),
      );
      return {
        // The customer is named only to a caller who may see it; its id stays inside too.
        results: rows.map(({ customer_id, ...r }) => ({
          ...r,
          order_id: Number(r.order_id),
          shipper_id: Number(r.shipper_id),
          rc: Number(r.rc),
          customer_name: canSeeCustomer(scope, Number(customer_id)) ? r.customer_name : '',
        })),
      };
    },
  );
}
