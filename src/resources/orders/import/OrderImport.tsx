/**
 * Importing orders from a spreadsheet, one component for merchants (their own orders) and staff (a customer's):
 * download the template, choose the file, read the preview (the rows to correct first, each reason beside its
 * cell), and import every row at once, or none. Progress shows while the file uploads and is checked or stored.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { IMPORT_MAX_LABEL, MAX_IMPORT_ROWS } from '../../../../domain/orders/import';
import type { ImportArea } from '../../../providers/ordersProvider';
import { useErrorText } from '../../shared/errors';
import { ImportPreviewTable } from './ImportPreviewTable';
import { ImportProgress } from './ImportProgress';
import { TemplateButtons } from './TemplateButtons';
import { useOrderImport } from './useOrderImport';

export interface OrderImportProps {
  area: ImportArea;
  /** The customer the orders are for (staff); none yet keeps the file from being chosen. */
  customer?: number;
  /** Where the imported orders are listed. */
  ordersPath: string;
  /** What comes before the steps (the staff's customer picker). */
  children?: ReactNode;
}

const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        {number}. {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

export function OrderImport({ area, customer, ordersPath, children }: OrderImportProps) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const { state, choose, commit, reset } = useOrderImport(area, customer);
  const sending = state.step === 'sending';
  const preview = state.step === 'previewed' ? state.preview : state.step === 'sending' ? state.preview : undefined;
  const ready = area === 'merchant' || customer !== undefined;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) choose(file);
  };

  if (state.step === 'done') {
    const { result } = state;
    return (
      <Stack spacing={2} sx={{ py: 2, contain: 'inline-size' }}>
        <Alert severity="success">
          {translate('order_import.done', { smart_count: result.created })}{' '}
          {result.first_serial && translate('order_import.done_serials', { first: result.first_serial, last: result.last_serial })}
        </Alert>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" component={Link} to={ordersPath}>
            {translate('order_import.open_orders')}
          </Button>
          <Button onClick={reset}>{translate('order_import.import_more')}</Button>
        </Stack>
      </Stack>
    );
  }

  return (
    // Sized by the page, not by the preview's table, which scrolls sideways within it on a phone.
    <Stack spacing={3} sx={{ py: 2, contain: 'inline-size' }}>
      <Typography color="text.secondary">{translate('order_import.intro', { max: MAX_IMPORT_ROWS.toLocaleString('en') })}</Typography>
      {children}
      <Step number={1} title="order_import.steps.template">
        <TemplateButtons area={area} />
        <Typography variant="body2" color="text.secondary">
          {translate('order_import.rules')}
        </Typography>
      </Step>
      <Step number={2} title="order_import.steps.file">
        {!ready && <Alert severity="info">{translate('order_import.choose_customer')}</Alert>}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" component="label" startIcon={<UploadFileIcon />} disabled={!ready || sending}>
            {translate(preview ? 'order_import.another_file' : 'order_import.choose_file')}
            <input hidden type="file" accept={ACCEPT} onChange={onFile} disabled={!ready || sending} />
          </Button>
          <Typography variant="body2" color="text.secondary">
            {translate('order_import.file_hint', { size: IMPORT_MAX_LABEL })}
          </Typography>
        </Box>
        {state.step === 'sending' && <ImportProgress state={state} />}
        {state.step === 'failed' && <Alert severity="error">{errorText(state.error)}</Alert>}
      </Step>
      {preview && (
        <Step number={3} title="order_import.steps.check">
          <Alert severity={preview.bad ? 'warning' : 'success'}>
            {translate('order_import.counts', { smart_count: preview.total, good: preview.good, bad: preview.bad })}{' '}
            {preview.bad ? translate('order_import.fix_first') : translate('order_import.all_good', { smart_count: preview.good })}
          </Alert>
          <ImportPreviewTable rows={preview.rows} />
          <Box>
            <Button variant="contained" size="large" onClick={commit} disabled={preview.bad > 0 || sending}>
              {translate('order_import.commit', { smart_count: preview.good })}
            </Button>
          </Box>
        </Step>
      )}
    </Stack>
  );
}
