/**
 * The rows of deliverytimes and of one merchant's deliveries below it (their rules: domain/reports/delivery-times.ts
 * and the measures delivery_hours and delivery_hours_p90): the deliveries that stand, on the day of their last
 * posting, each timed from its pickup (first accepted scan into the hub, else first hand-over to a courier) in
 * tenths of an hour, as its row shows it. The merchants' figures are read from the distribution the writes keep
 * (delivery_time_figures): how many deliveries took each tenth of an hour, each merchant and day.
 */
import { sql } from 'drizzle-orm';
import { deliveryTimesOrdersReport, deliveryTimesReport } from '../../domain/reports/delivery-times';
import { rowsOf } from '../db/rows';
import { deliveryFacts, deliveryTimeFigures, orders } from '../db/schema';
import { visibleOrders } from '../orders/scope';
import { cairoDay, deliveriesOf } from './deliveries';
import { serve } from './kit';
import { orderNamed, type Totals } from './rows';

/** A share of the timed deliveries within `hours`, percent with one decimal; none without any timed. */
const within = (hours: number) =>
  sql`round(100.0 * coalesce(sum(n) filter (where tenths <= ${hours * 10}), 0) / nullif(sum(n) filter (where tenths is not null), 0), 1)::float8`;

/**
 * Each merchant's figures and the whole's (`k` 0, the row without a merchant), from how many deliveries took each
 * tenth of an hour (`g`). The 90th percentile is percentile_cont's over the deliveries' tenths: the value at rank
 * 0.9 × (n − 1) counted from the shortest (`low` and `part` tenths of the way to the next), between the two
 * deliveries around it in proportion; `timed` holds each tenth's last rank (`upto`), so the deliveries at a rank are
 * found without listing them one by one. In whole numbers until the end, so the rounding is exact.
 */
export const deliveryTimes = serve(deliveryTimesReport, async (db, scope, params, range) => {
  const f = deliveryTimeFigures;
  const of = deliveriesOf(f, { range: range!, visible: visibleOrders(scope, f.customer_id), customer: params.customer });
  const result = await db.execute(sql`
    with m as (
      select ${f.customer_id} as k, ${f.tenths} as tenths, sum(${f.deliveries})::int as n from ${f} where ${of}
      group by 1, 2 having sum(${f.deliveries}) > 0
    ),
    g as (select k, tenths, n from m union all select 0, tenths, sum(n)::int from m group by tenths),
    timed as (select k, tenths, n, sum(n) over (partition by k order by tenths) as upto from g where tenths is not null),
    rank as (select k, (9 * (sum(n) - 1)) / 10 as low, (9 * (sum(n) - 1)) % 10 as part from timed group by k),
    p90 as (
      select r.k, (lo.tenths * 10 + r.part * (coalesce(hi.tenths, lo.tenths) - lo.tenths)) / 100.0 as hours
      from rank r
      join timed lo on lo.k = r.k and lo.upto - lo.n <= r.low and r.low < lo.upto
      left join timed hi on hi.k = r.k and hi.upto - hi.n <= r.low + 1 and r.low + 1 < hi.upto
    ),
    figures as (
      select k, sum(n)::int as deliveries, coalesce(sum(n) filter (where tenths is not null), 0)::int as timed,
        round(sum(n * tenths)::numeric / nullif(sum(n) filter (where tenths is not null), 0) / 10.0, 1)::float8 as delivery_hours,
        ${within(24)} as within_day, ${within(48)} as within_two_days
      from g group by k
    )
    select c.id as customer_id, c.name as customer_name, x.deliveries, x.timed, x.delivery_hours,
      round(p90.hours, 1)::float8 as delivery_hours_p90, x.within_day, x.within_two_days
    from figures x
    left join customers c on c.id = x.k
    left join p90 on p90.k = x.k
    order by x.k = 0, x.k`);
  const rows = rowsOf(result);
  // The row of no merchant is every delivery's: the averages and shares of the whole, not the sum of the merchants'.
  const totals: Totals = {};
  for (const [key, value] of Object.entries(rows.find((row) => row.customer_id == null) ?? {})) if (typeof value === 'number') totals[key] = value;
  return { rows: rows.filter((row) => row.customer_id != null), totals };
});

export const deliveryTimesOrders = serve(deliveryTimesOrdersReport, async (db, scope, params, range) => {
  const f = deliveryFacts;
  const of = deliveriesOf(f, { range: range!, visible: visibleOrders(scope, f.customer_id), customer: params.customer });
  const result = await db.execute(sql`
    select ${f.order_id} as order_id, ${f.customer_id} as customer_id, ${orders.serial} as serial,
      ${cairoDay(sql`coalesce(${f.scanned_at}, ${f.handed_at})`)} as picked_up_on, ${f.day}::text as delivered_on,
      (${f.tenths} / 10.0)::float8 as hours,
      case when ${f.scanned_at} is not null then 'scan' when ${f.handed_at} is not null then 'hand_over' else 'unknown' end as pickup
    from ${f} join ${orders} on ${orders.id} = ${f.order_id}
    where ${of}
    order by ${f.order_id}`);
  return {
    rows: rowsOf(result).map((row) => ({ ...row, serial: orderNamed(scope.fields, Number(row.order_id), String(row.serial)) })),
  };
});
