/**
 * The merchant's screens under /customerdashboard (spec section 2), declared once in the menu's order: the menu
 * lists those with `menu` unset, and the end-to-end walk opens every one, so a new screen is listed here only.
 * Pages reached from a screen (an order, a statement, a thread) are not screens of their own.
 */
export interface MerchantScreen {
  url: string;
  /** The translation key of its menu entry. */
  text: string;
  /** False for a screen reached from elsewhere (the profile, from the account menu). */
  menu?: boolean;
}

export const MERCHANT_SCREENS: readonly MerchantScreen[] = [
  { url: '/customerdashboard/customeranalytics', text: 'app.customer_dashboard.title' },
  { url: '/customerdashboard/orders', text: 'customer_orders.menu.orders' },
  { url: '/customerdashboard/orders/new', text: 'customer_orders.menu.new_order' },
  { url: '/customerdashboard/todays_orders', text: 'customer_orders.menu.today' },
  { url: '/customerdashboard/rejectedorders', text: 'customer_orders.menu.rejected' },
  { url: '/customerdashboard/backup/requestbackup', text: 'customer_orders.menu.pickup' },
  { url: '/customerdashboard/materialrequest', text: 'customer_orders.menu.material' },
  { url: '/customerdashboard/CollectRequest', text: 'customer_orders.menu.collect' },
  { url: '/customerdashboard/customerissue', text: 'customer_orders.menu.issues' },
  { url: '/customerdashboard/Shipment/customerpricelist', text: 'customer_reports.menu.prices' },
  { url: '/customerdashboard/report/TopCReport', text: 'customer_reports.menu.by_city' },
  { url: '/customerdashboard/statements', text: 'settlements.merchant.statements' },
  { url: '/customerdashboard/revenue', text: 'revenue.menu' },
  { url: '/customerdashboard/account/profile', text: 'app.account_page.title', menu: false },
];
