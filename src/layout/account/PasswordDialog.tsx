import { Dialog, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PasswordForm } from './PasswordForm';

/** The account menu's password-reset dialog (spec sections 5 and 8): the shared password form, closed once saved. */
export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="password-dialog-title">
      <PasswordForm
        inDialog
        onSaved={onClose}
        onCancel={onClose}
        header={<DialogTitle id="password-dialog-title">{translate('app.account.change_password')}</DialogTitle>}
      />
    </Dialog>
  );
}
