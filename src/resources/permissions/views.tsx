import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import HistoryIcon from '@mui/icons-material/History';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import { childRoute, withProps, type ScreenViews } from '../shared/screenView';
import { TAB_DEFINITIONS } from './tabList';

const page = () => import('./UserPermissionsPage');

/** The screens of the user permissions page's tabs that have their own address: each opens the page on its tab. */
const tabScreens: ScreenViews = Object.fromEntries(
  TAB_DEFINITIONS.flatMap(({ key, route }) => (route ? [[route, { page: withProps(page, { initialTab: key }) }]] : [])),
);

/** The permission screens: user permissions (with a screen per tab), field permissions and the special permission log. */
export const views: ScreenViews = {
  userprivient: {
    icon: AdminPanelSettingsIcon,
    page,
    routes: [childRoute('new', () => import('./PermissionPath'), { path: 'new' }), childRoute('edit/:id', () => import('./PermissionPath'), { path: 'edit' })],
  },
  ...tabScreens,
  userpermissionfieldValue: { icon: TextFieldsIcon, page: () => import('./FieldPermissionsPage') },
  'special-permission-logs': { icon: HistoryIcon, page: () => import('./SpecialPermissionLogList') },
};
