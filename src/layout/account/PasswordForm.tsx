import { Alert, Box, Button, CircularProgress, DialogActions, DialogContent, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, HttpError, PasswordInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { validatePasswordChange, type PasswordChange } from '../../../domain/validation';
import type { ApiErrorBody } from '../../providers/http';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useErrorText, useNotifyError } from '../../resources/shared/errors';

type FormValues = Record<string, unknown>;

const EMPTY: PasswordChange = { password: '', new_password: '', confirm_password: '' };

const asPasswordChange = (values: FormValues): PasswordChange => ({
  password: String(values.password ?? ''),
  new_password: String(values.new_password ?? ''),
  confirm_password: String(values.confirm_password ?? ''),
});

/** An error reply from the server (not a network failure or a bug). */
const isServerReply = (error: unknown): error is HttpError => error instanceof HttpError && error.status > 0;

export interface PasswordFormProps {
  /** After the change is saved (its toast already shown). */
  onSaved: () => void;
  /** A Cancel button beside Save, when given. */
  onCancel?: () => void;
  /** In a dialog: the fields in its content and the buttons in its actions; on a page, one after the other. */
  inDialog?: boolean;
  /** What comes first inside the form (the dialog's title). */
  header?: ReactNode;
}

/**
 * The password change (spec sections 5 and 8), shared by the account menu's dialog and the merchant's account page:
 * the server's rules checked in the browser first; success and error replies are toasts, field errors sit beside
 * their fields, anything else is a form error.
 */
export function PasswordForm({ onSaved, onCancel, inDialog = false, header }: PasswordFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const errorText = useErrorText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // A new form after each save, so that the fields start empty again on a page that stays open.
  const [round, setRound] = useState(0);

  const submit = async (values: FormValues) => {
    setSaving(true);
    setFormError(null);
    try {
      const result = await dataProvider.changePassword(asPasswordChange(values));
      notify(result.key ?? result.message, { type: 'success', messageArgs: { _: result.message } });
      setRound((n) => n + 1);
      onSaved();
      return undefined;
    } catch (error) {
      if (isServerReply(error)) {
        notifyError(error);
        return (error.body as ApiErrorBody | undefined)?.errors;
      }
      setFormError(errorText(error));
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  const Fields = inDialog ? DialogContent : Box;
  const buttons = (
    <>
      {onCancel && (
        <Button onClick={onCancel} disabled={saving}>
          {translate('app.account.cancel')}
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}>
        {translate('app.account.save')}
      </Button>
    </>
  );
  return (
    <Form key={round} defaultValues={EMPTY} validate={(values) => validatePasswordChange(asPasswordChange(values))} onSubmit={submit} noValidate>
      {header}
      <Fields>
        <Stack sx={{ maxWidth: inDialog ? undefined : 420 }}>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <PasswordInput source="password" label="app.account.current_password" autoComplete="current-password" fullWidth autoFocus={inDialog} />
          <PasswordInput source="new_password" label="app.account.new_password" autoComplete="new-password" fullWidth />
          <PasswordInput source="confirm_password" label="app.account.confirm_password" autoComplete="new-password" fullWidth />
        </Stack>
      </Fields>
      {inDialog ? (
        <DialogActions>{buttons}</DialogActions>
      ) : (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {buttons}
        </Stack>
      )}
    </Form>
  );
}
