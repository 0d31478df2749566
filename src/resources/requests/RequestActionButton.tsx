import CancelIcon from '@mui/icons-material/Cancel';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Button, Form, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { mayAct, type RequestStatus } from '../../../domain/requests/rules';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useErrorText } from '../orders/errors';
import { MOVE_MESSAGES } from '../orders/inputs/MoveInputs';
import { ShipperInput } from '../orders/inputs/ShipperInput';

export type DeskAction = 'assign' | 'done' | 'cancel';
const ICONS: Record<DeskAction, ReactElement> = { assign: <TwoWheelerIcon />, done: <DoneAllIcon />, cancel: <CancelIcon /> };

/**
 * One desk action (assign or change the courier, mark done, cancel) on one request or many: shown only when the
 * rule (domain/requests/rules.ts) allows it for every one of them; a dialog asks for the courier and a note,
 * and a refusal keeps it open with the server's reason.
 */
export function RequestActionButton({
  action,
  requests,
  onDone,
}: {
  action: DeskAction;
  requests: readonly { id: number; status: RequestStatus }[];
  onDone: () => void;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  if (!requests.length || !requests.every((request) => mayAct(action, request.status, 'staff'))) return null;
  const ids = requests.map((request) => request.id);
  const count = { smart_count: ids.length };
  const submit = async (values: Record<string, unknown>) => {
    const note = String(values.note ?? '');
    setRunning(true);
    try {
      if (action === 'assign') await dataProvider.changeRequestShipper(ids, Number(values.shipper), note);
      else if (action === 'done') await dataProvider.finishRequests(ids, note);
      else await dataProvider.cancelRequests(ids, note);
      notify(`request_desk.${action}.done`, { type: 'success', messageArgs: count });
      setOpen(false);
      onDone();
    } catch (error) {
      const text = errorText(error);
      notify(text, { type: 'error', messageArgs: { _: text }, autoHideDuration: 10000 });
    } finally {
      setRunning(false);
    }
  };
  const close = () => !running && setOpen(false);
  return (
    <>
      <Button label={`request_desk.${action}.label`} onClick={() => setOpen(true)}>
        {ICONS[action]}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <Form onSubmit={submit} noValidate>
          <DialogTitle>{translate(`request_desk.${action}.title`, count)}</DialogTitle>
          <DialogContent>
            {action === 'assign' && (
              <ShipperInput
                source="shipper"
                label="request_desk.shipper"
                validate={(value: unknown) => (value ? undefined : MOVE_MESSAGES.shipper)}
                fullWidth
              />
            )}
            <TextInput source="note" label="request_desk.note" fullWidth multiline />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close} disabled={running}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={running}>
              {translate(`request_desk.${action}.submit`)}
            </MuiButton>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/** The desk actions the rule allows on these requests, side by side. */
export function RequestActions(props: { requests: readonly { id: number; status: RequestStatus }[]; onDone: () => void }) {
  return (
    <>
      {(['assign', 'done', 'cancel'] as const).map((action) => (
        <RequestActionButton key={action} action={action} {...props} />
      ))}
    </>
  );
}
