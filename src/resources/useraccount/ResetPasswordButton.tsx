import LockResetIcon from '@mui/icons-material/LockReset';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Button, Form, HttpError, PasswordInput, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { accountPasswordRules } from '../../../domain/validation';
import type { AppDataProvider } from '../../providers/dataProvider';
import { inputValidator } from '../shared/formValidation';

const validatePassword = inputValidator(accountPasswordRules);

/**
 * Sets a new password for the account being edited. Success shows the server's message and closes
 * the dialog; a refusal shows the server's message, beside the field when it names one.
 */
export function ResetPasswordButton() {
  const record = useRecordContext<{ id: number; username: string }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  if (!record) return null;

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const reply = await dataProvider.resetUserPassword(Number(record.id), String(values.password ?? ''));
      notify(reply.key, { type: 'success' });
      setOpen(false);
      return undefined;
    } catch (error) {
      if (error instanceof HttpError && error.body?.errors) return error.body.errors as Record<string, string>;
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button label="resources.useraccount.reset_password.button" onClick={() => setOpen(true)}>
        <LockResetIcon />
      </Button>
      <Dialog open={open} onClose={() => !saving && setOpen(false)} fullWidth maxWidth="xs">
        <Form onSubmit={submit}>
          <DialogTitle>{translate('resources.useraccount.reset_password.title', { username: record.username })}</DialogTitle>
          <DialogContent>
            <PasswordInput source="password" autoComplete="new-password" validate={validatePassword} fullWidth autoFocus />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)} disabled={saving}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={saving}>
              {translate('resources.useraccount.reset_password.submit')}
            </MuiButton>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
