import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { merchantMayChange } from '../../../domain/permissions/merchant';
import { STATUS_CODE } from '../../../domain/orders/status';
import { ApiError } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { codeAction } from '../../orders/actions';
import { runBulk, type BulkAction } from '../../orders/bulk';
import { sendOrderExport } from '../../orders/export';
import { listOrders } from '../../orders/list';
import { pageAnswer, windowOf } from '../../lib/rest/paging';
import { printOrders } from '../../orders/print';
import { present } from '../../orders/record';
import { IdParams, IdsBody, OrderBody, OrderFilter, ORDERINGS, PageQuery } from '../../orders/schemas';
import { lockVisibleOrder, orderScope } from '../../orders/scope';
import { readPhotos, readTimeline, readVisibleOrder } from '../../orders/timeline';
import { createOrder, updateOrder } from '../../orders/write';
import { RowId, ownCustomer } from '../../merchant/own';
import { Cancelled, MerchantTimeline, OrderPage, OrderRecord, OrdersFile } from '../../../domain/api/orders';

/**
 * What a merchant enters about a parcel: no customer (its own), no shipper, fee or shipper fee (the office's),
 * no status (a new order waits for pickup). Anything else sent is dropped by the schema.
 */
export const MerchantOrderBody = Type.Pick(OrderBody, [
  'order_date',
  'city',
  'zone',
  'shipment_contents',
  'full_name',
  'phone',
  'address',
  'weight',
  'total_amount',
  'notes',
  'customer_serial',
  'version',
]);
type MerchantOrderBody = Static<typeof MerchantOrderBody>;

/** The merchant's list: the staff list's filters but the customer, and its orderings; `id` is the merchant's own customer. */
const MerchantListQuery = Type.Composite([
  PageQuery,
  Type.Omit(OrderFilter, ['customer']),
  Type.Object({
    id: Type.Optional(RowId),
    ordering: Type.Optional(Type.Union(ORDERINGS.map((o) => Type.Literal(o)))),
  }),
]);
type MerchantListQuery = Static<typeof MerchantListQuery>;
const ExportBody = Type.Object({
  Filterdata: Type.Optional(Type.Omit(OrderFilter, ['customer'])),
  lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ar')])),
});
type ExportBody = Static<typeof ExportBody>;

type IdRoute = { Params: { id: number } };
const customerAccess = { access: { customer: true } } as const;

/** Cancelling is the staff's cancel, allowed to a merchant only while the parcel waits for pickup. */
const merchantCancel: BulkAction = (() => {
  const cancel = codeAction('cancel');
  return { ...cancel, perm: 'updateOrder', check: (row) => (merchantMayChange(row) ? cancel.check?.(row) : { key: 'orders.picked_up', status: 409 }) };
})();

/**
 * A merchant's own orders (spec: customerdashboard orders, orders/new, orders/{id}, edit, printorders,
 * rejectedorders, todays_orders; addorders/get_customer_orders). Every call goes through the order scope of a
 * merchant login (its own customer only, server/orders/scope.ts), so an order of another customer
 * answers 404 exactly as a missing one.
 */
export default async function merchantOrderRoutes(app: FastifyInstance): Promise<void> {
  const scopeOf = (request: FastifyRequest) => orderScope(app.db, userOf(request));

  app.get<{ Querystring: MerchantListQuery }>(
    '/addorders/get_customer_orders/',
    { schema: { querystring: MerchantListQuery, response: { 200: OrderPage } }, config: customerAccess },
    async (request) => {
      const { page: _page, page_size: _size, id, ordering, ...filter } = request.query;
      const customer = ownCustomer(request, id);
      const window = windowOf(request.query);
      return pageAnswer(request.url, window, await listOrders(app.db, await scopeOf(request), { ...filter, customer }, { ...window, ordering }));
    },
  );

  app.post<{ Body: ExportBody }>(
    '/merchant/orders/export/',
    { schema: { body: ExportBody, response: { 200: OrdersFile } }, config: customerAccess },
    async (request, reply) => {
      const customer = ownCustomer(request);
      return sendOrderExport(reply, app.db, await scopeOf(request), { ...request.body.Filterdata, customer }, 'xlsx', request.body.lang ?? 'en');
    },
  );

  app.get<IdRoute>('/merchant/orders/:id/', { schema: { params: IdParams, response: { 200: OrderRecord } }, config: customerAccess }, async (request) => {
    const scope = await scopeOf(request);
    return present(scope, await readVisibleOrder(app.db, scope, request.params.id));
  });

  /** The order's timeline with the courier's photos: what happened to the parcel, and why. */
  app.get<IdRoute>(
    '/merchant/orders/:id/timeline/',
    { schema: { params: IdParams, response: { 200: MerchantTimeline } }, config: customerAccess },
    async (request) => {
      const scope = await scopeOf(request);
      const joined = await readVisibleOrder(app.db, scope, request.params.id);
      const [events, photos] = await Promise.all([readTimeline(app.db, scope, joined), readPhotos(app.db, joined.order.id)]);
      return { events, photos };
    },
  );

  /** A new order of the merchant's own, waiting for pickup (status code 1); its fee is the merchant's price. */
  app.post<{ Body: MerchantOrderBody }>(
    '/merchant/orders/',
    { schema: { body: MerchantOrderBody, response: { 201: OrderRecord } }, config: customerAccess },
    async (request, reply) => {
      const customer = ownCustomer(request);
      const scope = await orderScope(app.writeDb, userOf(request));
      const created = await createOrder(app.writeDb, scope, { ...request.body, customer, pick_up: true }, { status_code: STATUS_CODE.awaitingPickup });
      return reply.status(201).send(present(scope, created));
    },
  );

  /** A change while the parcel waits for pickup; afterwards 409 with why. */
  app.put<IdRoute & { Body: MerchantOrderBody }>(
    '/merchant/orders/:id/',
    { schema: { params: IdParams, body: MerchantOrderBody, response: { 200: OrderRecord } }, config: customerAccess },
    async (request) => {
      const scope = await scopeOf(request);
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const row = await lockVisibleOrder(tx, scope, id);
        if (!merchantMayChange(row)) throw new ApiError(409, 'orders.picked_up');
        await updateOrder(tx, scope, id, request.body);
      });
      return present(scope, await readVisibleOrder(app.db, scope, id));
    },
  );

  app.post<{ Body: IdsBody }>(
    '/merchant/orders/cancel/',
    { schema: { body: IdsBody, response: { 200: Cancelled } }, config: customerAccess },
    async (request) => {
      const scope = await scopeOf(request);
      await app.db.transaction((tx) => runBulk(tx, scope, request.body.ids, merchantCancel));
      return { cancelled: request.body.ids.length };
    },
  );

  app.post<{ Body: IdsBody }>(
    '/merchant/orders/print/',
    { schema: { body: IdsBody, response: { 200: Type.Array(OrderRecord) } }, config: customerAccess },
    async (request) => printOrders(app.db, await scopeOf(request), request.body.ids),
  );
}
