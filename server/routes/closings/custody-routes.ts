import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { screenUrl } from '../../../domain/screens';
import { rowsOf } from '../../db/rows';
import { shippers } from '../../db/schema';
import { userOf } from '../../lib/request-user';
import { canSeeCustomer, orderScope } from '../../orders/scope';
import { loadShipperScope, visibleCondition } from '../../shippers/scope';
import { CustodyQuery, Id, pastOrToday } from '../../closings/schemas';
import { custodyReport, heldByO } from '../../shipper-reports/custody';
import { Type } from '@sinclair/typebox';

/**
 * What each shipper holds (spec: ShipperCustodyReport, read by ../shipper-reports/custody.ts, which also
 * exports it). And the parcels that should have come back at a closing and did not
 * (MissedReturnShipper).
 */
export default async function custodyRoutes(app: FastifyInstance): Promise<void> {
  const visibleShippers = async (request: FastifyRequest) => visibleCondition((await loadShipperScope(app.db, userOf(request))).visibility);

  app.get<{ Querystring: { as_of?: string } }>(
    '/ShipperCustodyReport/',
    { schema: { querystring: CustodyQuery }, config: { access: { url: screenUrl('ShipperCustodyReport') } } },
    async (request) => {
      const asOf = request.query.as_of ? pastOrToday(request.query.as_of, 'as_of') : undefined;
      return custodyReport(app.db, (await loadShipperScope(app.db, userOf(request))).visibility, asOf);
    },
  );

  app.get<{ Querystring: { shipper?: number } }>(
    '/MissedReturnShipper/',
    { schema: { querystring: Type.Object({ shipper: Type.Optional(Id) }) }, config: { access: { url: screenUrl('MissedReturnShipper') } } },
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
        results: rows.map((r) => ({
          ...r,
          order_id: Number(r.order_id),
          shipper_id: Number(r.shipper_id),
          rc: Number(r.rc),
          customer_name: canSeeCustomer(scope, Number(r.customer_id)) ? r.customer_name : '',
        })),
      };
    },
  );
}
