/**
 * The orders statistics (domain/reports/orders-statistics.ts) against figures worked out by hand from the orders each
 * test builds: counts by status and order date, rates from the measures' table, money as the ledger posted it. Each
 * test keeps to merchants of a category of its own.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STATUS_CODE } from '../../domain/orders/status';
import type { ReportPage } from '../../domain/reports/kit';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildCustomerCategory, buildCustomerPermission, buildFieldPermission, buildHub, buildOrder, buildShipper } from '../helpers/builders';
import { closingsApi } from '../helpers/ledger';

const { t, admin } = await openApiTest();
const today = cairoToday();
const yesterday = cairoDaysAgo(1);

type Row = Record<string, unknown>;

async function read(token: string, report: string, query: Record<string, string>): Promise<ReportPage<Row>> {
  const answer = await t.call(token, { method: 'GET', url: `/api/reports/${report}`, query: { page_size: '100', ...query } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ReportPage<Row>>();
}

/**
 * Two merchants of a new category. The first: today two parcels delivered through the API (150.00 and 90.00
 * collected, 45.00 fee each), one refused, one waiting, one cancelled; yesterday one returned. The second: one
 * waiting order yesterday.
 */
async function twoMerchants() {
  await buildHub(t.db);
  const category = await buildCustomerCategory(t.db);
  const [first, second] = [await buildCustomer(t.db, { category_id: category.id }), await buildCustomer(t.db, { category_id: category.id })];
  const shipper = await buildShipper(t.db);
  const out = { customer_id: first.id, shipper_id: shipper.id, status: 'Out For Deliver', total_fees: '45.00' } as const;
  const delivered = [await buildOrder(t.db, { ...out, total_amount: '150.00' }), await buildOrder(t.db, { ...out, total_amount: '100.00' })];
  for (const [order, collected] of [
    [delivered[0]!, '150.00'],
    [delivered[1]!, '90.00'],
  ] as const) {
    const answer = await closingsApi(t).deliver(admin.token, order.id, collected);
    expect(answer.statusCode, answer.body).toBe(200);
  }
  const refused = await buildOrder(t.db, { customer_id: first.id, status: 'Rejected' });
  await buildOrder(t.db, { customer_id: first.id });
  await buildOrder(t.db, { customer_id: first.id, status_code: STATUS_CODE.cancelled });
  const returned = await buildOrder(t.db, { customer_id: first.id, status: 'Returned', order_date: yesterday });
  await buildOrder(t.db, { customer_id: second.id, order_date: yesterday });
  return { category: String(category.id), first, second, delivered, refused, returned };
}

const money = { cod_collected: '240.00', fees: '90.00' };

