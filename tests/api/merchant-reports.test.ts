/**
 * The merchant's price list (GET /api/merchant/prices/) and its report of orders by city with one city's orders
 * (GET /api/reports/TopCReport on the report kit, and /api/merchant/reports/cities/orders/): its own prices and orders only, counts that match the
 * orders it has, and another merchant's ids answering as missing ones.
 */
import { describe, expect, it } from 'vitest';
import type { ReportPage } from '../../domain/reports/kit';
import type { PriceListLine } from '../../domain/price-list';
import { STATUS_CODE } from '../../domain/orders/status';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import {
  buildCategoryPrice,
  buildCity,
  buildCustomer,
  buildCustomerCategory,
  buildCustomerPrice,
  buildOrder,
  buildReturnPriceItem,
  buildReturnPriceTemplate,
  buildZone,
} from '../helpers/builders';

const { t } = await openApiTest();

/** A merchant login of a new customer with `values`. */
async function merchant(values: Parameters<typeof buildCustomer>[1] = {}) {
  const customer = await buildCustomer(t.db, values);
  const login = await t.loginAs({ role: 'customer', customerId: customer.id });
  return { customer, token: login.token };
}

const get = (token: string, url: string, query: Record<string, string> = {}) => t.call(token, { method: 'GET', url, query });

