import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, useNotify, useTranslate } from 'react-admin';
import { accountPasswordRules } from '../../../../domain/validation';
import { inputValidator } from '../../shared/formValidation';
import { fieldErrorsOf, messageOf } from './formErrors';
import { loginsApi, type CustomerLogin } from './loginsApi';

const validatePassword = inputValidator(accountPasswordRules);

/** Sets a new password for one of the customer's logins. */
export function PasswordDialog({ customerId, login, onClose }: { customerId: number; login: CustomerLogin; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const reply = await loginsApi.resetPassword(customerId, login.id, String(values.password ?? ''));
      notify(reply.key, { type: 'success' });
      onClose();
      return undefined;
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      notify(messageOf(error), { type: 'error' });
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={() => !saving && onClose()} fullWidth maxWidth="xs">
      <Form onSubmit={submit} noValidate>
        <DialogTitle>{translate('resources.customers.logins.password_title', { username: login.username })}</DialogTitle>
        <DialogContent>
          <PasswordInput
            source="password"
            label="resources.customers.logins.fields.password"
            autoComplete="new-password"
            validate={validatePassword}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton type="submit" variant="contained" disabled={saving}>
            {translate('resources.useraccount.reset_password.submit')}
          </MuiButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
