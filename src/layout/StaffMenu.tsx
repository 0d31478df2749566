import DashboardIcon from '@mui/icons-material/Dashboard';
import { ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { SCREEN_GROUPS, STAFF_SCREENS, type StaffScreen } from '../../domain/screens';
import { resourceIcons } from '../resources';
import { usePermissionsNow } from './usePermissionsNow';

/** The admin navigation: only the screens this user may open (spec section 6), grouped. */
export function StaffMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const permissions = usePermissionsNow();
  const visible = STAFF_SCREENS.filter((screen) => screen.menu !== false && permissions?.canOpen(screen.url));
  const groups = SCREEN_GROUPS.map((group) => [group, visible.filter((s) => s.group === group)] as const).filter(([, items]) => items.length);
  return (
    <Menu>
      <Menu.DashboardItem leftIcon={<DashboardIcon />} />
      {groups.map(([group, screens]) => (
        <Fragment key={group}>
          {open && <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>{translate(`app.menu.groups.${group}`)}</ListSubheader>}
          {screens.map((screen) => (
            <ScreenItem key={screen.url} screen={screen} />
          ))}
        </Fragment>
      ))}
    </Menu>
  );
}

function ScreenItem({ screen }: { screen: StaffScreen }) {
  const translate = useTranslate();
  const Icon = resourceIcons[screen.name] ?? DashboardIcon;
  return <Menu.Item to={screen.url} primaryText={translate(`screens.${screen.name}`)} leftIcon={<Icon />} />;
}
