/**
 * The rows of codaging and of one merchant's orders below it (their rules: domain/reports/cod-aging.ts): the
 * deliveries that stand (the order is delivered now: undoing a delivery reverses its posting), on the day of their
 * last posting, each with the closing that took its cash, the statement that settled it, and the payout that paid
 * that statement, first due first paid (each statement's payout found once, not once per order). The merchants'
 * figures are read from what the writes keep (cod_figures: each merchant's deliveries of a day by statement and
 * closed or not, with the sums of their moments), the orders below from the deliveries themselves (delivery_facts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { COD_STAGES, codAgingOrdersReport, codAgingReport, codStage, type CodStage } from '../../domain/reports/cod-aging';
import { TIME_ZONE } from '../../domain/time';
import { rowsOf } from '../db/rows';
import { codFigures, deliveryFacts, orders } from '../db/schema';
import { moneyCustomers } from '../settlements/access';
import { cairoDay, deliveriesOf } from './deliveries';
import { serve } from './kit';
import { orderNamed } from './rows';

/** A stage's condition on the lines or figures (`l`): where the order's cash is now. */
const STAGE_SQL: Readonly<Record<CodStage, SQL>> = {
  with_courier: sql`not l.closed`,
  in_office: sql`l.closed and l.settled_at is null`,
  due: sql`l.settled_at is not null and l.paid_at is null`,
  paid: sql`l.paid_at is not null`,
};

/** A sum of cash, in LE with its two decimals (none summed: 0.00). */
const cashSum = (amount: SQL, filter: SQL = sql`true`) => sql`coalesce(sum(${amount}) filter (where ${filter}), 0)::numeric(14, 2)::text`;

/** Days between two moments, one decimal; none until the later one is reached. */
const daysBetween = (from: SQL, to: SQL) => sql`round((extract(epoch from ${to} - ${from}) / 86400)::numeric, 1)::float8`;

/** Seconds since 1970 of a moment. */
const seconds = (moment: SQL) => sql`extract(epoch from ${moment})`;

/**
 * The rows of `table` (delivery facts or figures, with its merchant in `customer_id` and its statement in
 * `statement_id`) as the lines `l`, each with its statement's time (`settled_at`) and the time the merchant's payouts
 * reached it (`paid_at`, none before), first due first paid.
 */
function withStatements(rows: SQL): SQL {
  return sql`
    with chosen as materialized (${rows}),
    statements as materialized (
      select cc.id, cc.customer_id, cc.created_at, sum(cc.net) over (partition by cc.customer_id order by cc.id) as due_to
      from customer_closings cc where cc.customer_id in (select customer_id from chosen)
    ),
    payouts_paid as materialized (
      select p.customer_id, p.paid_at, sum(p.amount) over (partition by p.customer_id order by p.paid_at, p.id) as paid_to
      from payouts p where p.status = 'paid' and p.customer_id in (select customer_id from chosen)
    ),
    settled as (
      select st.id, st.created_at as settled_at, min(pp.paid_at) as paid_at from statements st
      left join payouts_paid pp on pp.customer_id = st.customer_id and pp.paid_to >= st.due_to
      group by st.id, st.created_at
    )
    select r.*, s.settled_at, s.paid_at from chosen r left join settled s on s.id = r.statement_id`;
}

/** The figures `l` averaged: days from one moment to the next over the deliveries that reached the later, exactly. */
const AVERAGE_DAYS = (() => {
  const average = (total: SQL, reached: SQL) =>
    sql`round((sum(${total}) filter (where ${reached}) / nullif(sum(l.parcels) filter (where ${reached}), 0) / 86400)::numeric, 1)::float8`;
  return sql`
    ${average(sql`l.closed_seconds - l.delivered_seconds`, sql`l.closed`)} as days_to_close,
    ${average(sql`l.parcels * ${seconds(sql`l.settled_at`)} - l.closed_seconds`, sql`l.closed and l.settled_at is not null`)} as days_to_settle,
    ${average(sql`l.parcels * ${seconds(sql`l.paid_at - l.settled_at`)}`, sql`l.paid_at is not null`)} as days_to_pay,
    ${average(sql`l.parcels * ${seconds(sql`l.paid_at`)} - l.delivered_seconds`, sql`l.paid_at is not null`)} as days_to_merchant`;
})();

export const codAging = serve(codAgingReport, async (db, scope, params, range) => {
  const f = codFigures;
  const of = deliveriesOf(f, { range: range!, visible: moneyCustomers(scope, f.customer_id), customer: params.customer });
  const atStage = COD_STAGES.map((stage) => sql`${cashSum(sql`l.cod`, STAGE_SQL[stage])} as ${sql.identifier(stage)}`);
  const figures = sql`select ${f.customer_id} as customer_id, ${f.day} as day, ${f.statement_id} as statement_id, ${f.closed} as closed,
    ${f.parcels} as parcels, ${f.cod} as cod, ${f.delivered_seconds} as delivered_seconds, ${f.closed_seconds} as closed_seconds
    from ${f} where ${of} and ${f.parcels} > 0`;
  const result = await db.execute(sql`
    select c.id as customer_id, c.name as customer_name, sum(l.parcels)::int as parcels, ${cashSum(sql`l.cod`)} as cod,
      ${sql.join(atStage, sql`, `)}, ${AVERAGE_DAYS},
      ((now() at time zone ${TIME_ZONE})::date - min(l.day) filter (where l.paid_at is null))::int as oldest_unpaid_days
    from (${withStatements(figures)}) l
    join customers c on c.id = l.customer_id
    group by c.id, c.name
    order by c.id`);
  return { rows: rowsOf(result) };
});

export const codAgingOrders = serve(codAgingOrdersReport, async (db, scope, params, range) => {
  const f = deliveryFacts;
  const of = deliveriesOf(f, { range: range!, visible: moneyCustomers(scope, f.customer_id), customer: params.customer });
  const stage = params.stage ? STAGE_SQL[params.stage] : sql`true`;
  const facts = sql`select ${f.order_id} as order_id, ${f.customer_id} as customer_id, ${orders.serial} as serial, ${f.cod} as cod,
    ${f.delivered_at} as delivered_at, ${f.closed_at} as closed_at, ${f.closed_at} is not null as closed, ${f.statement_id} as statement_id
    from ${f} join ${orders} on ${orders.id} = ${f.order_id} where ${of}`;
  const result = await db.execute(sql`
    select l.order_id, l.customer_id, l.serial, l.cod::text as cod, l.closed_at, l.settled_at, l.paid_at,
      ${cairoDay(sql`l.delivered_at`)} as delivered_on, ${cairoDay(sql`l.closed_at`)} as closed_on,
      ${cairoDay(sql`l.settled_at`)} as settled_on, ${cairoDay(sql`l.paid_at`)} as paid_on,
      ${daysBetween(sql`l.delivered_at`, sql`l.closed_at`)} as days_to_close, ${daysBetween(sql`l.closed_at`, sql`l.settled_at`)} as days_to_settle,
      ${daysBetween(sql`l.settled_at`, sql`l.paid_at`)} as days_to_pay, ${daysBetween(sql`l.delivered_at`, sql`l.paid_at`)} as days_to_merchant
    from (${withStatements(facts)}) l
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
