/**
 * The screen registry: every staff screen, declared once. Staff permissions are stored as these URLs (spec
 * section 6). Everything else reads this list:
 * - the URL rules (domain/permissions/urls.ts) read `subtree` and `enhanced`;
 * - the permitted-URL picker and the server's check of granted URLs read GRANTABLE_URLS (`create` adds `<url>/new`);
 * - the browser's router mounts each screen with the view its folder declares (`views` in
 *   src/resources/<folder>/views.tsx, keyed by the screen's name) or, when `shared` says so, with a view that
 *   several screens share (the order list in one of its variants); a screen whose URL lies below another screen's is a
 *   page of that screen's resource;
 * - the menu and the staff home list the screens in this order, grouped, leaving out those with `menu: false`;
 * - server routes name the screen that guards them with screenUrl().
 *
 * Adding a screen: one line here, its view in its folder (or `shared`), its name in src/i18n/{en,ar}/screens.ts.
 */
export const SCREEN_GROUPS = ['analytics', 'customers', 'shippers', 'orders', 'transactions', 'stock', 'reports', 'settings', 'permissions'] as const;
export type ScreenGroup = (typeof SCREEN_GROUPS)[number];

/** Views that several screens share, each screen in a variant of its own (declared as `sharedViews` beside `views`). */
export type SharedViewName = 'orderList';

export interface StaffScreen {
  /**
   * The resource or page name, the key of its view and of its translation `screens.<name>`: the last segment of
   * the URL. Names are unique, so a page below another screen whose last segment another screen's name already
   * holds carries a name of its own instead: its parent's word before the segment (`customerrevenue` for
   * /dashboard/customers/revenue, since /dashboard/Shipper/revenue is `revenue`), and its `_enhanced` twin with it
   * (`customerrevenue_enhanced`). Only a screen below another one may do so, and its name still ends with its
   * segment (tests/unit/screens.test.ts checks both).
   */
  name: string;
  url: string;
  group: ScreenGroup;
  /** It has a creation page at `<url>/new`, which is granted on its own. */
  create?: boolean;
  /** False for screens reached from another screen (a detail page, a tab) rather than from the menu. */
  menu?: boolean;
  /** Paths below the URL that follow its grant (ids, dates, names as extra segments): all, or those below the named segments. */
  subtree?: true | readonly string[];
  /** Its `<url>_enhanced` twin is granted with it (spec section 6). */
  enhanced?: boolean;
  /** The screen is a variant of a shared view (the order list with a fixed filter) rather than a view of its own. */
  shared?: { view: SharedViewName; variant: string };
  /**
   * Its menu entry and home card open its creation page rather than its list (`Enter orders` is the entry form);
   * they are shown to whoever may open that page.
   */
  opensCreate?: boolean;
}

/** A screen that is the order list in one of its variants (src/resources/orders/list/variants.ts). */
const orderList = (variant: string) => ({ shared: { view: 'orderList', variant } }) as const;
const ADMIN_ORDER_PAGES = ['order', 'customer', 'shipper', 'new', 'repeatedorder', 'newwindow'] as const;

