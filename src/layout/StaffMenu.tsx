import DashboardIcon from '@mui/icons-material/Dashboard';
import { ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { itemSx } from './menuItemSx';
import { useLocation } from 'react-router-dom';
import { isWithin, normalisePath } from '../../domain/permissions/paths';
import { entryUrl, SCREEN_GROUPS, STAFF_SCREENS, type StaffScreen } from '../../domain/screens';
import { resourceIcons } from '../resources';
import { usePermissionsNow } from './usePermissionsNow';

/** The screens this user may open from the menu (spec section 6), in the registry's order. */
export function useMenuScreens(): StaffScreen[] {
  const permissions = usePermissionsNow();
  return STAFF_SCREENS.filter((screen) => screen.menu !== false && permissions?.canOpen(entryUrl(screen)));
}

/**
 * The one entry to highlight: the screen whose URL holds the page shown most closely. Several entries' URLs can
 * hold a page (`/dashboard/orders/archivedorders` lies below Enter orders too), and only the closest is current.
 */
export function currentScreen(screens: readonly StaffScreen[], pathname: string): StaffScreen | undefined {
  const path = normalisePath(pathname);
  const holders = screens.filter((screen) => isWithin(path, screen.url));
  return holders.sort((a, b) => b.url.length - a.url.length)[0];
}

/**
 * The group headers scroll with their entries (not sticky): sticky headers of one long list pile up at the top
 * of the drawer and print over each other while it scrolls.
 */
const SUBHEADER_SX = { lineHeight: '32px', bgcolor: 'transparent' } as const;

/**
 * A group's header. The menu is one ARIA menu, whose children may be menu items, groups or separators: the header
 * is a named separator, so screen readers announce where a group starts and arrow keys still run through all items.
 */
function GroupHeader({ label }: { label: string }) {
  return (
    <ListSubheader disableSticky role="separator" aria-label={label} sx={SUBHEADER_SX}>
      {label}
    </ListSubheader>
  );
}

/** The admin navigation: only the screens this user may open (spec section 6), grouped. */
export function StaffMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { pathname } = useLocation();
  const visible = useMenuScreens();
  const current = currentScreen(visible, pathname);
  const groups = SCREEN_GROUPS.map((group) => [group, visible.filter((s) => s.group === group)] as const).filter(([, items]) => items.length);
  return (
    <Menu>
      <Menu.DashboardItem leftIcon={<DashboardIcon />} />
      {groups.map(([group, screens]) => (
        <Fragment key={group}>
          {open && <GroupHeader label={translate(`app.menu.groups.${group}`)} />}
          {screens.map((screen) => (
            <ScreenItem key={screen.url} screen={screen} current={screen === current} />
          ))}
        </Fragment>
      ))}
    </Menu>
  );
}

function ScreenItem({ screen, current }: { screen: StaffScreen; current: boolean }) {
  const translate = useTranslate();
  const Icon = resourceIcons[screen.name] ?? DashboardIcon;
  return (
    <Menu.Item
      to={entryUrl(screen)}
      primaryText={translate(`screens.${screen.name}`)}
      leftIcon={<Icon />}
      aria-current={current ? 'page' : undefined}
      sx={itemSx(current)}
    />
  );
}
