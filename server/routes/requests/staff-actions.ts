import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RequestAction, RequestKind } from '../../../domain/requests/rules';
import type { Tx } from '../../db/client';
import { customerRequests, orders, requestOrders } from '../../db/schema';
import { audit } from '../../lib/audit';
import { moveAction } from '../../orders/actions';
import { runBulk } from '../../orders/bulk';
import { usableShipper } from '../../orders/references';
import type { DeskScope } from '../../requests/desk-scope';
import { tellMerchant } from '../../requests/notices';
import { moveRequestStock } from '../../stock/requests';
import { actOn, lockRequests, type RequestChanges, type RequestRow } from '../../requests/repo';

/**
 * The parcels of return requests marked done are back with their merchant: each still out moves to Returned
 * through the order status machine (a parcel delivered in the meantime refuses the whole action with the machine's
 * reason),
 * with the request's number as the move's note; one already Returned is left as it is.
 */
async function returnParcels(tx: Tx, desk: DeskScope, rows: readonly RequestRow[]): Promise<void> {
  for (const row of rows.filter((request) => request.kind === 'return')) {
    const parcels = await tx
      .select({ id: orders.id })
      .from(requestOrders)
      .innerJoin(orders, eq(orders.id, requestOrders.order_id))
      .where(and(eq(requestOrders.request_id, row.id), ne(orders.status, 'Returned')));
    if (parcels.length)
      await runBulk(
        tx,
        desk.scope,
        parcels.map((parcel) => parcel.id),
        { ...moveAction(desk.scope, 'Returned', { note: `#${row.id}` }), perm: 'returnclient' },
      );
  }
}

/**
 * One action of the request desks on one or many requests, all or none (domain/requests/rules.ts decides):
 * a request the caller does not handle (or not of the `only` kind, for a desk's own call) is missing (404); a
 * shipper must be active and one the caller may work with. The change, each request's history line and one
 * audit row are one transaction.
 */
export async function actOnRequests(
  app: FastifyInstance,
  desk: DeskScope,
  ids: readonly number[],
  action: Extract<RequestAction, 'assign' | 'unassign' | 'done' | 'cancel'>,
  options: { shipper?: number | null; warehouse?: number | null; note?: string; changes?: RequestChanges; only?: RequestKind },
) {
  const courier = options.shipper ? await usableShipper(app.db, desk.scope, options.shipper) : null;
  const userId = desk.scope.user.id;
  const visible = options.only ? and(eq(customerRequests.kind, options.only), desk.visible) : desk.visible;
  await app.db.transaction(async (tx) => {
    const rows = await lockRequests(tx, ids, visible);
    await actOn(
      tx,
      rows,
      action,
      { actor: 'staff', userId },
      {
        shipper: options.shipper ?? null,
        warehouse: options.warehouse ?? null,
        note: options.note?.trim() ?? '',
        changes: options.changes,
      },
    );
    await moveRequestStock(tx, rows, action, { shipper: options.shipper ?? null, warehouse: options.warehouse ?? null, userId });
    if (action === 'done') await returnParcels(tx, desk, rows);
    for (const row of rows) await tellMerchant(tx, row, action, courier);
    await audit(tx, {
      userId,
      action: `request.${action}`,
      entity: 'customer_requests',
      entityId: ids.join(','),
      before: rows.map((row) => ({ id: row.id, status: row.status, shipper: row.shipper_id })),
      after: { shipper: options.shipper ?? null, warehouse: options.warehouse ?? null, note: options.note ?? '', ...options.changes },
    });
  });
  return { changed: ids.length };
}
