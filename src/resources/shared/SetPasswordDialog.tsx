import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Form, PasswordInput } from 'react-admin';
import { accountPasswordRules } from '../../../domain/validation';
import { DialogFormActions } from './DialogFormActions';
import { inputValidator } from './formValidation';
import { useDialogSubmit } from './useDialogSubmit';

const validatePassword = inputValidator(accountPasswordRules);

export interface SetPasswordDialogProps {
  /** The dialog's title, already translated. */
  title: string;
  /** Sets the password; resolves to the message to show. */
  setPassword: (password: string) => Promise<{ key: string }>;
  onClose: () => void;
}

/**
 * Sets a new password for a login, with the account password rules checked in the browser first.
 * Success shows the server's message and closes; a refusal shows it, beside the field when it names one.
 */
export function SetPasswordDialog({ title, setPassword, onClose }: SetPasswordDialogProps) {
  const { saving, submit } = useDialogSubmit(async (values) => (await setPassword(String(values.password ?? ''))).key, onClose);

  return (
    <Dialog open onClose={() => !saving && onClose()} fullWidth maxWidth="xs">
      <Form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <PasswordInput
            source="password"
            label="resources.useraccount.fields.password"
            autoComplete="new-password"
            validate={validatePassword}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogFormActions saving={saving} onCancel={onClose} submitLabel="resources.useraccount.reset_password.submit" />
      </Form>
    </Dialog>
  );
}
