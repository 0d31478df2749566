/** Translation keys and colours of the order status labels and cash states (domain/orders). */
import type { ChipProps } from '@mui/material';
import type { CashSubmitState } from '../../../domain/orders/money';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/orders/status';

/** 'out_for_deliver' for 'Out For Deliver': the last part of a status's or cash state's translation key. */
export const slug = (label: string) => label.toLowerCase().replace(/\s+/g, '_');

/** `resources.orders.statuses.out_for_deliver` for 'Out For Deliver'. */
export const statusKey = (status: OrderStatus): string => `resources.orders.statuses.${slug(status)}`;
export const cashStateKey = (state: CashSubmitState): string => `resources.orders.cash_states.${slug(state)}`;

export const STATUS_CHOICES = ORDER_STATUSES.map((status) => ({ id: status, name: statusKey(status) }));

/** The chip colour of each status: waiting grey, moving blue, done green, trouble orange or red. */
export const STATUS_COLOR: Record<OrderStatus, NonNullable<ChipProps['color']>> = {
  Pending: 'default',
  'Out For Deliver': 'info',
  Delivered: 'success',
  Hold: 'warning',
  Undelivered: 'warning',
  Rejected: 'error',
  Returned: 'secondary',
  Collected: 'primary',
};
