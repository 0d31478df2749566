/**
 * The rows of trackCustomerOrdersList and of one followed merchant's open orders below it (their rules:
 * domain/reports/tracked-customers.ts), read from the followed merchants and their open orders now.
 */
import { sql, type SQL } from 'drizzle-orm';
import { STATUS_CODE } from '../../domain/orders/status';
import { OPEN_STATES, OPEN_STATUSES, trackedCustomerOrdersReport, trackedCustomersReport, type OpenState } from '../../domain/reports/tracked-customers';
import { cairoToday, TIME_ZONE } from '../../domain/time';
import { rowsOf } from '../db/rows';
import { orders, trackedCustomers, users } from '../db/schema';
import { userName } from '../db/user-name';
import { customersWith, type OrderScope } from '../orders/scope';
import { serve } from './kit';
import { namedRecord, orderNamed } from './rows';

const awaitingPickup = sql`${orders.status_code} is not distinct from ${STATUS_CODE.awaitingPickup}`;

/** The condition of a state on an order (`orders`). */
function stateCondition(state: OpenState): SQL {
  const statuses = sql`${orders.status} = any(${sql.param([...OPEN_STATUSES[state]])}::text[])`;
  if (state === 'awaiting_pickup') return sql`${statuses} and ${awaitingPickup}`;
  if (state === 'at_hub') return sql`${statuses} and not (${awaitingPickup})`;
  return statuses;
}

/** Which state an open order is in, as SQL (the first whose condition holds). */
const stateOf = sql`case ${sql.join(
  OPEN_STATES.map((state) => sql`when ${stateCondition(state)} then ${state}`),
  sql` `,
)} end`;

/** The open orders of the followed merchants the caller may view (of one when named): open statuses, neither cancelled nor archived. */
function openOrders(scope: OrderScope, customer: number | undefined): SQL {
  const open = [...new Set(OPEN_STATES.flatMap((state) => OPEN_STATUSES[state]))];
  return sql.join(
    [
      sql`${orders.customer_id} in (select customer_id from ${trackedCustomers})`,
      sql`${orders.status} = any(${sql.param(open)}::text[])`,
      sql`${orders.status_code} is distinct from ${STATUS_CODE.cancelled} and ${orders.status_code} is distinct from ${STATUS_CODE.archived}`,
      customersWith(scope, 'view') ?? sql`true`,
      customer ? sql`${orders.customer_id} = ${customer}` : sql`true`,
    ],
    sql` and `,
  );
}

export const trackedCustomersRead = serve(trackedCustomersReport, async (db, scope, params) => {
  const today = cairoToday();
  const counts = OPEN_STATES.map((state) => sql`count(*) filter (where o.state = ${state})::int as ${sql.identifier(state)}`);
  const figures = ['open', ...OPEN_STATES].map((key) => sql`coalesce(f.${sql.identifier(key)}, 0) as ${sql.identifier(key)}`);
  const result = await db.execute(sql`
    with o as (
      select ${orders.customer_id} as customer_id, ${orders.order_date} as order_date, ${stateOf} as state
      from ${orders} where ${openOrders(scope, params.customer)}
    ),
    f as (
      select o.customer_id, count(*)::int as open, ${sql.join(counts, sql`, `)}, (${today}::date - min(o.order_date))::int as oldest_open_days
      from o group by o.customer_id
    )
    select ${trackedCustomers.customer_id} as customer_id, c.name as customer_name, ${userName} as followed_by, ${trackedCustomers.note} as note,
      to_char(${trackedCustomers.created_at} at time zone ${TIME_ZONE}, 'YYYY-MM-DD') as since,
      ${sql.join(figures, sql`, `)}, f.oldest_open_days,
      (select count(*) from ${orders} e where e.customer_id = ${trackedCustomers.customer_id} and e.order_date = ${today}::date
        and e.status_code is distinct from ${STATUS_CODE.cancelled})::int as entered_today
    from ${trackedCustomers}
    join customers c on c.id = ${trackedCustomers.customer_id}
    left join ${users} on ${users.id} = ${trackedCustomers.user_id}
    left join f on f.customer_id = ${trackedCustomers.customer_id}
    where ${customersWith(scope, 'view', trackedCustomers.customer_id) ?? sql`true`}
      and ${params.customer ? sql`${trackedCustomers.customer_id} = ${params.customer}` : sql`true`}
    order by ${trackedCustomers.customer_id}`);
  return { rows: rowsOf(result) };
});

export const trackedCustomerOrders = serve(trackedCustomerOrdersReport, async (db, scope, params) => {
  const today = cairoToday();
  const result = await db.execute(sql`
    select ${orders.id} as order_id, ${orders.serial} as serial, ${orders.customer_id} as customer_id, ${orders.order_date}::text as order_date,
      ${stateOf} as state, ${orders.status} as status, coalesce(s.name, '') as shipper_name, ci.name as city_name, ci.name_ar as city_name_ar,
      (${today}::date - ${orders.order_date})::int as age_days
    from ${orders}
    left join shippers s on s.id = ${orders.shipper_id}
    left join cities ci on ci.id = ${orders.city_id}
    where ${openOrders(scope, params.customer)} and ${params.state ? stateCondition(params.state) : sql`true`}
    order by ${orders.order_date}, ${orders.id}`);
  return {
    rows: rowsOf(result).map(({ city_name, city_name_ar, ...row }) => ({
      ...row,
      serial: orderNamed(scope.fields, Number(row.order_id), String(row.serial)),
      city: namedRecord(city_name, city_name_ar),
    })),
  };
});
