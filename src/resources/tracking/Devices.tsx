import { Alert, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { Device, IssuedDevice } from '../../../domain/api/positions';
import { DEVICE_TOKEN_HEADER } from '../../../domain/positions/rules';
import { devicesKey, positionCalls } from '../../providers/positions';
import { useNotifyError } from '../shared/errors';

const TEXTS = 'app.tracking.devices';

/** The token just issued, shown this once with how the phone sends with it. */
function IssuedToken({ device, onClose }: { device: IssuedDevice; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(`${TEXTS}.issued_title`, { label: device.label })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(`${TEXTS}.once`)}
        </Alert>
        <TextField
          value={device.token}
          label={translate(`${TEXTS}.token`)}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
          onFocus={(event) => event.target.select()}
        />
        <Typography variant="body2" sx={{ mt: 2 }}>
          {translate(`${TEXTS}.how`, { header: DEVICE_TOKEN_HEADER })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The courier's phones allowed to send his positions: issue one a token (shown once), revoke one after a confirmation. */
export function Devices({ shipper }: { shipper: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const client = useQueryClient();
  const { data = [] } = useQuery({ queryKey: devicesKey(shipper), queryFn: () => positionCalls.devices(shipper) });
  const [label, setLabel] = useState('');
  const [issued, setIssued] = useState<IssuedDevice>();
  const [revoking, setRevoking] = useState<Device>();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      await client.invalidateQueries({ queryKey: devicesKey(shipper) });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const issue = () =>
    run(async () => {
      setIssued(await positionCalls.issue(shipper, label));
      setLabel('');
    });
  const revoke = (device: Device) =>
    run(async () => {
      await positionCalls.revoke(device.id);
      setRevoking(undefined);
      notify(`${TEXTS}.revoked`, { type: 'info' });
    });
  const active = data.filter((device) => !device.revoked_at);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2">
        {translate(`${TEXTS}.title`)}
      </Typography>
      {active.length === 0 && <Typography color="text.secondary">{translate(`${TEXTS}.none`)}</Typography>}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {active.map((device) => (
          <Chip key={device.id} label={device.label || translate(`${TEXTS}.unnamed`)} onDelete={() => setRevoking(device)} />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          label={translate(`${TEXTS}.label`)}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Button variant="outlined" onClick={() => void issue()} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
          {translate(`${TEXTS}.issue`)}
        </Button>
      </Stack>
      {issued && <IssuedToken device={issued} onClose={() => setIssued(undefined)} />}
      <Confirm
        isOpen={Boolean(revoking)}
        loading={busy}
        title={`${TEXTS}.revoke_title`}
        content={`${TEXTS}.revoke_content`}
        contentTranslateOptions={{ label: revoking?.label ?? '' }}
        onConfirm={() => revoking && void revoke(revoking)}
        onClose={() => setRevoking(undefined)}
      />
    </Stack>
  );
}
