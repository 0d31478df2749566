import type { Static } from '@sinclair/typebox';
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLOSED_STATUSES, OPEN_STATUSES, REQUEST_SCREEN } from '../../../domain/requests/desks';
import type { RequestKind, RequestStatus } from '../../../domain/requests/rules';
import { screenUrl } from '../../../domain/screens';
import { checkCustomerPermission } from '../../../domain/permissions';
import { customerRequests, customers, orders } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { pageAnswer, windowOf, type PageQuery } from '../../lib/rest/paging';
import { userOf } from '../../lib/request-user';
import { listOrders } from '../../orders/list';
import { assertMay, canSeeCustomer } from '../../orders/scope';
import { assertDays, createdOn, deskFilters } from '../../requests/desk-filters';
import { DESK_URLS, deskScope, shownToDesk, type DeskScope } from '../../requests/desk-scope';
import { createRequest, listRequests, requestHistory, SOURCE, storedAnswer } from '../../requests/repo';
import { ChangedRequests, DeskRequestDetails, RequestPage, StoredRequest } from '../../../domain/api/requests';
import { actOnRequests } from './staff-actions';
import { ActionBody, checkedPickup, DeskListQuery, IdParams, PickupListQuery, ShipperBody, StaffPickupBody, type IdRoute } from '../../requests/schemas';

type DeskQuery = Static<typeof DeskListQuery>;
type PickupQuery = Static<typeof PickupListQuery>;

/**
 * The staff request desks (spec sections 2, 4, 6 and 7): the pickup desk `backup` (addorders/backup_list for what
 * is to do, addorders/pickup_list_history for what is finished), `materialrequestlist`
 * (addorders/material_requst_list) and `ReturnRequest` (with its details page); assigning or changing the shipper
 * of any of them, singly or many at once, marking them done or cancelling them; and a pickup asked for a
 * customer on the phone. Every list and action keeps to the requests the caller handles (desk-scope.ts).
 */