const SCREENS = [
  { name: 'analytics', url: '/dashboard/analytics', group: 'analytics' },
  { name: 'customers', url: '/dashboard/customers', group: 'customers', create: true },
  { name: 'CategoryTemplateList', url: '/dashboard/customers/CategoryTemplateList', group: 'customers' },
  { name: 'ReturnPriceTemplateList', url: '/dashboard/customers/ReturnPriceTemplateList', group: 'customers' },
  // The merchants the office follows closely with their open orders, one merchant's at trackCustomerOrdersList/customer/{customer} (domain/reports/tracked-customers.ts).
  { name: 'trackCustomerOrdersList', url: '/dashboard/customers/trackCustomerOrdersList', group: 'customers', subtree: true },
  { name: 'ReturnPriceList', url: '/dashboard/ReturnPriceList', group: 'customers', menu: false, subtree: true },
  // What the company owes each merchant (the ledger's balances), and settling it: a closing is made at
  // customer-closing/new and its statement is customer-closing/statement/{id}.
  { name: 'wallet', url: '/dashboard/customers/wallet', group: 'customers' },
  { name: 'customer-closing', url: '/dashboard/customer-closing', group: 'customers', create: true, subtree: ['statement'] },
  // A merchant's revenue by day (?id=&customer_name=&from_date=&to_date=&day_date=; a day's orders at revenue/orders),
  // its richer `_enhanced` twin, and every merchant's over a range. Pages of customers (spec section 6: whoever holds
  // the customers list may open them) whose last segments the Shipper pages' names already hold.
  { name: 'customerrevenue', url: '/dashboard/customers/revenue', group: 'customers', subtree: true, enhanced: true },
  { name: 'customerrevenue_enhanced', url: '/dashboard/customers/revenue_enhanced', group: 'customers', menu: false },
  { name: 'customernewrevenue', url: '/dashboard/customers/newrevenue', group: 'customers', subtree: true },
  { name: 'Shipper', url: '/dashboard/Shipper', group: 'shippers', create: true },
  // A shipper's earnings and deductions by day (?id=&from_date=&to_date=&day_date=), and every shipper's over a range;
  // detail pages of Shipper (spec section 6): whoever holds the Shipper list may open them.
  { name: 'revenue', url: '/dashboard/Shipper/revenue', group: 'shippers', subtree: true },
  { name: 'newrevenue', url: '/dashboard/Shipper/newrevenue', group: 'shippers', subtree: true },
  { name: 'shipper-groups', url: '/dashboard/shipper-groups', group: 'shippers', create: true },
  { name: 'MissedReturnShipper', url: '/dashboard/MissedReturnShipper', group: 'shippers' },
  // Handing parcels to a shipper for the day, and his printed run sheet (by `?shipper=&day=` or a sheet's id below it).
  { name: 'shipperEntry', url: '/dashboard/shipperEntry', group: 'shippers' },
  { name: 'shipmentEntrySheet', url: '/dashboard/shipmentEntrySheet', group: 'shippers', subtree: true },
  // The spec's pages of adminorders and its other list views (repeated orders, new-window lists) follow its grant.
  { name: 'adminorders', url: '/dashboard/adminorders', group: 'orders', subtree: ADMIN_ORDER_PAGES, enhanced: true, ...orderList('all') },
  { name: 'adminorders_enhanced', url: '/dashboard/adminorders_enhanced', group: 'orders', menu: false, ...orderList('enhanced') },
  { name: 'orders', url: '/dashboard/orders', group: 'orders', create: true, opensCreate: true, ...orderList('entry') },
  { name: 'printorders', url: '/dashboard/orders/printorders', group: 'orders', menu: false },
  { name: 'archivedorders', url: '/dashboard/orders/archivedorders', group: 'orders', ...orderList('archived') },
  { name: 'archivemanager', url: '/dashboard/orders/archivemanager', group: 'orders', ...orderList('archivemanager') },
  { name: 'taxable_manager', url: '/dashboard/orders/taxable_manager', group: 'orders', ...orderList('taxable') },
  { name: 'order_permissions', url: '/dashboard/orders/order_permissions', group: 'orders' },
  { name: 'cancelledorders', url: '/dashboard/adminorders/cancelledorders', group: 'orders', ...orderList('cancelled') },
  { name: 'viewReplies', url: '/dashboard/adminorders/viewReplies', group: 'orders', menu: false },
  { name: 'hurryorder', url: '/dashboard/hurryorder', group: 'orders', subtree: true, ...orderList('urgent') },
  // The hub's barcode scanner: parcels in from and out to shippers (spec section 7 in/out).
  { name: 'hubscan', url: '/dashboard/hubscan', group: 'orders' },
  { name: 'AssignOrderToShipper', url: '/dashboard/AssignOrderToShipper', group: 'orders', ...orderList('assign') },
  { name: 'ReturnOrderShipper', url: '/dashboard/ReturnOrderShipper', group: 'orders', ...orderList('returnsFromShippers') },
  { name: 'ReturnOrderCustomer', url: '/dashboard/ReturnOrderCustomer', group: 'orders', ...orderList('returnsToCustomers') },
  { name: 'TodayOrders', url: '/dashboard/TodayOrders', group: 'orders', subtree: true, ...orderList('today') },
  { name: 'Shipment', url: '/dashboard/Shipment', group: 'orders', subtree: true },
  { name: 'shipmentrequest', url: '/dashboard/shipmentrequest', group: 'orders', enhanced: true, ...orderList('pickupRequests') },
  // Its enhanced twin reads the spec's own search call (search_orders_requst_shipping) and follows its grant.
  { name: 'shipmentrequest_enhanced', url: '/dashboard/shipmentrequest_enhanced', group: 'orders', menu: false, ...orderList('pickupRequestsEnhanced') },
  // The follow-up of parcels out with shippers (domain/orders/follow-up.ts); a shipper's parcels are ShipperStatusFollow/{shipper_id}.
  { name: 'followorders', url: '/dashboard/followorders', group: 'orders', ...orderList('followUp') },
  { name: 'shipperOrdersReview', url: '/dashboard/shipperOrdersReview', group: 'orders' },
  { name: 'ShipperStatusFollow', url: '/dashboard/ShipperStatusFollow', group: 'orders', subtree: true },
  // A request's page is <desk>/details/{id} (spec section 2: ReturnRequest/details/{id}).
  { name: 'ReturnRequest', url: '/dashboard/ReturnRequest', group: 'orders', subtree: ['details'] },
  { name: 'backup', url: '/dashboard/backup', group: 'transactions', subtree: ['details'] },
  { name: 'materialrequestlist', url: '/dashboard/materialrequestlist', group: 'transactions', subtree: ['details'] },
  // Merchants asking for their money (spec: CollectRequest/collectList); a request's page is collectList/details/{id}.
  { name: 'collectList', url: '/dashboard/CollectRequest/collectList', group: 'transactions', subtree: ['details'] },
  // A thread is issue/{threadKey} (spec section 2).
  { name: 'issue', url: '/dashboard/issue', group: 'transactions', subtree: true },
  // A closing is made at shipperclosing/new, listed at shipperclosing/view and shown at view/details/{shipper}/{closing_date}/{rc}.
  { name: 'shipperclosing', url: '/dashboard/shipperclosing', group: 'transactions', create: true, subtree: ['view'] },
  { name: 'shipperapproval', url: '/dashboard/shipperapproval', group: 'transactions' },
  { name: 'approvallist', url: '/dashboard/approvallist', group: 'transactions' },
  // Supervisors rate couriers and staff each month on the EvaluationCriteria (domain/evaluations/rules.ts).
  { name: 'UserEvaluation', url: '/dashboard/UserEvaluation', group: 'transactions', create: true },
  { name: 'editapprovallist', url: '/dashboard/editapprovallist', group: 'transactions' },
  // Paying merchants what customer closings settled: a batch is made at payouts/new and shown at payouts/batch/{id}.
  { name: 'payouts', url: '/dashboard/payouts', group: 'transactions', create: true, subtree: ['batch'] },
  // The company's own position from the ledger, with its trend and the entries behind each figure.
  { name: 'finance', url: '/dashboard/finance', group: 'transactions', subtree: ['entries'] },
  // What the office spends (fuel, rent, packaging), each a ledger entry from the office box.
  { name: 'expenses', url: '/dashboard/expenses', group: 'transactions', create: true },
  // The company's own cash between the office box and the bank, and the owners' money in or out (a deposit is made at cashtransfers/new).
  { name: 'cashtransfers', url: '/dashboard/cashtransfers', group: 'transactions', create: true },
  { name: 'material', url: '/dashboard/material', group: 'stock', create: true },
  { name: 'warehouse', url: '/dashboard/warehouse', group: 'stock', create: true },
  // Receipts from a supplier, transfers between warehouses and adjustments: a draft until posted, then reversed, never edited.
  { name: 'stock_entry', url: '/dashboard/stock_entry', group: 'stock', create: true },
  // Each merchant's free packaging a month (its category's by default); beyond it, the material's price is charged.
  { name: 'CustomerMaterialLimitList', url: '/dashboard/CustomerMaterialLimitList', group: 'stock', create: true },
  // Counting a warehouse or a courier: a draft until submitted, its differences posted once a second person approves.
  { name: 'stockcount', url: '/dashboard/stockcount', group: 'stock', create: true },
  // What each warehouse and courier holds (domain/reports/stock.ts), and its moves over a range with the moves behind each row at StockReport/moves.
  { name: 'StockBalance', url: '/dashboard/StockBalance', group: 'stock' },
  { name: 'StockReport', url: '/dashboard/StockReport', group: 'stock', subtree: ['moves'] },
  // Who takes packaging and ships elsewhere (domain/reports/material-usage.ts): issued, returned and used per merchant,
  // and the difference per month, flagged, with a merchant's months at CustomerMaterialDifference/{customer}.
  { name: 'CustomerMaterialBalanceReport', url: '/dashboard/CustomerMaterialBalanceReport', group: 'stock' },
  { name: 'CustomerMaterialDifference', url: '/dashboard/CustomerMaterialDifference', group: 'stock', subtree: true },
  // Orders and money by day and by merchant, orders by city and by shipper (domain/reports/orders-statistics.ts): a
  // merchant's days are topcdetails/customer/{customer}, the merchants of a day, city or shipper topcdetails/day/{day},
  // topcdetails/city/{city} and topcdetails/shipper/{shipper}, the orders behind a count topcdetails.
  { name: 'OrdersStatistics', url: '/dashboard/OrdersStatistics', group: 'reports' },
  { name: 'TopCompaniesByOrderReport', url: '/dashboard/TopCompaniesByOrderReport', group: 'reports' },
  { name: 'CompaniesOrdersByCityReport', url: '/dashboard/CompaniesOrdersByCityReport', group: 'reports' },
  { name: 'CompaniesOrdersByShipperReport', url: '/dashboard/CompaniesOrdersByShipperReport', group: 'reports' },
  { name: 'topcdetails', url: '/dashboard/topcdetails', group: 'reports', menu: false, subtree: true },
  { name: 'ExpensesReport', url: '/dashboard/ExpensesReport', group: 'reports' },
  { name: 'ShipperCustodyReport', url: '/dashboard/ShipperCustodyReport', group: 'reports' },
  // Closings by shipper and day; one closing's page is ShipperClosingRequestDetails/{request_id}, by its receipt number (rc).
  { name: 'ShipperClosingRequestReport', url: '/dashboard/ShipperClosingRequestReport', group: 'reports' },
  { name: 'ShipperClosingRequestDetails', url: '/dashboard/ShipperClosingRequestDetails', group: 'reports', menu: false, subtree: true },
  // Merchants gone quiet (domain/reports/unactive-customers.ts): a report on the kit.
  { name: 'UnactiveCustomersReport', url: '/dashboard/UnactiveCustomersReport', group: 'reports' },
  // The merchants' issues by merchant, one merchant's at issuereport/customer/{customer} (domain/reports/issues.ts).
  { name: 'issuereport', url: '/dashboard/issuereport', group: 'reports', subtree: true },
  // The repeated-order alerts by merchant, one merchant's at repeatedorders/customer/{customer} (domain/reports/repeated-orders.ts).
  { name: 'repeatedorders', url: '/dashboard/repeatedorders', group: 'reports', subtree: true },
  // The follow-up's outcomes per courier and day, one courier's sheet at followordersreport/shipper/{shipper}/day/{day} (domain/reports/follow-orders.ts).
  { name: 'followordersreport', url: '/dashboard/followordersreport', group: 'reports', subtree: true },
  // Each courier's run sheets and cash over a range, the figures he is rated beside, ranked by the courier score
  // (domain/reports/shipper-evaluation.ts); one courier's months at shipperevaluationreport/detail/{shipper}.
  { name: 'shipperevaluationreport', url: '/dashboard/shipperevaluationreport', group: 'reports', subtree: true },
  // Each staff member's work beside his ratings (domain/reports/staff-evaluation.ts); his months at userevalation/detail/{user}.
  { name: 'userevalation', url: '/dashboard/userevalation', group: 'reports', subtree: true },
  // The cash paid at the door aged order by order to the merchant's payout (domain/reports/cod-aging.ts); one merchant's orders at codaging/customer/{customer}.
  { name: 'codaging', url: '/dashboard/codaging', group: 'reports', subtree: true },
  // How fast each merchant's parcels go from pickup to delivery (domain/reports/delivery-times.ts); one merchant's at deliverytimes/customer/{customer}.
  { name: 'deliverytimes', url: '/dashboard/deliverytimes', group: 'reports', subtree: true },
  // A courier's day on the map: his positions, deliveries and scans, and his phones' tokens (domain/positions/rules.ts).
  { name: 'shippertracking', url: '/dashboard/shippertracking', group: 'reports' },
  // Parcels moved from one courier to another (domain/reports/shipper-transfers.ts).
  { name: 'shippertransferreport', url: '/dashboard/shippertransferreport', group: 'reports' },
  { name: 'City', url: '/dashboard/City', group: 'settings', create: true },
  { name: 'Zone', url: '/dashboard/Zone', group: 'settings', create: true },
  { name: 'area', url: '/dashboard/area', group: 'settings', create: true },
  { name: 'customercategory', url: '/dashboard/customercategory', group: 'settings', create: true },
  { name: 'holdreason', url: '/dashboard/holdreason', group: 'settings', create: true },
  { name: 'HangonReason', url: '/dashboard/HangonReason', group: 'settings', create: true },
  { name: 'ExpenseCategory', url: '/dashboard/ExpenseCategory', group: 'settings', create: true },
  // The criteria supervisors rate couriers and staff on each month (UserEvaluation); the spec leaves the lookup unnamed.
  { name: 'EvaluationCriteria', url: '/dashboard/EvaluationCriteria', group: 'settings', create: true },
  { name: 'SiteSettings', url: '/dashboard/SiteSettings', group: 'settings' },
  { name: 'Pricing', url: '/dashboard/Pricing', group: 'settings', create: true },
  { name: 'useraccount', url: '/dashboard/useraccount', group: 'permissions', create: true },
  { name: 'userprivient', url: '/dashboard/userprivient', group: 'permissions' },
  { name: 'CustomerUserPermission', url: '/dashboard/userprivient/CustomerUserPermission', group: 'permissions', menu: false },
  { name: 'ShipperUserPermission', url: '/dashboard/userprivient/ShipperUserPermission', group: 'permissions', menu: false },
  { name: 'shipperswappermission', url: '/dashboard/userprivient/shipperswappermission', group: 'permissions', menu: false },
  { name: 'grouppermission', url: '/dashboard/userprivient/grouppermission', group: 'permissions', menu: false },
  { name: 'followupperm', url: '/dashboard/userprivient/followupperm', group: 'permissions', menu: false },
  { name: 'userpermissionfieldValue', url: '/dashboard/userpermissionfieldValue', group: 'permissions' },
  { name: 'special-permission-logs', url: '/dashboard/special-permission-logs', group: 'permissions' },
] as const satisfies readonly StaffScreen[];

