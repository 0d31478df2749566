import type { Static } from '@sinclair/typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CollectTotals } from '../../../domain/requests/collect';
import { customerRequests, orders } from '../../db/schema';
import { pageAnswer, windowOf } from '../../lib/rest/paging';
import { userOf } from '../../lib/request-user';
import { ownCustomer } from '../../merchant/own';
import { assertMay, orderScope } from '../../orders/scope';
import { MONEY_SUMS, ORDER_COLLECTED, ORDER_NET } from '../../requests/collect-fields';
import { collectable, openCollect, type CollectAsk } from '../../requests/collect-orders';
import { CollectBulkBody, CollectOneBody, MerchantPageQuery } from '../../requests/collect-schemas';
import { listRequests } from '../../requests/repo';
import { CollectablePage } from '../../../domain/api/collect';
import { RequestRecord } from '../../../domain/api/requests';

/**
 * A merchant asking for its money (spec section 7: customization/customer_collect_Deliverd and its _bulk twin; the
 * merchant's CollectRequest page): the orders it may ask for with their totals, and one collect request of one
 * order, of those named, or of every one waiting. Its requests are listed, shown and cancelled with the other
 * kinds (merchant.ts, `kind=collect`). Only its own orders; any other is refused as one that does not exist.
 */
export default async function merchantCollectRoutes(app: FastifyInstance): Promise<void> {
  const config = { access: { customer: true } } as const;

  /** Opens the request as the merchant (its `collect_request` grant, domain/permissions/merchant.ts) and answers it as listed. */
  const ask = async (request: FastifyRequest, reply: FastifyReply, asked: Pick<CollectAsk, 'ids' | 'field' | 'notes'>) => {
    const customer = ownCustomer(request);
    const user = userOf(request);
    assertMay(await orderScope(app.db, user), customer, 'collect_request');
    const row = await app.db.transaction((tx) => openCollect(tx, { customerId: customer, userId: user.id, byMerchant: true, ...asked }));
    const { results } = await listRequests(app.db, and(eq(customerRequests.id, row.id), eq(customerRequests.customer_id, customer)));
    return reply.status(201).send(results[0]);
  };

  app.post<{ Body: Static<typeof CollectOneBody> }>(
    '/customization/customer_collect_Deliverd',
    { schema: { body: CollectOneBody, response: { 201: RequestRecord } }, config },
    (request, reply) => ask(request, reply, { ids: [request.body.id], field: 'id', notes: request.body.notes }),
  );
  app.post<{ Body: Static<typeof CollectBulkBody> }>(
    '/customization/customer_collect_Deliverd_bulk',
    { schema: { body: CollectBulkBody, response: { 201: RequestRecord } }, config },
    (request, reply) => ask(request, reply, { ids: request.body.ids, field: 'ids', notes: request.body.notes }),
  );

  /** The orders the merchant may ask its money for, oldest first, each with its figures, and the totals of all of them. */
  app.get<{ Querystring: Static<typeof MerchantPageQuery> }>(
    '/merchant/collect/eligible/',
    { schema: { querystring: MerchantPageQuery, response: { 200: CollectablePage } }, config },
    async (request) => {
      const where = collectable(ownCustomer(request));
      const window = windowOf(request.query, 25);
      const [results, [sums]] = await Promise.all([
        app.db
          .select({
            id: orders.id,
            serial: orders.serial,
            customer_serial: orders.customer_serial,
            full_name: orders.full_name,
            status: orders.status,
            order_date: orders.order_date,
            collected: sql<string>`${ORDER_COLLECTED}::text`,
            fees: orders.total_fees,
            return_fees: orders.return_fees,
            net: sql<string>`${ORDER_NET}::text`,
          })
          .from(orders)
          .where(where)
          .orderBy(asc(orders.id))
          .limit(window.size)
          .offset(window.offset),
        app.db
          .select({ totals: sql<CollectTotals>`${MONEY_SUMS}` })
          .from(orders)
          .where(where),
      ]);
      const totals = sums?.totals ?? { orders: 0, collected: '0.00', fees: '0.00', return_fees: '0.00', net: '0.00' };
      return pageAnswer(request.url, window, { count: totals.orders, totals, results });
    },
  );
}
