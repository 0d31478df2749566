/**
 * The staff screens that exist, grouped as in the navigation. Staff permissions are stored as these
 * URLs (spec section 6); a screen with `create` can also be granted as `<url>/new`.
 */
export type ScreenGroup = 'analytics' | 'settings' | 'permissions';

export interface StaffScreen {
  url: string;
  group: ScreenGroup;
  /** The resource or page name, also the translation key `screens.<name>`. */
  name: string;
  create?: boolean;
}

export const STAFF_SCREENS: readonly StaffScreen[] = [
  { url: '/dashboard/analytics', group: 'analytics', name: 'analytics' },
  { url: '/dashboard/City', group: 'settings', name: 'City', create: true },
  { url: '/dashboard/Zone', group: 'settings', name: 'Zone', create: true },
  { url: '/dashboard/area', group: 'settings', name: 'area', create: true },
  { url: '/dashboard/customercategory', group: 'settings', name: 'customercategory', create: true },
  { url: '/dashboard/holdreason', group: 'settings', name: 'holdreason', create: true },
  { url: '/dashboard/HangonReason', group: 'settings', name: 'HangonReason', create: true },
  { url: '/dashboard/SiteSettings', group: 'settings', name: 'SiteSettings' },
  { url: '/dashboard/useraccount', group: 'permissions', name: 'useraccount', create: true },
];

/** Every URL that can be granted: each screen and, where it has one, its creation page. */
export const GRANTABLE_URLS: readonly string[] = STAFF_SCREENS.flatMap((s) => (s.create ? [s.url, `${s.url}/new`] : [s.url]));
