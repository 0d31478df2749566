import { Type, type Static } from '@sinclair/typebox';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS_CODE } from '../../../domain/orders/status';
import { OPEN_STATUSES, REQUEST_KINDS, REQUEST_LIMITS, REQUEST_STATUSES, RETURNABLE_STATUSES } from '../../../domain/requests/rules';
import { customerRequests, orders, packagingMaterials, requestItems, requestOrders } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { audit } from '../../lib/audit';
import { Paging, pageAnswer, windowOf } from '../../lib/rest/paging';
import { userOf } from '../../lib/request-user';
import { ownCustomer } from '../../merchant/own';
import { alertDesk } from '../../requests/notices';
import { actOn, createRequest, listRequests, lockRequests, requestHistory, storedAnswer } from '../../requests/repo';
import { Cancelled } from '../../../domain/api/orders';
import { ownPackaging } from '../../stock/own-packaging';
import { Materials, MerchantRequestDetails, RequestPage, RequestRecord, StoredRequest } from '../../../domain/api/requests';
import { checkedPickup, DateText, Id, IdParams, Notes, PickupBody, type IdRoute } from '../../requests/schemas';

const Items = Type.Array(Type.Object({ material: Id, quantity: Type.Integer({ minimum: 1, maximum: REQUEST_LIMITS.quantity }) }), {
  maxItems: REQUEST_LIMITS.items,
});
const MaterialBody = Type.Object({ items: Items, notes: Notes });
const ReturnBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: REQUEST_LIMITS.orders, uniqueItems: true }), notes: Notes });
const ListQuery = Type.Object({
  kind: Type.Optional(Type.Union(REQUEST_KINDS.map((kind) => Type.Literal(kind)))),
  status: Type.Optional(Type.Union([...REQUEST_STATUSES.map((status) => Type.Literal(status)), Type.Literal('')])),
  /** Only the office has still to act on (a pickup form warns of one already asked for the same day). */
  open: Type.Optional(Type.Boolean()),
  pickup_date: Type.Optional(DateText),
  ...Paging,
});

/**
 * A merchant's own requests (spec: backup/requestbackup, materialrequest, customization/customer_return_unDeliverd,
 * addorders/material_requst_detail): asking for a pickup, for packaging material and for undelivered parcels back,
 * following each one's status and history, and changing or cancelling it while it is open. Everything is read
 * and written for the caller's own customer only; another customer's request answers 404 as a missing one.
 */
