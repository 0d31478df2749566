import { Card, CardContent, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { STAFF_SCREENS } from '../../../domain/screens';
import { usePermissionsNow } from '../../layout/usePermissionsNow';

/** /dashboard/: a greeting and the screens this staff member may open. */
export default function StaffHome() {
  const translate = useTranslate();
  const permissions = usePermissionsNow();
  const screens = STAFF_SCREENS.filter((screen) => permissions?.canOpen(screen.url));
  const name = permissions ? `${permissions.user.first_name} ${permissions.user.last_name}`.trim() || permissions.user.username : '';
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('ra.page.dashboard')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.dashboard.welcome', { name })}
        </Typography>
        <Typography color="text.secondary">{translate(screens.length ? 'app.dashboard.intro' : 'app.dashboard.none')}</Typography>
        <List dense sx={{ maxWidth: 420 }}>
          {screens.map((screen) => (
            <ListItemButton key={screen.url} component={Link} to={screen.url}>
              <ListItemText primary={translate(`screens.${screen.name}`)} secondary={screen.url} />
            </ListItemButton>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
