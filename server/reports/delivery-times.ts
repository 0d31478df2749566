/**
 * The rows of deliverytimes and of one merchant's deliveries below it (their rules: domain/reports/delivery-times.ts
 * and the measures delivery_hours and delivery_hours_p90): the deliveries the ledger posted over the range whose
 * delivery stands (the order is delivered now), each with its pickup (first accepted scan into the hub, else first
 * hand-over to a courier) and the hours between.
 */
import { sql, type SQL } from 'drizzle-orm';
import { deliveryTimesOrdersReport, deliveryTimesReport } from '../../domain/reports/delivery-times';
import type { DateRange } from '../../domain/reports/range';
import { rowsOf } from '../db/rows';
import { orders } from '../db/schema';
import { visibleOrders, type OrderScope } from '../orders/scope';
import { cairoDay, deliveryStands, postedDeliveries } from './deliveries';
import { serve } from './kit';
import { orderNamed, type Totals } from './rows';

/** The deliveries of the range the caller may see (of one merchant when named), each timed from its pickup (`hours`, none when unknown). */
function timedDeliveries(scope: OrderScope, range: DateRange, customer?: number): SQL {
  return sql`
    select x.*, case when x.picked_up_at <= x.delivered_at then extract(epoch from x.delivered_at - x.picked_up_at) / 3600 end as hours
    from (
      select ${orders.id} as order_id, ${orders.customer_id} as customer_id, ${orders.serial} as serial, d.delivered_at,
        p.scanned_at, p.handed_at, coalesce(p.scanned_at, p.handed_at) as picked_up_at
      from (${postedDeliveries(range)}) d
      join ${orders} on ${orders.id} = d.order_id
      cross join lateral (
        select (select min(s.at) from hub_scans s where s.order_id = ${orders.id} and s.direction = 'in' and s.result = 'accepted') as scanned_at,
          (select min(rso.added_at) from run_sheet_orders rso where rso.order_id = ${orders.id}) as handed_at
      ) p
      where ${deliveryStands} and ${visibleOrders(scope) ?? sql`true`}
        and ${customer ? sql`${orders.customer_id} = ${customer}` : sql`true`}
    ) x`;
}

/** A share of the timed deliveries within `hours`, percent with one decimal; none without any timed. */
const within = (hours: number) => sql`round(100.0 * count(*) filter (where t.hours <= ${hours}) / nullif(count(t.hours), 0), 1)::float8`;

export const deliveryTimes = serve(deliveryTimesReport, async (db, scope, params, range) => {
  const result = await db.execute(sql`
    select c.id as customer_id, c.name as customer_name, count(*)::int as deliveries, count(t.hours)::int as timed,
      round(avg(t.hours)::numeric, 1)::float8 as delivery_hours,
      round((percentile_cont(0.9) within group (order by t.hours))::numeric, 1)::float8 as delivery_hours_p90,
      ${within(24)} as within_day, ${within(48)} as within_two_days
    from (${timedDeliveries(scope, range!, params.customer)}) t
    join customers c on c.id = t.customer_id
    group by grouping sets ((c.id, c.name), ())
    order by c.id nulls last`);
  const rows = rowsOf(result);
  // The row of no merchant is every delivery's: the averages and shares of the whole, not the sum of the merchants'.
  const totals: Totals = {};
  for (const [key, value] of Object.entries(rows.find((row) => row.customer_id == null) ?? {})) if (typeof value === 'number') totals[key] = value;
  return { rows: rows.filter((row) => row.customer_id != null), totals };
});

export const deliveryTimesOrders = serve(deliveryTimesOrdersReport, async (db, scope, params, range) => {
  const result = await db.execute(sql`
    select t.order_id, t.customer_id, t.serial, ${cairoDay(sql`t.picked_up_at`)} as picked_up_on, ${cairoDay(sql`t.delivered_at`)} as delivered_on,
      round(t.hours::numeric, 1)::float8 as hours,
      case when t.scanned_at is not null then 'scan' when t.handed_at is not null then 'hand_over' else 'unknown' end as pickup
    from (${timedDeliveries(scope, range!, params.customer)}) t
    order by t.order_id`);
  return {
    rows: rowsOf(result).map((row) => ({ ...row, serial: orderNamed(scope.fields, Number(row.order_id), String(row.serial)) })),
  };
});
