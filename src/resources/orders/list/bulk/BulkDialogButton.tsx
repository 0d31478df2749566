import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, Form, useTranslate, type Identifier } from 'react-admin';
import { SelectedRecords } from '../../../shared/selection';
import { useBulkRun } from './useBulkRun';

export interface BulkDialogButtonProps {
  label: string;
  icon: ReactElement;
  title: string;
  submitLabel: string;
  successKey: string;
  /** Sends the action; a refusal keeps the dialog open. */
  action: (ids: Identifier[], values: Record<string, unknown>) => Promise<unknown>;
  defaultValues?: Record<string, unknown>;
  /** False when the selection allows nothing: the dialog says so instead of asking. */
  canSubmit?: boolean;
  children: ReactNode;
}

/** A bulk action button whose dialog asks for what the action needs, then runs it on the selected orders. */
export function BulkDialogButton({ label, icon, title, submitLabel, successKey, action, defaultValues, canSubmit = true, children }: BulkDialogButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, running, selectedIds } = useBulkRun();
  const close = () => !running && setOpen(false);
  const submit = async (values: Record<string, unknown>) => {
    if (await run((ids) => action(ids, values), successKey)) setOpen(false);
  };
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <Form onSubmit={submit} defaultValues={defaultValues} noValidate>
          <DialogTitle>{translate(title, { smart_count: selectedIds.length })}</DialogTitle>
          <DialogContent>
            <SelectedRecords />
            {canSubmit ? children : <DialogContentText>{translate('resources.orders.bulk.nothing_allowed')}</DialogContentText>}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close} disabled={running}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={running || !canSubmit}>
              {translate(submitLabel)}
            </MuiButton>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
