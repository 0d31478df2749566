import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PublishedWithChangesIcon from '@mui/icons-material/PublishedWithChanges';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { childRoute, withProps, type ScreenViews } from '../shared/screenView';

const list = () => import('./ClosingList');

/**
 * The shipper closing (spec: shipperclosing new, view, view/details/{shipper}/{closing_date}/{rc}), the
 * supervisor's approval desk (shipperapproval) and the desks of money changes after the fact (approvallist,
 * editapprovallist).
 */
export const views: ScreenViews = {
  shipperclosing: {
    icon: AccountBalanceWalletIcon,
    page: list,
    create: () => import('./ClosingNew'),
    routes: [childRoute('view', list, {}), childRoute('view/details/:shipper/:closing_date/:rc', () => import('./ClosingDetails'), {})],
  },
  shipperapproval: { icon: FactCheckIcon, page: withProps(list, { pending: true }) },
  approvallist: { icon: PublishedWithChangesIcon, page: withProps(() => import('./MoneyDesk'), { desk: 'approvallist' as const }) },
  editapprovallist: { icon: LockOpenIcon, page: withProps(() => import('./MoneyDesk'), { desk: 'editapprovallist' as const }) },
};
