import { useTranslate } from 'react-admin';
import { SetPasswordDialog } from '../../shared/SetPasswordDialog';
import { loginsApi, type CustomerLogin } from './loginsApi';

/** Sets a new password for one of the customer's logins. */
export function PasswordDialog({ customerId, login, onClose }: { customerId: number; login: CustomerLogin; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <SetPasswordDialog
      title={translate('resources.customers.logins.password_title', { username: login.username })}
      setPassword={(password) => loginsApi.resetPassword(customerId, login.id, password)}
      onClose={onClose}
    />
  );
}
