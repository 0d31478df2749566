import CancelIcon from '@mui/icons-material/Cancel';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import UndoIcon from '@mui/icons-material/Undo';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { AutocompleteInput, Button, Form, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CollectMethod } from '../../../domain/requests/collect';
import { mayActOn, type RequestKind, type RequestStatus } from '../../../domain/requests/rules';
import { cairoToday } from '../../../domain/time';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useErrorText } from '../shared/errors';
import { MOVE_MESSAGES } from '../orders/inputs/MoveInputs';
import { ShipperInput } from '../orders/inputs/ShipperInput';
import { fieldErrorsOf } from '../shared/errors';
import { PickerInput } from '../shared/pickers';
import { ChangeList } from '../shared/selection';
import { CollectAssignInputs } from './collect/CollectAssignInputs';

export type DeskAction = 'assign' | 'unassign' | 'done' | 'cancel';
const ICONS: Record<DeskAction, ReactElement> = { assign: <TwoWheelerIcon />, unassign: <UndoIcon />, done: <DoneAllIcon />, cancel: <CancelIcon /> };

type ActedOn = { id: number; status: RequestStatus; kind: RequestKind; payout_method?: CollectMethod | null; customer_name?: string };

/** The desk's call for one action: collect requests have their own (bulk_update-status), the other kinds the shared ones. */
function useDeskCall() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (action: DeskAction, collect: boolean, ids: number[], values: Record<string, unknown>) => {
    const note = String(values.note ?? '');
    if (collect && action !== 'done') {
      const assigned =
        action === 'assign'
          ? {
              shipper: values.shipper ? Number(values.shipper) : null,
              payout_method: values.payout_method as CollectMethod,
              collect_date: String(values.collect_date ?? ''),
            }
          : {};
      return dataProvider.collectStatus(ids, action, { ...assigned, note });
    }
    if (action === 'assign')
      return dataProvider.changeRequestShipper(ids, Number(values.shipper), note, values.warehouse ? Number(values.warehouse) : undefined);
    if (action === 'unassign') return dataProvider.changeRequestShipper(ids, null, note);
    if (action === 'done') return dataProvider.finishRequests(ids, note);
    return dataProvider.cancelRequests(ids, note);
  };
}

/**
 * One desk action (assign or change the courier, and for material requests the warehouse their packaging is issued from, or for collect requests the courier or transfer; take the courier
 * back; mark done; cancel) on one request or many: shown only when the rule (domain/requests/rules.ts) allows it
 * for every one of them; a dialog asks for what it needs and a note, and a refusal keeps it open with the
 * server's reason, beside the field it names.
 */
export function RequestActionButton({ action, requests, onDone }: { action: DeskAction; requests: readonly ActedOn[]; onDone: () => void }) {
  const call = useDeskCall();
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  if (!requests.length || !requests.every((request) => mayActOn(request.kind, action, request.status, 'staff'))) return null;
  const collect = requests.every((request) => request.kind === 'collect');
  const texts = collect && action === 'assign' ? 'request_desk.collect.assign' : `request_desk.${action}`;
  const ids = requests.map((request) => request.id);
  const count = { smart_count: ids.length };
  const submit = async (values: Record<string, unknown>) => {
    setRunning(true);
    try {
      await call(action, collect, ids, values);
      notify(`${texts}.done`, { type: 'success', messageArgs: count });
      setOpen(false);
      onDone();
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      const text = errorText(error);
      notify(text, { type: 'error', messageArgs: { _: text }, autoHideDuration: 10000 });
      return undefined;
    } finally {
      setRunning(false);
    }
  };
  const close = () => !running && setOpen(false);
  const methods = new Set(requests.map((request) => request.payout_method ?? 'cash'));
  const defaults = collect && action === 'assign' ? { payout_method: methods.size === 1 ? [...methods][0] : 'cash', collect_date: cairoToday() } : {};
  return (
    <>
      <Button label={`${texts}.label`} onClick={() => setOpen(true)}>
        {ICONS[action]}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <Form onSubmit={submit} defaultValues={defaults} noValidate>
          <DialogTitle>{translate(`${texts}.title`, count)}</DialogTitle>
          <DialogContent>
            <ChangeList names={requests.map((request) => [`#${request.id}`, request.customer_name].filter(Boolean).join(' · '))} />
            {action === 'assign' && collect && <CollectAssignInputs />}
            {action === 'assign' && !collect && (
              <ShipperInput
                source="shipper"
                label="request_desk.shipper"
                validate={(value: unknown) => (value ? undefined : MOVE_MESSAGES.shipper)}
                fullWidth
              />
            )}
            {action === 'assign' && requests.every((request) => request.kind === 'material') && (
              <PickerInput source="warehouse" reference="warehouse" filter={{ is_active: true }}>
                <AutocompleteInput label="request_desk.warehouse" validate={(value: unknown) => (value ? undefined : 'stock.warehouse_required')} fullWidth />
              </PickerInput>
            )}
            <TextInput source="note" label="request_desk.note" fullWidth multiline />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close} disabled={running}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={running}>
              {translate(`${texts}.submit`)}
            </MuiButton>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/** The desk actions the rule allows on these requests, side by side (a collect desk also takes the courier back). */
export function RequestActions(props: { requests: readonly ActedOn[]; onDone: () => void }) {
  const collect = props.requests.some((request) => request.kind === 'collect');
  const actions: DeskAction[] = collect ? ['assign', 'unassign', 'cancel'] : ['assign', 'done', 'cancel'];
  return (
    <>
      {actions.map((action) => (
        <RequestActionButton key={action} action={action} {...props} />
      ))}
    </>
  );
}
