import { Box, Paper, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLocaleState, useTranslate } from 'react-admin';
import { placeName } from '../../../../domain/orders/record';
import type { MerchantFigures } from '../../../providers/merchant';
import { STATUS_COLOR, statusKey } from '../../../resources/orders/status';

/** A city's name in the interface's language (its English name where it has no Arabic one). */
export const cityName = (row: { city_name: string; city_name_ar: string }, locale: string): string =>
  placeName({ ...row, zone_name: '', zone_name_ar: '' }, 'city', locale);

export interface Bar {
  label: string;
  count: number;
  color?: string;
}

/**
 * Horizontal bars of counts, mirrored on right-to-left screens (the labels on the right, the bars growing
 * leftwards). The chart is for the eye (and its keyboard tooltips); its figures are also listed beneath it, unless
 * `listed` is false because the page lists them in a table of its own.
 */
export function Bars({ title, bars, empty, listed = true }: { title: string; bars: readonly Bar[]; empty: string; listed?: boolean }) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const total = bars.reduce((sum, bar) => sum + bar.count, 0);
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {total === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          {empty}
        </Typography>
      ) : (
        <>
          <Box>
            <BarChart
              height={Math.max(160, bars.length * 40 + 40)}
              layout="horizontal"
              dataset={bars.map((bar) => ({ label: bar.label, count: bar.count }))}
              yAxis={[
                {
                  scaleType: 'band',
                  dataKey: 'label',
                  position: rtl ? 'right' : 'left',
                  width: 110,
                  colorMap: { type: 'ordinal', values: bars.map((bar) => bar.label), colors: bars.map((bar) => bar.color ?? theme.palette.primary.main) },
                },
              ]}
              xAxis={[{ reverse: rtl, tickMinStep: 1 }]}
              series={[{ dataKey: 'count', label: title }]}
              hideLegend
              skipAnimation
              margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
            />
          </Box>
          {listed && (
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
              {bars.map((bar) => (
                <Typography key={bar.label} component="li" variant="body2">
                  <bdi>{bar.label}</bdi>: <strong>{bar.count}</strong>
                </Typography>
              ))}
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}

/** The range's orders by status (in the status chips' colours) and the cities they went to most. */
export function FigureCharts({ figures }: { figures: MerchantFigures }) {
  const translate = useTranslate();
  const theme = useTheme();
  const [locale] = useLocaleState();
  const colorOf = (status: keyof typeof STATUS_COLOR) => {
    const name = STATUS_COLOR[status];
    return name === 'default' ? theme.palette.grey[500] : theme.palette[name].main;
  };
  // Statuses no order of the range has are left out, so the bars that matter are read at a glance.
  const statuses = figures.statuses
    .filter((row) => row.count > 0)
    .map((row) => ({ label: translate(statusKey(row.status)), count: row.count, color: colorOf(row.status) }));
  const cities = figures.cities.map((row) => ({
    label: cityName(row, locale),
    count: row.count,
  }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
      <Bars title={translate('customer_orders.analytics.by_status')} bars={statuses} empty={translate('customer_orders.analytics.no_orders')} />
      <Bars title={translate('customer_orders.analytics.top_cities')} bars={cities} empty={translate('customer_orders.analytics.no_orders')} />
    </Box>
  );
}
