import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { ScreenViews } from '../shared/screenView';

export const views: ScreenViews = {
  useraccount: {
    icon: ManageAccountsIcon,
    page: () => import('./UserAccountList'),
    create: () => import('./UserAccountCreate'),
    edit: () => import('./UserAccountEdit'),
    recordRepresentation: 'username',
  },
};
