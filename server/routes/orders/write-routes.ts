import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditLog, orders } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { assertSpecial } from '../../permissions/special';
import { bulkOrderOf, idIn, lockAndCheck, type OrderRow, type Refusal } from '../../orders/bulk';
import { findJoinedOrder, present } from '../../orders/record';
import { IdParams, IdsBody, OrderBody, OrderPatch } from '../../orders/schemas';
import { ADMIN_ORDERS, EDIT_ORDER, NEW_ORDER } from '../../orders/screens';
import { orderScope } from '../../orders/scope';
import { createOrder, updateOrder } from '../../orders/write';
import { withRetry } from '../../db/retry';
import { ORDER_BULK_RULES } from '../../../domain/orders/bulk-actions';
import { Deleted, OrderRecord } from '../../../domain/api/orders';

type IdRoute = { Params: { id: number } };

/** Create, update (PUT or the spec's partial PATCH) and delete. */
export default async function orderWriteRoutes(app: FastifyInstance): Promise<void> {
  const answer = async (request: FastifyRequest, id: number) => {
    const scope = await orderScope(app.db, userOf(request));
    const joined = await findJoinedOrder(app.db, id);
    if (!joined) throw notFound();
    return present(scope, joined);
  };

  // Order entry runs on the write pool, and its first statement checks the caller's session (write.ts).
  app.post<{ Body: OrderBody }>(
    '/addorders/order/',
    {
      schema: { body: OrderBody, response: { 201: OrderRecord } },
      config: { access: { urls: [NEW_ORDER, '/dashboard/orders/new'] }, sessionInStatement: true },
    },
    async (request, reply) => {
      const scope = await orderScope(app.writeDb, userOf(request));
      return reply.status(201).send(present(scope, await createOrder(app.writeDb, scope, request.body)));
    },
  );

  const update = async (request: FastifyRequest<IdRoute & { Body: OrderPatch }>) => {
    const scope = await orderScope(app.db, userOf(request));
    await withRetry(() => app.db.transaction((tx) => updateOrder(tx, scope, request.params.id, request.body)));
    return answer(request, request.params.id);
  };
  const editAccess = { access: { urls: [EDIT_ORDER, '/dashboard/orders/edit'] } };
  app.put<IdRoute & { Body: OrderBody }>(
    '/addorders/order/:id/',
    { schema: { params: IdParams, body: OrderBody, response: { 200: OrderRecord } }, config: editAccess },
    update,
  );
  app.patch<IdRoute & { Body: OrderPatch }>(
    '/addorders/order/:id/',
    { schema: { params: IdParams, body: OrderPatch, response: { 200: OrderRecord } }, config: editAccess },
    update,
  );

  /**
   * Deleting is for orders that never went anywhere: pending ones or cancelled ones. Delivered, returned or
   * collected orders carry money and history and are archived instead. The deleted rows go to the audit log.
   */
  const remove = async (request: FastifyRequest, reply: FastifyReply, ids: number[]) => {
    const scope = await orderScope(app.db, userOf(request));
    const rule = ORDER_BULK_RULES.delete;
    await assertSpecial(app.db, scope.user, rule.special);
    await app.db.transaction(async (tx) => {
      const deletable = (row: OrderRow): Refusal | undefined =>
        rule.fits(bulkOrderOf(row)) ? undefined : { key: 'orders.delete_not_allowed', params: { status: row.status } };
      await lockAndCheck(tx, scope, ids, rule.perm, deletable);
      const rows = await tx.select().from(orders).where(idIn(ids));
      await tx
        .insert(auditLog)
        .values(rows.map((row) => ({ user_id: scope.user.id, action: 'delete', entity: 'orders', entity_id: String(row.id), before: row })));
      await tx.delete(orders).where(idIn(ids));
    });
    return reply.send({ deleted: ids.length });
  };
  app.delete<{ Body: IdsBody }>(
    '/orders/',
    { schema: { body: IdsBody, response: { 200: Deleted } }, config: { access: { url: ADMIN_ORDERS } } },
    (request, reply) => remove(request, reply, request.body.ids),
  );
  app.delete<IdRoute>(
    '/addorders/order/:id/',
    { schema: { params: IdParams, response: { 200: Deleted } }, config: { access: { url: ADMIN_ORDERS } } },
    (request, reply) => remove(request, reply, [request.params.id]),
  );
}
