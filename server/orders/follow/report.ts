import { PassThrough } from 'node:stream';
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { FOLLOW_GROUPS, FOLLOW_REPORT_COLUMNS, FOLLOW_REPORT_HEADERS, type FollowReportRow, type FollowReportTotals } from '../../../domain/orders/follow-up';
import { sumAmounts } from '../../../domain/orders/money';
import type { Db } from '../../db/client';
import { orders, shippers } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { writeXlsx, type ExportRow } from '../../lib/export';
import type { OrderScope } from '../scope';

const countOf = (group: keyof typeof FOLLOW_GROUPS) =>
  sql<number>`(count(*) filter (where ${inArray(orders.status, [...FOLLOW_GROUPS[group]])}))::int`.mapWith(Number);

/**
 * The follow-up per shipper: parcels by status group and the cash they carry and brought, summed in SQL
 * (numeric, exact); amounts are null for a caller who may not see total_amount.
 */
export async function followReport(db: Db, scope: OrderScope, where: SQL): Promise<{ results: FollowReportRow[]; totals: FollowReportTotals }> {
  const rows = await db
    .select({
      shipper_id: sql<number>`${orders.shipper_id}`.mapWith(Number),
      shipper_name: shippers.name,
      parcels: sql<number>`count(*)::int`.mapWith(Number),
      out: countOf('out'),
      delivered: countOf('delivered'),
      hold: countOf('hold'),
      undelivered: countOf('undelivered'),
      returned: countOf('returned'),
      cash_expected: sql<string>`sum(${orders.total_amount})::text`,
      cash_collected: sql<string>`coalesce(sum(${orders.collected_amount}) filter (where ${inArray(orders.status, [...FOLLOW_GROUPS.delivered])}), 0)::text`,
    })
    .from(orders)
    .innerJoin(shippers, eq(shippers.id, orders.shipper_id))
    .where(where)
    .groupBy(orders.shipper_id, shippers.name)
    .orderBy(desc(sql`count(*)`), shippers.name);
  const shown = scope.fields.show_total_amount;
  const results = rows.map((row) => ({
    ...row,
    cash_expected: shown ? sumAmounts([row.cash_expected]) : null,
    cash_collected: shown ? sumAmounts([row.cash_collected]) : null,
  }));
  const count = (key: 'parcels' | 'out' | 'delivered' | 'hold' | 'undelivered' | 'returned') => results.reduce((total, row) => total + row[key], 0);
  const money = (key: 'cash_expected' | 'cash_collected') => (shown ? sumAmounts(results.map((row) => row[key] ?? '0')) : null);
  const totals: FollowReportTotals = {
    parcels: count('parcels'),
    out: count('out'),
    delivered: count('delivered'),
    hold: count('hold'),
    undelivered: count('undelivered'),
    returned: count('returned'),
    cash_expected: money('cash_expected'),
    cash_collected: money('cash_collected'),
  };
  return { results, totals };
}

async function* rowsOf(rows: readonly FollowReportRow[]): AsyncGenerator<ExportRow> {
  for (const row of rows)
    yield Object.fromEntries(FOLLOW_REPORT_COLUMNS.map(({ key, money }) => [key, money && row[key] != null ? Number(row[key]) : row[key]]));
}

/** The report as FollowUpReport.xlsx in the user's language, without the cash columns for a caller who may not see them. */
export function sendFollowReport(reply: FastifyReply, scope: OrderScope, rows: readonly FollowReportRow[], lang: 'en' | 'ar') {
  if (rows.length === 0) throw new ApiError(404, 'errors.empty_data');
  const columns = FOLLOW_REPORT_COLUMNS.filter((column) => !column.money || scope.fields.show_total_amount).map((column) => ({
    key: column.key,
    header: FOLLOW_REPORT_HEADERS[lang][column.key],
  }));
  const out = new PassThrough();
  writeXlsx(out, columns, rowsOf(rows), { sheetName: 'Follow-up', rightToLeft: lang === 'ar' }).catch((error: unknown) => out.destroy(error as Error));
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', 'attachment; filename="FollowUpReport.xlsx"')
    .send(out);
}
