/**
 * The rows of shipperevaluationreport and of one courier's months (their rules: domain/reports/shipper-evaluation.ts):
 * each courier's run sheets counted as the follow-up counts them (./sheets.ts), his closings that stand with the
 * hours from each delivery's posting to the closing that took its cash, and the stars of his evaluations, per courier
 * or per month; then each row's courier score with the company's weights (domain/reports/courier-score.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { courierScore, type ScoreWeights } from '../../domain/reports/courier-score';
import { fromPiastres } from '../../domain/orders/money';
import { shipperVisibility } from '../../domain/permissions';
import { rateOf, type MeasureKey } from '../../domain/reports/measures';
import { monthWithin, type DateRange } from '../../domain/reports/range';
import { shipperEvaluationDetail, shipperEvaluationReport } from '../../domain/reports/shipper-evaluation';
import { COURIER_SCORE } from '../configurations/settings';
import { readSetting } from '../configurations/store';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { HUB_SHIPPER_ID } from '../db/schema';
import type { OrderScope } from '../orders/scope';
import { serve } from './kit';
import type { ReportRow } from './rows';
import { joinedPart, periodOf, type Grouping } from './periods';
import { sheetCounts, sheetFigures } from './sheets';

const SHEET_MEASURES: readonly MeasureKey[] = ['sheet_parcels', 'sheet_delivered', 'sheet_failed', 'first_out', 'first_attempt'];
/** The closings whose posting stands: a refused or reopened one was reversed. */
const STANDING = ['pending', 'approved'];

/** Each courier's (or each month's) figures as read from the database, money in piastres. */
async function figuresOf(db: Db, scope: OrderScope, range: DateRange, shipper: number | undefined, grouping: Grouping): Promise<ReportRow[]> {
  const { from_date, to_date } = range;
  const couriers = shipperVisibility(scope.grants);
  const ofShipper = (column: SQL) => (shipper ? sql`${column} = ${shipper}` : sql`true`);
  const closings = sql`c.closing_date between ${from_date} and ${to_date} and c.status = any(${sql.param(STANDING)}::text[]) and ${ofShipper(sql`c.shipper_id`)}`;
  const sheetColumns = SHEET_MEASURES.map((key) => sql`coalesce(sheets.${sql.identifier(key)}, 0) as ${sql.identifier(key)}`);
  const joined = (name: string) => joinedPart(name, 'shipper_id');
  const result = await db.execute(sql`
    with sheets as (
      select l.shipper_id, ${periodOf(grouping, sql`l.day`)} as period, ${sheetCounts(SHEET_MEASURES)}
      from (${sheetFigures(scope, { from: from_date, to: to_date, shipper })}) l group by 1, 2
    ),
    closed as (
      select c.shipper_id, ${periodOf(grouping, sql`c.closing_date`)} as period, count(*)::int as closings,
        sum(c.expected)::text as expected, sum(greatest(c.difference, 0))::text as shortage
      from shipper_closings c where ${closings} group by 1, 2
    ),
    lag as (
      select c.shipper_id, ${periodOf(grouping, sql`c.closing_date`)} as period,
        round(avg(extract(epoch from c.created_at - d.posted_at) / 3600))::int as hours
      from shipper_closings c
      join closing_orders co on co.closing_id = c.id and co.role = 'cash'
      cross join lateral (
        select max(t.posted_at) as posted_at from ledger_transactions t
        where t.order_id = co.order_id and t.kind in ('delivered', 'partial') and t.posted_at <= c.created_at
      ) d
      where ${closings} and d.posted_at is not null
      group by 1, 2
    ),
    rated as (
      select e.shipper_id, ${periodOf(grouping, sql`e.month`)} as period, round(avg(s.score), 1)::float8 as rating
      from evaluations e join evaluation_scores s on s.evaluation_id = e.id
      where e.shipper_id is not null and e.month between date_trunc('month', ${from_date}::date) and ${to_date}::date
        and ${ofShipper(sql`e.shipper_id`)}
      group by 1, 2
    ),
    k as (select shipper_id, period from sheets union select shipper_id, period from closed union select shipper_id, period from rated)
    select s.id as shipper_id, s.name as shipper_name, ${grouping === 'month' ? sql`k.period as month,` : sql``} ${sql.join(sheetColumns, sql`, `)},
      coalesce(closed.closings, 0) as closings, coalesce(closed.expected, '0') as closing_expected,
      coalesce(closed.shortage, '0') as shortage, lag.hours as cash_lag_hours, rated.rating
    from k
    join shippers s on s.id = k.shipper_id
    ${joined('sheets')} ${joined('closed')} ${joined('lag')} ${joined('rated')}
    where s.id <> ${HUB_SHIPPER_ID} and ${couriers.all ? sql`true` : sql`s.id = any(${sql.param(couriers.ids)}::int[])`}
    order by s.id, k.period`);
  return rowsOf(result);
}

/** A row as the report shows it: money in LE, and its courier score from its rates with these weights. */
function scored(row: ReportRow, weights: ScoreWeights): ReportRow {
  const value = (part: MeasureKey) => Number(row[part] ?? 0);
  const expected = fromPiastres(BigInt(String(row.closing_expected)));
  const shortage = fromPiastres(BigInt(String(row.shortage)));
  const rates = {
    sheet_success_rate: rateOf('sheet_success_rate', value),
    first_attempt_rate: rateOf('first_attempt_rate', value),
    shortage_rate: rateOf('shortage_rate', (part) => Number(part === 'shortage' ? shortage : part === 'closing_expected' ? expected : value(part))),
    cash_lag_hours: row.cash_lag_hours == null ? null : Number(row.cash_lag_hours),
  };
  return { ...row, closing_expected: expected, shortage, courier_score: courierScore(rates, weights) };
}

/** A month's first and last day within the range read, which its parcels open their sheets of. */
function monthDays(month: string, range: DateRange): { month_from: string; month_to: string } {
  const days = monthWithin(month, range.from_date, range.to_date);
  return { month_from: days.from_date, month_to: days.to_date };
}

export const shipperEvaluation = serve(shipperEvaluationReport, async (db, scope, params, range) => {
  const [{ value: weights }, rows] = await Promise.all([readSetting(db, COURIER_SCORE), figuresOf(db, scope, range!, params.shipper, 'person')]);
  return { rows: rows.map((row) => scored(row, weights)) };
});

export const shipperEvaluationMonths = serve(shipperEvaluationDetail, async (db, scope, params, range) => {
  const [{ value: weights }, rows] = await Promise.all([readSetting(db, COURIER_SCORE), figuresOf(db, scope, range!, params.shipper, 'month')]);
  return { rows: rows.map((row) => ({ ...scored(row, weights), ...monthDays(String(row.month), range!) })) };
});
