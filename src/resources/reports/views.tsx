import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AssessmentIcon from '@mui/icons-material/Assessment';
import PaidIcon from '@mui/icons-material/Paid';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { SvgIconComponent } from '@mui/icons-material';
import { REPORTS } from '../../../domain/reports/catalogue';
import { withProps, type ScreenViews } from '../shared/screenView';

/** Each report's menu icon; a report without one here gets the reports' icon. */
const ICONS: Readonly<Record<string, SvgIconComponent>> = {
  UnactiveCustomersReport: PersonOffIcon,
  ShipperCustodyReport: AccountBalanceWalletIcon,
  ShipperClosingRequestReport: AssessmentIcon,
  revenue: PaidIcon,
  newrevenue: TrendingUpIcon,
};

/** Every report on the kit (domain/reports/catalogue.ts), each drawn by the one report page from its declaration. */
export const views: ScreenViews = Object.fromEntries(
  REPORTS.map((report) => [report.name, { icon: ICONS[report.name] ?? AssessmentIcon, page: withProps(() => import('./ReportPage'), { name: report.name }) }]),
);
