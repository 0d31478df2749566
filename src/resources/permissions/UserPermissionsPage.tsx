import { Alert, Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import type { TabKey } from './tabList';
import { PERMISSION_TABS } from './tabs';
import { UserPicker } from './UserPicker';
import { usePickedUser, useSelection } from './useSelection';

/**
 * /dashboard/userprivient and its children: pick a staff account, then its permissions tab by tab. A tab shows
 * only when the viewer may open its screen; each child address opens on its own tab.
 */
export default function UserPermissionsPage({ initialTab = 'overrides' }: { initialTab?: TabKey }) {
  const translate = useTranslate();
  const permissions = usePermissionsNow();
  const { userId, tab, setUser, setTab } = useSelection();
  const { readOnly, lockReason } = usePickedUser(userId);
  const visible = PERMISSION_TABS.filter((candidate) => permissions?.canOpen(candidate.url));
  const current = visible.find((candidate) => candidate.key === (tab ?? initialTab)) ?? visible[0];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('screens.userprivient')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('screens.userprivient')}
        </Typography>
        <UserPicker userId={userId} onChange={setUser} />
        {userId === null || !current ? (
          <Typography color="text.secondary">{translate('resources.userprivient.pick_user_hint')}</Typography>
        ) : (
          <>
            <Tabs value={current.key} onChange={(_, key: string) => setTab(key)} variant="scrollable" allowScrollButtonsMobile>
              {visible.map(({ key }) => (
                <Tab key={key} value={key} label={translate(`resources.userprivient.tabs.${key}`)} />
              ))}
            </Tabs>
            {lockReason && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {translate(lockReason)}
              </Alert>
            )}
            <Box sx={{ pt: 2 }} role="tabpanel">
              <current.Component key={`${current.key}-${userId}`} userId={userId} readOnly={readOnly} />
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