export default async function merchantRequestRoutes(app: FastifyInstance): Promise<void> {
  const config = { access: { customer: true } } as const;
  const own = (request: FastifyRequest) => ({ customer: ownCustomer(request), userId: userOf(request).id });
  const mine = (customer: number) => eq(customerRequests.customer_id, customer);

  /** The items must name materials on offer. */
  const assertItems = async (items: Static<typeof Items>) => {
    if (items.length === 0) throw badRequest({ items: 'requests.items_required' });
    const ids = [...new Set(items.map((item) => item.material))];
    const offered = await app.db
      .select({ id: packagingMaterials.id })
      .from(packagingMaterials)
      .where(and(inArray(packagingMaterials.id, ids), eq(packagingMaterials.is_active, true)));
    if (offered.length !== ids.length || ids.length !== items.length) throw badRequest({ items: 'requests.material_unknown' });
  };

  app.post<{ Body: Static<typeof PickupBody> }>(
    '/backup/requestbackup/',
    { schema: { body: PickupBody, response: { 201: StoredRequest } }, config },
    async (request, reply) => {
      const { customer, userId } = own(request);
      const pickup = checkedPickup(request.body);
      const created = await app.db.transaction(async (tx) => {
        const row = await createRequest(tx, { kind: 'pickup', customer_id: customer, created_by: userId, ...pickup });
        await alertDesk(tx, row);
        return row;
      });
      return reply.status(201).send(storedAnswer(created));
    },
  );

  app.post<{ Body: Static<typeof MaterialBody> }>(
    '/materialrequest/',
    { schema: { body: MaterialBody, response: { 201: StoredRequest } }, config },
    async (request, reply) => {
      const { customer, userId } = own(request);
      await assertItems(request.body.items);
      const created = await app.db.transaction(async (tx) => {
        const row = await createRequest(
          tx,
          { kind: 'material', customer_id: customer, created_by: userId, notes: request.body.notes.trim() },
          request.body.items,
        );
        await alertDesk(tx, row);
        return row;
      });
      return reply.status(201).send(storedAnswer(created));
    },
  );

  /** The items and notes of an open material request (spec: PATCH addorders/material_requst_detail/{id}). */
  app.patch<IdRoute & { Body: Static<typeof MaterialBody> }>(
    '/addorders/material_requst_detail/:id',
    { schema: { params: IdParams, body: MaterialBody, response: { 200: RequestRecord } }, config },
    async (request) => {
      const { customer, userId } = own(request);
      await assertItems(request.body.items);
      await app.db.transaction(async (tx) => {
        const [row] = await lockRequests(tx, [request.params.id], and(mine(customer), eq(customerRequests.kind, 'material')));
        await actOn(tx, [row!], 'change', { actor: 'merchant', userId }, { changes: { notes: request.body.notes.trim() } });
        await tx.delete(requestItems).where(eq(requestItems.request_id, row!.id));
        await tx.insert(requestItems).values(request.body.items.map((item) => ({ request_id: row!.id, material_id: item.material, quantity: item.quantity })));
      });
      return (await listRequests(app.db, eq(customerRequests.id, request.params.id))).results[0];
    },
  );

  /** Undelivered parcels asked back, one request for all of them; each must be the merchant's and not back yet. */
  app.post<{ Body: Static<typeof ReturnBody> }>(
    '/customization/customer_return_unDeliverd',
    { schema: { body: ReturnBody, response: { 201: StoredRequest } }, config },
    async (request, reply) => {
      const { customer, userId } = own(request);
      const { ids, notes } = request.body;
      const created = await app.db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: orders.id, serial: orders.serial, status: orders.status, status_code: orders.status_code })
          .from(orders)
          .where(and(inArray(orders.id, ids), eq(orders.customer_id, customer)))
          .orderBy(orders.id)
          .for('update');
        if (rows.length !== ids.length) throw notFound();
        const closed = rows.find(
          (row) =>
            !(RETURNABLE_STATUSES as readonly string[]).includes(row.status) ||
            row.status_code === STATUS_CODE.cancelled ||
            row.status_code === STATUS_CODE.archived,
        );
        if (closed) throw new ApiError(409, 'requests.orders_not_returnable', { serial: closed.serial, status: closed.status });
        const [asked] = await tx
          .select({ serial: orders.serial })
          .from(requestOrders)
          .innerJoin(customerRequests, eq(customerRequests.id, requestOrders.request_id))
          .innerJoin(orders, eq(orders.id, requestOrders.order_id))
          .where(and(inArray(requestOrders.order_id, ids), inArray(customerRequests.status, ['open', 'assigned'])))
          .limit(1);
        if (asked) throw new ApiError(409, 'requests.orders_already_asked', { serial: asked.serial });
        const row = await createRequest(tx, { kind: 'return', customer_id: customer, created_by: userId, notes: notes.trim() }, [], ids);
        await alertDesk(tx, row, ids.length);
        return row;
      });
      return reply.status(201).send(storedAnswer(created));
    },
  );

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/merchant/requests/',
    { schema: { querystring: ListQuery, response: { 200: RequestPage } }, config },
    async (request) => {
      const { customer } = own(request);
      const { kind, status, open, pickup_date } = request.query;
      const window = windowOf(request.query);
      const where = and(
        mine(customer),
        kind ? eq(customerRequests.kind, kind) : undefined,
        status ? eq(customerRequests.status, status) : undefined,
        open ? inArray(customerRequests.status, [...OPEN_STATUSES]) : undefined,
        pickup_date ? eq(customerRequests.pickup_date, pickup_date) : undefined,
      );
      return pageAnswer(request.url, window, await listRequests(app.db, where, window));
    },
  );

  app.get<IdRoute>('/merchant/requests/:id/', { schema: { params: IdParams, response: { 200: MerchantRequestDetails } }, config }, async (request) => {
    const { customer } = own(request);
    const { results } = await listRequests(app.db, and(mine(customer), eq(customerRequests.id, request.params.id)));
    if (!results[0]) throw notFound();
    return { ...results[0], history: await requestHistory(app.db, request.params.id) };
  });

  app.post<IdRoute>('/merchant/requests/:id/cancel/', { schema: { params: IdParams, response: { 200: Cancelled } }, config }, async (request) => {
    const { customer, userId } = own(request);
    await app.db.transaction(async (tx) => {
      const rows = await lockRequests(tx, [request.params.id], mine(customer));
      await actOn(tx, rows, 'cancel', { actor: 'merchant', userId });
      await audit(tx, { userId, action: 'request.cancel', entity: 'customer_requests', entityId: request.params.id, before: { status: rows[0]!.status } });
    });
    return { cancelled: 1 };
  });

  /** The packaging materials on offer, by name, with the caller's own quota, handed, charged and held this month. */
  app.get('/merchant/materials/', { schema: { response: { 200: Materials } }, config }, async (request) => ownPackaging(app.db, ownCustomer(request)));
}
