/**
 * The rows of UnactiveCustomersReport (its rules: domain/reports/unactive-customers.ts), read from each merchant's
 * figures by day (order_day_figures, kept by triggers, cancelled orders left out; a day whose orders all
 * moved away keeps a row of none), so a merchant's history is a few
 * hundred rows however many orders it sent.
 */
import { sql } from 'drizzle-orm';
import { TIME_ZONE, cairoToday } from '../../domain/time';
import { unactiveCustomersReport } from '../../domain/reports/unactive-customers';
import { rowsOf } from '../db/rows';
import { serve } from './kit';

/** The window before the last order whose orders make a merchant's usual volume, and the months it spans. */
const USUAL_DAYS = 90;
const USUAL_MONTHS = 3;

export const unactiveCustomers = serve(unactiveCustomersReport, async (db, scope, params) => {
  const days = params.days ?? 30;
  const today = cairoToday();
  const { visibility } = scope;
  const visible = visibility.all ? sql`true` : sql`c.id = any(${sql.param(visibility.ids)}::int[])`;
  const category = params.category ? sql`c.category_id = ${params.category}` : sql`true`;
  const quiet = params.active
    ? sql`l.last_order > ${today}::date - ${days}::int`
    : sql`(l.last_order is null or l.last_order <= ${today}::date - ${days}::int)`;
  const result = await db.execute(sql`
    with last as (
      select customer_id, max(order_date) as last_order, sum(orders)::int as total_orders
      from order_day_figures where orders > 0 group by customer_id
    )
    select c.id, c.name, c.company_name, c.phone,
      case when cc.id is null then null else json_build_object('name', cc.name, 'name_ar', cc.name_ar) end as category,
      to_char(l.last_order, 'YYYY-MM-DD') as last_order,
      (${today}::date - coalesce(l.last_order, (c.created_at at time zone ${TIME_ZONE})::date))::int as days_inactive,
      coalesce(round((
        select sum(f.orders) from order_day_figures f
        where f.customer_id = c.id and f.orders > 0 and f.order_date > l.last_order - ${USUAL_DAYS}::int and f.order_date <= l.last_order
      ) / ${USUAL_MONTHS}::numeric), 0)::int as usual_orders,
      coalesce(l.total_orders, 0) as total_orders
    from customers c
    left join last l on l.customer_id = c.id
    left join customer_categories cc on cc.id = c.category_id
    where c.is_active and ${visible} and ${category} and ${quiet}
    order by c.id`);
  return { rows: rowsOf(result).map((row) => ({ ...row, category: typeof row.category === 'string' ? JSON.parse(row.category) : row.category })) };
});
