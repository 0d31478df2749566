/**
 * /customerdashboard/report/TopCReport: the merchant's orders by city over a range of order dates, as a chart
 * (mirrored in Arabic) and a table of each city's orders, delivered and refused or returned, each city opening
 * its orders (report/TopCReportDetails). Cancelled orders are not counted.
 */
import { Link as MuiLink, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { FiguresRange } from '../../../providers/merchant';
import type { CityCount } from '../../../../domain/orders/by-city';
import { Bars, cityName, type Bar } from '../analytics/FigureCharts';
import { RangedFigures } from '../analytics/RangedFigures';
import { quickRange } from '../analytics/ranges';
import { cityOrdersPath } from './paths';

const COUNTS = ['count', 'delivered', 'returned'] as const;
/** The chart draws the cities with the most orders and one bar for all the others; the table lists every city. */
const CHART_CITIES = 10;

function chartBars(rows: readonly CityCount[], locale: string, others: string): Bar[] {
  const bars = rows.slice(0, CHART_CITIES).map((row) => ({ label: cityName(row, locale), count: row.count }));
  const rest = rows.slice(CHART_CITIES).reduce((sum, row) => sum + row.count, 0);
  return rest > 0 ? [...bars, { label: others, count: rest }] : bars;
}
const HEADS: Record<(typeof COUNTS)[number], string> = { count: 'orders', delivered: 'delivered', returned: 'returned' };

function CityTable({ rows, range }: { rows: readonly CityCount[]; range: FiguresRange }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: Record<string, unknown>) => translate(`customer_reports.by_city.${key}`, options);
  const total = (key: (typeof COUNTS)[number]) => rows.reduce((sum, row) => sum + row[key], 0);
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('city')}</TableCell>
            {COUNTS.map((key) => (
              <TableCell key={key} align="right">
                {t(HEADS[key])}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.city}>
              <TableCell component="th" scope="row">
                <MuiLink component={Link} to={cityOrdersPath(row.city, range)} aria-label={t('open_city', { city: cityName(row, locale) })}>
                  <bdi>{cityName(row, locale)}</bdi>
                </MuiLink>
              </TableCell>
              {COUNTS.map((key) => (
                <TableCell key={key} align="right">
                  {row[key]}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {t('total')}
            </TableCell>
            {COUNTS.map((key) => (
              <TableCell key={key} align="right" sx={{ fontWeight: 600 }}>
                {total(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </Paper>
  );
}

export default function TopCReport() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [params, setParams] = useSearchParams();
  const range: FiguresRange = params.has('from_date')
    ? { from_date: params.get('from_date') ?? '', to_date: params.get('to_date') ?? '' }
    : quickRange('month');
  const t = (key: string) => translate(`customer_reports.by_city.${key}`);
  return (
    <RangedFigures
      title={t('title')}
      intro={t('intro')}
      range={range}
      onRange={(next) => setParams({ ...next }, { replace: true })}
      queryKey={['merchant', 'by_city']}
      load={(asked) => dataProvider.merchantOrdersByCity(asked)}
    >
      {(rows, asked) =>
        rows.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">{t('empty')}</Typography>
          </Paper>
        ) : (
          <>
            <Bars title={t('chart')} bars={chartBars(rows, locale, t('other_cities'))} empty={t('empty')} listed={false} />
            <CityTable rows={rows} range={asked} />
          </>
        )
      }
    </RangedFigures>
  );
}
