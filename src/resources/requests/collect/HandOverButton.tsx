import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Button, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { PHOTO_TYPES } from '../../../../domain/orders/photos';
import { mayActOn, type RequestStatus } from '../../../../domain/requests/rules';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useErrorText } from '../../shared/errors';
import { fieldErrorsOf } from '../../shared/errors';

/**
 * The hand-over of a collect request with its courier or transfer chosen: the photo of the receipt the merchant
 * signed is uploaded, and the request is done (server: POST addorders/collect/{id}/receipt/). A refusal (a file
 * that is no photo, too large) is shown under the file.
 */
export function HandOverButton({ request, onDone }: { request: { id: number; status: RequestStatus }; onDone: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const fileId = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [running, setRunning] = useState(false);
  if (!mayActOn('collect', 'done', request.status, 'staff', true)) return null;
  const submit = async () => {
    if (!file) return setError(translate('collect.receipt_required'));
    setRunning(true);
    try {
      await dataProvider.collectReceipt(request.id, file, note);
      notify('request_desk.collect.handover.done', { type: 'success', messageArgs: { id: request.id } });
      setOpen(false);
      onDone();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setError(translate(fields?.file ?? errorText(failure)));
    } finally {
      setRunning(false);
    }
  };
  const close = () => !running && setOpen(false);
  return (
    <>
      <Button label="request_desk.collect.handover.label" onClick={() => setOpen(true)}>
        <ReceiptLongIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{translate('request_desk.collect.handover.title', { id: request.id })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('request_desk.collect.handover.hint')}
          </Typography>
          <Box sx={{ my: 2 }}>
            <Typography component="label" htmlFor={fileId} sx={{ display: 'block', mb: 1 }}>
              {translate('request_desk.collect.handover.file')}
            </Typography>
            <input
              id={fileId}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              capture="environment"
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${fileId}-error` : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError('');
              }}
            />
            {error && (
              <Typography id={`${fileId}-error`} role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
                {error}
              </Typography>
            )}
          </Box>
          <TextField label={translate('request_desk.note')} value={note} onChange={(event) => setNote(event.target.value)} fullWidth multiline />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={running}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton variant="contained" onClick={() => void submit()} disabled={running}>
            {translate('request_desk.collect.handover.submit')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
