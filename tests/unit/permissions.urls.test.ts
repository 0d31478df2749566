import { describe, expect, it } from 'vitest';
import { NON_STAFF_FORBIDDEN_AREAS, canOpenUrl, decideUrl, isNonStaffForbiddenArea, type PermissionUser } from '../../domain/permissions';

const superuser: PermissionUser = { is_staff: false, is_superuser: true, permitted_url: [] };
const staffSuperuser: PermissionUser = { is_staff: true, is_superuser: true, permitted_url: [] };
const merchant: PermissionUser = { is_staff: false, is_superuser: false, permitted_url: [] };
const staff = (...urls: string[]): PermissionUser => ({ is_staff: true, is_superuser: false, permitted_url: urls });

const denied = (redirectTo: string) => ({ allowed: false, redirectTo, toastKey: 'permissions.denied' });

describe('superuser passes every URL check', () => {
  it.each([
    '/dashboard',
    '/dashboard/analytics',
    '/dashboard/useraccount/edit/1',
    '/dashboard/City/new',
    '/dashboard/City_enhanced',
    '/dashboard/adminorders/viewReplies',
    '/dashboard/userprivient/grouppermission',
    '/',
    '/Pricing',
  ])('%s', (path) => {
    for (const user of [superuser, staffSuperuser]) {
      expect(canOpenUrl(user, path)).toBe(true);
      expect(decideUrl(user, path)).toEqual({ allowed: true });
    }
  });
});

describe('staff may open only URLs in permitted_url', () => {
  it.each<[string, readonly string[], string, boolean]>([
    ['exact grant', ['/dashboard/City'], '/dashboard/City', true],
    ['not granted', ['/dashboard/City'], '/dashboard/Zone', false],
    ['empty grant list', [], '/dashboard/analytics', false],
    ['trailing slash on path', ['/dashboard/City'], '/dashboard/City/', true],
    ['trailing slash on stored URL', ['/dashboard/City/'], '/dashboard/City', true],
    ['query and hash ignored', ['/dashboard/City'], '/dashboard/City?page=2#top', true],
    ['case-sensitive', ['/dashboard/City'], '/dashboard/city', false],
    ['segment boundary', ['/dashboard/City'], '/dashboard/CityList', false],
    ['dot segments resolved before judging', ['/dashboard/City'], '/dashboard/City/edit/../../useraccount', false],
    ['repeated slashes collapsed', ['/dashboard/City'], '//dashboard//City', true],
    ['grant of /dashboard opens nothing more', ['/dashboard'], '/dashboard/edit/3', false],
  ])('%s', (_label, urls, path, expected) => {
    expect(canOpenUrl(staff(...urls), path)).toBe(expected);
  });

  it.each(['/dashboard', '/dashboard/', '/dashboard?tab=1'])('home %s is always open', (path) => {
    expect(canOpenUrl(staff(), path)).toBe(true);
    expect(decideUrl(staff(), path)).toEqual({ allowed: true });
  });
});

