import { cairoToday } from '../../domain/time';
/**
 * Every route a merchant login may call (access `customer`, read from the routes the app registers, so a new one
 * cannot escape), called as merchant A naming merchant B's order and customer wherever the call takes an id:
 * nothing of B's comes back (lists, counts, figures and exports included), every call that named B's record
 * answers exactly as a missing one, and B's order is unchanged afterwards.
 */
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { STATUS_CODE } from '../../domain/orders/status';
import { openApiTest } from '../helpers/api-test';
import { buildCity, buildCustomer, buildMaterial, buildOrder } from '../helpers/builders';
import { storedOrder, xlsxRows } from '../helpers/orders-api';

const { t } = await openApiTest();

const city = await buildCity(t.db);
const a = await buildCustomer(t.db, { company_name: 'Alpha Shop' });
const b = await buildCustomer(t.db, { company_name: 'Bravo Secret Shop' });
const mine = await buildOrder(t.db, { customer_id: a.id, city_id: city.id, full_name: 'Alpha Recipient', status_code: STATUS_CODE.awaitingPickup });
const theirs = await buildOrder(t.db, {
  customer_id: b.id,
  city_id: city.id,
  full_name: 'Bravo Recipient',
  phone: mine.phone,
  status: 'Delivered',
  collected_amount: '777.00',
  status_code: STATUS_CODE.awaitingPickup,
});
const material = await buildMaterial(t.db);
const { token } = await t.loginAs({ role: 'customer', customerId: a.id });
const theirsBefore = await storedOrder(t.db, theirs.id);
/** What would give B away: its recipient, serial, company and the cash of its order. */
const B_MARKERS = ['Bravo Recipient', theirs.serial, 'Bravo Secret Shop', '777.00'];

const routes = t.app.routeCatalogue.filter((route) => route.access && 'customer' in route.access);

/**
 * The calls that take the merchant's customer as `id` in the query (the spec's addorders calls, the price list and
 * reports; the others take it from the session): read from each route's own query schema.
 */
const takesCustomerId = (route: (typeof routes)[number]) =>
  route.method === 'GET' && 'id' in ((route.schema?.querystring as { properties?: object } | undefined)?.properties ?? {});

/**
 * A's call naming B's order (path `:id`, body `ids`) or B's customer (query `id`, `customer` in bodies and
 * filters), and whether it names B's record itself, which must answer 404 as a missing one.
 */
function namingB(route: (typeof routes)[number]): { options: InjectOptions; namesRecord: boolean } {
  const { method } = route;
  const url = route.url.replace(/^\/api/, '');
  const query = takesCustomerId(route) ? { id: String(b.id), customer: String(b.id), city: String(city.id), day_date: cairoToday() } : undefined;
  const payload =
    method === 'GET'
      ? undefined
      : {
          ids: [theirs.id],
          customer: b.id,
          Filterdata: { customer: b.id },
          full_name: 'Made By A',
          phone: '01011112222',
          address: '1 Road',
          city: city.id,
          items: [{ material: material.id, quantity: 1 }],
        };
  const namesRecord = url.includes(':id') || query !== undefined || (payload !== undefined && /\/(cancel|print)\/$/.test(url));
  const options: InjectOptions = { method: method as InjectOptions['method'], url: `/api${url.replace(':id', String(theirs.id))}`, query, payload };
  return { options, namesRecord };
}

describe("a merchant's calls never reach another merchant's data", () => {
  it('covers the merchant routes', () => {
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/addorders/get_customer_orders/',
        'GET /api/merchant/orders/:id/',
        'POST /api/merchant/orders/export/',
        'GET /api/merchant/prices/',
        'GET /api/reports/TopCReport',
        'GET /api/merchant/reports/cities/orders/',
      ]),
    );
  });

  for (const route of routes) {
    it(`${route.method} ${route.url}`, async () => {
      const { options, namesRecord } = namingB(route);
      const answer = await t.call(token, options);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      if (namesRecord) expect(answer.statusCode, answer.body).toBe(404);
      const text = answer.headers['content-type']?.toString().includes('spreadsheet') ? JSON.stringify(await xlsxRows(answer)) : answer.body;
      for (const marker of B_MARKERS) expect(text).not.toContain(marker);
      expect(await storedOrder(t.db, theirs.id)).toEqual(theirsBefore);
    });
  }

  it("lists, counts and exports A's own order when asked for B's customer", async () => {
    const listed = await t.call(token, { method: 'GET', url: '/api/addorders/get_customer_orders/', query: { customer: String(b.id) } });
    expect(listed.json()).toMatchObject({ count: 1, results: [{ id: mine.id }] });
    const exported = await t.call(token, { method: 'POST', url: '/api/merchant/orders/export/', payload: { Filterdata: { customer: b.id } } });
    expect((await xlsxRows(exported)).length).toBe(2);
  });

  it("refuses to ask for the money of B's delivered order exactly as for an order that does not exist", async () => {
    const ask = (id: number) => t.call(token, { method: 'POST', url: '/api/customization/customer_collect_Deliverd', payload: { id } });
    const [theirsAsked, missing] = [await ask(theirs.id), await ask(2_000_000_001)];
    expect(theirsAsked.statusCode).toBe(400);
    expect(theirsAsked.json()).toEqual({
      ...missing.json(),
      message: missing.json<{ message: string }>().message.replace('2000000001', String(theirs.id)),
      params: { order: `#${theirs.id}` },
    });
    expect(await storedOrder(t.db, theirs.id)).toEqual(theirsBefore);
  });

  it("reports A's own order only in the city it shares with B", async () => {
    const report = await t.call(token, { method: 'GET', url: '/api/reports/TopCReport' });
    expect(report.json<{ results: unknown[] }>().results).toEqual([expect.objectContaining({ city: city.id, count: 1 })]);
    const listed = await t.call(token, { method: 'GET', url: '/api/merchant/reports/cities/orders/', query: { city: String(city.id) } });
    expect(listed.json()).toMatchObject({ count: 1, results: [{ id: mine.id }] });
    for (const marker of B_MARKERS) expect(listed.body).not.toContain(marker);
  });
});
