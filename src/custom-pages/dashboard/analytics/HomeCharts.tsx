import { Box, Link as MuiLink, Paper, Typography, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { rankedRows, type CompanyStatistics } from '../../../../domain/reports/analytics-home';
import { usePermissionsNow } from '../../../layout/usePermissionsNow';
import { useCairoDate } from '../../../resources/orders/format';
import { STATUS_COLOR, statusKey } from '../../../resources/orders/status';
import { Bars } from '../../customer-dashboard/analytics/FigureCharts';

const TREND = ['orders', 'delivered', 'returned'] as const;

/** The range's orders, delivered and returned by order date, mirrored on right-to-left screens. */
function Trend({ trend }: { trend: CompanyStatistics['trend'] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const format = useCairoDate();
  const title = translate('app.analytics.trend');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {trend.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          {translate('app.analytics.no_orders')}
        </Typography>
      ) : (
        <LineChart
          height={300}
          xAxis={[
            {
              data: trend.map((point) => new Date(`${point.day}T12:00:00Z`)),
              scaleType: 'time',
              valueFormatter: (value: Date) => format(value.toISOString().slice(0, 10)),
              reverse: theme.direction === 'rtl',
            },
          ]}
          yAxis={[{ position: theme.direction === 'rtl' ? 'right' : 'left', width: 50 }]}
          series={TREND.map((key) => ({ id: key, label: translate(`reports.measures.names.${key}`), data: trend.map((point) => point[key]), showMark: false }))}
        />
      )}
    </Paper>
  );
}

/** The merchants or couriers that moved most over the range, each opening its figures there. */
function Ranked({ kind, rows, range }: { kind: 'customer' | 'shipper'; rows: CompanyStatistics['merchants']; range: CompanyStatistics['range'] }) {
  const translate = useTranslate();
  const permissions = usePermissionsNow();
  const title = translate(`app.analytics.top_${kind}`);
  const open = permissions?.canOpen(`/dashboard/topcdetails/${kind}`);
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('app.analytics.no_orders')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, paddingInlineStart: 3 }}>
          {rows.map((row) => (
            <Typography key={row.id} component="li" sx={{ py: 0.5 }}>
              {open ? (
                <MuiLink component={Link} to={rankedRows(kind, row.id, range)}>
                  <bdi>{row.name}</bdi>
                </MuiLink>
              ) : (
                <bdi>{row.name}</bdi>
              )}
              {' · '}
              {translate('app.analytics.ranked', { orders: row.orders, delivered: row.delivered })}
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}

/** Today's and the range's orders by status (in the status chips' colours), the trend, and who moved most. */
export function HomeCharts({ figures }: { figures: CompanyStatistics }) {
  const translate = useTranslate();
  const theme = useTheme();
  const colorOf = (status: keyof typeof STATUS_COLOR) => {
    const name = STATUS_COLOR[status];
    return name === 'default' ? theme.palette.grey[500] : theme.palette[name].main;
  };
  const bars = (when: 'today' | 'range') =>
    figures.statuses.filter((row) => row[when] > 0).map((row) => ({ label: translate(statusKey(row.status)), count: row[when], color: colorOf(row.status) }));
  const empty = translate('app.analytics.no_orders');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
      <Bars title={translate('app.analytics.today_by_status', { day: figures.today })} bars={bars('today')} empty={empty} />
      <Bars title={translate('app.analytics.range_by_status')} bars={bars('range')} empty={empty} />
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <Trend trend={figures.trend} />
      </Box>
      <Ranked kind="customer" rows={figures.merchants} range={figures.range} />
      <Ranked kind="shipper" rows={figures.couriers} range={figures.range} />
    </Box>
  );
}
