import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { customers, shippers, users } from '../../server/db/schema';
import { openApiTest } from '../helpers/api-test';
import { buildCity, buildCustomer, buildCustomerPermission, buildCustomerPrice, buildShipper, buildShipperPermission, buildUser } from '../helpers/builders';
import { mobile } from '../helpers/customers-api';
import { cairoToday } from '../../domain/time';

/**
 * Invisible = missing (design guide section 12): a customer or shipper the caller may not see answers exactly
 * as one that does not exist, whatever the method, version or body. Every route that names a customer or a
 * shipper (by path, query or body) is called twice, once with a record hidden from the caller and once with an
 * id that names nothing, and the two answers must be the same. The routes are taken from those the app
 * registers, so a new customer or shipper route fails here until it has its case.
 */
const { t } = await openApiTest();

const city = await buildCity(t.db);
const [seenCustomer, hiddenCustomer] = [await buildCustomer(t.db, { phone: mobile() }), await buildCustomer(t.db, { phone: mobile() })];
const [seenShipper, hiddenShipper] = [await buildShipper(t.db), await buildShipper(t.db)];
const hiddenLogin = await buildUser(t.db, { role: 'customer', customerId: hiddenCustomer.id });
const seenPrice = await buildCustomerPrice(t.db, { customer_id: seenCustomer.id, city_id: city.id, delivery_price: '20', return_price: '5' });
const hiddenPrice = await buildCustomerPrice(t.db, { customer_id: hiddenCustomer.id, city_id: city.id, delivery_price: '30', return_price: '5' });

const staff = await t.loginAs({
  role: 'staff',
  urls: [
    '/dashboard/customers',
    '/dashboard/customers/new',
    '/dashboard/Shipper',
    '/dashboard/Shipper/new',
    '/dashboard/customers/wallet',
    '/dashboard/customer-closing',
    '/dashboard/customer-closing/new',
  ],
});
await buildCustomerPermission(t.db, staff.user.id, seenCustomer.id, { view: true, phone: true, address: true });
await buildShipperPermission(t.db, staff.user.id, seenShipper.id, { phone: true, address: true });
const merchant = await t.loginAs({ role: 'customer', customerId: seenCustomer.id });
// The collect desk's member handles the seen customer and may send the seen shipper.
const collector = await t.loginAs({ role: 'staff', urls: ['/dashboard/CollectRequest/collectList'] });
await buildCustomerPermission(t.db, collector.user.id, seenCustomer.id, { view: true, collectclient: true });
await buildShipperPermission(t.db, collector.user.id, seenShipper.id);

/** What a call names: a record hidden from the caller, or ids (and a phone) that name nothing. */
interface Subject {
  customer: number;
  shipper: number;
  phone: string;
  price: number;
}
const HIDDEN: Subject = { customer: hiddenCustomer.id, shipper: hiddenShipper.id, phone: hiddenCustomer.phone, price: hiddenPrice.id };
const ABSENT: Subject = { customer: 2_000_000_001, shipper: 2_000_000_002, phone: mobile(), price: 2_000_000_003 };

const customerBody = (extra: Record<string, unknown> = {}) => ({ name: 'Probe', phone: mobile(), city_id: city.id, ...extra });
const shipperBody = { name: 'Probe', phone: '', national_id: '', city_id: city.id, delivery_fee: '20', return_fee: '10' };
const priceBody = (customer: number) => ({ customer_id: customer, city_id: city.id, delivery_price: '25', return_price: '5' });
const filter = (value: Record<string, unknown>) => ({ filter: JSON.stringify(value) });
/** A version of any kind is sent too: an id's answer must not depend on it. */
const VERSIONS = [{}, { version: 1 }, { version: 987654 }];

interface Case {
  /** `METHOD /api/path` as the app registers it; unregistered methods on a record's path are walked too. */
  route: string;
  expected: number;
  call: (s: Subject) => InjectOptions;
  token?: string;
}

