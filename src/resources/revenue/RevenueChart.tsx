import { Box, Paper, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { RevenueRow } from '../../providers/revenue';
import { useCairoDate } from '../orders/format';
import { useMoney } from '../shared/money';

const PARTS = ['net', 'fees', 'return_fees'] as const;

/**
 * The range's days as bars, oldest first (mirrored on right-to-left screens): each day's cash collected split into
 * the merchant's net and the company's delivery and return fees, stacked; a day whose return fees exceed its cash
 * nets below the axis. The figures themselves are in the table below it.
 */
export function RevenueChart({ rows }: { rows: readonly RevenueRow[] }) {
  const theme = useTheme();
  const translate = useTranslate();
  const money = useMoney();
  const format = useCairoDate();
  const rtl = theme.direction === 'rtl';
  const title = translate('revenue.chart.title');
  const dataset = [...rows]
    .sort((a, b) => String(a.day).localeCompare(String(b.day)))
    .map((row) => ({ day: format(String(row.day)), ...Object.fromEntries(PARTS.map((part) => [part, Number(row[part] ?? 0)])) }));
  const colours = { net: theme.palette.success.main, fees: theme.palette.primary.main, return_fees: theme.palette.warning.main };
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box>
        <BarChart
          height={300}
          dataset={dataset}
          xAxis={[{ scaleType: 'band', dataKey: 'day', reverse: rtl }]}
          yAxis={[{ position: rtl ? 'right' : 'left', width: 72 }]}
          series={PARTS.map((part) => ({
            dataKey: part,
            label: translate(`revenue.chart.${part}`),
            stack: 'collected',
            stackOffset: 'diverging' as const,
            color: colours[part],
            valueFormatter: money,
          }))}
          skipAnimation
        />
      </Box>
    </Paper>
  );
}
