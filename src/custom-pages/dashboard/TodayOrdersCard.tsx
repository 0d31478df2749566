import { Box, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { TodayCounts } from '../../../domain/orders/counts';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCairoDate } from '../../resources/orders/format';
import { STATUS_COLOR, statusKey } from '../../resources/orders/status';
import { statusListPath } from './statusLinks';

/** The day's mix at a glance: one bar, each status a share of it in its chip's colour (the list below is the text). */
function StatusBar({ counts }: { counts: TodayCounts }) {
  const shown = counts.statuses.filter((entry) => entry.count > 0);
  if (!shown.length) return null;
  return (
    <Box aria-hidden sx={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden', my: 2 }}>
      {shown.map((entry) => {
        const color = STATUS_COLOR[entry.status];
        return <Box key={entry.status} sx={{ flexGrow: entry.count, bgcolor: color === 'default' ? 'grey.400' : `${color}.main` }} />;
      })}
    </Box>
  );
}

/** Today's orders by status, each count leading to those orders in a list the user may open. */
export function TodayOrdersCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const permissions = usePermissionsNow();
  const date = useCairoDate();
  const { data, isError } = useQuery({ queryKey: ['orders', 'todayCounts'], queryFn: () => dataProvider.todayCounts() });
  return (
    <Card component="section" aria-labelledby="today-orders-title">
      <CardContent>
        <Typography id="today-orders-title" variant="h6" component="h2">
          {translate('app.dashboard.today_title')}
        </Typography>
        {data && <Typography color="text.secondary">{translate('app.dashboard.today_total', { smart_count: data.total, date: date(data.date) })}</Typography>}
        {isError && <Typography color="error">{translate('app.dashboard.today_failed')}</Typography>}
        {data && <StatusBar counts={data} />}
        {data && (
          <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
            {data.statuses.map(({ status, count }) => {
              const path = statusListPath(permissions, status);
              const label = `${translate(statusKey(status))}: ${count}`;
              return (
                <li key={status}>
                  {path ? (
                    <Link component={RouterLink} to={path} underline="none">
                      <Chip clickable label={label} color={STATUS_COLOR[status]} variant={count ? 'filled' : 'outlined'} />
                    </Link>
                  ) : (
                    <Chip label={label} color={STATUS_COLOR[status]} variant={count ? 'filled' : 'outlined'} />
                  )}
                </li>
              );
            })}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