export type ScreenName = (typeof SCREENS)[number]['name'];

/** The staff screens, in the menu's order. */
export const STAFF_SCREENS: readonly StaffScreen[] = SCREENS;

const byName: ReadonlyMap<string, StaffScreen> = new Map(STAFF_SCREENS.map((screen) => [screen.name, screen]));

/** The registered screen of that name, if any (a resource name that is no screen has none). */
export const screenNamed = (name: string): StaffScreen | undefined => byName.get(name);

/** A screen's URL, for the routes, links and checks that name it. */
export function screenUrl(name: ScreenName): string {
  const screen = byName.get(name);
  if (!screen) throw new Error(`No screen named ${name}`);
  return screen.url;
}

/**
 * The screens that list orders or open one: each may read orders (the customer rows still decide which), and
 * their holders see today's order counts on the staff home.
 */
export const ORDER_READER_SCREENS: readonly ScreenName[] = [
  'adminorders',
  'orders',
  'AssignOrderToShipper',
  'ReturnOrderShipper',
  'ReturnOrderCustomer',
  'shipmentrequest',
  'TodayOrders',
  'hurryorder',
];

/** A screen's creation page (for a screen with `create`): the spec's `<url>/new`, granted on its own. */
export const creationUrl = (screen: StaffScreen): string => `${screen.url}/new`;

/** Where a screen's menu entry and home card lead: its list, or its creation page for a screen that opens it. */
export const entryUrl = (screen: StaffScreen): string => (screen.opensCreate && screen.create ? creationUrl(screen) : screen.url);

/** The screen whose URL holds this one's (`/dashboard/orders` for `/dashboard/orders/archivedorders`), if any. */
export function parentOf(screen: StaffScreen): StaffScreen | undefined {
  const holders = STAFF_SCREENS.filter((other) => screen.url.startsWith(`${other.url}/`));
  return holders.sort((a, b) => b.url.length - a.url.length)[0];
}

/** Every URL that can be granted: each screen and, where it has one, its creation page. */
export const GRANTABLE_URLS: readonly string[] = STAFF_SCREENS.flatMap((s) => (s.create ? [s.url, creationUrl(s)] : [s.url]));
