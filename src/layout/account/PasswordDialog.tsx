import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, HttpError, PasswordInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { validatePasswordChange, type PasswordChange } from '../../../domain/validation';
import type { ApiErrorBody } from '../../providers/http';
import type { AppDataProvider } from '../../providers/dataProvider';

type FormValues = Record<string, unknown>;

const EMPTY: PasswordChange = { password: '', new_password: '', confirm_password: '' };

const asPasswordChange = (values: FormValues): PasswordChange => ({
  password: String(values.password ?? ''),
  new_password: String(values.new_password ?? ''),
  confirm_password: String(values.confirm_password ?? ''),
});

/** An error reply from the server (not a network failure or a bug). */
const isServerReply = (error: unknown): error is HttpError => error instanceof HttpError && error.status > 0;

/**
 * The password-reset dialog (spec sections 5 and 8): the server's rules checked in the browser first;
 * success and error replies are toasts, field errors sit beside their fields, anything else is a form error.
 */
export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const close = () => {
    setFormError(null);
    onClose();
  };

  const submit = async (values: FormValues) => {
    setSaving(true);
    setFormError(null);
    try {
      const result = await dataProvider.changePassword(asPasswordChange(values));
      notify(result.key ?? result.message, { type: 'success', messageArgs: { _: result.message } });
      close();
      return undefined;
    } catch (error) {
      if (isServerReply(error)) {
        notify(error.message, { type: 'error', messageArgs: { _: error.message } });
        return (error.body as ApiErrorBody | undefined)?.errors;
      }
      setFormError(error instanceof Error ? error.message : String(error));
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : close} fullWidth maxWidth="xs" aria-labelledby="password-dialog-title">
      <Form defaultValues={EMPTY} validate={(values) => validatePasswordChange(asPasswordChange(values))} onSubmit={submit} noValidate>
        <DialogTitle id="password-dialog-title">{translate('app.account.change_password')}</DialogTitle>
        <DialogContent>
          <Stack>
            {formError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {translate(formError, { _: formError })}
              </Alert>
            )}
            <PasswordInput source="password" label="app.account.current_password" autoComplete="current-password" fullWidth autoFocus />
            <PasswordInput source="new_password" label="app.account.new_password" autoComplete="new-password" fullWidth />
            <PasswordInput source="confirm_password" label="app.account.confirm_password" autoComplete="new-password" fullWidth />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={saving}>
            {translate('app.account.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}>
            {translate('app.account.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
