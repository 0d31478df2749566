/**
 * The rows of shipperevaluationreport (its rules: domain/reports/shipper-evaluation.ts): each courier's run sheets
 * of the range counted as the follow-up counts them (./sheets.ts), and his closings of the range that stand, with the
 * hours from each delivery's posting to the closing that took its cash.
 */
import { sql } from 'drizzle-orm';
import { fromPiastres } from '../../domain/orders/money';
import { shipperVisibility } from '../../domain/permissions';
import type { MeasureKey } from '../../domain/reports/measures';
import { shipperEvaluationReport } from '../../domain/reports/shipper-evaluation';
import { rowsOf } from '../db/rows';
import { HUB_SHIPPER_ID } from '../db/schema';
import { serve } from './kit';
import { sheetCounts, sheetLines } from './sheets';

const SHEET_MEASURES: readonly MeasureKey[] = ['sheet_parcels', 'sheet_delivered', 'sheet_failed', 'first_out', 'first_attempt'];
/** The closings whose posting stands: a refused or reopened one was reversed. */
const STANDING = ['pending', 'approved'];

export const shipperEvaluation = serve(shipperEvaluationReport, async (db, scope, params, range) => {
  const { from_date, to_date } = range!;
  const couriers = shipperVisibility(scope.grants);
  const closings = sql`c.closing_date between ${from_date} and ${to_date} and c.status = any(${sql.param(STANDING)}::text[])
    and ${params.shipper ? sql`c.shipper_id = ${params.shipper}` : sql`true`}`;
  const sheetFigures = SHEET_MEASURES.map((key) => sql`coalesce(sheets.${sql.identifier(key)}, 0) as ${sql.identifier(key)}`);
  const result = await db.execute(sql`
    with sheets as (
      select l.shipper_id, ${sheetCounts(SHEET_MEASURES)}
      from (${sheetLines(scope, { from: from_date, to: to_date, shipper: params.shipper })}) l group by l.shipper_id
    ),
    closed as (
      select c.shipper_id, count(*)::int as closings, sum(c.expected)::text as expected, sum(greatest(c.difference, 0))::text as shortage
      from shipper_closings c where ${closings} group by c.shipper_id
    ),
    lag as (
      select c.shipper_id, round(avg(extract(epoch from c.created_at - d.posted_at) / 3600))::int as hours
      from shipper_closings c
      join closing_orders co on co.closing_id = c.id and co.role = 'cash'
      cross join lateral (
        select max(t.posted_at) as posted_at from ledger_transactions t
        where t.order_id = co.order_id and t.kind in ('delivered', 'partial') and t.posted_at <= c.created_at
      ) d
      where ${closings} and d.posted_at is not null
      group by c.shipper_id
    )
    select s.id as shipper_id, s.name as shipper_name, ${sql.join(sheetFigures, sql`, `)},
      coalesce(closed.closings, 0) as closings, coalesce(closed.expected, '0') as closing_expected,
      coalesce(closed.shortage, '0') as shortage, lag.hours as cash_lag_hours
    from shippers s
    left join sheets on sheets.shipper_id = s.id
    left join closed on closed.shipper_id = s.id
    left join lag on lag.shipper_id = s.id
    where (sheets.shipper_id is not null or closed.shipper_id is not null) and s.id <> ${HUB_SHIPPER_ID}
      and ${couriers.all ? sql`true` : sql`s.id = any(${sql.param(couriers.ids)}::int[])`}
    order by s.id`);
  return {
    rows: rowsOf(result).map((row) => ({
      ...row,
      closing_expected: fromPiastres(BigInt(String(row.closing_expected))),
      shortage: fromPiastres(BigInt(String(row.shortage))),
    })),
  };
});