export default async function staffRequestRoutes(app: FastifyInstance): Promise<void> {
  const deskOf = (request: FastifyRequest) => deskScope(app.db, userOf(request));
  const screen = (kind: RequestKind) => ({ access: { url: screenUrl(REQUEST_SCREEN[kind]) } });
  const desks = { access: { urls: DESK_URLS } };

  /** A page of a desk's requests as the caller may see them (desk-scope.ts shownToDesk). */
  const page = async (desk: DeskScope, where: SQL | undefined, request: { url: string; query: PageQuery }) => {
    const window = windowOf(request.query);
    const result = await listRequests(app.db, where, window);
    return pageAnswer(request.url, window, { ...result, results: result.results.map((row) => shownToDesk(desk, row)) });
  };

  const pickupList = (statuses: readonly RequestStatus[]) => async (request: FastifyRequest<{ Querystring: PickupQuery }>) => {
    const { FilterDate, to_date, user_type } = request.query;
    assertDays({ FilterDate, to_date });
    const desk = await deskOf(request);
    const last = to_date || FilterDate;
    const where = and(
      deskFilters(desk, 'pickup', request.query, statuses),
      FilterDate ? gte(customerRequests.pickup_date, FilterDate) : undefined,
      last ? lte(customerRequests.pickup_date, last) : undefined,
      user_type ? sql`${SOURCE} = ${user_type}` : undefined,
    );
    return page(desk, where, request);
  };
  const pickupListOptions = { schema: { querystring: PickupListQuery, response: { 200: RequestPage } }, config: screen('pickup') };
  app.get<{ Querystring: PickupQuery }>('/addorders/backup_list', pickupListOptions, pickupList(OPEN_STATUSES));
  app.get<{ Querystring: PickupQuery }>('/addorders/pickup_list_history', pickupListOptions, pickupList(CLOSED_STATUSES));

  const deskList = (kind: RequestKind) => async (request: FastifyRequest<{ Querystring: DeskQuery }>) => {
    const { date, to_date } = request.query;
    assertDays({ date, to_date });
    const desk = await deskOf(request);
    return page(desk, and(deskFilters(desk, kind, request.query, [...OPEN_STATUSES, ...CLOSED_STATUSES]), createdOn(date, to_date)), request);
  };
  app.get<{ Querystring: DeskQuery }>(
    '/addorders/material_requst_list',
    { schema: { querystring: DeskListQuery, response: { 200: RequestPage } }, config: screen('material') },
    deskList('material'),
  );
  app.get<{ Querystring: DeskQuery }>(
    '/addorders/return_request_list',
    { schema: { querystring: DeskListQuery, response: { 200: RequestPage } }, config: screen('return') },
    deskList('return'),
  );

  /** One request with its history and, for a return, its parcels as the caller may see them. */
  app.get<IdRoute>('/requests/:id/', { schema: { params: IdParams, response: { 200: DeskRequestDetails } }, config: desks }, async (request) => {
    const desk = await deskOf(request);
    const [row] = (await listRequests(app.db, and(desk.visible, eq(customerRequests.id, request.params.id)))).results;
    const found = row && shownToDesk(desk, row);
    if (!found) throw notFound();
    const parcels = found.orders.length
      ? (await listOrders(app.db, desk.scope, undefined, { page: 1, size: 500, offset: 0 }, inArray(orders.id, found.orders))).results
      : [];
    return { ...found, history: await requestHistory(app.db, found.id), parcels };
  });

  app.post<{ Body: Static<typeof ShipperBody> }>(
    '/requests/change_shipper/',
    { schema: { body: ShipperBody, response: { 200: ChangedRequests } }, config: desks },
    async (request) => {
      const { ids, shipper, warehouse, note } = request.body;
      return actOnRequests(app, await deskOf(request), ids, shipper === null ? 'unassign' : 'assign', { shipper, warehouse, note });
    },
  );
  app.post<{ Body: Static<typeof ActionBody> }>(
    '/requests/done/',
    { schema: { body: ActionBody, response: { 200: ChangedRequests } }, config: desks },
    async (request) => actOnRequests(app, await deskOf(request), request.body.ids, 'done', { note: request.body.note }),
  );
  app.post<{ Body: Static<typeof ActionBody> }>(
    '/requests/cancel/',
    { schema: { body: ActionBody, response: { 200: ChangedRequests } }, config: desks },
    async (request) => actOnRequests(app, await deskOf(request), request.body.ids, 'cancel', { note: request.body.note }),
  );

  /** A pickup asked for a customer by the office (a phone call), for a customer whose row grants pickup_request. */
  app.post<{ Body: Static<typeof StaffPickupBody> }>(
    '/addorders/backup/',
    { schema: { body: StaffPickupBody, response: { 201: StoredRequest } }, config: screen('pickup') },
    async (request, reply) => {
      const desk = await deskOf(request);
      const { customer_id, ...fields } = request.body;
      const [customer] = await app.db
        .select({ address: sql<string>`coalesce(nullif(${customers.pickup_address}, ''), ${customers.address})` })
        .from(customers)
        .where(eq(customers.id, customer_id));
      if (!customer || !canSeeCustomer(desk.scope, customer_id)) throw badRequest({ customer_id: 'errors.not_found' });
      assertMay(desk.scope, customer_id, 'pickup_request');
      const pickup = checkedPickup(fields);
      // Left empty, the address is the customer's pickup address (else its address), as for the automatic pickup.
      const address = pickup.address || (checkCustomerPermission(desk.scope.grants, 'address', customer_id) ? customer.address : '');
      const created = await app.db.transaction((tx) => createRequest(tx, { kind: 'pickup', customer_id, created_by: desk.scope.user.id, ...pickup, address }));
      return reply.status(201).send(storedAnswer(created));
    },
  );
}