const fixedCustomerBody = customerBody();
const fixedNewPriceCity = await buildCity(t.db);
const cases: Case[] = [
  { route: 'GET /api/customers', expected: 200, call: (s) => ({ method: 'GET', url: '/api/customers', query: filter({ id: [s.customer] }) }) },
  {
    route: 'POST /api/customers',
    expected: 400,
    call: (s) => ({ method: 'POST', url: '/api/customers', payload: { ...fixedCustomerBody, pickup_shipper_id: s.shipper } }),
  },
  { route: 'GET /api/customers/:id', expected: 404, call: (s) => ({ method: 'GET', url: `/api/customers/${s.customer}` }) },
  ...VERSIONS.map((version) => ({
    route: 'PUT /api/customers/:id',
    expected: 404,
    call: (s: Subject) => ({ method: 'PUT' as const, url: `/api/customers/${s.customer}`, payload: { ...fixedCustomerBody, ...version } }),
  })),
  {
    route: 'PUT /api/customers/:id',
    expected: 400,
    call: (s) => ({
      method: 'PUT',
      url: `/api/customers/${seenCustomer.id}`,
      payload: { name: seenCustomer.name, phone: seenCustomer.phone, city_id: city.id, pickup_shipper_id: s.shipper },
    }),
  },
  { route: 'DELETE /api/customers/:id', expected: 404, call: (s) => ({ method: 'DELETE', url: `/api/customers/${s.customer}` }) },
  {
    route: 'PATCH /api/customers/:id',
    expected: 404,
    call: (s) => ({ method: 'PATCH', url: `/api/customers/${s.customer}`, payload: { name: 'x', version: 3 } }),
  },
  {
    route: 'GET /api/customer/get_update_customer',
    expected: 404,
    call: (s) => ({ method: 'GET', url: '/api/customer/get_update_customer', query: { id: String(s.customer) } }),
  },
  { route: 'GET /api/customers/by_phone/', expected: 404, call: (s) => ({ method: 'GET', url: '/api/customers/by_phone/', query: { phone: s.phone } }) },
  {
    route: 'PATCH /api/customers/check-phone/',
    expected: 200,
    call: (s) => ({ method: 'PATCH', url: '/api/customers/check-phone/', payload: { phone: hiddenCustomer.phone, id: s.customer } }),
  },
  { route: 'GET /api/customers/:id/logins', expected: 404, call: (s) => ({ method: 'GET', url: `/api/customers/${s.customer}/logins` }) },
  {
    route: 'POST /api/customers/:id/logins',
    expected: 404,
    call: (s) => ({
      method: 'POST',
      url: `/api/customers/${s.customer}/logins`,
      payload: { username: 'probe@example.com', first_name: 'P', password: 'probe.pass1' },
    }),
  },
  {
    route: 'PUT /api/customers/:id/logins/:userId',
    expected: 404,
    call: (s) => ({ method: 'PUT', url: `/api/customers/${s.customer}/logins/${hiddenLogin.id}`, payload: { first_name: 'P', is_active: false } }),
  },
  {
    route: 'DELETE /api/customers/:id/logins/:userId',
    expected: 404,
    call: (s) => ({ method: 'DELETE', url: `/api/customers/${s.customer}/logins/${hiddenLogin.id}` }),
  },
  {
    route: 'POST /api/customers/:id/logins/:userId/reset_password',
    expected: 404,
    call: (s) => ({ method: 'POST', url: `/api/customers/${s.customer}/logins/${hiddenLogin.id}/reset_password`, payload: { password: 'probe.pass1' } }),
  },
  { route: 'GET /api/Shipper', expected: 200, call: (s) => ({ method: 'GET', url: '/api/Shipper', query: filter({ id: [s.shipper] }) }) },
  { route: 'GET /api/Shipper/:id', expected: 404, call: (s) => ({ method: 'GET', url: `/api/Shipper/${s.shipper}` }) },
  ...VERSIONS.map((version) => ({
    route: 'PUT /api/Shipper/:id',
    expected: 404,
    call: (s: Subject) => ({ method: 'PUT' as const, url: `/api/Shipper/${s.shipper}`, payload: { ...shipperBody, ...version } }),
  })),
  { route: 'DELETE /api/Shipper/:id', expected: 404, call: (s) => ({ method: 'DELETE', url: `/api/Shipper/${s.shipper}` }) },
  { route: 'PATCH /api/Shipper/:id', expected: 404, call: (s) => ({ method: 'PATCH', url: `/api/Shipper/${s.shipper}`, payload: { is_active: false } }) },
  {
    route: 'GET /api/customer-prices',
    expected: 200,
    call: (s) => ({ method: 'GET', url: '/api/customer-prices', query: filter({ customer_id: s.customer }) }),
  },
  {
    route: 'POST /api/customer-prices',
    expected: 400,
    call: (s) => ({ method: 'POST', url: '/api/customer-prices', payload: { ...priceBody(s.customer), city_id: fixedNewPriceCity.id } }),
  },
  { route: 'GET /api/customer-prices/:id', expected: 404, call: (s) => ({ method: 'GET', url: `/api/customer-prices/${s.price}` }) },
  {
    route: 'PUT /api/customer-prices/:id',
    expected: 404,
    call: (s) => ({ method: 'PUT', url: `/api/customer-prices/${s.price}`, payload: priceBody(hiddenCustomer.id) }),
  },
  {
    route: 'PUT /api/customer-prices/:id',
    expected: 400,
    call: (s) => ({ method: 'PUT', url: `/api/customer-prices/${seenPrice.id}`, payload: priceBody(s.customer) }),
  },
  { route: 'DELETE /api/customer-prices/:id', expected: 404, call: (s) => ({ method: 'DELETE', url: `/api/customer-prices/${s.price}` }) },
  {
    route: 'GET /api/shipment-price',
    expected: 404,
    call: (s) => ({ method: 'GET', url: '/api/shipment-price', query: { customer: String(s.customer), city: String(city.id) } }),
  },
  {
    route: 'GET /api/shipment-price',
    expected: 404,
    token: merchant.token,
    call: (s) => ({ method: 'GET', url: '/api/shipment-price', query: { customer: String(s.customer), city: String(city.id) } }),
  },
  {
    route: 'GET /api/orders/hasOrderPermession',
    expected: 200,
    call: (s) => ({ method: 'GET', url: '/api/orders/hasOrderPermession', query: { Customerid: String(s.customer) } }),
  },
  { route: 'GET /api/customers/wallet/:id', expected: 404, call: (s) => ({ method: 'GET', url: `/api/customers/wallet/${s.customer}` }) },
  {
    route: 'GET /api/customer-closing/preview/',
    expected: 404,
    call: (s) => ({ method: 'GET', url: '/api/customer-closing/preview/', query: { customer: String(s.customer) } }),
  },
  {
    route: 'GET /api/customer-closing/',
    expected: 404,
    call: (s) => ({ method: 'GET', url: '/api/customer-closing/', query: { customer: String(s.customer) } }),
  },
  {
    route: 'POST /api/customer-closing/',
    expected: 404,
    call: (s) => ({ method: 'POST', url: '/api/customer-closing/', payload: { customer: s.customer, orders: [1] } }),
  },
  {
    route: 'GET /api/orders/hasOrderPermession',
    expected: 200,
    call: (s) => ({ method: 'GET', url: '/api/orders/hasOrderPermession', query: { shipperid: String(s.shipper) } }),
  },
  // A merchant's revenue on the report kit, by staff (customers/revenue follows the customers list's grant).
  ...['customerrevenue', 'customerrevenue/export', 'customerrevenue_enhanced', 'customerrevenue_orders'].map((report) => ({
    route: `GET /api/reports/${report}`,
    expected: 404,
    call: (s: Subject) => ({ method: 'GET' as const, url: `/api/reports/${report}`, query: { id: String(s.customer), day_date: cairoToday() } }),
  })),
  {
    route: 'GET /api/addorders/collect',
    expected: 200,
    token: collector.token,
    call: (s) => ({ method: 'GET', url: '/api/addorders/collect', query: { customer_id: String(s.customer) } }),
  },
  {
    route: 'POST /api/addorders/collect/',
    expected: 400,
    token: collector.token,
    call: (s) => ({ method: 'POST', url: '/api/addorders/collect/', payload: { customer_id: s.customer } }),
  },
  {
    route: 'POST /api/addorders/collect/bulk_update-status/',
    expected: 400,
    token: collector.token,
    call: (s) => ({ method: 'POST', url: '/api/addorders/collect/bulk_update-status/', payload: { ids: [1], action: 'assign', shipper: s.shipper } }),
  },
  {
    route: 'POST /api/requests/change_shipper/',
    expected: 400,
    token: collector.token,
    call: (s) => ({ method: 'POST', url: '/api/requests/change_shipper/', payload: { ids: [1], shipper: s.shipper } }),
  },
  {
    route: 'GET /api/CollectGallery/:customer/:company_name/:collect_date',
    expected: 404,
    call: (s) => ({ method: 'GET', url: `/api/CollectGallery/${s.customer}/Shop/2026-01-01`, query: { key: 'k'.repeat(32) } }),
  },
];

