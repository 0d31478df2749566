import { Alert } from '@mui/material';
import { TopToolbar, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { accountActions } from '../../../domain/permissions';
import { validateUserAccount, type UserAccountValues } from '../../../domain/validation';
import { usePermissionUser } from '../../layout/usePermissionsNow';
import { formValidator } from '../shared/formValidation';
import { ResourceEdit } from '../shared/ResourceForms';
import { ResetPasswordButton } from './ResetPasswordButton';
import type { UserAccountRecord } from './types';
import { UserAccountInputs } from './UserAccountInputs';

const validate = formValidator((values: UserAccountValues) => validateUserAccount(values, false));

/** Whether the user may change this account or set its password (domain accountActions.change, the server's rule). */
function useMayChange(): (record: RaRecord) => boolean {
  const user = usePermissionUser();
  return (record) => user !== null && accountActions.change(user, record as UserAccountRecord);
}

/** The password reset, for an account the user may change. */
function Actions() {
  const record = useRecordContext();
  const mayChange = useMayChange();
  return <TopToolbar>{record && mayChange(record) && <ResetPasswordButton />}</TopToolbar>;
}

/** Why the page is read-only, on an account the user may not change (a superuser, or one holding screens the user lacks). */
function ReadOnlyNote() {
  const record = useRecordContext();
  const translate = useTranslate();
  const mayChange = useMayChange();
  if (!record || mayChange(record)) return null;
  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%', maxWidth: 720 }}>
      {translate('resources.useraccount.read_only')}
    </Alert>
  );
}

/** Accounts are deactivated rather than deleted, so the page has no delete button. */
export default function UserAccountEdit() {
  const mayChange = useMayChange();
  return (
    <ResourceEdit validate={validate} deletable={false} savable={mayChange} actions={<Actions />}>
      <ReadOnlyNote />
      <UserAccountInputs creating={false} />
    </ResourceEdit>
  );
}