describe('detail-type paths follow their base', () => {
  it.each<[string, string, boolean]>([
    ['/dashboard/City', '/dashboard/City/edit/3', true],
    ['/dashboard/Shipper', '/dashboard/Shipper/edit/4', true],
    ['/dashboard/customers', '/dashboard/customers/detail/9', true],
    ['/dashboard/customers', '/dashboard/customers/edit/9', true],
    ['/dashboard/shipperclosing/view', '/dashboard/shipperclosing/view/details/4/2026-01-01/1', true],
    ['/dashboard/shipperclosing/view', '/dashboard/shipperclosing/view/details', true],
    ['/dashboard/customers', '/dashboard/customers/revenue/2026-01-01/2026-01-31/9/Acme/1', true],
    ['/dashboard/customers', '/dashboard/customers/newrevenue/2026-01-01/2026-01-31/9/Acme/1', true],
    ['/dashboard/Shipper', '/dashboard/Shipper/revenue/2026-01-01/2026-01-31/4', true],
    ['/dashboard/Shipper', '/dashboard/Shipper/newrevenue/2026-01-01/2026-01-31/4', true],
    ['/dashboard/TodayOrders', '/dashboard/TodayOrders/shipper_id/4', true],
    ['/dashboard/TodayOrders', '/dashboard/TodayOrders/client_id/9', true],
    ['/dashboard/hurryorder', '/dashboard/hurryorder/12', true],
    ['/dashboard/Shipment', '/dashboard/Shipment/3/Acme/Main%20Street/Acme%20Co', true],
    ['/dashboard/issue', '/dashboard/issue/thread-7', true],
    ['/dashboard/customers/revenue', '/dashboard/customers/revenue/2026-01-01/2026-01-31', true],
    ['/dashboard/shipper/revenue', '/dashboard/shipper/revenue/4/2026-01-01', true],
    ['/dashboard/adminorders', '/dashboard/adminorders/order/5', true],
    ['/dashboard/adminorders', '/dashboard/adminorders/customer/9', true],
    ['/dashboard/adminorders', '/dashboard/adminorders/shipper/1', true],
    ['/dashboard/adminorders', '/dashboard/adminorders/new/customer', true],
    ['/dashboard/adminorders', '/dashboard/adminorders/new/shipper', true],
    ['/dashboard/adminorders', '/dashboard/adminorders/edit/7', true],
    ['/dashboard/City', '/dashboard/City/new', false],
    ['/dashboard/City/new', '/dashboard/City/new', true],
    ['/dashboard/City', '/dashboard/Zone/edit/3', false],
    ['/dashboard/Zone', '/dashboard/City/edit/3', false],
    ['/dashboard/adminorders', '/dashboard/adminorders/viewReplies', false],
    ['/dashboard/adminorders', '/dashboard/adminorders/cancelledorders', false],
    // Other views of the same list ("include" in spec section 6 is not exhaustive): granted with adminorders.
    ['/dashboard/adminorders', '/dashboard/adminorders/newwindow/9', true],
    ['/dashboard/adminorders', '/dashboard/adminorders/newwindow/switch/10000001', true],
    ['/dashboard/adminorders', '/dashboard/adminorders/repeatedorder/1', true],
    ['/dashboard/City', '/dashboard/adminorders/repeatedorder/1', false],
    // An order's page opens with either order list.
    ['/dashboard/orders', '/dashboard/orders/55', true],
    ['/dashboard/adminorders', '/dashboard/orders/55', true],
    ['/dashboard/City', '/dashboard/orders/55', false],
    ['/dashboard/orders', '/dashboard/orders/archivedorders', false],
    ['/dashboard/TodayOrders', '/dashboard/TodayOrdersArchive', false],
    ['/dashboard/issue', '/dashboard/issuereport', false],
    ['/dashboard/analytics', '/dashboard/hurryorder/12', false],
  ])('grant %s, open %s -> %s', (grant, path, expected) => {
    expect(canOpenUrl(staff(grant), path)).toBe(expected);
  });
});

describe("'_enhanced' URLs", () => {
  it.each<[string, string, boolean]>([
    ['/dashboard/adminorders', '/dashboard/adminorders_enhanced', true],
    ['/dashboard/shipmentrequest', '/dashboard/shipmentrequest_enhanced', true],
    ['/dashboard/customers/revenue', '/dashboard/customers/revenue_enhanced', true],
    ['/dashboard/adminorders', '/dashboard/adminorders_enhanced/', true],
    ['/dashboard/adminorders', '/dashboard/adminorders_enhanced/order/5', true],
    ['/dashboard/City', '/dashboard/City_enhanced', false],
    ['/dashboard/followorders', '/dashboard/followorders_enhanced', false],
    ['/dashboard/shipmentrequest', '/dashboard/adminorders_enhanced', false],
    ['/dashboard/analytics', '/dashboard/shipmentrequest_enhanced', false],
    ['/dashboard/adminorders_enhanced', '/dashboard/adminorders', false],
  ])('grant %s, open %s -> %s', (grant, path, expected) => {
    expect(canOpenUrl(staff(grant), path)).toBe(expected);
  });
});

