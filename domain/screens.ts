/**
 * The staff screens that exist, grouped as in the navigation. Staff permissions are stored as these
 * URLs (spec section 6); a screen with `create` can also be granted as `<url>/new`.
 */
export type ScreenGroup = 'analytics' | 'customers' | 'shippers' | 'orders' | 'settings' | 'permissions';

export interface StaffScreen {
  url: string;
  group: ScreenGroup;
  /** The resource or page name, also the translation key `screens.<name>`. */
  name: string;
  create?: boolean;
  /** False for screens reached from another screen (a detail page, a tab) rather than from the menu. */
  menu?: boolean;
}

export const STAFF_SCREENS: readonly StaffScreen[] = [
  { url: '/dashboard/analytics', group: 'analytics', name: 'analytics' },
  { url: '/dashboard/customers', group: 'customers', name: 'customers', create: true },
  { url: '/dashboard/customers/CategoryTemplateList', group: 'customers', name: 'CategoryTemplateList' },
  { url: '/dashboard/customers/ReturnPriceTemplateList', group: 'customers', name: 'ReturnPriceTemplateList' },
  { url: '/dashboard/ReturnPriceList', group: 'customers', name: 'ReturnPriceList', menu: false },
  { url: '/dashboard/Shipper', group: 'shippers', name: 'Shipper', create: true },
  { url: '/dashboard/shipper-groups', group: 'shippers', name: 'shipper-groups', create: true },
  { url: '/dashboard/adminorders', group: 'orders', name: 'adminorders' },
  { url: '/dashboard/adminorders_enhanced', group: 'orders', name: 'adminorders_enhanced', menu: false },
  { url: '/dashboard/orders', group: 'orders', name: 'orders', create: true },
  { url: '/dashboard/orders/printorders', group: 'orders', name: 'printorders', menu: false },
  { url: '/dashboard/orders/archivedorders', group: 'orders', name: 'archivedorders' },
  { url: '/dashboard/orders/archivemanager', group: 'orders', name: 'archivemanager' },
  { url: '/dashboard/orders/taxable_manager', group: 'orders', name: 'taxable_manager' },
  { url: '/dashboard/orders/order_permissions', group: 'orders', name: 'order_permissions' },
  { url: '/dashboard/adminorders/cancelledorders', group: 'orders', name: 'cancelledorders' },
  { url: '/dashboard/adminorders/viewReplies', group: 'orders', name: 'viewReplies', menu: false },
  { url: '/dashboard/hurryorder', group: 'orders', name: 'hurryorder' },
  { url: '/dashboard/AssignOrderToShipper', group: 'orders', name: 'AssignOrderToShipper' },
  { url: '/dashboard/ReturnOrderShipper', group: 'orders', name: 'ReturnOrderShipper' },
  { url: '/dashboard/ReturnOrderCustomer', group: 'orders', name: 'ReturnOrderCustomer' },
  { url: '/dashboard/TodayOrders', group: 'orders', name: 'TodayOrders' },
  { url: '/dashboard/Shipment', group: 'orders', name: 'Shipment' },
  { url: '/dashboard/shipmentrequest', group: 'orders', name: 'shipmentrequest' },
  { url: '/dashboard/City', group: 'settings', name: 'City', create: true },
  { url: '/dashboard/Zone', group: 'settings', name: 'Zone', create: true },
  { url: '/dashboard/area', group: 'settings', name: 'area', create: true },
  { url: '/dashboard/customercategory', group: 'settings', name: 'customercategory', create: true },
  { url: '/dashboard/holdreason', group: 'settings', name: 'holdreason', create: true },
  { url: '/dashboard/HangonReason', group: 'settings', name: 'HangonReason', create: true },
  { url: '/dashboard/SiteSettings', group: 'settings', name: 'SiteSettings' },
  { url: '/dashboard/Pricing', group: 'settings', name: 'Pricing', create: true },
  { url: '/dashboard/useraccount', group: 'permissions', name: 'useraccount', create: true },
  { url: '/dashboard/userprivient', group: 'permissions', name: 'userprivient' },
  { url: '/dashboard/userprivient/CustomerUserPermission', group: 'permissions', name: 'CustomerUserPermission', menu: false },
  { url: '/dashboard/userprivient/ShipperUserPermission', group: 'permissions', name: 'ShipperUserPermission', menu: false },
  { url: '/dashboard/userprivient/shipperswappermission', group: 'permissions', name: 'shipperswappermission', menu: false },
  { url: '/dashboard/userprivient/grouppermission', group: 'permissions', name: 'grouppermission', menu: false },
  { url: '/dashboard/userprivient/followupperm', group: 'permissions', name: 'followupperm', menu: false },
  { url: '/dashboard/userpermissionfieldValue', group: 'permissions', name: 'userpermissionfieldValue' },
  { url: '/dashboard/special-permission-logs', group: 'permissions', name: 'special-permission-logs' },
];

/** Every URL that can be granted: each screen and, where it has one, its creation page. */
export const GRANTABLE_URLS: readonly string[] = STAFF_SCREENS.flatMap((s) => (s.create ? [s.url, `${s.url}/new`] : [s.url]));
