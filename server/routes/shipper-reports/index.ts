import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLOSING_REPORT_COLUMNS } from '../../../domain/ledger/reports';
import type { Visibility } from '../../../domain/permissions';
import { screenUrl } from '../../../domain/screens';
import { rowsOf } from '../../db/rows';
import { notFound } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { orderScope } from '../../orders/scope';
import { loadShipperScope } from '../../shippers/scope';
import { closingReport, closingRequestDetails } from '../../shipper-reports/closing-report';
import { ClosingReportExport, ClosingReportQuery, DetailsParams, rangeOf, type ClosingReportQueryType } from '../../shipper-reports/schemas';
import { sendReport, type Lang } from '../../shipper-reports/xlsx';

type WithLang = { lang?: Lang };

/**
 * The shippers' money reports (spec section 2): the custody report's export (its list is
 * closings/custody-routes.ts), ShipperClosingRequestReport and its details, Shipper/revenue and newrevenue. Each
 * list is a GET; its xlsx is a POST of the same parameters to `<list>export/`. A caller sees only the shippers
 * whose rows he holds: a shipper named that he may not see answers as one that does not exist (404).
 */
export default async function shipperReportRoutes(app: FastifyInstance): Promise<void> {
  const visibilityOf = async (request: FastifyRequest) => (await loadShipperScope(app.db, userOf(request))).visibility;
  /** The caller's shippers, after checking that `shipper`, when named, exists and is one of them. */
  const seeing = async (request: FastifyRequest, shipper: number | '' | undefined): Promise<Visibility> => {
    const visibility = await visibilityOf(request);
    if (!shipper) return visibility;
    if (!visibility.all && !visibility.ids.includes(shipper)) throw notFound();
    if (rowsOf(await app.db.execute(sql`select 1 from shippers where id = ${shipper}`)).length === 0) throw notFound();
    return visibility;
  };

  const closingUrl = { access: { url: screenUrl('ShipperClosingRequestReport') } };
  const closings = async (request: FastifyRequest, query: ClosingReportQueryType) =>
    closingReport(app.db, await seeing(request, query.shipper), { shipper: query.shipper || undefined, ...rangeOf(query) });
  app.get<{ Querystring: ClosingReportQueryType }>(
    '/ShipperClosingRequestReport/',
    { schema: { querystring: ClosingReportQuery }, config: closingUrl },
    (request) => closings(request, request.query),
  );
  app.post<{ Body: ClosingReportQueryType & WithLang }>(
    '/ShipperClosingRequestReport/export/',
    { schema: { body: ClosingReportExport }, config: closingUrl },
    async (request, reply) => {
      const report = await closings(request, request.body);
      return sendReport(reply, 'ShipperClosingRequestReport', CLOSING_REPORT_COLUMNS, report.results, report.totals, request.body.lang ?? 'en');
    },
  );

  app.get<{ Params: { rc: number } }>(
    '/ShipperClosingRequestDetails/:rc',
    { schema: { params: DetailsParams }, config: { access: { url: screenUrl('ShipperClosingRequestDetails') } } },
    async (request) => {
      const user = userOf(request);
      const found = await closingRequestDetails(app.db, await orderScope(app.db, user), await visibilityOf(request), request.params.rc);
      if (!found) throw notFound();
      return found;
    },
  );
}
