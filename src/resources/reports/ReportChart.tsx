import { Paper, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useListContext, useTranslate } from 'react-admin';
import type { ReportDeclaration } from '../../../domain/reports/kit';
import { useCellText } from './cells';

/**
 * The report's chart of the rows on the page, for the eye (the table lists the same figures): one bar or line per
 * figure of `chart.y` along `chart.x`. In Arabic the axis runs from the right and the figures stand on the right.
 */
export function ReportChart({ report }: { report: ReportDeclaration }) {
  const translate = useTranslate();
  const theme = useTheme();
  const text = useCellText();
  const { data, meta } = useListContext();
  const chart = report.chart;
  const hidden: readonly string[] = (meta as { hidden?: string[] } | undefined)?.hidden ?? [];
  const figures = chart?.y.filter((key) => !hidden.includes(key)) ?? [];
  if (!chart || !data?.length || figures.length === 0) return null;
  const xColumn = report.columns.find((column) => column.key === chart.x)!;
  const rtl = theme.direction === 'rtl';
  const props = {
    height: 280,
    xAxis: [{ data: data.map((row) => text(xColumn, row[chart.x])), scaleType: 'band' as const, reverse: rtl }],
    yAxis: [{ position: rtl ? ('right' as const) : ('left' as const), width: 60 }],
    series: figures.map((key) => {
      const column = report.columns.find((candidate) => candidate.key === key)!;
      return {
        id: key,
        label: translate(`reports.${report.name}.columns.${key}`),
        data: data.map((row) => Number(row[key] ?? 0)),
        valueFormatter: (value: number | null) => text(column, value),
      };
    }),
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
