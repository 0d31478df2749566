import { describe, expect, it } from 'vitest';
import { STATUS_CODE } from '../../domain/orders/status';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCategoryPrice, buildCity, buildCustomer, buildOrder, buildShipper, buildZone } from '../helpers/builders';
import { ordersApi, orderPayload, orderWorld } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = ordersApi(t);

/** A merchant login of a new customer. */
async function merchant() {
  const customer = await buildCustomer(t.db);
  const login = await t.loginAs({ role: 'customer', customerId: customer.id });
  return { customer, token: login.token };
}

const figures = (token: string, path: string, query: Record<string, string> = {}) => t.call(token, { method: 'GET', url: `/api/addorders/${path}`, query });

describe("the merchant's analytics", () => {
  it('counts its own orders only: by status, top cities, collected cash, waiting pickups and yesterday', async () => {
    const m = await merchant();
    const cairo = await buildCity(t.db, { name: 'Cairo', name_ar: 'القاهرة' });
    const giza = await buildCity(t.db, { name: 'Giza', name_ar: 'الجيزة' });
    const mine = { customer_id: m.customer.id };
    await buildOrder(t.db, { ...mine, city_id: cairo.id, status: 'Delivered', total_amount: '300.00', total_fees: '40.00', collected_amount: '250.50' });
    await buildOrder(t.db, { ...mine, city_id: cairo.id, status: 'Collected', total_amount: '100.00', total_fees: '30.00' });
    await buildOrder(t.db, { ...mine, city_id: giza.id, status_code: STATUS_CODE.awaitingPickup });
    await buildOrder(t.db, { ...mine, city_id: giza.id, status: 'Delivered', status_code: STATUS_CODE.cancelled, total_amount: '999.00' });
    await buildOrder(t.db, { ...mine, city_id: giza.id, order_date: cairoDaysAgo(1), status: 'Hold' });
    await buildOrder(t.db, { ...mine, city_id: cairo.id, order_date: cairoDaysAgo(40), status: 'Delivered', total_amount: '500.00' });
    // Another merchant's orders, on the same days and in the same cities, count for nobody here.
    const other = await buildCustomer(t.db);
    for (const status of ['Delivered', 'Pending', 'Hold'] as const) await buildOrder(t.db, { customer_id: other.id, city_id: giza.id, status });
    await buildOrder(t.db, { customer_id: other.id, city_id: giza.id, status_code: STATUS_CODE.awaitingPickup });

    const range = { id: String(m.customer.id), from_date: cairoDaysAgo(7), to_date: cairoToday() };
    expect((await figures(m.token, 'get_orders_status', range)).json()).toEqual([
      { status: 'Pending', count: 1 },
      { status: 'Out For Deliver', count: 0 },
      { status: 'Delivered', count: 1 },
      { status: 'Hold', count: 1 },
      { status: 'Undelivered', count: 0 },
      { status: 'Rejected', count: 0 },
      { status: 'Returned', count: 0 },
      { status: 'Collected', count: 1 },
    ]);
    expect((await figures(m.token, 'get_top_cities', range)).json()).toEqual([
      { city: cairo.id, city_name: 'Cairo', city_name_ar: 'القاهرة', count: 2 },
      { city: giza.id, city_name: 'Giza', city_name_ar: 'الجيزة', count: 2 },
    ]);
    // Collected: what the recipient paid (250.50 of 300, and 100 in full); fees 70; the merchant's 280.50.
    expect((await figures(m.token, 'get_total_collected', range)).json()).toEqual({ orders: 2, total_collected: '350.50', fees: '70.00', net: '280.50' });
    expect((await figures(m.token, 'today_pickup', range)).json()).toEqual({ count: 1 });
    expect((await figures(m.token, 'get_yesterday_orders', range)).json()).toEqual({ date: cairoDaysAgo(1), count: 1 });
    // Without a range: every order of the merchant.
    expect((await figures(m.token, 'get_total_collected')).json()).toMatchObject({ orders: 3, total_collected: '850.50' });
  });

  it('follows the orders as the office enters, moves, edits, cancels and deletes them', async () => {
    const world = await orderWorld(t.db);
    const { token } = await t.loginAs({ role: 'customer', customerId: world.customer.id });
    const alex = await buildCity(t.db, { name: 'Alexandria' });
    const alexZone = await buildZone(t.db, { city_id: alex.id });
    await buildCategoryPrice(t.db, { category_id: world.category.id, city_id: alex.id, delivery_price: '55.00' });
    const shipper = await buildShipper(t.db);
    const created = [];
    for (let i = 0; i < 3; i += 1) created.push((await api.create(admin.token, orderPayload(world, { total_amount: '300' }))).json<{ id: number }>());
    const [delivered, cancelled, moved] = created.map((order) => order.id) as [number, number, number];
    const statusCount = async () =>
      Object.fromEntries(
        (await figures(token, 'get_orders_status'))
          .json<{ status: string; count: number }[]>()
          .filter((row) => row.count)
          .map((row) => [row.status, row.count]),
      );
    expect(await statusCount()).toEqual({ Pending: 3 });

    expect((await api.move(admin.token, { id: delivered, status: 'Out For Deliver', shipper: shipper.id })).statusCode).toBe(200);
    expect((await api.move(admin.token, { id: delivered, status: 'Delivered', collected_amount: '250' })).statusCode).toBe(200);
    expect((await api.cancel(admin.token, [cancelled])).statusCode).toBe(200);
    expect((await api.patch(admin.token, moved, { city: alex.id, zone: alexZone.id })).statusCode).toBe(200);
    expect(await statusCount()).toEqual({ Pending: 1, Delivered: 1 });
    // The recipient paid 250 of 300; the fee is the price of the order's city (40.00).
    expect((await figures(token, 'get_total_collected')).json()).toEqual({ orders: 1, total_collected: '250.00', fees: '40.00', net: '210.00' });
    expect((await figures(token, 'get_top_cities')).json<{ city: number; count: number }[]>().map(({ city, count }) => [city, count])).toEqual([
      [world.city.id, 1],
      [alex.id, 1],
    ]);

    expect((await api.remove(admin.token, [moved])).statusCode).toBe(200);
    expect(await statusCount()).toEqual({ Delivered: 1 });
    expect((await figures(token, 'get_top_cities')).json<{ city: number }[]>().map(({ city }) => city)).toEqual([world.city.id]);
  });

  it("answers another customer's id as a missing one, and refuses a date out of range beside it", async () => {
    const m = await merchant();
    const other = await buildCustomer(t.db);
    for (const path of ['today_pickup', 'get_total_collected', 'get_top_cities', 'get_orders_status', 'get_yesterday_orders']) {
      expect((await figures(m.token, path, { id: String(other.id) })).statusCode, path).toBe(404);
      const refused = await figures(m.token, path, { from_date: '0001-01-01' });
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json<ErrorBody>().errors).toEqual({ from_date: 'validation.date_out_of_range' });
    }
  });

  it('is for merchant logins only', async () => {
    const staff = await t.loginAs({ role: 'staff', urls: ['/dashboard/adminorders'] });
    expect((await figures(staff.token, 'get_orders_status')).statusCode).toBe(403);
  });
});
