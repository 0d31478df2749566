/**
 * The rows of codaging and of one merchant's orders below it (their rules: domain/reports/cod-aging.ts): the
 * deliveries the ledger posted over the range whose delivery stands (the order is delivered now: undoing a delivery
 * reverses its posting), each with the closing that took its cash, the statement that settled it, and the payout
 * that paid that statement, first due first paid (each statement's payout found once, not once per order).
 */
import { sql, type SQL } from 'drizzle-orm';
import { COD_STAGES, codAgingOrdersReport, codAgingReport, codStage, type CodStage } from '../../domain/reports/cod-aging';
import type { DateRange } from '../../domain/reports/range';
import { TIME_ZONE } from '../../domain/time';
import { rowsOf } from '../db/rows';
import { orders } from '../db/schema';
import type { OrderScope } from '../orders/scope';
import { moneyCustomers } from '../settlements/access';
import { cairoDay, deliveryStands, postedDeliveries } from './deliveries';
import { serve } from './kit';
import { orderNamed } from './rows';

/** A stage's condition on the lines (`l`): where the order's cash is now. */
const STAGE_SQL: Readonly<Record<CodStage, SQL>> = {
  with_courier: sql`l.closed_at is null`,
  in_office: sql`l.closed_at is not null and l.settled_at is null`,
  due: sql`l.settled_at is not null and l.paid_at is null`,
  paid: sql`l.paid_at is not null`,
};

/** A sum of cash, in LE with its two decimals (none summed: 0.00). */
const cashSum = (amount: SQL, filter: SQL = sql`true`) => sql`coalesce(sum(${amount}) filter (where ${filter}), 0)::numeric(14, 2)::text`;

/** Days between two moments, one decimal; none until the later one is reached. */
const daysBetween = (from: SQL, to: SQL) => sql`round((extract(epoch from ${to} - ${from}) / 86400)::numeric, 1)::float8`;

/**
 * One line per delivery of the range the caller may see the money of (of one merchant when named): its cash, and
 * when it was delivered, closed, settled and paid out.
 */
function codLines(scope: OrderScope, range: DateRange, customer?: number): SQL {
  return sql`
    with delivered as (${postedDeliveries(range)}),
    lines as materialized (
      select ${orders.id} as order_id, ${orders.customer_id} as customer_id, ${orders.serial} as serial,
        ${orders.collected_amount} as cod, d.delivered_at,
        (select min(sc.created_at) from closing_orders co join shipper_closings sc on sc.id = co.closing_id
          where co.order_id = ${orders.id} and co.role = 'cash' and sc.status in ('pending', 'approved')) as closed_at,
        s.id as statement_id, s.created_at as settled_at
      from delivered d
      join ${orders} on ${orders.id} = d.order_id
      left join customer_closings s on s.id = (select min(cco.customer_closing_id) from customer_closing_orders cco where cco.order_id = ${orders.id})
      where ${deliveryStands}
        and ${moneyCustomers(scope, orders.customer_id) ?? sql`true`}
        and ${customer ? sql`${orders.customer_id} = ${customer}` : sql`true`}
    ),
    statements as materialized (
      select cc.id, cc.customer_id, sum(cc.net) over (partition by cc.customer_id order by cc.id) as due_to
      from customer_closings cc where cc.customer_id in (select customer_id from lines)
    ),
    payouts_paid as materialized (
      select p.customer_id, p.paid_at, sum(p.amount) over (partition by p.customer_id order by p.paid_at, p.id) as paid_to
      from payouts p where p.status = 'paid' and p.customer_id in (select customer_id from lines)
    ),
    statement_paid as (
      select st.id, min(pp.paid_at) as paid_at from statements st
      join payouts_paid pp on pp.customer_id = st.customer_id and pp.paid_to >= st.due_to
      group by st.id
    )
    select l.*, sp.paid_at from lines l left join statement_paid sp on sp.id = l.statement_id`;
}

/** The days between stages of the lines `l`, averaged over those that reached the later one. */
const AVERAGE_DAYS = sql`
  round(avg(${daysBetween(sql`l.delivered_at`, sql`l.closed_at`)})::numeric, 1)::float8 as days_to_close,
  round(avg(${daysBetween(sql`l.closed_at`, sql`l.settled_at`)})::numeric, 1)::float8 as days_to_settle,
  round(avg(${daysBetween(sql`l.settled_at`, sql`l.paid_at`)})::numeric, 1)::float8 as days_to_pay,
  round(avg(${daysBetween(sql`l.delivered_at`, sql`l.paid_at`)})::numeric, 1)::float8 as days_to_merchant`;

export const codAging = serve(codAgingReport, async (db, scope, params, range) => {
  const atStage = COD_STAGES.map((stage) => sql`${cashSum(sql`l.cod`, STAGE_SQL[stage])} as ${sql.identifier(stage)}`);
  const result = await db.execute(sql`
    select c.id as customer_id, c.name as customer_name, count(*)::int as parcels, ${cashSum(sql`l.cod`)} as cod,
      ${sql.join(atStage, sql`, `)}, ${AVERAGE_DAYS},
      max((now() at time zone ${TIME_ZONE})::date - (l.delivered_at at time zone ${TIME_ZONE})::date) filter (where l.paid_at is null)::int as oldest_unpaid_days
    from (${codLines(scope, range!, params.customer)}) l
    join customers c on c.id = l.customer_id
    group by c.id, c.name
    order by c.id`);
  return { rows: rowsOf(result) };
});

export const codAgingOrders = serve(codAgingOrdersReport, async (db, scope, params, range) => {
  const stage = params.stage ? STAGE_SQL[params.stage] : sql`true`;
  const result = await db.execute(sql`
    select l.order_id, l.customer_id, l.serial, l.cod::text as cod, l.closed_at, l.settled_at, l.paid_at,
      ${cairoDay(sql`l.delivered_at`)} as delivered_on, ${cairoDay(sql`l.closed_at`)} as closed_on,
      ${cairoDay(sql`l.settled_at`)} as settled_on, ${cairoDay(sql`l.paid_at`)} as paid_on,
      ${daysBetween(sql`l.delivered_at`, sql`l.closed_at`)} as days_to_close, ${daysBetween(sql`l.closed_at`, sql`l.settled_at`)} as days_to_settle,
      ${daysBetween(sql`l.settled_at`, sql`l.paid_at`)} as days_to_pay, ${daysBetween(sql`l.delivered_at`, sql`l.paid_at`)} as days_to_merchant
    from (${codLines(scope, range!, params.customer)}) l
    where ${stage}
    order by l.delivered_at, l.order_id`);
  return {
    rows: rowsOf(result).map(({ closed_at, settled_at, paid_at, serial, ...row }) => ({
      ...row,
      serial: orderNamed(scope.fields, Number(row.order_id), String(serial)),
      stage: codStage({ closed_at, settled_at, paid_at }),
    })),
  };
});
