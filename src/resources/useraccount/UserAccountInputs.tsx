import { Stack } from '@mui/material';
import { BooleanInput, PasswordInput, TextInput } from 'react-admin';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import { PermittedUrlInput } from './PermittedUrlInput';

/**
 * A staff account's fields, shared by create and edit. The password is set only when creating
 * (afterwards through the reset-password dialog); only a superuser sees the superuser switch.
 */
export function UserAccountInputs({ creating }: { creating: boolean }) {
  const isSuperuser = usePermissionsNow()?.user.is_superuser ?? false;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ width: '100%', maxWidth: 720 }}>
        <TextInput source="username" fullWidth autoComplete="off" />
        <TextInput source="email" type="email" fullWidth autoComplete="off" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ width: '100%', maxWidth: 720 }}>
        <TextInput source="first_name" fullWidth />
        <TextInput source="last_name" fullWidth />
      </Stack>
      {creating && <PasswordInput source="password" autoComplete="new-password" sx={{ maxWidth: 352 }} fullWidth />}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <BooleanInput source="is_active" />
        <BooleanInput source="is_staff" />
        {isSuperuser && <BooleanInput source="is_superuser" />}
      </Stack>
      <PermittedUrlInput />
    </>
  );
}
