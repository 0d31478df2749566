/**
 * The rows of userevalation and of one staff member's months (their rules: domain/reports/staff-evaluation.ts): the
 * orders each entered and corrected (their timeline's create and update events), the issues whose first office
 * answer was his, and the stars of his evaluations, per staff member or per month.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DateRange } from '../../domain/reports/range';
import { staffEvaluationDetail, staffEvaluationReport } from '../../domain/reports/staff-evaluation';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { issues, orders, staffWorkFigures, users } from '../db/schema';
import { userName } from '../db/user-name';
import { customersWith, visibleOrders, type OrderScope } from '../orders/scope';
import { cairoDaysSql } from './days';
import { serve } from './kit';
import { cairoDate, joinedPart, periodOf, type Grouping } from './periods';

/**
 * The orders each staff member entered and corrected (their timeline's create and update events) by period: from the
 * figures the timeline's writes keep (staff_work_figures) for a caller who sees every merchant; one kept to some
 * merchants counts the events of their orders.
 */
function workOf(scope: OrderScope, range: DateRange, ofUser: (column: SQL) => SQL, grouping: Grouping): SQL {
  const visible = visibleOrders(scope);
  if (!visible) {
    const w = staffWorkFigures;
    return sql`
      select ${w.user_id} as user_id, ${periodOf(grouping, sql`${w.day}`)} as period, sum(${w.entered})::int as orders_entered, sum(${w.corrections})::int as corrections
      from ${w} where ${w.day} between ${range.from_date} and ${range.to_date} and ${ofUser(sql`${w.user_id}`)}
      group by 1, 2 having sum(${w.entered}) <> 0 or sum(${w.corrections}) <> 0`;
  }
  const { start, end } = cairoDaysSql(range);
  return sql`
    select e.user_id, ${periodOf(grouping, cairoDate(sql`e.at`))} as period,
      count(*) filter (where e.action = 'create')::int as orders_entered,
      count(*) filter (where e.action = 'update')::int as corrections
    from order_events e join ${orders} on ${orders.id} = e.order_id
    where e.action in ('create', 'update') and e.at >= ${start} and e.at < ${end} and e.user_id is not null
      and ${ofUser(sql`e.user_id`)} and ${visible}
    group by 1, 2`;
}

async function figuresOf(db: Db, scope: OrderScope, range: DateRange, user: number | undefined, grouping: Grouping) {
  const { start, end } = cairoDaysSql(range);
  const ofUser = (column: SQL) => (user ? sql`${column} = ${user}` : sql`true`);
  const joined = (name: string) => joinedPart(name, 'user_id');
  const result = await db.execute(sql`
    with work as (${workOf(scope, range, ofUser, grouping)}),
    answered as (
      select a.author_id as user_id, ${periodOf(grouping, cairoDate(sql`a.created_at`))} as period, count(*)::int as issues_answered,
        round(avg(extract(epoch from a.created_at - ${issues.created_at}) / 60))::int as answer_minutes
      from ${issues}
      cross join lateral (
        select m.author_id, m.created_at from issue_messages m where m.issue_id = ${issues.id} and m.side = 'staff' order by m.id limit 1
      ) a
      where ${issues.created_at} < ${end} and a.created_at >= ${start} and a.created_at < ${end} and a.author_id is not null
        and ${ofUser(sql`a.author_id`)} and ${customersWith(scope, 'view', issues.customer_id) ?? sql`true`}
      group by 1, 2
    ),
    rated as (
      select e.user_id, ${periodOf(grouping, sql`e.month`)} as period, round(avg(s.score), 1)::float8 as rating
      from evaluations e join evaluation_scores s on s.evaluation_id = e.id
      where e.user_id is not null and e.month between date_trunc('month', ${range.from_date}::date) and ${range.to_date}::date
        and ${ofUser(sql`e.user_id`)}
      group by 1, 2
    ),
    k as (select user_id, period from work union select user_id, period from answered union select user_id, period from rated)
    select ${users.id} as user_id, ${userName} as user_name, ${grouping === 'month' ? sql`k.period as month,` : sql``}
      coalesce(work.orders_entered, 0) as orders_entered, coalesce(work.corrections, 0) as corrections,
      coalesce(answered.issues_answered, 0) as issues_answered, answered.answer_minutes, rated.rating
    from k
    join ${users} on ${users.id} = k.user_id
    ${joined('work')} ${joined('answered')} ${joined('rated')}
    where (${users.is_staff} or ${users.is_superuser}) and ${users.customer_id} is null
    order by ${users.id}, k.period`);
  return { rows: rowsOf(result) };
}

export const staffEvaluation = serve(staffEvaluationReport, (db, scope, _params, range) => figuresOf(db, scope, range!, undefined, 'person'));

export const staffEvaluationMonths = serve(staffEvaluationDetail, (db, scope, params, range) => figuresOf(db, scope, range!, params.user, 'month'));
