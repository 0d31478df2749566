/**
 * The rows of deliverytimes and of one merchant's deliveries below it (their rules: domain/reports/delivery-times.ts
 * and the measures delivery_hours and delivery_hours_p90): the deliveries that stand, on the day of their last
 * posting, each timed from its pickup (first accepted scan into the hub, else first hand-over to a courier) in
 * tenths of an hour, as its row shows it. The merchants' figures are read from the distribution the writes keep
 * (delivery_time_figures): how many deliveries took each tenth of an hour, each merchant and day.
 */
import { sql, type SQL } from 'drizzle-orm';
import { deliveryTimesOrdersReport, deliveryTimesReport } from '../../domain/reports/delivery-times';
import type { DateRange } from '../../domain/reports/range';
import { rowsOf } from '../db/rows';
import { deliveryFacts, deliveryTimeFigures, orders } from '../db/schema';
import { visibleOrders } from '../orders/scope';
import { cairoDay, deliveriesOf } from './deliveries';
import { serve } from './kit';
import { orderNamed, type Totals } from './rows';

/** A share of the timed deliveries (`timed`) within `hours` (`n` of them), percent with one decimal; none without any timed. */
const share = (within: SQL) => sql`round(100.0 * ${within} / nullif(timed, 0), 1)::float8`;

/** Up to this many days a merchant's timed deliveries are sorted to find its percentile; over more, walked (below). */
const SORTED_DAYS = 92;

/**
 * Each merchant's two timed deliveries around its percentile's rank (`lo` at `low` from the shortest, `hi` the next).
 * Over a range of up to SORTED_DAYS its deliveries of the range are sorted; over a longer one they are walked longest
 * first (delivery_facts_customer_tenths_idx) past the timed − 2 − low beyond the two, a tenth of them, so a year of two
 * thousand merchants is not sorted merchant by merchant. The walk goes over every day of the index, kept to the range
 * as it goes, which is why a short range sorts instead.
 */
function merchantsAround(range: DateRange): SQL {
  const d = deliveryFacts;
  const ofRange = sql`${d.day} between ${range.from_date} and ${range.to_date} and ${d.tenths} is not null`;
  const days = (Date.parse(range.to_date) - Date.parse(range.from_date)) / 86_400_000;
  if (days <= SORTED_DAYS)
    return sql`
      select x.k, w.sorted[x.low + 1] as lo, coalesce(w.sorted[x.low + 2], w.sorted[x.low + 1]) as hi
      from figures x join (
        select ${d.customer_id} as k, array_agg(${d.tenths} order by ${d.tenths}) as sorted from ${d}
        where ${ofRange} and ${d.customer_id} in (select k from figures where k <> 0 and timed > 0) group by 1
      ) w on w.k = x.k`;
  return sql`
    select x.k, w.a[cardinality(w.a)] as lo, w.a[1] as hi
    from figures x cross join lateral (
      select array_agg(t) as a from (
        select ${d.tenths} as t from ${d} where ${d.customer_id} = x.k and ${ofRange}
        order by ${d.tenths} desc offset greatest(x.timed - 2 - x.low, 0) limit 2
      ) longest
    ) w
    where x.k <> 0 and x.timed > 0`;
}

/**
 * Each merchant's figures and the whole's (`k` 0, the row without a merchant) in one pass over the distribution the
 * writes keep: by merchant, and by tenth of an hour for the whole. The 90th percentile is percentile_cont's over the
 * deliveries' tenths: the value at rank 0.9 × (n − 1) counted from the shortest (`low`, and `part` tenths of the way
 * to the next), between the two deliveries around it in proportion: the whole's found in its distribution through
 * running counts, each merchant's as merchantsAround finds them. In whole numbers until the end, so the rounding is
 * exact.
 */
export const deliveryTimes = serve(deliveryTimesReport, async (db, scope, params, range) => {
  const f = deliveryTimeFigures;
  const of = deliveriesOf(f, { range: range!, visible: visibleOrders(scope, f.customer_id), customer: params.customer });
  const result = await db.execute(sql`
    with s as (
      select grouping(${f.customer_id}) as whole, ${f.customer_id} as k, ${f.tenths} as tenths, sum(${f.deliveries})::int as n,
        coalesce(sum(${f.deliveries}) filter (where ${f.tenths} is not null), 0)::int as timed,
        sum(${f.deliveries}::bigint * ${f.tenths}) as total,
        coalesce(sum(${f.deliveries}) filter (where ${f.tenths} <= 240), 0)::int as day_n,
        coalesce(sum(${f.deliveries}) filter (where ${f.tenths} <= 480), 0)::int as two_days_n
      from ${f} where ${of}
      group by grouping sets ((${f.customer_id}), (${f.tenths}))
      having sum(${f.deliveries}) > 0
    ),
    figures as (
      select k, n, timed, total, day_n, two_days_n, (9 * (timed - 1)) / 10 as low, (9 * (timed - 1)) % 10 as part from s where whole = 0
      union all
      select 0, sum(n)::int, sum(timed)::int, sum(total), sum(day_n)::int, sum(two_days_n)::int,
        (9 * (sum(timed) - 1)) / 10, (9 * (sum(timed) - 1)) % 10 from s where whole = 1
    ),
    tenths as (select tenths, sum(n) over (order by tenths) as upto from s where whole = 1 and tenths is not null),
    whole_around as (
      select min(t.tenths) filter (where t.upto > x.low) as lo, min(t.tenths) filter (where t.upto > x.low + 1) as hi
      from tenths t, figures x where x.k = 0
    ),
    around as (
      ${merchantsAround(range!)}
      union all
      select 0, lo, coalesce(hi, lo) from whole_around where lo is not null
    )
    select c.id as customer_id, c.name as customer_name, x.n as deliveries, x.timed,
      round(x.total::numeric / nullif(x.timed, 0) / 10.0, 1)::float8 as delivery_hours,
      round((a.lo * 10 + x.part * (a.hi - a.lo)) / 100.0, 1)::float8 as delivery_hours_p90,
      ${share(sql`day_n`)} as within_day, ${share(sql`two_days_n`)} as within_two_days
    from figures x
    left join customers c on c.id = x.k
    left join around a on a.k = x.k
    where x.n > 0
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
