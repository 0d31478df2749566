import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { sumAmounts } from '../../../../domain/orders/money';
import type { OrderRecord } from '../../../../domain/orders/record';
import { companyName, useSiteSettings } from '../../../layout/site/useSiteSettings';
import { useMoney } from '../../shared/money';
import type { PrintFormat } from './usePrintFormat';

const COLUMNS = ['index', 'serial', 'order_date', 'customer', 'recipient', 'phone', 'city_zone', 'address', 'contents', 'amount', 'fees', 'notes'] as const;

/** The exact sum of one money field, or null when any order hides it (a partial total would mislead). */
export function total(orders: readonly OrderRecord[], field: 'total_amount' | 'total_fees'): string | null {
  if (orders.some((order) => order.hidden_fields.includes(field))) return null;
  try {
    return sumAmounts(orders.map((order) => order[field] || '0'));
  } catch {
    return null;
  }
}

const cell = { border: '1px solid #000', px: '1.5mm', py: '1mm', verticalAlign: 'top', textAlign: 'start' } as const;

/**
 * The A4 sheet: a header (company, count, when printed) and one table row per order, with the header row
 * repeated on each page and no row split across pages; totals of the money columns at the end.
 */
export function OrdersSheet({ orders, format }: { orders: readonly OrderRecord[]; format: PrintFormat }) {
  const translate = useTranslate();
  const money = useMoney();
  const settings = useSiteSettings();
  const [printedAt] = useState(() => new Date().toISOString());
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.orders_print.${key}`, options);
  const amountTotal = total(orders, 'total_amount');
  const feesTotal = total(orders, 'total_fees');
  return (
    <Box sx={{ bgcolor: '#fff', color: '#000', p: 2, '@media print': { p: 0 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1 }}>
        <Typography component="h2" sx={{ fontSize: '14pt', fontWeight: 700, flex: 1 }}>
          {companyName(settings)}
        </Typography>
        <Typography sx={{ fontSize: '9pt' }}>{t('count', { smart_count: orders.length })}</Typography>
        <Typography sx={{ fontSize: '9pt' }}>{t('printed_at', { date: format.date(printedAt, true) })}</Typography>
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '8.5pt', lineHeight: 1.3, '& td, & th': cell }}>
        <Box component="thead" sx={{ display: 'table-header-group', bgcolor: '#eee', printColorAdjust: 'exact' }}>
          <tr>
            {COLUMNS.map((column) => (
              <Box component="th" key={column} scope="col" sx={{ fontWeight: 700 }}>
                {t(`columns.${column}`)}
              </Box>
            ))}
          </tr>
        </Box>
        <tbody>
          {orders.map((order, index) => (
            <Box component="tr" key={order.id} sx={{ breakInside: 'avoid', pageBreakInside: 'avoid' }}>
              <td>{index + 1}</td>
              <Box component="td" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                <bdi dir="ltr">{format.text(order, 'serial')}</bdi>
              </Box>
              <Box component="td" sx={{ whiteSpace: 'nowrap' }}>
                {format.date(order.order_date)}
              </Box>
              <td>
                <bdi>{order.customer_name}</bdi>
              </td>
              <td>
                <bdi>{order.full_name}</bdi>
              </td>
              <Box component="td" sx={{ whiteSpace: 'nowrap' }}>
                <bdi dir="ltr">{format.text(order, 'phone')}</bdi>
              </Box>
              <td>
                <bdi>{format.place(order)}</bdi>
              </td>
              <td>
                <bdi>{format.text(order, 'address')}</bdi>
              </td>
              <td>
                <bdi>{order.shipment_contents}</bdi>
              </td>
              <Box component="td" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                {format.money(order, 'total_amount')}
              </Box>
              <Box component="td" sx={{ whiteSpace: 'nowrap' }}>
                {format.money(order, 'total_fees')}
              </Box>
              <td>
                <bdi>{format.text(order, 'notes')}</bdi>
              </td>
            </Box>
          ))}
        </tbody>
        <Box component="tfoot" sx={{ display: 'table-row-group', fontWeight: 700 }}>
          <tr>
            <Box component="th" scope="row" colSpan={9}>
              {t('total')}
            </Box>
            <Box component="td" sx={{ whiteSpace: 'nowrap' }}>
              {amountTotal === null ? t('hidden') : money(amountTotal)}
            </Box>
            <Box component="td" sx={{ whiteSpace: 'nowrap' }}>
              {feesTotal === null ? t('hidden') : money(feesTotal)}
            </Box>
            <td />
          </tr>
        </Box>
      </Box>
    </Box>
  );
}
