import { Box, Paper, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { ReportRow } from '../../providers/shipper-reports';
import { useMoney } from '../shared/money';

/**
 * The cash each shipper holds, as horizontal bars mirrored on right-to-left screens; bars above the cash limit in
 * the warning colour. Shippers holding nothing are left out. The figures themselves are in the table below it.
 */
export function CustodyChart({ rows, limit }: { rows: readonly ReportRow[]; limit: number | null }) {
  const theme = useTheme();
  const translate = useTranslate();
  const money = useMoney();
  const rtl = theme.direction === 'rtl';
  const bars = rows
    .map((row) => ({ label: String(row.shipper_name), cash: Number(row.cash) }))
    .filter((bar) => bar.cash !== 0)
    .sort((a, b) => b.cash - a.cash);
  const title = translate('shipper_reports.custody.chart');
  const colour = (cash: number) => (limit != null && cash > limit ? theme.palette.warning.main : theme.palette.primary.main);
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {bars.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('shipper_reports.custody.no_cash')}
        </Typography>
      ) : (
        <Box>
          <BarChart
            height={Math.max(160, bars.length * 32 + 40)}
            layout="horizontal"
            dataset={bars}
            yAxis={[
              {
                scaleType: 'band',
                dataKey: 'label',
                position: rtl ? 'right' : 'left',
                width: 130,
                colorMap: { type: 'ordinal', values: bars.map((bar) => bar.label), colors: bars.map((bar) => colour(bar.cash)) },
              },
            ]}
            xAxis={[{ reverse: rtl }]}
            series={[{ dataKey: 'cash', label: translate('shipper_reports.columns.cash'), valueFormatter: money }]}
            hideLegend
            skipAnimation
            margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
          />
        </Box>
      )}
    </Paper>
  );
}
