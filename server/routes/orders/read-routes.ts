import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { movesFrom } from '../../../domain/orders/status';
import { HUB_SHIPPER_ID, shippers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireCheckedSession } from '../../auth/session-probe';
import { assertSpecial, callerSpecialCodes } from '../../permissions/special';
import { userOf } from '../../lib/request-user';
import { listOrders } from '../../orders/list';
import { pageAnswer, windowOf } from '../../lib/rest/paging';
import { present } from '../../orders/record';
import { sendOrderExport, type ExportFormat } from '../../orders/export';
import { AdminListBody, IdParams, IdQuery, OrderFilter, PageQuery, type OrderFilter as Filter } from '../../orders/schemas';
import { orderScope } from '../../orders/scope';
import { readTimeline, readVisibleOrder } from '../../orders/timeline';
import { ADMIN_ORDERS_ENHANCED, ORDER_READERS } from '../../orders/screens';
import { NamedShipper, OrderList, OrderMoveOption, OrderPage, OrderRecord, TimelineEntry } from '../../../domain/api/orders';
import { CallerGrants } from '../../../domain/api/permissions';

type PagedQuery = PageQuery & Filter;
const DrfQuery = Type.Composite([PageQuery, OrderFilter]);

/** Reads: the spec's paged lists, one order, its timeline and the moves the caller may make now. */
export default async function orderReadRoutes(app: FastifyInstance): Promise<void> {
  const scopeOf = (request: FastifyRequest) => orderScope(app.db, userOf(request));

  /** A paged list in the spec's shape: { count, next, previous, results }. */
  const drfList = (fixed: Filter) => async (request: FastifyRequest<{ Querystring: PagedQuery }>) => {
    const { page: _page, page_size: _size, ...filter } = request.query;
    const window = windowOf(request.query);
    return pageAnswer(request.url, window, await listOrders(app.db, await scopeOf(request), { ...filter, ...fixed }, window));
  };
  // The order lists and pages open with any screen that lists orders. A list's one statement checks the
  // caller's session itself (auth/session-probe.ts).
  const listAccess = { access: { urls: ORDER_READERS } };

  /**
   * The caller's own customer rows and special codes: what the list's bulk bar asks the bulk actions' rules
   * (domain/orders/bulk-actions.ts) with, the same rows and codes the server refuses with.
   */
  app.get('/orders/my_grants/', { schema: { response: { 200: CallerGrants } }, config: listAccess }, async (request) => {
    const scope = await scopeOf(request);
    return { grants: scope.grants, specials: await callerSpecialCodes(app.db, scope.user) };
  });
  const listPages = { ...listAccess, sessionInStatement: true };
  app.get('/addorders/order/', { schema: { querystring: DrfQuery, response: { 200: OrderPage } }, config: listPages }, drfList({}));
  app.get(
    '/addorders/cancelledorders',
    {
      schema: { querystring: DrfQuery, response: { 200: OrderPage } },
      config: { access: { url: '/dashboard/adminorders/cancelledorders' }, sessionInStatement: true },
    },
    drfList({ status_code: 6 }),
  );
  app.get(
    '/addorders/archivedorders',
    {
      schema: { querystring: DrfQuery, response: { 200: OrderPage } },
      config: { access: { url: '/dashboard/orders/archivedorders' }, sessionInStatement: true },
    },
    drfList({ status_code: 7 }),
  );

  /** The admin list (spec: page and page_size in the query, a Filterdata body; export_excel downloads the file). */
  const adminList = (format: ExportFormat) => async (request: FastifyRequest<{ Querystring: PageQuery; Body: AdminListBody }>, reply: FastifyReply) => {
    const scope = await scopeOf(request);
    const { Filterdata, ordering, export_excel, lang = 'en' } = request.body;
    if (export_excel) {
      requireCheckedSession(request);
      await assertSpecial(app.db, scope.user, 'export_orders');
      return sendOrderExport(reply, app.db, scope, Filterdata, format, lang);
    }
    return listOrders(app.db, scope, Filterdata, { ...windowOf(request.query), ordering });
  };
  const adminSchema = { querystring: PageQuery, body: AdminListBody, response: { 200: OrderList } };
  app.post('/orders/adminorders/', { schema: adminSchema, config: listPages }, adminList('xlsx'));
  app.post('/orders/enhanced/', { schema: adminSchema, config: { access: { url: ADMIN_ORDERS_ENHANCED }, sessionInStatement: true } }, adminList('xls'));

  const readOne = async (request: FastifyRequest, id: number) => {
    const scope = await scopeOf(request);
    return { scope, joined: await readVisibleOrder(app.db, scope, id) };
  };

  app.get<{ Params: { id: number } }>(
    '/addorders/order/:id/',
    { schema: { params: IdParams, response: { 200: OrderRecord } }, config: listAccess },
    async (request) => {
      const { scope, joined } = await readOne(request, request.params.id);
      return present(scope, joined);
    },
  );

  /** The order's timeline (spec: addorders/update_audit_log), newest first. */
  app.get<{ Querystring: { id: number } }>(
    '/addorders/update_audit_log',
    { schema: { querystring: IdQuery, response: { 200: Type.Array(TimelineEntry) } }, config: listAccess },
    async (request) => {
      const { scope, joined } = await readOne(request, request.query.id);
      return readTimeline(app.db, scope, joined);
    },
  );

  /** The status moves the caller may make on this order now (what the browser offers). */
  app.get<{ Params: { id: number } }>(
    '/orders/moves/:id/',
    { schema: { params: IdParams, response: { 200: Type.Array(OrderMoveOption) } }, config: listAccess },
    async (request) => {
      const { scope, joined } = await readOne(request, request.params.id);
      const order = joined.order;
      if (order.status_code === 6 || order.status_code === 7) return [];
      return movesFrom(order.status, scope.user).map((move) => ({ to: move.to, needs: move.needs }));
    },
  );

  /** The hub: the default shipper of orders that are not out with a courier (spec: orders/get_defaulthub). */
  app.get('/orders/get_defaulthub', { schema: { response: { 200: NamedShipper } }, config: { access: { staff: true } } }, async () => {
    const [hub] = await app.db.select({ id: shippers.id, name: shippers.name }).from(shippers).where(eq(shippers.id, HUB_SHIPPER_ID));
    if (!hub) throw notFound();
    return hub;
  });
}
