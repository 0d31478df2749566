import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueEntry, RouteAccess } from '../../server/plugins/access';
import { mediaFiles } from '../../server/db/schema';
import { SPECIAL_CODES } from '../../domain/permissions';
import { createTestApp } from '../helpers/test-app';
import {
  buildArea,
  buildCity,
  buildCustomer,
  buildCustomerCategory,
  buildCustomerPermission,
  buildHangonReason,
  buildHoldReason,
  buildOrder,
  buildShipper,
  buildShipperPermission,
  buildSpecialPermissions,
  buildUser,
  buildZone,
  TEST_PASSWORD,
} from '../helpers/builders';

/** Built at collection time: the table of cases is generated from the routes the app really registers. */
const t = await createTestApp();
afterAll(() => t.close());

const IDENTITIES = ['anonymous', 'merchant A', 'merchant B', 'staff without URLs', 'staff with the route URL', 'superuser'] as const;
type Identity = (typeof IDENTITIES)[number];
type Outcome = 401 | 403 | 'allowed';

/** The rule of each access kind, written out independently of the guard that enforces it. */
function expectedOutcome(access: RouteAccess, who: Identity): Outcome {
  if ('public' in access) return 'allowed';
  if (who === 'anonymous') return 401;
  const merchant = who === 'merchant A' || who === 'merchant B';
  if ('user' in access) return 'allowed';
  if ('customer' in access) return merchant ? 'allowed' : 403;
  if ('staff' in access) return merchant ? 403 : 'allowed';
  if ('superuser' in access) return who === 'superuser' ? 'allowed' : 403;
  if (merchant || who === 'staff without URLs') return 403;
  return 'allowed';
}

const isStaticCatchAll = (route: CatalogueEntry) => route.url === '*' || route.url === '/*';
const routes = t.app.routeCatalogue.filter((route) => !isStaticCatchAll(route));
const SESSION_ENDING = new Set(['POST /api/logout/']);

interface Case {
  label: string;
  route: CatalogueEntry;
  access: RouteAccess;
  who: Identity;
}

const cases: Case[] = routes.flatMap((route) =>
  IDENTITIES.map((who) => ({
    label: `${route.method} ${route.url} as ${who}`,
    route,
    // An undeclared route is refused to everybody; 'superuser' describes exactly that (route-declarations.test.ts fails it separately).
    access: route.access ?? { superuser: true },
    who,
  })),
);

interface Login {
  username: string;
  token: string;
}

const logins = new Map<Identity, Login>();
const loginsByUrl = new Map<string, Login>();
const recordIds = new Map<string, string>();

