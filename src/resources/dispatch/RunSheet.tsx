import { Box, Typography } from '@mui/material';
import type { RunSheetData } from '../../providers/dispatch';
import { companyName, useSiteSettings } from '../../layout/site/useSiteSettings';
import { Barcode } from '../orders/print/Barcode';
import { total } from '../orders/print/OrdersSheet';
import type { PrintFormat } from '../orders/print/usePrintFormat';
import { useMoney } from '../shared/money';
import { useDispatchText } from './text';

const COLUMNS = ['index', 'serial', 'recipient', 'phone', 'address', 'zone', 'amount', 'signature'] as const;
const cell = { border: '1px solid #000', px: '1.5mm', py: '1mm', verticalAlign: 'middle', textAlign: 'start' } as const;

function SignatureBox({ label }: { label: string }) {
  return <Box sx={{ flex: 1, borderTop: '1px solid #000', pt: '1mm', mt: '14mm', fontSize: '9pt' }}>{label}</Box>;
}

/**
 * The printed run sheet (A4): company, shipper, day and sheet number; one line per parcel with its serial's
 * barcode, recipient, phone, address, zone, the cash to collect and a line for the recipient's signature; the
 * totals; the shipper's and the office's signatures. Hidden fields print as "Hidden", and a hidden amount
 * leaves the cash total out rather than print a partial one.
 */
export function RunSheet({ sheet, format }: { sheet: RunSheetData; format: PrintFormat }) {
  const t = useDispatchText();
  const money = useMoney();
  const settings = useSiteSettings();
  const cash = total(sheet.orders, 'total_amount');
  return (
    <Box data-testid="run-sheet" sx={{ bgcolor: '#fff', color: '#000', p: 2, '@media print': { p: 0 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <Typography component="h2" sx={{ fontSize: '14pt', fontWeight: 700, flex: 1 }}>
          {companyName(settings)} · {t('sheet.title')}
        </Typography>
        <Typography sx={{ fontSize: '10pt', fontWeight: 700 }}>
          <bdi>{sheet.shipper.name}</bdi>
        </Typography>
        <Typography sx={{ fontSize: '10pt' }}>{format.date(sheet.day)}</Typography>
        {sheet.id !== null && <Typography sx={{ fontSize: '10pt' }}>{t('sheet.number', { id: sheet.id })}</Typography>}
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '8.5pt', lineHeight: 1.3, '& td, & th': cell }}>
        <Box component="thead" sx={{ display: 'table-header-group', bgcolor: '#eee', printColorAdjust: 'exact' }}>
          <tr>
            {COLUMNS.map((column) => (
              <Box component="th" key={column} scope="col" sx={{ fontWeight: 700 }}>
                {t(`sheet.columns.${column}`)}
              </Box>
            ))}
          </tr>
        </Box>
        <tbody>
          {sheet.orders.map((order, index) => (
            <Box component="tr" key={order.id} sx={{ breakInside: 'avoid', pageBreakInside: 'avoid' }}>
              <td>{index + 1}</td>
              <Box component="td" sx={{ width: '42mm' }}>
                {!format.isHidden(order, 'serial') && <Barcode value={order.serial} height="9mm" maxWidth="40mm" />}
                <bdi dir="ltr">{format.text(order, 'serial')}</bdi>
              </Box>
              <td>
                <bdi>{order.full_name}</bdi>
              </td>
              <Box component="td" sx={{ whiteSpace: 'nowrap' }}>
                <bdi dir="ltr">{format.text(order, 'phone')}</bdi>
              </Box>
              <td>
                <bdi>{format.text(order, 'address')}</bdi>
              </td>
              <td>
                <bdi>{format.place(order)}</bdi>
              </td>
              <Box component="td" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                {format.money(order, 'total_amount')}
              </Box>
              <Box component="td" sx={{ width: '30mm' }} />
            </Box>
          ))}
        </tbody>
        <Box component="tfoot" sx={{ display: 'table-row-group', fontWeight: 700 }}>
          <tr>
            <Box component="th" scope="row" colSpan={6}>
              {t('sheet.total')}: {t('sheet.count', { smart_count: sheet.orders.length })}
            </Box>
            <Box component="td" data-testid="run-sheet-cash" sx={{ whiteSpace: 'nowrap' }}>
              {cash === null ? t('sheet.hidden') : money(cash)}
            </Box>
            <td />
          </tr>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 8, breakInside: 'avoid' }}>
        <SignatureBox label={t('sheet.shipper_signature')} />
        <SignatureBox label={t('sheet.office_signature')} />
      </Box>
    </Box>
  );
}
