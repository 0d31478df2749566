import { Button, Dialog, DialogTitle, Stack } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { CreateBase, EditBase, SaveButton, SimpleForm, Toolbar, useRecordContext, useRefresh, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { FormValidate } from '../shared/formValidation';
import { useRecordNotice, type NoticeAction } from '../shared/recordNotice';

export interface RecordDialogProps {
  resource: string;
  /** The record to edit, null to create one, undefined when the dialog is closed. */
  id: Identifier | null | undefined;
  /** The fields a new record starts with (the category or customer it belongs to). */
  defaults?: Record<string, unknown>;
  title: string;
  validate: FormValidate;
  onClose: () => void;
  children: ReactNode;
}

function DialogToolbar({ onCancel, creating }: { onCancel: () => void; creating: boolean }) {
  const translate = useTranslate();
  return (
    <Toolbar>
      <Stack direction="row" spacing={1}>
        <SaveButton alwaysEnable={creating} />
        <Button onClick={onCancel}>{translate('resources.prices.cancel')}</Button>
      </Stack>
    </Toolbar>
  );
}

/** Waits for the edited record, so that the form starts from its values. */
function Loaded({ children }: { children: ReactNode }) {
  return useRecordContext() ? children : null;
}

/**
 * A small record edited in a dialog over its list: create or edit, save, close and reload the list. The server's
 * field errors show beside the fields (saving waits for the server).
 */
export function RecordDialog({ resource, id, defaults, title, validate, onClose, children }: RecordDialogProps) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const notice = useRecordNotice(resource);
  const titleId = useId();
  const saved = (action: NoticeAction) => (record: RaRecord) => {
    notice(action, [record]);
    onClose();
    refresh();
  };
  const form = (
    <SimpleForm validate={validate} noValidate toolbar={<DialogToolbar onCancel={onClose} creating={id === null} />}>
      {children}
    </SimpleForm>
  );
  return (
    <Dialog open={id !== undefined} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      {id === null && (
        <CreateBase resource={resource} record={defaults} redirect={false} mutationOptions={{ onSuccess: saved('created') }}>
          {form}
        </CreateBase>
      )}
      {id != null && (
        <EditBase resource={resource} id={id} redirect={false} mutationMode="pessimistic" mutationOptions={{ onSuccess: saved('updated') }}>
          <Loaded>{form}</Loaded>
        </EditBase>
      )}
    </Dialog>
  );
}