beforeAll(async () => {
  const [merchantA, merchantB, staff, superuser] = await Promise.all([
    t.loginAs({ role: 'customer' }),
    t.loginAs({ role: 'customer' }),
    t.loginAs({ role: 'staff' }),
    t.loginAs({ role: 'superuser' }),
  ]);
  logins.set('merchant A', { username: merchantA.user.username, token: merchantA.token });
  logins.set('merchant B', { username: merchantB.user.username, token: merchantB.token });
  logins.set('staff without URLs', { username: staff.user.username, token: staff.token });
  logins.set('superuser', { username: superuser.user.username, token: superuser.token });

  // One customer and one shipper that every staff login holding a screen may see: the matrix checks screen
  // access; the per-customer and per-shipper rows are tested in the scoping test files.
  // Each is referenced (a login, a pickup shipper) so that a superuser's DELETE in the matrix is refused (409)
  // and later cases still find them.
  const shipper = await buildShipper(t.db);
  const customer = await buildCustomer(t.db, { pickup_shipper_id: shipper.id });
  await buildUser(t.db, { role: 'customer', customerId: customer.id });
  const urls = new Set<string>();
  for (const route of routes) for (const url of screensOf(route.access)) urls.add(url);
  for (const url of urls) {
    const login = await t.loginAs({ role: 'staff', urls: [url] });
    // With its phone and address: managing a customer's logins needs both (domain customerActions.logins).
    await buildCustomerPermission(t.db, login.user.id, customer.id, {
      view: true,
      phone: true,
      address: true,
      updateOrder: true,
      deleteOrder: true,
      revnue: true,
      collectclient: true,
    });
    await buildShipperPermission(t.db, login.user.id, shipper.id);
    // The special codes too, so that the route's screen alone decides (the codes are tested in orders-rules).
    await buildSpecialPermissions(t.db, login.user.id, SPECIAL_CODES);
    loginsByUrl.set(url, { username: login.user.username, token: login.token });
  }
  recordIds.set('customers', String(customer.id));
  // A real order for the order routes' :id; delivered, so the matrix's DELETE is refused (400) and it stays.
  const order = await buildOrder(t.db, { customer_id: customer.id, status: 'Delivered' });
  recordIds.set('addorders', String(order.id));
  recordIds.set('orders', String(order.id));
  recordIds.set('Shipper', String(shipper.id));

  const city = await buildCity(t.db);
  const zone = await buildZone(t.db, { city_id: city.id });
  const area = await buildArea(t.db, { zone_id: zone.id });
  const mediaId = randomUUID();
  await t.db.insert(mediaFiles).values({ id: mediaId, content_type: 'image/png', data: Buffer.from('png').toString('base64') });
  recordIds.set('City', String(city.id));
  recordIds.set('Zone', String(zone.id));
  recordIds.set('area', String(area.id));
  recordIds.set('customercategory', String((await buildCustomerCategory(t.db)).id));
  recordIds.set('holdreason', String((await buildHoldReason(t.db)).id));
  recordIds.set('HangonReason', String((await buildHangonReason(t.db)).id));
  recordIds.set('useraccount', String(staff.user.id));
  recordIds.set('SiteSettings', '1');
  recordIds.set('media', mediaId);
});

/** The screens a route accepts: each one alone must be enough, so the matrix logs in with the first. */
const screensOf = (access: RouteAccess | undefined): readonly string[] => (!access ? [] : 'url' in access ? [access.url] : 'urls' in access ? access.urls : []);

function loginOf(who: Identity, access: RouteAccess): Login | null {
  if (who === 'anonymous') return null;
  if (who === 'staff with the route URL') {
    const url = screensOf(access)[0];
    return url ? (loginsByUrl.get(url) ?? null) : (logins.get('staff without URLs') ?? null);
  }
  return logins.get(who) ?? null;
}

/** Logging out revokes the session it is called with, so that route gets a session of its own. */
async function tokenFor(login: Login | null, route: CatalogueEntry): Promise<string | null> {
  if (!login) return null;
  if (!SESSION_ENDING.has(`${route.method} ${route.url}`)) return login.token;
  const response = await t.call(null, { method: 'POST', url: '/api/token/', payload: { username: login.username, password: TEST_PASSWORD } });
  return response.json<{ access: string }>().access;
}

const pathOf = (route: CatalogueEntry) => {
  const resource = route.url.split('/')[2] ?? '';
  return route.url.replace(/:\w+/g, recordIds.get(resource) ?? '1');
};

const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

describe('authorization matrix', () => {
  it('covers every registered route for every identity', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(cases).toHaveLength(routes.length * IDENTITIES.length);
  });

  it.each(cases)('$label', async ({ label, route, access, who }) => {
    const login = loginOf(who, access);
    if (who !== 'anonymous') expect(login, `no login prepared for ${label}`).not.toBeNull();
    const token = await tokenFor(login, route);
    const response = await t.call(token, {
      method: route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: pathOf(route),
      ...(hasBody(route.method) ? { payload: {} } : {}),
    });
    const status = response.statusCode;
    expect(status, `${label}: ${response.body}`).toBeLessThan(500);
    const outcome = expectedOutcome(access, who);
    if (outcome === 'allowed') expect([401, 403], `${label} answered ${status}: ${response.body}`).not.toContain(status);
    else expect(status, `${label}: ${response.body}`).toBe(outcome);
  });
});
