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
import { MERCHANT_SCREENS } from '../../domain/merchant-screens';
import { itemSx } from './menuItemSx';

/** Each merchant screen's menu icon, by its URL. */
const ICONS: Readonly<Record<string, ReactElement>> = {
  '/customerdashboard/customeranalytics': <InsightsIcon />,
  '/customerdashboard/orders': <ListAltIcon />,
  '/customerdashboard/orders/new': <AddBoxIcon />,
  '/customerdashboard/todays_orders': <TodayIcon />,
  '/customerdashboard/rejectedorders': <DoNotDisturbIcon />,
  '/customerdashboard/backup/requestbackup': <LocalShippingIcon />,
  '/customerdashboard/materialrequest': <Inventory2Icon />,
  '/customerdashboard/CollectRequest': <PaymentsIcon />,
  '/customerdashboard/customerissue': <ForumIcon />,
  '/customerdashboard/Shipment/customerpricelist': <LocalOfferIcon />,
  '/customerdashboard/report/TopCReport': <BarChartIcon />,
  '/customerdashboard/statements': <ReceiptLongIcon />,
  '/customerdashboard/revenue': <PaidIcon />,
};

const ENTRIES = MERCHANT_SCREENS.filter((screen) => screen.menu !== false).map((screen) => ({ to: screen.url, text: screen.text, icon: ICONS[screen.url] }));

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
