import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ORDER_READER_SCREENS, screenUrl } from '../../../domain/screens';
import { useMenuScreens } from '../../layout/StaffMenu';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import { ScreenCards } from './ScreenCards';
import { TodayOrdersCard } from './TodayOrdersCard';

/**
 * /dashboard/: a greeting, today's orders by status for holders of a screen that lists orders, and the screens
 * this staff member may open, grouped as in the menu.
 */
export default function StaffHome() {
  const translate = useTranslate();
  const permissions = usePermissionsNow();
  const screens = useMenuScreens();
  const readsOrders = ORDER_READER_SCREENS.some((name) => permissions?.canOpen(screenUrl(name)));
  const name = permissions ? `${permissions.user.first_name} ${permissions.user.last_name}`.trim() || permissions.user.username : '';
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('ra.page.dashboard')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.dashboard.welcome', { name })}
      </Typography>
      {readsOrders && <TodayOrdersCard />}
      {screens.length ? <ScreenCards screens={screens} /> : <Typography color="text.secondary">{translate('app.dashboard.none')}</Typography>}
    </Box>
  );
}
