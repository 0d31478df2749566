/**
 * ShipperStatusFollow (spec section 2): each shipper's parcels of the day by status, with the cash, refreshed
 * every 30 seconds; a card opens ShipperStatusFollow/{shipper_id}, his parcels.
 */
import { Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { FOLLOW_STATUSES } from '../../../../domain/orders/follow-up';
import { cairoToday } from '../../../../domain/time';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useMoney } from '../../shared/money';

/** How often the day's figures are read again. */
export const LIVE_REFRESH_MS = 30_000;

export default function ShipperStatusFollowPage() {
  const translate = useTranslate();
  const money = useMoney();
  const dataProvider = useDataProvider<AppDataProvider>();
  const day = cairoToday();
  const { data } = useQuery({
    queryKey: ['followUpReport', 'live', day],
    queryFn: () => dataProvider.followUpReport({ order_date: day }),
    refetchInterval: LIVE_REFRESH_MS,
  });
  return (
    <>
      <Title title={translate('screens.ShipperStatusFollow')} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {(data?.results ?? []).map((row) => (
          <Grid key={row.shipper_id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <Card>
              <CardActionArea component={Link} to={`/dashboard/ShipperStatusFollow/${row.shipper_id}`}>
                <CardContent>
                  <Typography variant="h6">{row.shipper_name}</Typography>
                  <Typography variant="body2">{translate('follow_up.live.parcels', { smart_count: row.parcels })}</Typography>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', my: 1 }}>
                    {FOLLOW_STATUSES.map((group) => (
                      <Typography key={group} variant="caption">
                        {translate(`follow_up.groups.${group}`)}: {row[group]}
                      </Typography>
                    ))}
                  </Stack>
                  {row.cash_collected != null && (
                    <Typography variant="body2">
                      {translate('follow_up.live.cash', { collected: money(row.cash_collected), expected: money(row.cash_expected) })}
                    </Typography>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      {data && data.results.length === 0 && <Typography sx={{ mt: 2 }}>{translate('follow_up.live.none')}</Typography>}
    </>
  );
}
