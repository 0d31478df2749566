import { Type } from '@sinclair/typebox';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../plugins/access';
import { notifications, type NotificationKind } from '../db/schema';
import { userOf } from '../lib/request-user';
import { presentRepeatedEntries } from './orders/repeated-bell';

const PageQuery = Type.Object({
  id: Type.Optional(Type.Integer()),
  page: Type.Integer({ minimum: 1, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
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
  for (const feed of FEEDS) {
    app.get<{ Querystring: { page: number; page_size: number } }>(
      feed.path,
      { schema: { querystring: PageQuery }, config: { access: feed.access } },
      async (request) => {
        const user = userOf(request);
        const mine = and(eq(notifications.for_user, user.id), eq(notifications.kind, feed.kind));
        const { page, page_size } = request.query;
        const [results, [total], [unread]] = await Promise.all([
          app.db
            .select()
            .from(notifications)
            .where(mine)
            .orderBy(desc(notifications.id))
            .limit(page_size)
            .offset((page - 1) * page_size),
          app.db.select({ n: count() }).from(notifications).where(mine),
          app.db
            .select({ n: count() })
            .from(notifications)
            .where(and(mine, eq(notifications.is_read, false))),
        ]);
        // Repeated-order entries get their text for this reader now, through the masking rule; the others carry none.
        const presented =
          feed.kind === 'repeated_order' ? await presentRepeatedEntries(app.db, user, results) : results.map(({ params: _params, ...row }) => row);
        return { count: total?.n ?? 0, unread: unread?.n ?? 0, results: presented };
      },
    );
    app.post(feed.markAll, { config: { access: feed.access } }, async (request) => {
      await app.db
        .update(notifications)
        .set({ is_read: true })
        .where(and(eq(notifications.for_user, userOf(request).id), eq(notifications.kind, feed.kind)));
      return { ok: true };
    });
  }

  app.post<{ Body: { notifications: number[] } }>(
    '/notifications/mark-read/',
    { schema: { body: MarkRead }, config: { access: { user: true } } },
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
