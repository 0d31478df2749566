import { Type, type Static } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MoneyRequestKind } from '../../../domain/ledger/kinds';
import { fromPiastres, toPiastres } from '../../../domain/orders/money';
import { withRetry } from '../../db/retry';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { isClosed, MONEY_COLUMNS, postOrderChanges } from '../../ledger/orders';
import { audit } from '../../lib/audit';
import { badRequest, forbidden } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { assertSpecial } from '../../permissions/special';
import { askMoneyChange, type Sight } from '../../closings/money-requests';
import { piastresOf } from '../../closings/schemas';
import { loadShipperScope } from '../../shippers/scope';
import { recordEvents } from '../../orders/events';
import { IdParams } from '../../orders/schemas';
import { EDIT_ORDER } from '../../orders/screens';
import { assertMay, canSeeCustomer, lockVisibleOrder, orderScope, type OrderScope } from '../../orders/scope';
import { FeeOutcome } from '../../../domain/api/orders';

const Money = Type.Optional(Type.String({ maxLength: 16 }));
const FeeBody = Type.Object({
  id: IdParams.properties.id,
  total_fees: Money,
  return_fees: Money,
  reason: Type.String({ maxLength: 1000 }),
  idempotency_key: Type.Optional(Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' })),
});
type FeeBody = Static<typeof FeeBody>;

const FEES = [
  { column: 'total_fees', kind: 'fee_change' },
  { column: 'return_fees', kind: 'return_fee_change' },
] as const satisfies readonly { column: 'total_fees' | 'return_fees'; kind: MoneyRequestKind }[];

/** Changes an order's fees now: its money moves by the difference (a fee adjustment), with its timeline row and audit. */
async function applyFees(tx: Tx, scope: OrderScope, body: FeeBody, changed: { column: 'total_fees' | 'return_fees'; value: string }[], reason: string) {
  const [before] = await tx.select(MONEY_COLUMNS).from(orders).where(eq(orders.id, body.id));
  const values = Object.fromEntries(changed.map((c) => [c.column, c.value]));
  const [after] = await tx
    .update(orders)
    .set({ ...values, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, body.id))
    .returning(MONEY_COLUMNS);
  await postOrderChanges(tx, [before!], [after!], scope.user.id);
  await recordEvents(tx, [
    {
      order_id: body.id,
      user_id: scope.user.id,
      action: 'fee',
      from_status: before!.status,
      to_status: before!.status,
      note: reason,
      changes: Object.fromEntries(changed.map((c) => [c.column, [before![c.column], c.value]])),
    },
  ]);
  await audit(tx, { userId: scope.user.id, action: 'fee', entity: 'order', entityId: body.id, before: { ...before }, after: { ...values, reason } });
}

/**
 * The spec's `POST fee`: an order's delivery fee or return fee changed, with the reason. Before the order's money
 * is closed (by its shipper's closing or its merchant's settlement) the change applies at once; after, it becomes
 * a request on the approval list (approvallist) that another person approves, asked by a holder of
 * request_money_change. Only a caller who may edit the merchant's orders and see the fees may change them.
 */
export default async function orderFeeRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: FeeBody }>(
    '/orders/fee/',
    { schema: { body: FeeBody, response: { 200: FeeOutcome, 202: FeeOutcome } }, config: { access: { urls: [EDIT_ORDER, '/dashboard/orders/edit'] } } },
    async (request, reply) => {
      const body = request.body;
      const user = userOf(request);
      const scope = await orderScope(app.db, user);
      const reason = body.reason.trim();
      if (!reason) throw badRequest({ reason: 'ledger.reason_required' });
      const asked = FEES.flatMap(({ column, kind }) => (body[column] === undefined ? [] : [{ column, kind, amount: piastresOf(body[column], column, 'fee') }]));
      const shippers = (await loadShipperScope(app.db, user)).visibility;
      const sight: Sight = { customer: (id) => canSeeCustomer(scope, id), shipper: (id) => shippers.all || shippers.ids.includes(id) };
      const outcome = await withRetry(() =>
        app.db.transaction(async (tx) => {
          const order = await lockVisibleOrder(tx, scope, body.id);
          assertMay(scope, order.customer_id, 'updateOrder');
          if (!scope.fields.show_fees) throw forbidden('orders.no_fee_permission');
          const changed = asked.filter((fee) => fee.amount !== toPiastres(order[fee.column]));
          if (changed.length === 0) throw badRequest({ total_fees: 'ledger.fee_unchanged' });
          if (!isClosed(order)) {
            await applyFees(
              tx,
              scope,
              body,
              changed.map((fee) => ({ column: fee.column, value: fromPiastres(fee.amount) })),
              reason,
            );
            return { applied: true, requests: [] as number[] };
          }
          await assertSpecial(tx, user, 'request_money_change');
          const requests = [];
          for (const fee of changed) {
            const key = body.idempotency_key ? `${body.idempotency_key}-${fee.kind}` : undefined;
            requests.push(
              await askMoneyChange(tx, user.id, { kind: fee.kind, order_id: order.id, amount: fromPiastres(fee.amount), reason, idempotency_key: key }, sight),
            );
          }
          return { applied: false, requests };
        }),
      );
      return reply.code(outcome.applied ? 200 : 202).send(outcome);
    },
  );
}
