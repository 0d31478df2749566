import type { orderEvents } from '../schema';
import { previousStatus } from './order-rows';
import type { SeededOrder } from './orders';

/** What dispatchers write when they move a parcel to another courier (one in five moves says nothing). */
const REASONS = ['Courier off sick', 'Bike broke down', 'Closer to the address', 'Route rebalanced', ''];

/**
 * The demo's parcels moved between couriers (shippertransferreport): one in forty of those a courier holds came to
 * him from another courier, halfway between the order's creation and its last move, by `userId`, with a reason.
 */
export function transferOf(order: SeededOrder, index: number, couriers: readonly number[], userId: number | null): typeof orderEvents.$inferInsert | undefined {
  if (index % 40 !== 7 || order.shipper_id == null || !couriers.includes(order.shipper_id) || order.status === 'Pending') return undefined;
  const others = couriers.filter((id) => id !== order.shipper_id);
  const status = previousStatus(order.status);
  return {
    order_id: order.id,
    user_id: userId,
    action: 'assign',
    from_status: status,
    to_status: status,
    note: REASONS[Math.floor(index / 40) % REASONS.length]!,
    changes: { shipper_id: [others[index % others.length]!, order.shipper_id] },
    at: new Date((order.created_at.getTime() + order.status_date.getTime()) / 2),
  };
}
