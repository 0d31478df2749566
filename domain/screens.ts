/**
 * The staff screens that exist, grouped as in the navigation. Staff permissions are stored as these
 * URLs (spec section 6); a screen with `create` can also be granted as `<url>/new`.
 */
export type ScreenGroup = 'analytics' | 'customers' | 'shippers' | 'settings' | 'permissions';

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
