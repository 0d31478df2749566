import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useMemo } from 'react';
import { BooleanInput, Form, PasswordInput, TextInput, useTranslate } from 'react-admin';
import { validateCustomerLogin, type CustomerLoginValues } from '../../../../domain/validation';
import { DialogFormActions } from '../../shared/DialogFormActions';
import { formValidator } from '../../shared/formValidation';
import { useDialogSubmit } from '../../shared/useDialogSubmit';
import { loginsApi, type CustomerLogin } from './loginsApi';

export interface LoginDialogProps {
  customerId: number;
  /** The login to edit; none to add a new one. */
  login?: CustomerLogin;
  onClose: () => void;
  onSaved: () => void;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Adds a login (email, name, password) or edits one's name and whether it is active. */
export function LoginDialog({ customerId, login, onClose, onSaved }: LoginDialogProps) {
  const translate = useTranslate();
  const creating = !login;
  const validate = useMemo(() => formValidator((values: CustomerLoginValues) => validateCustomerLogin(values, creating)), [creating]);
  const defaults = login ?? { username: '', first_name: '', last_name: '', password: '', is_active: true };

  const { saving, submit } = useDialogSubmit(async (values) => {
    const names = { first_name: text(values.first_name), last_name: text(values.last_name) };
    if (login) await loginsApi.update(customerId, login.id, { ...names, is_active: values.is_active !== false });
    else await loginsApi.create(customerId, { ...names, username: text(values.username), password: text(values.password) });
    return 'resources.customers.logins.saved';
  }, onSaved);

  const title = login ? translate('resources.customers.logins.edit_title', { username: login.username }) : translate('resources.customers.logins.add_title');
  return (
    <Dialog open onClose={() => !saving && onClose()} fullWidth maxWidth="xs">
      <Form onSubmit={submit} validate={validate} record={defaults} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {creating && (
            <TextInput
              source="username"
              type="email"
              label="resources.customers.logins.fields.username"
              helperText="resources.customers.logins.username_hint"
              autoComplete="off"
              fullWidth
              autoFocus
            />
          )}
          <TextInput source="first_name" label="resources.customers.logins.fields.first_name" fullWidth />
          <TextInput source="last_name" label="resources.customers.logins.fields.last_name" fullWidth />
          {creating ? (
            <PasswordInput source="password" label="resources.customers.logins.fields.password" autoComplete="new-password" fullWidth />
          ) : (
            <BooleanInput source="is_active" label="resources.customers.logins.fields.is_active" />
          )}
        </DialogContent>
        <DialogFormActions saving={saving} onCancel={onClose} submitLabel="ra.action.save" />
      </Form>
    </Dialog>
  );
}
