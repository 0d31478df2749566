/**
 * The rows of repeatedorders and of one merchant's repeated orders (their rules: domain/reports/repeated-orders.ts):
 * the flagged orders through an index that holds only them, each merchant's orders from its day totals.
 */
import { sql } from 'drizzle-orm';
import { STATUS_CODE } from '../../domain/orders/status';
import { merchantRepeatedOrdersReport, repeatedOrdersReport } from '../../domain/reports/repeated-orders';
import type { DateRange } from '../../domain/reports/range';
import { rowsOf } from '../db/rows';
import { orders } from '../db/schema';
import { hiddenFor, visibleOrders, type OrderScope } from '../orders/scope';
import { serve } from './kit';
import { orderNamed } from './rows';

const cancelled = sql`${orders.status_code} is not distinct from ${STATUS_CODE.cancelled}`;

/** The orders flagged repeated that the caller may see, entered over the range, of one merchant when named. */
const flagged = (scope: OrderScope, range: DateRange, customer: number | undefined) =>
  sql.join(
    [
      sql`${orders.is_repeated}`,
      sql`${orders.order_date} between ${range.from_date} and ${range.to_date}`,
      visibleOrders(scope) ?? sql`true`,
      customer ? sql`${orders.customer_id} = ${customer}` : sql`true`,
    ],
    sql` and `,
  );

export const repeatedOrders = serve(repeatedOrdersReport, async (db, scope, params, range) => {
  const { from_date, to_date } = range!;
  const result = await db.execute(sql`
    with repeated as (
      select ${orders.customer_id} as customer_id, count(*) filter (where not (${cancelled}))::int as repeated,
        count(*) filter (where ${cancelled})::int as caught
      from ${orders} where ${flagged(scope, range!, params.customer)} group by ${orders.customer_id}
    )
    select r.customer_id, c.name as customer_name, r.repeated, r.caught,
      coalesce((select sum(f.orders) from order_day_figures f
        where f.customer_id = r.customer_id and f.order_date between ${from_date} and ${to_date}), 0)::int as orders
    from repeated r join customers c on c.id = r.customer_id
    order by r.customer_id`);
  return {
    rows: rowsOf(result).map((row) => ({
      ...row,
      repeated_share: Number(row.orders) > 0 ? Math.round((1000 * Number(row.repeated)) / Number(row.orders)) / 10 : null,
    })),
  };
});

export const merchantRepeatedOrders = serve(merchantRepeatedOrdersReport, async (db, scope, params, range) => {
  const state = params.state === 'cancelled' ? cancelled : params.state === 'kept' ? sql`not (${cancelled})` : sql`true`;
  const result = await db.execute(sql`
    select ${orders.id} as order_id, ${orders.serial} as serial, ${orders.customer_id} as customer_id, ${orders.order_date}::text as order_date,
      ${orders.full_name} as full_name, ${orders.phone} as phone, ${orders.status} as status,
      case when ${cancelled} then 'cancelled' else 'kept' end as state
    from ${orders} where ${flagged(scope, range!, params.customer)} and ${state}
    order by ${orders.order_date} desc, ${orders.id} desc`);
  // The recipient's phone as the order list shows it: it takes the field permission and the merchant's phone right.
  return {
    rows: rowsOf(result).map((row) => ({
      ...row,
      serial: orderNamed(scope.fields, Number(row.order_id), String(row.serial)),
      phone: hiddenFor(scope, Number(row.customer_id)).includes('phone') ? '' : row.phone,
    })),
  };
});
