/** Every field of an order, in labelled groups; a field hidden from the user shows the hidden mark. */
import CheckIcon from '@mui/icons-material/Check';
import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { CashSubmitState } from '../../../../domain/orders/money';
import { placeName, type OrderRecord } from '../../../../domain/orders/record';
import { CairoDate, HiddenMark } from '../fields';
import { cashStateKey } from '../status';
import { Money } from '../../shared/money';

type Kind = 'text' | 'place' | 'money' | 'date' | 'datetime' | 'flag' | 'cash';
type Item = readonly [keyof OrderRecord, Kind];

const GROUPS: readonly (readonly [string, readonly Item[]])[] = [
  [
    'recipient',
    [
      ['full_name', 'text'],
      ['phone', 'text'],
      ['city_name', 'place'],
      ['zone_name', 'place'],
      ['address', 'text'],
    ],
  ],
  [
    'shipment',
    [
      ['customer_name', 'text'],
      ['customer_serial', 'text'],
      ['swapped_serial', 'text'],
      ['shipment_contents', 'text'],
      ['weight', 'text'],
      ['pick_up', 'flag'],
      ['notes', 'text'],
    ],
  ],
  [
    'money',
    [
      ['total_amount', 'money'],
      ['total_fees', 'money'],
      ['shipper_fees', 'money'],
      ['collected_amount', 'money'],
      ['shipper_cash_state', 'cash'],
      ['shipper_cashed', 'money'],
      ['customer_cash_state', 'cash'],
      ['customer_cashed', 'money'],
    ],
  ],
  [
    'delivery',
    [
      ['shipper_name', 'text'],
      ['order_date', 'date'],
      ['Delivery_satus_date', 'datetime'],
      ['return_count', 'text'],
      ['created_at', 'datetime'],
    ],
  ],
  [
    'flags',
    [
      ['printO', 'flag'],
      ['rejected', 'flag'],
      ['is_repeated', 'flag'],
      ['is_urgent', 'flag'],
      ['approved', 'flag'],
      ['taxable', 'flag'],
    ],
  ],
];

function Value({ record, source, kind }: { record: OrderRecord; source: keyof OrderRecord; kind: Kind }): ReactNode {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const value = kind === 'place' ? placeName(record, source === 'city_name' ? 'city' : 'zone', locale) : record[source];
  if (record.hidden_fields?.includes(source)) return <HiddenMark />;
  if (kind === 'money') return value == null || value === '' ? '—' : <Money amount={value} />;
  if (kind === 'date' || kind === 'datetime') return <CairoDate value={value} withTime={kind === 'datetime'} />;
  if (kind === 'cash') return translate(cashStateKey(value as CashSubmitState));
  if (kind === 'flag')
    return value ? <CheckIcon fontSize="small" aria-label={translate('resources.orders.filters.yes')} /> : translate('resources.orders.filters.no');
  // Isolated, so a Latin address keeps its own order inside an Arabic page.
  return value === '' || value == null ? '—' : <bdi>{String(value)}</bdi>;
}

/** `omit`: fields this page never shows (on the merchant's page, what is the office's business). */
export function OrderDetails({ omit = [] }: { omit?: readonly (keyof OrderRecord)[] }) {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {GROUPS.map(([group, items]) => (
        <Paper key={group} variant="outlined" component="section" aria-label={translate(`resources.orders.sections.${group}`)} sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {translate(`resources.orders.sections.${group}`)}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
            {items
              .filter(([source]) => !omit.includes(source))
              .map(([source, kind]) => (
                <Box key={source} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {translate(`resources.orders.fields.${source}`)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    <Value record={record} source={source} kind={kind} />
                  </Typography>
                </Box>
              ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
