import type { Static } from '@sinclair/typebox';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_SCREEN } from '../../../domain/requests/desks';
import { REQUEST_STATUSES } from '../../../domain/requests/rules';
import { screenUrl } from '../../../domain/screens';
import type { Db } from '../../db/client';
import { customerRequests, requestOrders } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { pageAnswer, windowOf } from '../../lib/rest/paging';
import { userOf } from '../../lib/request-user';
import { assertMay, canSeeCustomer } from '../../orders/scope';
import { openCollect } from '../../requests/collect-orders';
import collectReceiptRoutes from './collect-receipt';
import { assignment, collectShippers, CollectListQuery, CollectStatusBody, isSet, StaffCollectBody } from '../../requests/collect-schemas';
import { assertDays, createdOn, deskFilters } from '../../requests/desk-filters';
import { deskScope, shownToDesk, type DeskScope } from '../../requests/desk-scope';
import { listRequests } from '../../requests/repo';
import { actOnRequests } from './staff-actions';
import { CollectDeskPage } from '../../../domain/api/collect';
import { ChangedRequests, RequestRecord } from '../../../domain/api/requests';

/** The collect desk's screen (spec: CollectRequest/collectList): every collect call of the office needs it. */
export const COLLECT_DESK = screenUrl(REQUEST_SCREEN.collect);

/** Merchants that also have a return request still to do (open or with a courier), or that have none. */
function returnAsked(flag: boolean | undefined): SQL | undefined {
  if (flag === undefined) return undefined;
  const asked = sql`exists (select 1 from ${customerRequests} as returns where returns.customer_id = ${customerRequests.customer_id}
    and returns.kind = 'return' and returns.status in ('open', 'assigned'))`;
  return flag ? asked : sql`not ${asked}`;
}

/** How many orders the requests matching `where` hold together. */
async function ordersIn(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(requestOrders)
    .where(inArray(requestOrders.request_id, db.select({ id: customerRequests.id }).from(customerRequests).where(where)));
  return row?.count ?? 0;
}

/** One request as the desk lists it. */
async function deskRequest(db: Db, desk: DeskScope, id: number) {
  const { results } = await listRequests(db, eq(customerRequests.id, id));
  return shownToDesk(desk, results[0]!);
}

/**
 * The office's collect desk (spec sections 2 and 7: CollectRequest/collectList, addorders/collect, add collect
 * order, collect/bulk_update-status): the collect requests of the merchants whose rows grant the caller
 * `collectclient`, with the spec's filters; a request opened for a merchant on the phone; assigning a courier to
 * carry the cash or choosing a transfer, taking the courier back or cancelling, many at once, all or none; and the
 * hand-over with the photo of the signed receipt (collect-receipt.ts). Changing the courier is also the desks'
 * shared call (requests/change_shipper/), and one request's page is requests/{id}/.
 */
export default async function staffCollectRoutes(app: FastifyInstance): Promise<void> {
  const config = { access: { url: COLLECT_DESK } };
  const deskOf = (request: FastifyRequest) => deskScope(app.db, userOf(request));

  app.get<{ Querystring: CollectListQuery }>(
    '/addorders/collect',
    { schema: { querystring: CollectListQuery, response: { 200: CollectDeskPage } }, config },
    async (request) => {
      const { FilterDate, to_date, status_query, customer_id, query } = request.query;
      const window = windowOf(request.query);
      assertDays({ FilterDate, to_date });
      const desk = await deskOf(request);
      const filters = { status: status_query, customer_id, query };
      const where = and(
        deskFilters(desk, 'collect', filters, REQUEST_STATUSES, collectShippers(request.query.shippers)),
        createdOn(FilterDate, to_date),
        returnAsked(isSet(request.query.has_return_request)),
      );
      const [result, total] = await Promise.all([listRequests(app.db, where, window), isSet(request.query.total_orders) ? ordersIn(app.db, where) : undefined]);
      const results = result.results.map((row) => shownToDesk(desk, row));
      return pageAnswer(request.url, window, { ...result, results, ...(total === undefined ? {} : { total_orders: total }) });
    },
  );

  /** A collect request the office opens for a merchant it handles (`collectclient`), of the orders named or all waiting. */
  app.post<{ Body: Static<typeof StaffCollectBody> }>(
    '/addorders/collect/',
    { schema: { body: StaffCollectBody, response: { 201: RequestRecord } }, config },
    async (request, reply) => {
      const desk = await deskOf(request);
      const { customer_id, ids, notes } = request.body;
      if (!canSeeCustomer(desk.scope, customer_id)) throw badRequest({ customer_id: 'errors.not_found' });
      assertMay(desk.scope, customer_id, 'collectclient');
      const row = await app.db.transaction((tx) =>
        openCollect(tx, { customerId: customer_id, userId: desk.scope.user.id, byMerchant: false, ids, field: 'ids', notes }),
      );
      return reply.status(201).send(await deskRequest(app.db, desk, row.id));
    },
  );

  app.post<{ Body: CollectStatusBody }>(
    '/addorders/collect/bulk_update-status/',
    { schema: { body: CollectStatusBody, response: { 200: ChangedRequests } }, config },
    async (request) => {
      const { ids, action, note } = request.body;
      const assigned = action === 'assign' ? assignment(request.body) : { shipper: null, changes: undefined };
      return actOnRequests(app, await deskOf(request), ids, action, { ...assigned, note, only: 'collect' });
    },
  );

  await app.register(collectReceiptRoutes);
}
