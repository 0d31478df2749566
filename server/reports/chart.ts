/**
 * The points of a report's chart (domain/reports/kit.ts `ReportChart`), from every row it read: in `x`'s order, or
 * the `top` largest records by the first figure (rows naming the same record summed) and one point summing the rest,
 * so the points always add up to the totals.
 * Only the chart's keys travel, and none the caller may not see.
 */
import type { ReportDeclaration } from '../../domain/reports/kit';
import { sortRows, totalsOf, type ReportRow } from './rows';

export function chartPoints(declaration: ReportDeclaration, rows: readonly ReportRow[], hidden: readonly string[]): ReportRow[] | undefined {
  const { chart } = declaration;
  if (!chart) return undefined;
  const figures = chart.y.filter((key) => !hidden.includes(key));
  const keys = [chart.x, ...figures, ...(chart.series ? [chart.series] : [])];
  const pick = (row: ReportRow): ReportRow => Object.fromEntries(keys.map((key) => [key, row[key] ?? null]));
  if (!chart.top) return sortRows(declaration.columns, rows, chart.x, 'ASC').map(pick);
  // Figures summed as the totals are (money exactly).
  const summed = declaration.columns.filter((column) => figures.includes(column.key)).map((column) => ({ ...column, total: true as const }));
  // Rows naming the same record (a material at several places) are one point.
  const records = new Map<string, ReportRow[]>();
  for (const row of rows) {
    const record = JSON.stringify(row[chart.x]);
    records.set(record, [...(records.get(record) ?? []), row]);
  }
  const points = [...records.values()].map((same) => (same.length === 1 ? pick(same[0]!) : { ...totalsOf(summed, same, []), [chart.x]: same[0]![chart.x] }));
  const largest = sortRows(declaration.columns, points, chart.y[0]!, 'DESC');
  const rest = largest.slice(chart.top);
  if (rest.length === 0) return largest;
  return [...largest.slice(0, chart.top), { ...totalsOf(summed, rest, []), [chart.x]: null, other: true }];
}
