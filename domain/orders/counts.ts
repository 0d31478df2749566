import type { OrderStatus } from './status';

/**
 * Today's orders by status, as the staff home shows them (GET orders/today_counts/): the orders of the Cairo day
 * `date` that the caller may see, as the order list counts them (not refused at intake, not cancelled or
 * archived), one entry per status in the status machine's order, zeros included.
 */
export interface TodayCounts {
  date: string;
  total: number;
  statuses: { status: OrderStatus; count: number }[];
}
