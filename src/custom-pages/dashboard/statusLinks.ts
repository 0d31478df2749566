import type { OrderStatus } from '../../../domain/orders/status';
import { screenUrl } from '../../../domain/screens';
import type { Permissions } from '../../providers/authProvider';

/** A list URL with react-admin's filter in its query, which the list opens with. */
const withFilter = (url: string, filter: Record<string, string>) => `${url}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * Where a count of today's orders in `status` leads: today's orders filtered by that status, on the first list
 * the user may open (Today's orders, else the order list narrowed to today); null when they may open neither.
 */
export function statusListPath(permissions: Permissions | null, status: OrderStatus): string | null {
  const today = screenUrl('TodayOrders');
  if (permissions?.canOpen(today)) return withFilter(today, { status, rejected: '0' });
  const all = screenUrl('adminorders');
  if (permissions?.canOpen(all)) return withFilter(all, { status, today: '1', rejected: '0' });
  return null;
}
