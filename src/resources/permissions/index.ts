import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import HistoryIcon from '@mui/icons-material/History';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import { defineResource, type StaffResource } from '../shared/defineResource';
import { userprivientRoutes } from './routes';

const userprivient: StaffResource = {
  ...defineResource({ name: 'userprivient', icon: AdminPanelSettingsIcon, list: () => import('./UserPermissionsPage') }),
  children: userprivientRoutes,
};

/** The permission screens: user permissions (with a child address per tab), field permissions and the special permission log. */
export const permissionResources: Record<string, StaffResource> = {
  userprivient,
  userpermissionfieldValue: defineResource({ name: 'userpermissionfieldValue', icon: TextFieldsIcon, list: () => import('./FieldPermissionsPage') }),
  'special-permission-logs': defineResource({ name: 'special-permission-logs', icon: HistoryIcon, list: () => import('./SpecialPermissionLogList') }),
};
