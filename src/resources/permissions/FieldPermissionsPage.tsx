import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { FieldPermissionsForm } from './FieldPermissionsForm';
import { UserPicker } from './UserPicker';
import { usePickedUser, useSelection } from './useSelection';

/** /dashboard/userpermissionfieldValue: pick a staff account, then switch its field permissions. */
export default function FieldPermissionsPage() {
  const translate = useTranslate();
  const { userId, setUser } = useSelection();
  const { readOnly, lockReason } = usePickedUser(userId);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('screens.userpermissionfieldValue')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('screens.userpermissionfieldValue')}
        </Typography>
        <UserPicker userId={userId} onChange={setUser} />
        {lockReason && (
          <Alert severity="info" sx={{ my: 2 }}>
            {translate(lockReason)}
          </Alert>
        )}
        {userId === null ? (
          <Typography color="text.secondary">{translate('resources.userprivient.pick_user_hint')}</Typography>
        ) : (
          <FieldPermissionsForm key={userId} userId={userId} readOnly={readOnly} />
        )}
      </CardContent>
    </Card>
  );
}
