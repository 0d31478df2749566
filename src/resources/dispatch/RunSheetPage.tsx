import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { cairoToday } from '../../../domain/time';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useErrorText } from '../shared/errors';
import { PRINT_ROOT, PrintStyles } from '../orders/print/PrintStyles';
import { usePrintFormat } from '../orders/print/usePrintFormat';
import { RunSheet } from './RunSheet';
import { ShipperDayBar } from './ShipperDayBar';
import { useDispatchText } from './text';

const idOf = (value: string | null | undefined): number | null => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * shipmentEntrySheet: the printed run sheet of a shipper's day, by `?shipper=&day=` (the hand-over screen's
 * Print link; the day is today when omitted) or by the sheet's number in the path (`shipmentEntrySheet/{id}`).
 */
export default function RunSheetPage() {
  const t = useDispatchText();
  const errorText = useErrorText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const format = usePrintFormat();
  const sheetId = idOf(useParams().id);
  const [params, setParams] = useSearchParams();
  const shipper = idOf(params.get('shipper'));
  const day = params.get('day') || cairoToday();
  const which = sheetId !== null ? { id: sheetId } : shipper !== null ? { shipper, day } : null;
  const { data, error, isPending } = useQuery({
    queryKey: ['dispatch', 'sheet', which],
    queryFn: () => dataProvider.runSheet(which!),
    enabled: which !== null,
    retry: false,
  });
  const choose = (next: { shipper?: number | null; day?: string }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const chosen = next.shipper === undefined ? shipper : next.shipper;
      if (chosen === null) updated.delete('shipper');
      else updated.set('shipper', String(chosen));
      updated.set('day', next.day ?? day);
      return updated;
    });

  let body;
  if (which === null) body = <Alert severity="info">{t('choose_shipper')}</Alert>;
  else if (error) body = <Alert severity="error">{errorText(error)}</Alert>;
  else if (isPending || !data)
    body = (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
        <CircularProgress size={24} />
        <Typography>{t('sheet.loading')}</Typography>
      </Box>
    );
  else if (data.orders.length === 0) body = <Alert severity="warning">{t('sheet.empty')}</Alert>;
  else
    body = (
      <>
        <PrintStyles layout="sheet" />
        <Box className={PRINT_ROOT}>
          <RunSheet sheet={data} format={format} />
        </Box>
      </>
    );

  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={t('sheet.title')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, displayPrint: 'none' }}>
        {sheetId === null && <ShipperDayBar shipper={shipper} onShipper={(id) => choose({ shipper: id })} day={day} onDay={(next) => choose({ day: next })} />}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" startIcon={<PrintIcon />} disabled={!data || data.orders.length === 0} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </Box>
      {body}
    </Box>
  );
}
