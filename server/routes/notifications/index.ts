import { Type, type Static } from '@sinclair/typebox';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../../plugins/access';
import { notifications, type NotificationKind } from '../../db/schema';
import { Paging, pageAnswer, windowOf } from '../../lib/rest/paging';
import { userOf } from '../../lib/request-user';
import { screenUrl } from '../../../domain/screens';
import { badRequest } from '../../lib/errors';
import { englishText, merchantLogins } from '../../notices/send';
import { rowsOf } from '../../db/rows';
import liveNoticeRoutes from './notices-stream';
import { canSeeCustomer, orderScope } from '../../orders/scope';
import { presentRepeatedEntries } from '../../orders/repeated-bell';
import { FeedPage, NoticeSent } from '../../../domain/api/notifications';
import { Done } from '../../../domain/api/common';

const PageQuery = Type.Object({
  id: Type.Optional(Type.Integer()),
  ...Paging,
});
const MarkRead = Type.Object({ notifications: Type.Array(Type.Integer(), { maxItems: 1000 }) });

interface Feed {
  path: string;
  kind: NotificationKind;
  access: RouteAccess;
  markAll: string;
}

/** The three bells. Each user only ever reads and marks their own entries (the `id`/`for_user` the spec sends is ignored). */
const FEEDS: Feed[] = [
  { path: '/notifications/', kind: 'notification', access: { user: true }, markAll: '/notifications/mark-all-read/' },
  { path: '/notifications/order-alerts/', kind: 'order_alert', access: { staff: true }, markAll: '/notifications/mark-all-order-alerts-read/' },
  { path: '/notifications/repeated-orders/', kind: 'repeated_order', access: { staff: true }, markAll: '/notifications/mark-all-repeated-read/' },
];

export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(customerNoticeRoutes);
  await app.register(liveNoticeRoutes);
  for (const feed of FEEDS) {
    app.get<{ Querystring: Static<typeof PageQuery> }>(
      feed.path,
      { schema: { querystring: PageQuery, response: { 200: FeedPage } }, config: { access: feed.access } },
      async (request) => {
        const user = userOf(request);
        const mine = and(eq(notifications.for_user, user.id), eq(notifications.kind, feed.kind));
        const window = windowOf(request.query);
        const [results, [total], [unread]] = await Promise.all([
          app.db.select().from(notifications).where(mine).orderBy(desc(notifications.id)).limit(window.size).offset(window.offset),
          app.db.select({ n: count() }).from(notifications).where(mine),
          app.db
            .select({ n: count() })
            .from(notifications)
            .where(and(mine, eq(notifications.is_read, false))),
        ]);
        // Repeated-order entries get their text for this reader now, through the masking rule; the others carry none.
        const presented =
          feed.kind === 'repeated_order'
            ? await presentRepeatedEntries(app.db, user, results)
            : results.map(({ params: _params, ...row }) => ({ ...row, ...englishText(row) }));
        return pageAnswer(request.url, window, { count: total?.n ?? 0, unread: unread?.n ?? 0, results: presented });
      },
    );
    app.post(feed.markAll, { schema: { response: { 200: Done } }, config: { access: feed.access } }, async (request) => {
      await app.db
        .update(notifications)
        .set({ is_read: true })
        .where(and(eq(notifications.for_user, userOf(request).id), eq(notifications.kind, feed.kind)));
      return { ok: true };
    });
  }

  app.post<{ Body: { notifications: number[] } }>(
    '/notifications/mark-read/',
    { schema: { body: MarkRead, response: { 200: Done } }, config: { access: { user: true } } },
    async (request) => {
      const ids = request.body.notifications;
      if (ids.length === 0) return { ok: true };
      await app.db
        .update(notifications)
        .set({ is_read: true })
        .where(and(eq(notifications.for_user, userOf(request).id), inArray(notifications.id, ids)));
      return { ok: true };
    },
  );
}

const MarkOne = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const CustomerNotice = Type.Object({
  customer_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  subject: Type.String({ minLength: 1, maxLength: 200 }),
  content: Type.String({ maxLength: 2000, default: '' }),
});

/**
 * The merchant's side of its bell (spec section 5: customer notifications): read them, mark one or all read;
 * and the office's message to a merchant (POST create customer notification), written by a staff member who may
 * see that customer (another customer answers as a missing one) and kept as written, in the writer's words.
 */
export async function customerNoticeRoutes(app: FastifyInstance): Promise<void> {
  const customer = { access: { customer: true } } as const;
  app.post<{ Body: Static<typeof MarkOne> }>(
    '/notifications/mark-customer-read/',
    { schema: { body: MarkOne, response: { 200: Done } }, config: customer },
    async (request) => {
      await app.db
        .update(notifications)
        .set({ is_read: true })
        .where(and(eq(notifications.for_user, userOf(request).id), eq(notifications.id, request.body.id)));
      return { ok: true };
    },
  );
  app.post('/notifications/mark-all-customer-read/', { schema: { response: { 200: Done } }, config: customer }, async (request) => {
    await app.db
      .update(notifications)
      .set({ is_read: true })
      .where(and(eq(notifications.for_user, userOf(request).id), eq(notifications.kind, 'notification')));
    return { ok: true };
  });
  app.post<{ Body: Static<typeof CustomerNotice> }>(
    '/notifications/customer/',
    { schema: { body: CustomerNotice, response: { 201: NoticeSent } }, config: { access: { url: screenUrl('customers') } } },
    async (request, reply) => {
      const { customer_id, subject, content } = request.body;
      const scope = await orderScope(app.db, userOf(request));
      if (!subject.trim()) throw badRequest({ subject: 'validation.required' });
      if (!canSeeCustomer(scope, customer_id)) throw badRequest({ customer_id: 'errors.not_found' });
      const sent = rowsOf(
        await app.db.execute(sql`insert into ${notifications} (for_user, subject, content, url)
          select reader.id, ${subject.trim()}, ${content.trim()}, '/customerdashboard/customeranalytics' from (${merchantLogins(customer_id)}) reader returning id`),
      );
      return reply.status(201).send({ sent: sent.length });
    },
  );
}
