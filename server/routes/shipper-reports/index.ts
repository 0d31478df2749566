import type { FastifyInstance } from 'fastify';
import { screenUrl } from '../../../domain/screens';
import { notFound } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { orderScope } from '../../orders/scope';
import { loadShipperScope } from '../../shippers/scope';
import { closingRequestDetails } from '../../shipper-reports/closing-report';
import { DetailsParams } from '../../shipper-reports/schemas';
import { ClosingDetails } from '../../../domain/api/money';

/**
 * One shipper closing by its receipt number (spec: ShipperClosingRequestDetails/{request_id}), opened from the
 * closings report. A closing of a shipper the caller may not see answers as one that does not exist (404). The
 * shippers' money reports themselves (custody, closings, revenue) are on the report kit (server/reports).
 */
export default async function shipperReportRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { rc: number } }>(
    '/ShipperClosingRequestDetails/:rc',
    { schema: { params: DetailsParams, response: { 200: ClosingDetails } }, config: { access: { url: screenUrl('ShipperClosingRequestDetails') } } },
    async (request) => {
      const user = userOf(request);
      const visibility = (await loadShipperScope(app.db, user)).visibility;
      const found = await closingRequestDetails(app.db, await orderScope(app.db, user), visibility, request.params.rc);
      if (!found) throw notFound();
      return found;
    },
  );
}
