/**
 * The rows of issuereport and of one merchant's issues below it (their rules: domain/reports/issues.ts), read from
 * the issues opened over the range and their threads' first office message.
 */
import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '../../domain/time';
import type { IssueKind } from '../../domain/reports/issues';
import { issueReport, merchantIssuesReport } from '../../domain/reports/issues';
import type { DateRange } from '../../domain/reports/range';
import { rowsOf } from '../db/rows';
import { issues } from '../db/schema';
import { customersWith, type OrderScope } from '../orders/scope';
import { serve } from './kit';
import { cairoDaysSql } from './days';
import { orderNamed } from './rows';

interface Narrowing {
  scope: OrderScope;
  range: DateRange;
  customer?: number;
  kind?: IssueKind | '';
}

/**
 * The issues of the merchants the caller may view opened over the range (of one merchant, of one kind), each with
 * its minutes to the office's first message, its hours to its closing and its whole days open (none while not so).
 */
function issuesOpened({ scope, range, customer, kind }: Narrowing): SQL {
  const { start, end } = cairoDaysSql(range);
  const conditions = [
    sql`issues.created_at >= ${start} and issues.created_at < ${end}`,
    customersWith(scope, 'view', issues.customer_id) ?? sql`true`,
    customer ? sql`issues.customer_id = ${customer}` : sql`true`,
    kind === 'order' ? sql`issues.order_id is not null` : kind === 'general' ? sql`issues.order_id is null` : sql`true`,
  ];
  return sql`
    select issues.id, issues.customer_id, issues.thread_key, issues.subject, issues.order_id, issues.status,
      to_char(issues.created_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD') as opened,
      round(extract(epoch from a.first_at - issues.created_at) / 60)::int as first_answer_minutes,
      round(extract(epoch from issues.closed_at - issues.created_at) / 3600)::int as close_hours,
      ((coalesce(issues.closed_at, now()) at time zone ${TIME_ZONE})::date - (issues.created_at at time zone ${TIME_ZONE})::date)::int as age_days
    from ${issues}
    left join lateral (select min(m.created_at) as first_at from issue_messages m where m.issue_id = issues.id and m.side = 'staff') a on true
    where ${sql.join(conditions, sql` and `)}`;
}

export const issuesByMerchant = serve(issueReport, async (db, scope, params, range) => {
  const result = await db.execute(sql`
    select c.id as customer_id, c.name as customer_name, count(*)::int as issues,
      count(x.order_id)::int as about_orders,
      count(*) filter (where x.status = 'open')::int as open,
      count(x.first_answer_minutes)::int as answered,
      round(avg(x.first_answer_minutes))::int as first_answer_minutes,
      round(avg(x.close_hours))::int as close_hours,
      max(x.age_days) filter (where x.status = 'open') as oldest_open_days
    from (${issuesOpened({ scope, range: range!, customer: params.customer, kind: params.kind })}) x
    join customers c on c.id = x.customer_id
    group by c.id, c.name
    order by c.id`);
  return { rows: rowsOf(result) };
});

export const merchantIssues = serve(merchantIssuesReport, async (db, scope, params, range) => {
  const result = await db.execute(sql`
    select x.*, o.serial
    from (${issuesOpened({ scope, range: range!, customer: params.customer, kind: params.kind })}) x
    left join orders o on o.id = x.order_id
    order by x.id desc`);
  return {
    rows: rowsOf(result).map(({ serial, order_id, ...row }) => ({
      ...row,
      kind: order_id == null ? 'general' : 'order',
      serial: order_id == null ? '' : orderNamed(scope.fields, Number(order_id), String(serial)),
    })),
  };
});
