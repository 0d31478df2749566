import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PaymentsIcon from '@mui/icons-material/Payments';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import { childRoute, withProps, type ScreenViews } from '../shared/screenView';

const FinancePage = lazy(() => import('./finance/FinancePage'));

/** The merchants' money: their wallets (customers/wallet), customer closings with their statements, payouts, and the company's books (finance). */
export const views: ScreenViews = {
  wallet: { icon: AccountBalanceIcon, page: () => import('./WalletList') },
  'customer-closing': {
    icon: ReceiptLongIcon,
    page: () => import('./SettlementList'),
    create: () => import('./SettlementNew'),
    routes: [childRoute('statement/:id', () => import('./Statement'), {})],
  },
  payouts: {
    icon: PaymentsIcon,
    page: () => import('./PayoutList'),
    create: () => import('./PayoutNew'),
    routes: [childRoute('batch/:id', () => import('./PayoutBatch'), {})],
  },
  // The position, and below it the entries behind each figure (a report on the kit).
  finance: {
    icon: QueryStatsIcon,
    page: withProps(() => import('../reports/ReportRoutes'), { name: 'finance', home: FinancePage }),
    plain: true,
    nested: true,
  },
  expenses: {
    icon: ReceiptIcon,
    page: () => import('./expenses/ExpenseList'),
    create: () => import('./expenses/ExpenseForm').then((module) => ({ default: module.ExpenseCreate })),
    edit: () => import('./expenses/ExpenseForm').then((module) => ({ default: module.ExpenseEdit })),
  },
};