/** The customer and shipper routes: under these paths, plus the calls elsewhere that take a customer or shipper id. */
const CUSTOMER_OR_SHIPPER_PATH = /^\/api\/(customers|customer|Shipper|shipper|customer-prices|shipment-price|customer-closing)(\/|$)/;
const ELSEWHERE = [
  'GET /api/orders/hasOrderPermession',
  'GET /api/addorders/collect',
  'POST /api/addorders/collect/',
  'POST /api/addorders/collect/bulk_update-status/',
  'POST /api/requests/change_shipper/',
  'GET /api/CollectGallery/:customer/:company_name/:collect_date',
];
/** Routes under those paths that name no customer or shipper (categories, the shipper picker, a new shipper's form, all shippers' revenue). */
const NAMING_NONE = [
  'GET /api/customers/customer_category/',
  'GET /api/shipper/',
  'POST /api/Shipper',
  // Every merchant's wallet the caller may see; a closing's statement (named by its id: a hidden merchant's is missing).
  'GET /api/customers/wallet/',
  'GET /api/customer-closing/:id',
  'POST /api/customer-closing/:id/export/',
];

/** An answer as a caller sees it; the not-found handler's echo of the requested path is the one part that may differ. */
async function answer(token: string, request: InjectOptions, subject: Subject) {
  const response = await t.call(token, request);
  const seen = { status: response.statusCode, range: response.headers['content-range'] ?? null };
  const body: unknown = response.body ? response.json() : null;
  if (body === null || typeof body !== 'object' || !('path' in body) || typeof body.path !== 'string') return { ...seen, body };
  return { ...seen, body: { ...body, path: body.path.replace(String(subject.customer), '<id>').replace(String(subject.shipper), '<id>') } };
}

