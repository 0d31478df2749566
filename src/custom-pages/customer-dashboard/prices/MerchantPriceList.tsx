/**
 * /customerdashboard/Shipment/customerpricelist: the merchant's own delivery and return prices by city and zone
 * (GET /api/merchant/prices/, priced by the staff's own price rules), searchable by a city's or zone's name in
 * either language and narrowed to one city, money in LE. A card per city: its price for all its zones, then the
 * zones priced apart.
 */
import { Alert, Box, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useMoney } from '../../../resources/shared/money';
import { Loading, RetryAlert } from '../QueryStates';
import { groupPrices, type CityPrices } from './priceGroups';

function CityCard({ group }: { group: CityPrices }) {
  const translate = useTranslate();
  const money = useMoney();
  const t = (key: string) => translate(`customer_reports.prices.${key}`);
  const headingId = `prices-city-${group.city}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        <bdi>{group.name}</bdi>
      </Typography>
      <Table size="small" sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('zone')}</TableCell>
            <TableCell align="right">{t('delivery')}</TableCell>
            <TableCell align="right">{t('return')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {group.lines.map((line) => (
            <TableRow key={line.zone ?? 'city'}>
              <TableCell component="th" scope="row">
                {line.zone === null ? t('whole_city') : <bdi>{line.zoneName}</bdi>}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(line.delivery_price)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(line.return_price)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

export default function MerchantPriceList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [search, setSearch] = useState('');
  const [city, setCity] = useState(0);
  const prices = useQuery({ queryKey: ['merchant', 'prices'], queryFn: () => dataProvider.merchantPrices() });
  const t = (key: string, options?: Record<string, unknown>) => translate(`customer_reports.prices.${key}`, options);
  const all = useMemo(() => groupPrices(prices.data ?? [], locale), [prices.data, locale]);
  const shown = useMemo(() => groupPrices(prices.data ?? [], locale, city, search), [prices.data, locale, city, search]);
  const lines = shown.reduce((sum, group) => sum + group.lines.length, 0);

  let content;
  if (prices.error) content = <RetryAlert error={prices.error} onRetry={() => void prices.refetch()} />;
  else if (!prices.data) content = <Loading />;
  else if (all.length === 0) content = <Alert severity="info">{t('empty')}</Alert>;
  else
    content = (
      <>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            type="search"
            size="small"
            label={t('search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ minWidth: 240, flex: '1 1 240px' }}
          />
          <TextField
            select
            size="small"
            label={t('city')}
            value={city}
            onChange={(event) => setCity(Number(event.target.value))}
            sx={{ minWidth: 200, flex: '1 1 200px' }}
          >
            <MenuItem value={0}>{t('all_cities')}</MenuItem>
            {all.map((group) => (
              <MenuItem key={group.city} value={group.city}>
                {group.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Typography variant="body2" color="text.secondary" role="status">
          {shown.length ? t('count', { smart_count: lines }) : t('no_match')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' }, alignItems: 'start' }}>
          {shown.map((group) => (
            <CityCard key={group.city} group={group} />
          ))}
        </Box>
      </>
    );

  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2 }}>
      <Title title={t('title')} />
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      {content}
    </Box>
  );
}
