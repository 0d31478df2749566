import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AssessmentIcon from '@mui/icons-material/Assessment';
import PaidIcon from '@mui/icons-material/Paid';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import PieChartIcon from '@mui/icons-material/PieChart';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import VisibilityIcon from '@mui/icons-material/Visibility';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import StarHalfIcon from '@mui/icons-material/StarHalf';
import TimerIcon from '@mui/icons-material/Timer';
import type { SvgIconComponent } from '@mui/icons-material';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { REPORTS } from '../../../domain/reports/catalogue';
import { withProps, type ScreenViews } from '../shared/screenView';

/** Each report's menu icon; a report without one here gets the reports' icon. */
const ICONS: Readonly<Record<string, SvgIconComponent>> = {
  UnactiveCustomersReport: PersonOffIcon,
  ShipperCustodyReport: AccountBalanceWalletIcon,
  ShipperClosingRequestReport: AssessmentIcon,
  revenue: PaidIcon,
  newrevenue: TrendingUpIcon,
  customerrevenue: PaidIcon,
  customerrevenue_enhanced: PaidIcon,
  customernewrevenue: TrendingUpIcon,
  ExpensesReport: PieChartIcon,
  trackCustomerOrdersList: VisibilityIcon,
  followordersreport: FactCheckIcon,
  shipperevaluationreport: StarHalfIcon,
  userevalation: StarHalfIcon,
  codaging: HourglassBottomIcon,
  deliverytimes: TimerIcon,
};

/** Screens whose own page is more than their report (the report with a form beside it), routed with their pages below. */
const HOMES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  trackCustomerOrdersList: lazy(() => import('../customers/TrackedCustomers')),
  shipperevaluationreport: lazy(() => import('./CourierScore')),
};

/** Whether a report has pages below its screen (a day's orders below a merchant's days). */
const hasPagesBelow = (screen: string) => REPORTS.some((report) => report.below?.screen === screen);

/**
 * Every staff report on the kit (domain/reports/catalogue.ts), each drawn by the one report page from its
 * declaration; a screen with report pages below it routes them (./ReportRoutes). The merchant's own reports are
 * mounted by its dashboard (src/admin/CustomerAdmin.tsx).
 */
export const views: ScreenViews = Object.fromEntries(
  REPORTS.flatMap((report) => {
    if (report.below || report.merchant) return [];
    const icon = ICONS[report.name] ?? AssessmentIcon;
    if (!hasPagesBelow(report.name)) return [[report.name, { icon, page: withProps(() => import('./ReportPage'), { name: report.name }) }]];
    return [[report.name, { icon, page: withProps(() => import('./ReportRoutes'), { name: report.name, home: HOMES[report.name] }), nested: true }]];
  }),
);
