import { and, eq, isNull, sql } from 'drizzle-orm';
import { backInRefusal } from '../../domain/dispatch/rules';
import { checkCodeAction } from '../../domain/orders/status';
import type { Tx } from '../db/client';
import { closingOrders, HUB_SHIPPER_ID } from '../db/schema';
import { audit } from '../lib/audit';
import { moveAction } from '../orders/actions';
import type { BulkAction, OrderRow, Refusal } from '../orders/bulk';
import type { OrderScope } from '../orders/scope';

/** A cancelled or archived order does not move, whatever the scan says. */
function closedRefusal(row: OrderRow): Refusal | undefined {
  const closed = checkCodeAction(row, 'cancel');
  return closed && (closed.key === 'orders.move_cancelled' || closed.key === 'orders.move_archived') ? closed : undefined;
}

/** Staying in its status (Hold, Undelivered, Rejected), with a timeline row saying it is back at the hub. */
const stayAction: BulkAction = {
  perm: 'updateOrder',
  set: {},
  event: (row) => ({ action: 'hub_in', from_status: row.status, to_status: row.status }),
};

/**
 * A parcel back at the hub from its shipper (domain/dispatch/rules.ts): its shipper becomes the hub; one that
 * was Out For Deliver goes back to Pending through the status machine, the others keep their status.
 */
export function backInAction(scope: OrderScope, row: OrderRow): BulkAction {
  const base = row.status === 'Out For Deliver' ? moveAction(scope, 'Pending', {}) : stayAction;
  return {
    ...base,
    check: (locked): Refusal | undefined => {
      const refusal = backInRefusal(locked, HUB_SHIPPER_ID);
      if (refusal) return { key: refusal, params: { status: locked.status } };
      return closedRefusal(locked) ?? base.check?.(locked);
    },
    set: { ...base.set, shipper_id: HUB_SHIPPER_ID },
    event: (locked) => {
      const event = base.event(locked);
      return { ...event, changes: { ...(event.changes ?? {}), shipper_id: [locked.shipper_id, HUB_SHIPPER_ID] } };
    },
  };
}

/**
 * The parcel came back: a missed return of a closing (closing_orders role 'return', not received, unresolved)
 * is resolved now, with an audit row naming the closings it settles.
 */
export async function resolveMissedReturns(tx: Tx, orderId: number, userId: number): Promise<void> {
  const resolved = await tx
    .update(closingOrders)
    .set({ resolved_at: sql`now()` })
    .where(and(eq(closingOrders.order_id, orderId), eq(closingOrders.role, 'return'), eq(closingOrders.received, false), isNull(closingOrders.resolved_at)))
    .returning({ closing_id: closingOrders.closing_id });
  if (resolved.length === 0) return;
  await audit(tx, {
    userId,
    action: 'missed_return_resolved',
    entity: 'closing_orders',
    entityId: orderId,
    after: { closings: resolved.map((row) => row.closing_id) },
  });
}
