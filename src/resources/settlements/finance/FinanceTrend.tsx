import { Paper, Typography, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { FinanceAnswer } from '../../../../domain/api/money';
import { useCairoDate } from '../../orders/format';
import { useMoney } from '../../shared/money';

const SERIES = ['cash', 'cash_with_shippers', 'owed_to_merchants', 'earned', 'spent'] as const;

/** The last 90 days: where the cash was each evening, what was owed to merchants, and what was earned and spent each day. */
export function FinanceTrend({ trend }: { trend: FinanceAnswer['trend'] }) {
  const translate = useTranslate();
  const money = useMoney();
  const theme = useTheme();
  const format = useCairoDate();
  const days = trend.map((point) => new Date(`${point.day}T12:00:00Z`));
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-label={translate('settlements.finance.trend')}>
      <Typography variant="subtitle1" component="h2">
        {translate('settlements.finance.trend')}
      </Typography>
      <LineChart
        height={320}
        xAxis={[
          { data: days, scaleType: 'time', valueFormatter: (value: Date) => format(value.toISOString().slice(0, 10)), reverse: theme.direction === 'rtl' },
        ]}
        yAxis={[{ position: theme.direction === 'rtl' ? 'right' : 'left', width: 70 }]}
        series={SERIES.map((key) => ({
          id: key,
          label: translate(`settlements.finance.series.${key}`),
          data: trend.map((point) => Number(point[key])),
          showMark: false,
          valueFormatter: money,
        }))}
      />
    </Paper>
  );
}