describe('the orders statistics', () => {
  it('ranks the merchants by their orders, with counts by status, rates of the finished orders and the money the ledger posted', async () => {
    const { category, first, second } = await twoMerchants();
    const page = await read(admin.token, 'TopCompaniesByOrderReport', { category });
    expect(page.results.map((row) => row.customer_id)).toEqual([first.id, second.id]);
    expect(page.results[0]).toMatchObject({ orders: 5, delivered: 2, returned: 2, success_rate: 50, return_rate: 50, ...money });
    // Nothing of the second merchant is finished: its rates have nothing to divide by.
    expect(page.results[1]).toMatchObject({ orders: 1, delivered: 0, returned: 0, success_rate: null, return_rate: null, cod_collected: '0.00' });
    expect(page.totals).toMatchObject({ orders: 6, delivered: 2, returned: 2, success_rate: 50, return_rate: 50, ...money });
  });

  it("counts each day's orders by the day they were entered and its money by the day it was posted", async () => {
    const { category } = await twoMerchants();
    const page = await read(admin.token, 'OrdersStatistics', { category });
    expect(page.results).toMatchObject([
      { day: today, orders: 4, delivered: 2, returned: 1, success_rate: 66.7, return_rate: 33.3, ...money },
      { day: yesterday, orders: 2, delivered: 0, returned: 1, success_rate: 0, return_rate: 100, cod_collected: '0.00' },
    ]);
    expect(page.totals).toMatchObject({ orders: 6, success_rate: 50, ...money });
    expect(page.chart?.map((point) => point.day)).toEqual([yesterday, today]);
  });

  it("opens a merchant's days and a day's merchants with the same figures", async () => {
    const { first } = await twoMerchants();
    const days = await read(admin.token, 'topcdetails_customer', { customer: String(first.id) });
    expect(days.results).toMatchObject([
      { day: today, customer_id: first.id, orders: 4, delivered: 2, returned: 1 },
      { day: yesterday, customer_id: first.id, orders: 1, returned: 1, return_rate: 100 },
    ]);
    const merchants = await read(admin.token, 'topcdetails_day', { day_date: today });
    expect(merchants.results.find((row) => row.customer_id === first.id)).toMatchObject({ day: today, orders: 4, success_rate: 66.7, ...money });
  });

  it('opens the orders behind each count: all of them, or those of an outcome, a page at a time', async () => {
    const { first, delivered, refused, returned } = await twoMerchants();
    const customer = String(first.id);
    const serials = async (query: Record<string, string>) =>
      (await read(admin.token, 'topcdetails', { customer, ...query })).results.map((row) => row.serial).sort();
    expect(await serials({ outcome: 'delivered' })).toEqual(delivered.map((order) => order.serial).sort());
    expect(await serials({ outcome: 'returned' })).toEqual([refused.serial, returned.serial].sort());
    const all = await read(admin.token, 'topcdetails', { customer, page_size: '2' });
    expect([all.count, all.results.length, all.next !== null]).toEqual([5, 2, true]);
    expect(all.results.map((row) => row.order_date)).toEqual([today, today]);
  });

  it("names the orders behind a count by their number, and shows no amount, to a caller without the serial's and the total's field permissions", async () => {
    const { first, delivered } = await twoMerchants();
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/topcdetails'] });
    await buildCustomerPermission(t.db, clerk.user.id, first.id, { view: true, revnue: true });
    await buildFieldPermission(t.db, clerk.user.id, 'show_order_serial', false);
    await buildFieldPermission(t.db, clerk.user.id, 'show_total_amount', false);
    const query = { customer: String(first.id), outcome: 'delivered', ordering: 'serial' };
    const page = await read(clerk.token, 'topcdetails', query);
    expect(page.hidden).toEqual(['total_amount']);
    expect(page.results.map((row) => [row.serial, 'total_amount' in row])).toEqual(delivered.map((order) => [`#${order.id}`, false]));
    const file = await t.call(clerk.token, { method: 'GET', url: '/api/reports/topcdetails/export', query: { ...query, format: 'csv' } });
    expect(file.statusCode).toBe(200);
    expect(file.body).not.toContain(delivered[0]!.serial);
    expect(file.body).not.toContain('150.00');
  });

  it('counts only the merchants whose revenue the caller may open', async () => {
    const { category, first, second } = await twoMerchants();
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/OrdersStatistics', '/dashboard/TopCompaniesByOrderReport'] });
    await buildCustomerPermission(t.db, clerk.user.id, first.id, { view: true, revnue: true });
    await buildCustomerPermission(t.db, clerk.user.id, second.id, { view: true });
    const ranked = await read(clerk.token, 'TopCompaniesByOrderReport', { category });
    expect(ranked.results.map((row) => row.customer_id)).toEqual([first.id]);
    expect((await read(clerk.token, 'OrdersStatistics', { category })).totals).toMatchObject({ orders: 5, ...money });
  });

  it('counts the orders by the city they go to and the shipper they are with now, each opening its merchants and their orders', async () => {
    const { category, first, delivered, refused } = await twoMerchants();
    const cities = await read(admin.token, 'CompaniesOrdersByCityReport', { category });
    expect(cities.totals).toMatchObject({ orders: 6, delivered: 2, returned: 2, success_rate: 50 });
    const city = delivered[0]!.city_id!;
    expect(cities.results.find((row) => row.city_id === city)).toMatchObject({ orders: 1, delivered: 1, success_rate: 100 });
    const ofCity = await read(admin.token, 'topcdetails_city', { city: String(city) });
    expect(ofCity.results).toMatchObject([{ customer_id: first.id, city_id: city, orders: 1, delivered: 1 }]);

    const shipper = delivered[0]!.shipper_id!;
    const shippers = await read(admin.token, 'CompaniesOrdersByShipperReport', { category });
    expect(shippers.results).toMatchObject([{ shipper_id: shipper, orders: 2, delivered: 2, success_rate: 100 }]);
    // Handed to another shipper, the refused parcel counts with him from then on.
    const other = await buildShipper(t.db);
    await t.db.execute(sql`update orders set shipper_id = ${other.id} where id = ${refused.id}`);
    const moved = await read(admin.token, 'CompaniesOrdersByShipperReport', { category });
    expect(moved.results.map((row) => [row.shipper_id, row.orders, row.returned])).toEqual([
      [shipper, 2, 0],
      [other.id, 1, 1],
    ]);
    const ofShipper = await read(admin.token, 'topcdetails_shipper', { shipper: String(other.id) });
    expect(ofShipper.results).toMatchObject([{ customer_id: first.id, shipper_id: other.id, orders: 1, returned: 1 }]);
    const orders = await read(admin.token, 'topcdetails', { shipper: String(other.id), outcome: 'returned' });
    expect(orders.results.map((row) => row.serial)).toEqual([refused.serial]);
  });
});
