import { STAFF_SCREENS, screenUrl } from '../screens';
import { isWithin, normalisePath, segmentsOf } from './paths';
import { PERMISSION_DENIED_TOAST, type PermissionUser, type UrlDecision } from './types';

export const DASHBOARD_PATH = '/dashboard';
export const CUSTOMER_DASHBOARD_PATH = '/customerdashboard';
/** Where a refused staff user, or a staff user inside the customer dashboard, is sent. */
export const STAFF_HOME = '/dashboard/';
/** Where a customer (neither staff nor superuser) is sent from any /dashboard page. */
export const CUSTOMER_HOME = '/customerdashboard/customeranalytics';

/**
 * Spec section 6, "Non-staff: sent away from admin areas". Customers are refused the whole of /dashboard
 * anyway (nothing there is theirs); this list names the areas the spec calls out, for tests and for callers
 * that want to single them out.
 */
export const NON_STAFF_FORBIDDEN_AREAS: readonly string[] = Object.freeze([
  '/dashboard/adminorders',
  '/dashboard/City',
  '/dashboard/userprivient',
  '/dashboard/SiteSettings',
  '/dashboard/Configurations',
  '/dashboard/useraccount',
  '/dashboard/shipper',
  '/dashboard/customers/revenue',
]);

/**
 * Whether `path` lies in one of NON_STAFF_FORBIDDEN_AREAS. The spec writes 'shipper' here while its route list
 * names the screen 'Shipper', so that one entry is compared case-insensitively: this is a deny list, and
 * matching both spellings can only refuse more, never grant more. Every other entry is case-sensitive.
 */
export function isNonStaffForbiddenArea(path: string): boolean {
  const normalised = normalisePath(path);
  const [root, area] = segmentsOf(normalised);
  if (root === 'dashboard' && area?.toLowerCase() === 'shipper') return true;
  return NON_STAFF_FORBIDDEN_AREAS.some((base) => isWithin(normalised, base));
}

/**
 * Last segments that make a path a detail of its base: 'BASE/edit/3' is allowed when BASE is permitted.
 * 'new' is deliberately absent: creating a record is a separate grantable screen, so '/dashboard/City/new'
 * needs '/dashboard/City/new' itself in permitted_url ('/dashboard/adminorders/new/...' is the one exception:
 * the adminorders registry entry lets its 'new' pages follow its grant).
 */
const DETAIL_SEGMENTS: ReadonlySet<string> = new Set(['edit', 'details', 'detail', 'revenue', 'newrevenue']);

/**
 * Spec URLs whose screens are not built yet but whose rules section 6 already gives: their subtrees follow
 * their grant (the lowercase 'shipper' spelling, as in isNonStaffForbiddenArea; the exact stored grant is still
 * required; the built Shipper/revenue and customers/revenue pages are registry entries). Each moves to its
 * registry entry (domain/screens.ts, `subtree`, `enhanced`) when its screen is built; the built screens' rules are
 * read from there.
 */
const UNBUILT_SUBTREES: readonly string[] = ['/dashboard/issue', '/dashboard/shipper/revenue', '/dashboard/shipper/newrevenue'];

/** Each base with the paths below it that follow its grant: all of them (`true`) or those below the named segments. */
const SUBTREES: readonly (readonly [string, true | readonly string[]])[] = [
  ...STAFF_SCREENS.flatMap((screen) => (screen.subtree ? [[screen.url, screen.subtree] as const] : [])),
  ...UNBUILT_SUBTREES.map((base) => [base, true] as const),
];

/** The only bases whose '<base>_enhanced' twin is granted with them (spec: adminorders, shipmentrequest, customers/revenue). */
const ENHANCED_BASES: readonly string[] = STAFF_SCREENS.filter((screen) => screen.enhanced).map((screen) => screen.url);
const ENHANCED_SUFFIX = '_enhanced';

/** '/dashboard/orders/{orderId}': an order's page, open to whoever may open the order lists. */
const ORDER_PAGE = /^\/dashboard\/orders\/\d+$/;
const ORDER_LISTS: readonly string[] = [screenUrl('adminorders'), screenUrl('orders')];

function isDetailOfPermittedBase(permitted: ReadonlySet<string>, path: string): boolean {
  const segments = segmentsOf(path);
  // Start at 2 so the base is at least '/dashboard/<screen>': a grant of '/dashboard' alone opens nothing more.
  for (let k = 2; k < segments.length; k += 1) {
    const segment = segments[k];
    if (segment !== undefined && DETAIL_SEGMENTS.has(segment) && permitted.has(`/${segments.slice(0, k).join('/')}`)) {
      return true;
    }
  }
  return false;
}

function followsGrant(path: string, [base, below]: readonly [string, true | readonly string[]]): boolean {
  return below === true ? isWithin(path, base) : below.some((segment) => isWithin(path, `${base}/${segment}`));
}

function isInPermittedSubtree(permitted: ReadonlySet<string>, path: string): boolean {
  if (SUBTREES.some((entry) => permitted.has(entry[0]) && followsGrant(path, entry))) return true;
  return ORDER_PAGE.test(path) && ORDER_LISTS.some((base) => permitted.has(base));
}

function isGranted(permitted: ReadonlySet<string>, path: string): boolean {
  return permitted.has(path) || isDetailOfPermittedBase(permitted, path) || isInPermittedSubtree(permitted, path);
}

function staffMayOpen(permitted: ReadonlySet<string>, path: string): boolean {
  if (path === DASHBOARD_PATH) return true;
  if (isGranted(permitted, path)) return true;
  for (const base of ENHANCED_BASES) {
    const enhanced = `${base}${ENHANCED_SUFFIX}`;
    if (isWithin(path, enhanced)) return isGranted(permitted, `${base}${path.slice(enhanced.length)}`);
  }
  return false;
}

function permittedSet(user: PermissionUser): ReadonlySet<string> {
  return new Set(user.permitted_url.map(normalisePath));
}

/**
 * Whether the user may open `path` (spec section 6, "Staff URL access" and "Non-staff").
 * Paths outside /dashboard are open to everyone here; the customer dashboard has its own guards.
 */
export function canOpenUrl(user: PermissionUser, path: string): boolean {
  if (user.is_superuser) return true;
  const normalised = normalisePath(path);
  if (!isWithin(normalised, DASHBOARD_PATH)) return true;
  if (!user.is_staff) return false;
  return staffMayOpen(permittedSet(user), normalised);
}

function deny(redirectTo: string): UrlDecision {
  return { allowed: false, redirectTo, toastKey: PERMISSION_DENIED_TOAST };
}

/** The browser router guard's answer: open the page, or go elsewhere with the permission-denied toast. */
export function decideUrl(user: PermissionUser, path: string): UrlDecision {
  const operator = user.is_staff || user.is_superuser;
  if (operator && isWithin(normalisePath(path), CUSTOMER_DASHBOARD_PATH)) return deny(STAFF_HOME);
  if (canOpenUrl(user, path)) return { allowed: true };
  return deny(operator ? STAFF_HOME : CUSTOMER_HOME);
}
