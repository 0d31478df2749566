import LockResetIcon from '@mui/icons-material/LockReset';
import { useState } from 'react';
import { Button, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { SetPasswordDialog } from '../shared/SetPasswordDialog';
import type { UserAccountRecord } from './types';

/** Sets a new password for the account being edited. */
export function ResetPasswordButton() {
  const record = useRecordContext<UserAccountRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;

  return (
    <>
      <Button label="resources.useraccount.reset_password.button" onClick={() => setOpen(true)}>
        <LockResetIcon />
      </Button>
      {open && (
        <SetPasswordDialog
          title={translate('resources.useraccount.reset_password.title', { username: record.username })}
          setPassword={(password) => dataProvider.resetUserPassword(Number(record.id), password)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
