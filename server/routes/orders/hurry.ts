import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS_CODE } from '../../../domain/orders/status';
import { screenUrl } from '../../../domain/screens';
import { orders, users } from '../../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { recordEvents } from '../../orders/events';
import { listOrders } from '../../orders/list';
import { pageAnswer, windowOf } from '../../lib/rest/paging';
import { findJoinedOrder, present } from '../../orders/record';
import { IdParams, OrderBody, PageQuery, type OrderFilter } from '../../orders/schemas';
import { assertMay, canSeeCustomer, orderScope } from '../../orders/scope';
import { createOrder } from '../../orders/write';
import { OrderPage, OrderRecord } from '../../../domain/api/orders';

/** The urgent-orders screen (spec section 2: hurryorder[/{id}]); its subtree follows its grant. */
export const HURRY_ORDERS = screenUrl('hurryorder');

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const HURRY_ACTIONS = ['approved', 'pending', ''] as const;
const HurryQuery = Type.Composite([
  PageQuery,
  Type.Object({
    day_date: Type.Optional(Type.Union([DateText, Type.Literal('')])),
    to_date: Type.Optional(Type.Union([DateText, Type.Literal('')])),
    id: Type.Optional(Type.Union([Id, Type.Literal('')])),
    query: Type.Optional(Type.String({ maxLength: 100 })),
    action: Type.Optional(Type.Union(HURRY_ACTIONS.map((a) => Type.Literal(a)))),
  }),
]);
interface HurryQuery {
  page?: number;
  page_size?: number;
  day_date?: string;
  to_date?: string;
  id?: number | '';
  query?: string;
  action?: (typeof HURRY_ACTIONS)[number];
}
const ApproveBody = Type.Object({
  approved: Type.Literal(true),
  approved_by: Type.Optional(Type.Union([Id, Type.Null()])),
  version: Type.Optional(Type.Integer({ minimum: 1 })),
});
interface ApproveBody {
  approved: true;
  approved_by?: number | null;
  version?: number;
}

/**
 * Urgent (hurry) orders (spec sections 3, 4 and 7 "Requests and follow-up"): created like any order but flagged
 * urgent, listed with day_date / to_date (order dates, one day when only day_date is given), id, query and action
 * ('approved', 'pending', '' for all), and approved once by a PATCH that names who approved.
 */
export default async function hurryOrderRoutes(app: FastifyInstance): Promise<void> {
  const scopeOf = (request: FastifyRequest) => orderScope(app.db, userOf(request));
  const access = { access: { url: HURRY_ORDERS } };

  app.post<{ Body: OrderBody }>(
    '/addorders/hurryorder/',
    { schema: { body: OrderBody, response: { 201: OrderRecord } }, config: { ...access, sessionInStatement: true } },
    async (request, reply) => {
      const scope = await orderScope(app.writeDb, userOf(request));
      return reply.status(201).send(present(scope, await createOrder(app.writeDb, scope, request.body, { is_urgent: true })));
    },
  );

  app.get<{ Querystring: HurryQuery }>(
    '/addorders/hurryorder/',
    { schema: { querystring: HurryQuery, response: { 200: OrderPage } }, config: access },
    async (request) => {
      const { day_date, to_date, id, query, action = '' } = request.query;
      const filter: OrderFilter = {
        is_urgent: '1',
        rejected: '',
        query,
        order_date: day_date || undefined,
        to_date: to_date || day_date || undefined,
      };
      const extra = and(
        id ? eq(orders.id, id) : undefined,
        action === 'approved' ? eq(orders.approved, true) : action === 'pending' ? eq(orders.approved, false) : undefined,
      );
      const window = windowOf(request.query);
      return pageAnswer(request.url, window, await listOrders(app.db, await scopeOf(request), filter, window, extra));
    },
  );

  /**
   * Approves an urgent order: approved_by is the caller unless given; only a superuser may name another staff
   * member. The change and its timeline row ('approve') are one transaction; a second approval answers 409.
   */
  app.patch<{ Params: { id: number }; Body: ApproveBody }>(
    '/addorders/hurryorder/:id/',
    { schema: { params: IdParams, body: ApproveBody, response: { 200: OrderRecord } }, config: access },
    async (request) => {
      const scope = await scopeOf(request);
      const { id } = request.params;
      const approver = request.body.approved_by ?? scope.user.id;
      if (approver !== scope.user.id) {
        if (!scope.user.is_superuser) throw forbidden('orders.approve_as_self');
        const [staff] = await app.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, approver), eq(users.is_staff, true), eq(users.is_active, true)));
        if (!staff) throw badRequest({ approved_by: 'errors.not_found' });
      }
      await app.db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!row || !row.is_urgent || !canSeeCustomer(scope, row.customer_id)) throw notFound();
        assertMay(scope, row.customer_id, 'updateOrder');
        if (request.body.version !== undefined && request.body.version !== row.version) throw new ApiError(409, 'orders.stale');
        if (row.approved) throw new ApiError(409, 'orders.already_approved');
        if (row.status_code === STATUS_CODE.cancelled) throw new ApiError(400, 'orders.move_cancelled');
        if (row.status_code === STATUS_CODE.archived) throw new ApiError(400, 'orders.move_archived');
        await tx
          .update(orders)
          .set({ approved: true, approved_by: approver, version: row.version + 1 })
          .where(eq(orders.id, id));
        await recordEvents(tx, [
          {
            order_id: id,
            user_id: scope.user.id,
            action: 'approve',
            from_status: row.status,
            to_status: row.status,
            changes: { approved: [row.approved, true], approved_by: [row.approved_by, approver] },
          },
        ]);
      });
      return present(scope, (await findJoinedOrder(app.db, id))!);
    },
  );
}
