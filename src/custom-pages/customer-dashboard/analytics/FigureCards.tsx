import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MerchantFigures } from '../../../providers/merchant';
import { useMoney } from '../../../resources/shared/money';

/** A headline figure on a card: its label, value and hint; with `to`, the card opens the rows behind it. */
export function Figure({ label, value, hint, to }: { label: string; value: ReactNode; hint?: string; to?: string }) {
  const content = (
    <CardContent>
      <Typography variant="body2" color="text.secondary" component="h2">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 600, my: 0.5 }}>
        <bdi>{value}</bdi>
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined">
      {to ? (
        <CardActionArea component={Link} to={to}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

/** The home's headline figures: parcels waiting for pickup, yesterday's orders, and the range's cash. */
export function FigureCards({ figures }: { figures: MerchantFigures }) {
  const translate = useTranslate();
  const money = useMoney();
  const t = (key: string, options?: Record<string, unknown>) => translate(`customer_orders.analytics.${key}`, options);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      <Figure label={t('pickups')} value={figures.pickups.count} hint={t('pickups_hint')} to="/customerdashboard/orders" />
      <Figure label={t('yesterday')} value={figures.yesterday.count} to="/customerdashboard/orders" />
      <Figure label={t('collected')} value={money(figures.collected.total_collected)} hint={t('collected_hint', { smart_count: figures.collected.orders })} />
      <Figure label={t('net')} value={money(figures.collected.net)} hint={t('net_hint', { fees: money(figures.collected.fees) })} />
    </Box>
  );
}
