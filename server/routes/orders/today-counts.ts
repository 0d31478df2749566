import { Type } from '@sinclair/typebox';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TodayCounts } from '../../../domain/orders/counts';
import { ORDER_STATUSES } from '../../../domain/orders/status';
import { cairoToday } from '../../../domain/time';
import { orders } from '../../db/schema';
import { userOf } from '../../lib/request-user';
import { orderConditions } from '../../orders/filters';
import { orderScope } from '../../orders/scope';
import { ORDER_READERS } from '../../orders/screens';

const Counts = Type.Object({
  date: Type.String(),
  total: Type.Integer(),
  statuses: Type.Array(Type.Object({ status: Type.String(), count: Type.Integer() })),
});

/**
 * Today's orders by status for the staff home, counted in SQL over the orders the caller may see, with the order
 * list's own conditions (today, not rejected at intake, not cancelled or archived). Only for holders of a screen
 * that lists orders: anyone else has no orders to count and is refused like any other order call.
 */
export default async function todayCountRoutes(app: FastifyInstance): Promise<void> {
  app.get('/orders/today_counts/', { schema: { response: { 200: Counts } }, config: { access: { urls: ORDER_READERS } } }, async (request) => {
    const scope = await orderScope(app.db, userOf(request));
    const rows = await app.db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(orderConditions(scope, { today: '1', rejected: '0' }))
      .groupBy(orders.status);
    const byStatus = new Map(rows.map((row) => [row.status, Number(row.count)]));
    const statuses = ORDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
    const answer: TodayCounts = { date: cairoToday(), total: statuses.reduce((sum, entry) => sum + entry.count, 0), statuses };
    return answer;
  });
}