describe("the merchant's price list", () => {
  it('lists its own prices by city and zone, its overrides over its category, and never another merchant’s', async () => {
    const cairo = await buildCity(t.db, { name: 'Cairo Prices', name_ar: 'القاهرة للأسعار' });
    const nasr = await buildZone(t.db, { city_id: cairo.id, name: 'Nasr City Prices', name_ar: 'مدينة نصر' });
    const maadi = await buildZone(t.db, { city_id: cairo.id, name: 'Maadi Prices' });
    const giza = await buildCity(t.db, { name: 'Giza Prices' });
    const alex = await buildCity(t.db, { name: 'Alexandria Prices' });
    const category = await buildCustomerCategory(t.db);
    await buildCategoryPrice(t.db, { category_id: category.id, city_id: cairo.id, zone_id: null, delivery_price: '45.00', return_price: '20.00' });
    // The same as the whole city: not a line of its own.
    await buildCategoryPrice(t.db, { category_id: category.id, city_id: cairo.id, zone_id: maadi.id, delivery_price: '45.00', return_price: '20.00' });
    await buildCategoryPrice(t.db, { category_id: category.id, city_id: giza.id, zone_id: null, delivery_price: '55.00', return_price: '25.00' });
    const template = await buildReturnPriceTemplate(t.db);
    await buildReturnPriceItem(t.db, { template_id: template.id, city_id: giza.id, price: '10.00' });
    const a = await merchant({ category_id: category.id, HasReturnPrice: true, return_price_template_id: template.id });
    await buildCustomerPrice(t.db, { customer_id: a.customer.id, city_id: cairo.id, zone_id: nasr.id, delivery_price: '50.00', return_price: '22.00' });
    // Another merchant in the same category, with prices of its own in a city A is not priced in.
    const b = await merchant({ category_id: category.id });
    await buildCustomerPrice(t.db, { customer_id: b.customer.id, city_id: alex.id, zone_id: null, delivery_price: '777.00', return_price: '66.00' });
    await buildCustomerPrice(t.db, { customer_id: b.customer.id, city_id: cairo.id, zone_id: null, delivery_price: '31.00', return_price: '13.00' });

    const answer = await get(a.token, '/api/merchant/prices/');
    expect(answer.statusCode, answer.body).toBe(200);
    const lines = answer.json<{ results: PriceListLine[] }>().results;
    expect(lines.map((line) => [line.city_name, line.zone_name, line.delivery_price, line.return_price])).toEqual([
      ['Cairo Prices', '', '45.00', '20.00'],
      ['Cairo Prices', 'Nasr City Prices', '50.00', '22.00'],
      // Giza's return comes from A's return price template.
      ['Giza Prices', '', '55.00', '10.00'],
    ]);
    expect(lines[0]).toMatchObject({ city: cairo.id, city_name_ar: 'القاهرة للأسعار', zone: null });
    expect(answer.body).not.toContain('777.00');
    expect(answer.body).not.toContain('31.00');
    expect(answer.body).not.toContain('Alexandria');

    expect(
      (await get(b.token, '/api/merchant/prices/')).json<{ results: PriceListLine[] }>().results.map((line) => [line.city_name, line.delivery_price]),
    ).toEqual([
      ['Cairo Prices', '31.00'],
      ['Giza Prices', '55.00'],
      ['Alexandria Prices', '777.00'],
    ]);
  });

  it('is empty for a merchant without prices, answers its own id, and another customer’s as a missing one', async () => {
    const a = await merchant();
    const other = await buildCustomer(t.db);
    expect((await get(a.token, '/api/merchant/prices/', { id: String(a.customer.id) })).json()).toEqual({ results: [] });
    const theirs = await get(a.token, '/api/merchant/prices/', { id: String(other.id) });
    const missing = await get(a.token, '/api/merchant/prices/', { id: '2147483647' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
  });

  it('is for merchant logins only', async () => {
    const staff = await t.loginAs({ role: 'superuser' });
    expect((await get(staff.token, '/api/merchant/prices/')).statusCode).toBe(403);
  });
});

describe("the merchant's orders by city", () => {
  it('counts its own orders of the range by city, and each city lists exactly those orders', async () => {
    const a = await merchant();
    const b = await merchant();
    const cairo = await buildCity(t.db, { name: 'Cairo Report', name_ar: 'القاهرة' });
    const giza = await buildCity(t.db, { name: 'Giza Report' });
    const mine = (values: Parameters<typeof buildOrder>[1]) => buildOrder(t.db, { customer_id: a.customer.id, ...values });
    const cairoOrders = [
      await mine({ city_id: cairo.id, status: 'Delivered' }),
      await mine({ city_id: cairo.id, status: 'Collected', status_code: STATUS_CODE.archived }),
      await mine({ city_id: cairo.id, status: 'Returned' }),
      await mine({ city_id: cairo.id, status: 'Pending', rejected: true }),
      await mine({ city_id: cairo.id, status: 'Hold', order_date: cairoDaysAgo(3) }),
    ];
    const gizaOrders = [await mine({ city_id: giza.id, status: 'Rejected' }), await mine({ city_id: giza.id, status_code: STATUS_CODE.awaitingPickup })];
    // Left out: a cancelled order, one before the range, and another merchant's.
    await mine({ city_id: cairo.id, status_code: STATUS_CODE.cancelled });
    await mine({ city_id: giza.id, order_date: cairoDaysAgo(30) });
    for (let i = 0; i < 4; i += 1) await buildOrder(t.db, { customer_id: b.customer.id, city_id: giza.id, status: 'Delivered' });

    const range = { from_date: cairoDaysAgo(7), to_date: cairoToday() };
    const report = await get(a.token, '/api/reports/TopCReport', range);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json<ReportPage>().results).toEqual([
      { city: cairo.id, city_name: { name: 'Cairo Report', name_ar: 'القاهرة' }, count: 5, delivered: 2, returned: 1 },
      { city: giza.id, city_name: { name: 'Giza Report', name_ar: '' }, count: 2, delivered: 0, returned: 1 },
    ]);
    expect(report.json<ReportPage>().totals).toEqual({ count: 7, delivered: 2, returned: 2 });

    for (const [city, built] of [
      [cairo, cairoOrders],
      [giza, gizaOrders],
    ] as const) {
      const listed = await get(a.token, '/api/merchant/reports/cities/orders/', {
        city: String(city.id),
        order_date: range.from_date,
        to_date: range.to_date,
        page_size: '50',
      });
      expect(listed.statusCode, listed.body).toBe(200);
      const page = listed.json<{ count: number; results: { id: number }[] }>();
      expect(page.count).toBe(built.length);
      expect(page.results.map((order) => order.id).sort((x, y) => x - y)).toEqual(built.map((order) => order.id).sort((x, y) => x - y));
    }
  });

  it("answers another customer's id as a missing one (the report takes none: it is the caller's own), and a date out of range beside its field", async () => {
    const a = await merchant();
    const other = await buildCustomer(t.db);
    const city = await buildCity(t.db);
    const url = '/api/merchant/reports/cities/orders/';
    const query = { city: String(city.id) };
    const theirs = await get(a.token, url, { ...query, id: String(other.id) });
    expect(theirs.statusCode, url).toBe(404);
    expect(theirs.body).toBe((await get(a.token, url, { ...query, id: '2147483647' })).body);
    expect((await get(a.token, url, { ...query, id: String(a.customer.id) })).statusCode, url).toBe(200);
    await buildOrder(t.db, { customer_id: other.id, city_id: city.id });
    expect((await get(a.token, '/api/reports/TopCReport', { id: String(other.id) })).json<ReportPage>().results).toEqual([]);
    const badFrom = await get(a.token, '/api/reports/TopCReport', { from_date: '0001-01-01' });
    expect(badFrom.statusCode).toBe(400);
    expect(badFrom.json<ErrorBody>().errors).toEqual({ from_date: 'validation.date_out_of_range' });
    const badTo = await get(a.token, '/api/merchant/reports/cities/orders/', { city: String(city.id), to_date: '2026-02-30' });
    expect(badTo.statusCode).toBe(400);
    expect((await get(a.token, '/api/merchant/reports/cities/orders/')).statusCode).toBe(400);
  });

  it("lists none of another merchant's orders in a city they share", async () => {
    const a = await merchant();
    const b = await merchant();
    const city = await buildCity(t.db);
    const theirs = await buildOrder(t.db, { customer_id: b.customer.id, city_id: city.id, full_name: 'Bravo Person' });
    const listed = await get(a.token, '/api/merchant/reports/cities/orders/', { city: String(city.id) });
    expect(listed.json()).toMatchObject({ count: 0, results: [] });
    expect(listed.body).not.toContain(theirs.serial);
    expect((await get(a.token, '/api/reports/TopCReport')).json<ReportPage>().results).toEqual([]);
  });
});
