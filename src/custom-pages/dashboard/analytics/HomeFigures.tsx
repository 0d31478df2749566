import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HOME_MEASURES, HOME_NOW, homeRows, type CompanyStatistics, type HomeMeasure } from '../../../../domain/reports/analytics-home';
import { MEASURES } from '../../../../domain/reports/measures';
import { usePermissionsNow } from '../../../layout/usePermissionsNow';
import { useMoney } from '../../../resources/shared/money';
import { Figure } from '../../customer-dashboard/analytics/FigureCards';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)', xl: 'repeat(7, 1fr)' } } as const;

/** How a measure's value reads: counts grouped, rates with %, money in LE; a rate with nothing to divide by is a dash. */
function useFigureText() {
  const money = useMoney();
  return (measure: HomeMeasure, value: string | number | null) => {
    if (value === null) return '—';
    const { unit } = MEASURES[measure];
    if (unit === 'money') return money(value);
    return unit === 'percent' ? `${Number(value).toFixed(1)}%` : Number(value).toLocaleString('en-EG');
  };
}

/** The change from the range before, for the eye: up or down and by how much (a rate by its points). */
function change(measure: HomeMeasure, now: string | number | null, before: string | number | null): string | undefined {
  if (now === null || before === null) return undefined;
  const difference = Number(now) - Number(before);
  if (MEASURES[measure].unit === 'percent') return `${difference >= 0 ? '▲' : '▼'} ${Math.abs(difference).toFixed(1)}`;
  if (Number(before) === 0) return undefined;
  return `${difference >= 0 ? '▲' : '▼'} ${Math.abs((difference * 100) / Number(before)).toFixed(0)}%`;
}

/**
 * The range's measures beside the range before's, and what stands now; each card opens the rows behind it for a
 * caller who may open that page. A figure the caller may not see (the office's cash) is left out.
 */
export function HomeFigures({ figures }: { figures: CompanyStatistics }) {
  const translate = useTranslate();
  const permissions = usePermissionsNow();
  const text = useFigureText();
  const money = useMoney();
  const rows = (figure: Parameters<typeof homeRows>[0]) => {
    const path = homeRows(figure, figures.range);
    return path && permissions?.canOpen(path.split('?')[0]!) ? path : undefined;
  };
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('app.analytics.range_title', { from: figures.range.from_date, to: figures.range.to_date })}
      </Typography>
      <Box sx={grid}>
        {HOME_MEASURES.map((measure) => {
          // Money the caller may not see is left out; a rate with nothing to divide by shows a dash.
          if (figures.current[measure] === null && MEASURES[measure].unit === 'money') return null;
          const before = figures.before[measure];
          const moved = change(measure, figures.current[measure], before);
          return (
            <Figure
              key={measure}
              label={translate(`reports.measures.names.${measure}`)}
              value={text(measure, figures.current[measure])}
              hint={translate('app.analytics.before', { value: text(measure, before), change: moved ?? '' })}
              to={rows(measure)}
            />
          );
        })}
      </Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('app.analytics.now_title')}
      </Typography>
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
        {HOME_NOW.map((figure) => {
          const value = figures.now[figure];
          if (value === null) return null;
          return (
            <Figure key={figure} label={translate(`app.analytics.now.${figure}`)} value={typeof value === 'string' ? money(value) : value} to={rows(figure)} />
          );
        })}
      </Box>
    </>
  );
}
