import { Type } from '@sinclair/typebox';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldErrors } from '../../../domain/validation';
import type { Db } from '../../db/client';
import { customers, orderReplies, orders, users } from '../../db/schema';
import { assertValid, notFound } from '../../lib/errors';
import { readUploadForm } from '../../lib/media';
import { pageAnswer, windowOf } from '../../lib/rest/paging';
import { userOf } from '../../lib/request-user';
import { userDisplayName } from '../../lib/user-columns';
import { IdParams, IdQuery, PageQuery } from '../../orders/schemas';
import { ADMIN_ORDERS } from '../../orders/screens';
import { canSeeCustomer, hiddenFor, orderScope, visibleOrders, type OrderScope } from '../../orders/scope';
import { OrderReply, RecentRepliesPage, WrittenReply } from '../../../domain/api/orders';

/** The screen listing recent replies (spec section 2: adminorders/viewReplies). */
export const VIEW_REPLIES = '/dashboard/adminorders/viewReplies';
export const REPLY_MAX_LENGTH = 4000;

const ReplyJson = Type.Object({
  order: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.String({ maxLength: 20 })])),
  reply: Type.Optional(Type.String({ maxLength: 20000 })),
});

export interface ReplyInput {
  order: number;
  reply: string;
}

/** The order id and the reply text from a form or a JSON body; field errors for what is missing or wrong. */
export function replyInput(raw: { order?: unknown; reply?: unknown }): ReplyInput {
  const errors: FieldErrors = {};
  const given = typeof raw.order === 'string' ? raw.order.trim() : raw.order;
  const order = typeof given === 'number' ? given : typeof given === 'string' && /^[1-9]\d{0,8}$/.test(given) ? Number(given) : 0;
  if (!order) errors.order = given === undefined || given === '' ? 'validation.required' : 'validation.invalid';
  const reply = typeof raw.reply === 'string' ? raw.reply.trim() : '';
  if (!reply) errors.reply = 'orders.reply_required';
  else if (reply.length > REPLY_MAX_LENGTH) errors.reply = 'orders.reply_too_long';
  assertValid(errors);
  return { order, reply };
}

const replyColumns = {
  id: orderReplies.id,
  reply: orderReplies.reply,
  user_name: userDisplayName,
  created_at: orderReplies.created_at,
};

/** The order's customer when the caller may see the order; 404 otherwise, so ids cannot be probed. */
async function visibleOrder(db: Db, scope: OrderScope, id: number): Promise<number> {
  const [row] = await db.select({ customer_id: orders.customer_id }).from(orders).where(eq(orders.id, id));
  if (!row || !canSeeCustomer(scope, row.customer_id)) throw notFound();
  return row.customer_id;
}

/** Staff replies on orders (spec section 7: orders/{id}/replies, get_order_replies/, order-replies/). */
export default async function orderReplyRoutes(app: FastifyInstance): Promise<void> {
  const scopeOf = (request: FastifyRequest) => orderScope(app.db, userOf(request));
  const access = { access: { urls: [ADMIN_ORDERS, VIEW_REPLIES] } };

  /** Oldest first, as a conversation reads. */
  const repliesOf = async (request: FastifyRequest, id: number) => {
    await visibleOrder(app.db, await scopeOf(request), id);
    return app.db
      .select(replyColumns)
      .from(orderReplies)
      .leftJoin(users, eq(users.id, orderReplies.user_id))
      .where(eq(orderReplies.order_id, id))
      .orderBy(asc(orderReplies.created_at), asc(orderReplies.id));
  };
  app.get<{ Params: { id: number } }>(
    '/orders/:id/replies',
    { schema: { params: IdParams, response: { 200: Type.Array(OrderReply) } }, config: access },
    (request) => repliesOf(request, request.params.id),
  );
  app.get<{ Querystring: { id: number } }>(
    '/get_order_replies/',
    { schema: { querystring: IdQuery, response: { 200: Type.Array(OrderReply) } }, config: access },
    (request) => repliesOf(request, request.query.id),
  );

  /** The spec sends form data (fields order and reply); a JSON body is accepted too. */
  app.post(
    '/orders/order-replies/',
    { schema: { body: { content: { 'application/json': { schema: ReplyJson } } }, response: { 201: WrittenReply } }, config: access },
    async (request, reply) => {
      const raw = request.isMultipart()
        ? (await readUploadForm(request, { maxBytes: 1024, sizeLabel: '1 KB', fileField: 'reply' })).fields
        : ((request.body ?? {}) as { order?: unknown; reply?: unknown });
      const input = replyInput(raw);
      const scope = await scopeOf(request);
      await visibleOrder(app.db, scope, input.order);
      const [created] = await app.db
        .insert(orderReplies)
        .values({ order_id: input.order, user_id: scope.user.id, reply: input.reply })
        .returning({ id: orderReplies.id, reply: orderReplies.reply, created_at: orderReplies.created_at });
      const user = scope.user;
      const user_name = `${user.first_name} ${user.last_name}`.trim() || user.username;
      return reply.status(201).send({ ...created!, order: input.order, user_name });
    },
  );

  /** Recent replies on the orders the caller may see, newest first, with the order's serial when it may be seen. */
  app.get<{ Querystring: PageQuery }>(
    '/orders/replies/',
    { schema: { querystring: PageQuery, response: { 200: RecentRepliesPage } }, config: { access: { urls: [VIEW_REPLIES, ADMIN_ORDERS] } } },
    async (request) => {
      const scope = await scopeOf(request);
      const window = windowOf(request.query);
      const where = visibleOrders(scope);
      const [rows, [counted]] = await Promise.all([
        app.db
          .select({
            ...replyColumns,
            order: orders.id,
            serial: orders.serial,
            customer: orders.customer_id,
            customer_name: customers.name,
            Order_Delivery_Status: orders.status,
          })
          .from(orderReplies)
          .innerJoin(orders, eq(orders.id, orderReplies.order_id))
          .innerJoin(customers, eq(customers.id, orders.customer_id))
          .leftJoin(users, eq(users.id, orderReplies.user_id))
          .where(where)
          .orderBy(desc(orderReplies.id))
          .limit(window.size)
          .offset(window.offset),
        app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(orderReplies)
          .innerJoin(orders, eq(orders.id, orderReplies.order_id))
          .where(where),
      ]);
      const results = rows.map((row) => ({ ...row, serial: hiddenFor(scope, row.customer).includes('serial') ? '' : row.serial }));
      return pageAnswer(request.url, window, { count: Number(counted?.n ?? 0), results });
    },
  );
}
