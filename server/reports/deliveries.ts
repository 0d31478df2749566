/**
 * The deliveries the ledger posted over a range, read by the reports that follow them (codaging, deliverytimes):
 * each order once, at its latest delivery posting of the range, and only while its delivery stands (the order is
 * delivered now: taking a delivery back reverses its posting).
 */
import { sql, type SQL } from 'drizzle-orm';
import { DELIVERED } from '../../domain/orders/by-city';
import type { DateRange } from '../../domain/reports/range';
import { TIME_ZONE } from '../../domain/time';
import { orders } from '../db/schema';
import { cairoDaysSql } from './days';

/** `order_id` and `delivered_at` of every delivery posted over the range. */
export function postedDeliveries(range: DateRange): SQL {
  const { start, end } = cairoDaysSql(range);
  return sql`select t.order_id, max(t.posted_at) as delivered_at from ledger_transactions t
    where t.posted_at >= ${start} and t.posted_at < ${end} and t.kind in ('delivered', 'partial') and t.order_id is not null
    group by t.order_id`;
}

/** The order (joined as `orders`) is delivered now: its delivery stands. */
export const deliveryStands: SQL = sql`${orders.status} = any(${sql.param([...DELIVERED])}::text[])`;

/** A moment as the Cairo day it fell on (YYYY-MM-DD), or none. */
export const cairoDay = (moment: SQL): SQL => sql`to_char(${moment} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`;
