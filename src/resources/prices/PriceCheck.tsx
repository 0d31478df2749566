import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, ResourceContextProvider, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ShipmentPrice } from '../../../domain/prices';
import { required, validateFields } from '../../../domain/validation';
import { apiFetch } from '../../providers/http';
import { useMoney } from '../shared/money';
import { CityZoneInputs } from './PriceRowInputs';
import { useErrorText } from '../shared/errors';

type CheckResult = { ok: true; price: ShipmentPrice } | { ok: false; error: string };

const EMPTY = { city_id: null, zone_id: null };
const validate = (values: FieldValues) => validateFields(values, { city_id: [required('validation.city_required')] });

function Result({ result }: { result: CheckResult }) {
  const translate = useTranslate();
  const money = useMoney();
  if (!result.ok) return <Alert severity="warning">{result.error}</Alert>;
  const { fee, return_fee, source, return_source } = result.price;
  const rows: [string, string][] = [
    ['resources.prices.fee', money(fee)],
    ['resources.prices.return_fee', money(return_fee)],
    ['resources.prices.source', translate(`resources.prices.sources.${source}`)],
  ];
  if (return_source !== source) rows.push(['resources.prices.return_source', translate(`resources.prices.sources.${return_source}`)]);
  return (
    <Box component="dl" data-testid="price-check-result" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map(([label, value], i) => (
        <Box key={i} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Asks the server what a shipment to a city (and zone) costs this customer, and where that price comes from. */
export function PriceCheck({ customerId }: { customerId: number }) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const [result, setResult] = useState<CheckResult | null>(null);
  const check = async (values: FieldValues) => {
    const params = new URLSearchParams({ customer: String(customerId), city: String(values.city_id) });
    if (values.zone_id) params.set('zone', String(values.zone_id));
    try {
      const { json } = await apiFetch<ShipmentPrice>(`/api/shipment-price?${params.toString()}`);
      setResult({ ok: true, price: json });
    } catch (error) {
      setResult({ ok: false, error: errorText(error) });
    }
  };
  return (
    <ResourceContextProvider value="customer-prices">
      <Typography variant="subtitle1" component="h3" fontWeight={600}>
        {translate('resources.prices.check_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.prices.check_hint')}
      </Typography>
      <Form record={EMPTY} onSubmit={check} validate={validate} noValidate>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <CityZoneInputs />
          <Button type="submit" variant="outlined" sx={{ mt: { md: 1 } }}>
            {translate('resources.prices.check')}
          </Button>
        </Stack>
      </Form>
      {result && <Result result={result} />}
    </ResourceContextProvider>
  );
}
