import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderRecord } from '../../../../domain/orders/record';
import { asksForCash, STATUS_CODE } from '../../../../domain/orders/status';
import { statusKey } from '../status';
import { companyName, logoOf, useSiteSettings } from '../../../layout/site/useSiteSettings';
import { Barcode } from './Barcode';
import type { PrintFormat } from './usePrintFormat';

const clamp = (lines: number) => ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

function Part({ label, children, lines = 2, end = false }: { label: string; children: ReactNode; lines?: number; end?: boolean }) {
  return (
    <Box sx={{ borderTop: '0.3mm solid #000', py: '1.2mm', ...(end && { borderInlineStart: '0.3mm solid #000', paddingInlineStart: '2mm' }) }}>
      <Typography component="div" sx={{ fontSize: '7pt', fontWeight: 700, textTransform: 'uppercase', color: '#000' }}>
        {label}
      </Typography>
      <Box sx={{ fontSize: '9pt', lineHeight: 1.25, ...clamp(lines) }}>{children}</Box>
    </Box>
  );
}

/** Text that stays left to right inside an Arabic label (phone numbers, serials). */
const Ltr = ({ children }: { children: ReactNode }) => (
  <Box component="bdi" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
    {children}
  </Box>
);

/**
 * One airway-bill label, 100 x 150 mm, one per printed page: the company, a Code 128 barcode of the serial with
 * the serial under it, sender, recipient, city and zone, contents, weight and, largest, the cash to collect (or, for
 * an order delivered, collected, returned or cancelled, that there is nothing to collect).
 */
export function OrderLabel({ order, format }: { order: OrderRecord; format: PrintFormat }) {
  const translate = useTranslate();
  const settings = useSiteSettings();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.orders_print.${key}`, options);
  const serialHidden = format.isHidden(order, 'serial');
  const cancelled = order.status_code === STATUS_CODE.cancelled;
  const statusName = translate(cancelled ? 'resources.orders.codes.cancelled' : statusKey(order.Order_Delivery_Status));
  const merchantRef = order.customer_serial && !format.isHidden(order, 'customer_serial') ? order.customer_serial : '';
  return (
    <Box
      component="article"
      data-testid="awb-label"
      sx={{
        width: '100mm',
        height: '149.5mm',
        boxSizing: 'border-box',
        p: '4mm',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        bgcolor: '#fff',
        color: '#000',
        border: '1px solid #bbb',
        boxShadow: 2,
        breakInside: 'avoid',
        '@media print': { border: 0, boxShadow: 'none', breakAfter: 'page', '&:last-of-type': { breakAfter: 'auto' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: '2mm', pb: '1.5mm' }}>
        <Box component="img" src={logoOf(settings)} alt="" sx={{ height: '8mm', maxWidth: '28mm', objectFit: 'contain' }} />
        <Typography component="div" sx={{ flex: 1, fontSize: '9.5pt', fontWeight: 700, lineHeight: 1.2, ...clamp(2) }}>
          {companyName(settings)}
        </Typography>
        <Typography component="div" sx={{ fontSize: '8pt', whiteSpace: 'nowrap' }}>
          {format.date(order.order_date)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', py: '1.5mm', borderTop: '0.3mm solid #000' }}>
        {serialHidden || !order.serial ? (
          <Typography sx={{ height: '18mm', display: 'flex', alignItems: 'center', fontSize: '11pt', fontWeight: 700 }}>{t('serial_hidden')}</Typography>
        ) : (
          <>
            <Barcode value={order.serial} height="16mm" maxWidth="92mm" />
            <Typography component="div" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '13pt', fontWeight: 700, letterSpacing: '0.08em' }}>
              {order.serial}
            </Typography>
          </>
        )}
      </Box>
      <Part label={t('label.from')} lines={2}>
        <bdi>{order.customer_name}</bdi>
        {merchantRef && (
          <>
            {' · '}
            {t('label.customer_serial')}: <Ltr>{merchantRef}</Ltr>
          </>
        )}
      </Part>
      <Part label={t('label.to')} lines={5}>
        <Box component="span" sx={{ fontWeight: 700, fontSize: '10.5pt' }}>
          <bdi>{order.full_name}</bdi>
        </Box>
        {' · '}
        <Ltr>{format.text(order, 'phone')}</Ltr>
        <br />
        <bdi>{format.text(order, 'address')}</bdi>
      </Part>
      <Part label={t('label.city_zone')} lines={1}>
        <Box component="span" sx={{ fontWeight: 700, fontSize: '11pt' }}>
          <bdi>{format.place(order)}</bdi>
        </Box>
      </Part>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto' }}>
        <Part label={t('label.contents')}>
          <bdi>{order.shipment_contents}</bdi>
        </Part>
        <Part label={t('label.weight')} lines={1} end>
          {format.weight(order)}
        </Part>
      </Box>
      {order.notes && !format.isHidden(order, 'notes') && (
        <Part label={t('label.notes')}>
          <bdi>{order.notes}</bdi>
        </Part>
      )}
      <Box sx={{ mt: 'auto', border: '0.6mm solid #000', borderRadius: '1mm', p: '2mm', textAlign: 'center' }}>
        <Typography component="div" sx={{ fontSize: '15pt', fontWeight: 800, lineHeight: 1.2 }}>
          {asksForCash(order.Order_Delivery_Status, order.status_code)
            ? t('cash_to_collect', { amount: format.money(order, 'total_amount') })
            : t('nothing_to_collect', { status: statusName })}
        </Typography>
      </Box>
    </Box>
  );
}