describe('a customer or shipper the caller may not see answers exactly as a missing one', () => {
  it('walks every registered route that names a customer or a shipper', () => {
    const registered = t.app.routeCatalogue.map((route) => `${route.method} ${route.url}`);
    const named = registered.filter((route) => CUSTOMER_OR_SHIPPER_PATH.test(route.split(' ')[1] ?? '') || ELSEWHERE.includes(route));
    const walked = new Set(cases.map((c) => c.route));
    expect(named.filter((route) => !walked.has(route) && !NAMING_NONE.includes(route))).toEqual([]);
  });

  it.each(cases.map((c, index) => ({ ...c, label: `${c.route} #${index}` })))('$label', async ({ call, expected, token }) => {
    const caller = token ?? staff.token;
    const hidden = await answer(caller, call(HIDDEN), HIDDEN);
    const absent = await answer(caller, call(ABSENT), ABSENT);
    expect(hidden, JSON.stringify(hidden.body)).toEqual(absent);
    expect(hidden.status).toBe(expected);
  });

  it('changed nothing of the hidden records', async () => {
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, hiddenCustomer.id));
    const [shipper] = await t.db.select().from(shippers).where(eq(shippers.id, hiddenShipper.id));
    const [login] = await t.db.select().from(users).where(eq(users.id, hiddenLogin.id));
    expect(customer).toEqual(hiddenCustomer);
    expect(shipper).toEqual(hiddenShipper);
    expect(login).toMatchObject({ customer_id: hiddenCustomer.id, is_active: true, password_hash: hiddenLogin.password_hash });
  });
});
