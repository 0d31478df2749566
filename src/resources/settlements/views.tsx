import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { childRoute, type ScreenViews } from '../shared/screenView';

/** The merchants' money: their wallets (customers/wallet) and customer closings with their statements. */
export const views: ScreenViews = {
  wallet: { icon: AccountBalanceIcon, page: () => import('./WalletList') },
  'customer-closing': {
    icon: ReceiptLongIcon,
    page: () => import('./SettlementList'),
    create: () => import('./SettlementNew'),
    routes: [childRoute('statement/:id', () => import('./Statement'), {})],
  },
};
