import AddBoxIcon from '@mui/icons-material/AddBox';
import BarChartIcon from '@mui/icons-material/BarChart';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import ForumIcon from '@mui/icons-material/Forum';
import InsightsIcon from '@mui/icons-material/Insights';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaidIcon from '@mui/icons-material/Paid';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PaymentsIcon from '@mui/icons-material/Payments';
import TodayIcon from '@mui/icons-material/Today';
import type { ReactElement } from 'react';
import { Menu, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { itemSx } from './menuItemSx';

const ENTRIES: readonly { to: string; text: string; icon: ReactElement }[] = [
  { to: '/customerdashboard/customeranalytics', text: 'app.customer_dashboard.title', icon: <InsightsIcon /> },
  { to: '/customerdashboard/orders', text: 'customer_orders.menu.orders', icon: <ListAltIcon /> },
  { to: '/customerdashboard/orders/new', text: 'customer_orders.menu.new_order', icon: <AddBoxIcon /> },
  { to: '/customerdashboard/todays_orders', text: 'customer_orders.menu.today', icon: <TodayIcon /> },
  { to: '/customerdashboard/rejectedorders', text: 'customer_orders.menu.rejected', icon: <DoNotDisturbIcon /> },
  { to: '/customerdashboard/backup/requestbackup', text: 'customer_orders.menu.pickup', icon: <LocalShippingIcon /> },
  { to: '/customerdashboard/materialrequest', text: 'customer_orders.menu.material', icon: <Inventory2Icon /> },
  { to: '/customerdashboard/CollectRequest', text: 'customer_orders.menu.collect', icon: <PaymentsIcon /> },
  { to: '/customerdashboard/customerissue', text: 'customer_orders.menu.issues', icon: <ForumIcon /> },
  { to: '/customerdashboard/Shipment/customerpricelist', text: 'customer_reports.menu.prices', icon: <LocalOfferIcon /> },
  { to: '/customerdashboard/report/TopCReport', text: 'customer_reports.menu.by_city', icon: <BarChartIcon /> },
  { to: '/customerdashboard/statements', text: 'settlements.merchant.statements', icon: <ReceiptLongIcon /> },
  { to: '/customerdashboard/revenue', text: 'revenue.menu', icon: <PaidIcon /> },
];

/** The entry that holds the page most closely: `orders/new` lights New order, an order's own page Orders. */
const closest = (path: string) =>
  ENTRIES.filter((entry) => path === entry.to || path.startsWith(`${entry.to}/`)).sort((a, b) => b.to.length - a.to.length)[0]?.to;

/** The merchant's navigation. */
export function CustomerMenu() {
  const translate = useTranslate();
  const current = closest(useLocation().pathname);
  return (
    <Menu>
      {ENTRIES.map((entry) => (
        <Menu.Item
          key={entry.to}
          to={entry.to}
          primaryText={translate(entry.text)}
          leftIcon={entry.icon}
          aria-current={entry.to === current ? 'page' : undefined}
          sx={itemSx(entry.to === current)}
        />
      ))}
    </Menu>
  );
}
