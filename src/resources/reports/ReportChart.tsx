import { Paper, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useListContext, useTranslate } from 'react-admin';
import type { ReportDeclaration } from '../../../domain/reports/kit';
import type { ReportMeta } from '../../providers/reports';
import { useCellText } from './cells';

/**
 * The report's chart of every row it read (the server's points: the whole range, or the largest and "all others";
 * the page's rows when none come), for the eye (the table lists the same figures): one bar or line per figure of
 * `chart.y` along `chart.x`, or per value of `chart.series` (stacked). In Arabic the axis runs from the right and
 * the figures stand on the right.
 */
export function ReportChart({ report }: { report: ReportDeclaration }) {
  const translate = useTranslate();
  const theme = useTheme();
  const text = useCellText();
  const { data: rows, meta } = useListContext();
  const chart = report.chart;
  const { hidden = [], chart: points } = (meta as Partial<ReportMeta> | undefined) ?? {};
  const data: readonly Record<string, unknown>[] | undefined = points ?? rows;
  const figures = chart?.y.filter((key) => !hidden.includes(key)) ?? [];
  if (!chart || !data?.length || figures.length === 0) return null;
  const columnOf = (key: string) => report.columns.find((column) => column.key === key)!;
  const xColumn = columnOf(chart.x);
  const rtl = theme.direction === 'rtl';
  const xOf = (row: Record<string, unknown>) => (row.other ? translate('reports.kit.other') : text(xColumn, row[chart.x]));
  const xs = [...new Set(data.map(xOf))];
  // Each figure, or with `series` each value of that column (rows sharing their x summed into one point).
  const seriesColumn = chart.series ? columnOf(chart.series) : undefined;
  const lines = seriesColumn
    ? [...new Set(data.map((row) => text(seriesColumn, row[seriesColumn.key])))].map((name) => ({ key: figures[0]!, name, of: seriesColumn }))
    : figures.map((key) => ({ key, name: translate(`reports.${report.name}.columns.${key}`), of: undefined }));
  const pointOf = (line: (typeof lines)[number], x: string) =>
    data
      .filter((row) => xOf(row) === x && (!line.of || text(line.of, row[line.of.key]) === line.name))
      .reduce((sum, row) => sum + Number(row[line.key] ?? 0), 0);
  const props = {
    height: 280,
    xAxis: [{ data: xs, scaleType: 'band' as const, reverse: rtl }],
    yAxis: [{ position: rtl ? ('right' as const) : ('left' as const), width: 60 }],
    series: lines.map((line) => ({
      id: line.name,
      label: line.name,
      data: xs.map((x) => pointOf(line, x)),
      valueFormatter: (value: number | null) => text(columnOf(line.key), value),
      ...(line.of ? { stack: 'all' } : {}),
    })),
  };
  const title = translate('reports.kit.chart');
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      {chart.kind === 'bar' ? <BarChart {...props} /> : <LineChart {...props} xAxis={[{ ...props.xAxis[0]!, scaleType: 'point' as const }]} />}
    </Paper>
  );
}