describe('non-staff are sent away from admin areas', () => {
  it('lists the spec areas', () => {
    expect(NON_STAFF_FORBIDDEN_AREAS).toEqual([
      '/dashboard/adminorders',
      '/dashboard/City',
      '/dashboard/userprivient',
      '/dashboard/SiteSettings',
      '/dashboard/Configurations',
      '/dashboard/useraccount',
      '/dashboard/shipper',
      '/dashboard/customers/revenue',
    ]);
  });

  const forbidden = NON_STAFF_FORBIDDEN_AREAS.flatMap((area) => [area, `${area}/`, `${area}/edit/1`]);
  it.each(forbidden)('%s', (path) => {
    // A customer holding the URL in permitted_url is still refused: the list applies to staff only.
    const holding: PermissionUser = { ...merchant, permitted_url: [path] };
    for (const user of [merchant, holding]) {
      expect(canOpenUrl(user, path)).toBe(false);
      expect(decideUrl(user, path)).toEqual(denied('/customerdashboard/customeranalytics'));
    }
    expect(isNonStaffForbiddenArea(path)).toBe(true);
  });

  it.each<[string, boolean]>([
    ['/dashboard/Shipper', true],
    ['/dashboard/Shipper/edit/4', true],
    ['/dashboard/shipperclosing', false],
    ['/dashboard/customers', false],
    ['/dashboard/CityZones', false],
    ['/dashboard/analytics', false],
    ['/customerdashboard/revenue', false],
  ])('isNonStaffForbiddenArea(%s) -> %s', (path, expected) => {
    expect(isNonStaffForbiddenArea(path)).toBe(expected);
  });

  it("sends a merchant at dashboard/analytics to customeranalytics with the 'no permission' toast", () => {
    expect(canOpenUrl(merchant, '/dashboard/analytics')).toBe(false);
    expect(decideUrl(merchant, '/dashboard/analytics')).toEqual(denied('/customerdashboard/customeranalytics'));
  });

  it.each(['/dashboard', '/dashboard/', '/dashboard/customers', '/dashboard/hurryorder/1'])('refuses a merchant the rest of /dashboard too: %s', (path) => {
    expect(decideUrl(merchant, path)).toEqual(denied('/customerdashboard/customeranalytics'));
  });
});

describe('refused staff go to the dashboard home', () => {
  const refused = ['/dashboard/analytics', '/dashboard/City/new', '/dashboard/City_enhanced', '/dashboard/useraccount/edit/2'];
  it.each(refused)('%s', (path) => {
    expect(decideUrl(staff('/dashboard/City'), path)).toEqual(denied('/dashboard/'));
  });
});

describe('paths outside /dashboard', () => {
  const everyone: readonly [string, PermissionUser][] = [
    ['superuser', superuser],
    ['staff', staff()],
    ['merchant', merchant],
  ];
  it.each(['/', '/login', '/Pricing', '/contact', '/customerdashboard/orders', '/dashboardx'])('canOpenUrl is true for everyone at %s', (path) => {
    for (const [, user] of everyone) expect(canOpenUrl(user, path)).toBe(true);
  });

  it.each(['/customerdashboard', '/customerdashboard/customeranalytics', '/customerdashboard/orders/5?x=1'])(
    'staff and superusers are sent from %s to /dashboard/',
    (path) => {
      for (const user of [superuser, staffSuperuser, staff('/dashboard/City')]) {
        expect(decideUrl(user, path)).toEqual(denied('/dashboard/'));
      }
      expect(decideUrl(merchant, path)).toEqual({ allowed: true });
    },
  );

  it.each(['/', '/about', '/Pricing'])('public page %s is allowed for everyone', (path) => {
    for (const [, user] of everyone) expect(decideUrl(user, path)).toEqual({ allowed: true });
  });
});
