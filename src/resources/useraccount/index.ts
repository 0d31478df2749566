import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { defineResource } from '../shared/defineResource';

export const useraccount = defineResource({
  name: 'useraccount',
  icon: ManageAccountsIcon,
  list: () => import('./UserAccountList'),
  create: () => import('./UserAccountCreate'),
  edit: () => import('./UserAccountEdit'),
  recordRepresentation: 'username',
});
