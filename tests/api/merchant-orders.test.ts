import { describe, expect, it } from 'vitest';
import { STATUS_CODE } from '../../domain/orders/status';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildOrder, buildShipper } from '../helpers/builders';
import { ADMIN_ORDERS, eventCount, orderWorld, ordersApi, storedOrder, xlsxRows, column, type OrderRecord, type Payload } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const staffApi = ordersApi(t);

/** A merchant login of a customer priced at 40 LE in a city with a zone, and that world. */
async function merchant() {
  const world = await orderWorld(t.db);
  const login = await t.loginAs({ role: 'customer', customerId: world.customer.id });
  const recipient = { city: world.city.id, zone: world.zone.id, full_name: 'Mona Adel', phone: '01012345678', address: '5 Tahrir Square', total_amount: '300' };
  return { ...world, ...login, recipient };
}

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Payload) => t.call(token, { method, url, ...(payload ? { payload } : {}) });
const list = (token: string, query: Record<string, string> = {}) => t.call(token, { method: 'GET', url: '/api/addorders/get_customer_orders/', query });
const ids = (response: { json: <T>() => T }) => response.json<{ results: { id: number }[] }>().results.map((row) => row.id);

describe("a merchant's orders", () => {
  it('enters an order that waits for pickup, priced by its own prices, with no shipper and no fee of its choosing', async () => {
    const m = await merchant();
    const shipper = await buildShipper(t.db);
    const other = await orderWorld(t.db);
    const created = await call(m.token, 'POST', '/api/merchant/orders/', {
      ...m.recipient,
      customer: other.customer.id,
      shipper: shipper.id,
      total_fees: '1',
      shipper_fees: '99',
      Order_Delivery_Status: 'Delivered',
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json<OrderRecord>();
    const stored = await storedOrder(t.db, order.id);
    expect(stored).toMatchObject({
      customer_id: m.customer.id,
      shipper_id: null,
      total_fees: '40.00',
      status: 'Pending',
      status_code: STATUS_CODE.awaitingPickup,
      pick_up: true,
      created_by: m.user.id,
    });
    // The merchant does not see what the company pays the shipper.
    expect(order).toMatchObject({ total_fees: '40.00', shipper_fees: '' });
    // The staff see it at once among the orders awaiting pickup.
    const staffList = await staffApi.admin(admin.token, { customer: m.customer.id, status_code: STATUS_CODE.awaitingPickup });
    expect(ids(staffList)).toEqual([order.id]);
  });

  it('refuses a bad order beside its fields and stores nothing', async () => {
    const m = await merchant();
    const refused = await call(m.token, 'POST', '/api/merchant/orders/', { ...m.recipient, full_name: ' ', phone: '123' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().errors).toMatchObject({ full_name: expect.any(String), phone: expect.any(String) });
    expect(ids(await list(m.token))).toEqual([]);
  });

  it("lists, shows and exports only its own orders; another customer's order is missing", async () => {
    const m = await merchant();
    const mine = await buildOrder(t.db, { customer_id: m.customer.id, city_id: m.city.id });
    const theirs = await buildOrder(t.db, { city_id: m.city.id, phone: mine.phone });
    expect(ids(await list(m.token))).toEqual([mine.id]);
    // Asking for another customer's list, or filtering by another customer, shows nothing of theirs.
    expect((await list(m.token, { id: String(theirs.customer_id) })).statusCode).toBe(404);
    expect(ids(await list(m.token, { customer: String(theirs.customer_id) }))).toEqual([mine.id]);
    expect(ids(await list(m.token, { query: mine.phone }))).toEqual([mine.id]);
    expect((await call(m.token, 'GET', `/api/merchant/orders/${mine.id}/`)).json()).toMatchObject({ id: mine.id, shipper_fees: '' });

    const missing = await call(m.token, 'GET', `/api/merchant/orders/${2147483000}/`);
    for (const path of [`/api/merchant/orders/${theirs.id}/`, `/api/merchant/orders/${theirs.id}/timeline/`]) {
      const answer = await call(m.token, 'GET', path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.body).toBe(missing.body);
    }
    const exported = await call(m.token, 'POST', '/api/merchant/orders/export/', { Filterdata: { customer: theirs.customer_id } });
    expect(exported.statusCode).toBe(200);
    const rows = await xlsxRows(exported);
    expect(column(rows, 'Serial')).toEqual([mine.serial]);
  });

  it('shows the timeline with the reasons and the courier photos of its own order', async () => {
    const m = await merchant();
    const created = (await call(m.token, 'POST', '/api/merchant/orders/', m.recipient)).json<OrderRecord>();
    const shown = await call(m.token, 'GET', `/api/merchant/orders/${created.id}/timeline/`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ events: [{ action: 'create', to_status: 'Pending' }], photos: [] });
  });

  it('changes and cancels an order only while it waits for pickup', async () => {
    const m = await merchant();
    const created = (await call(m.token, 'POST', '/api/merchant/orders/', m.recipient)).json<OrderRecord>();
    const changed = await call(m.token, 'PUT', `/api/merchant/orders/${created.id}/`, { ...m.recipient, address: '7 Nile Street', version: created.version });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ address: '7 Nile Street', total_fees: '40.00' });

    // Picked up: the office moved it.
    const shipper = await buildShipper(t.db);
    const moved = await staffApi.move(admin.token, { id: created.id, status: 'Out For Deliver', shipper: shipper.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const before = await storedOrder(t.db, created.id);
    const events = await eventCount(t.db, created.id);
    const late = await call(m.token, 'PUT', `/api/merchant/orders/${created.id}/`, { ...m.recipient, address: 'Elsewhere' });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().key).toBe('orders.picked_up');
    const lateCancel = await call(m.token, 'POST', '/api/merchant/orders/cancel/', { ids: [created.id] });
    expect(lateCancel.statusCode).toBe(409);
    expect(await storedOrder(t.db, created.id)).toEqual(before);
    expect(await eventCount(t.db, created.id)).toBe(events);

    const waiting = (await call(m.token, 'POST', '/api/merchant/orders/', m.recipient)).json<OrderRecord>();
    const cancelled = await call(m.token, 'POST', '/api/merchant/orders/cancel/', { ids: [waiting.id] });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await storedOrder(t.db, waiting.id)).toMatchObject({ status_code: STATUS_CODE.cancelled });
  });

  it("cancels, changes and prints nothing of another customer's, all or nothing", async () => {
    const m = await merchant();
    const mine = (await call(m.token, 'POST', '/api/merchant/orders/', m.recipient)).json<OrderRecord>();
    const theirs = await buildOrder(t.db, { status_code: STATUS_CODE.awaitingPickup });
    const before = await storedOrder(t.db, theirs.id);
    for (const path of ['/api/merchant/orders/cancel/', '/api/merchant/orders/print/']) {
      const refused = await call(m.token, 'POST', path, { ids: [mine.id, theirs.id] });
      expect(refused.statusCode, path).toBe(404);
    }
    expect((await call(m.token, 'PUT', `/api/merchant/orders/${theirs.id}/`, m.recipient)).statusCode).toBe(404);
    expect(await storedOrder(t.db, theirs.id)).toEqual(before);
    expect(await storedOrder(t.db, mine.id)).toMatchObject({ status_code: STATUS_CODE.awaitingPickup, printO: false });
  });

  it('prints its own orders, marking them printed', async () => {
    const m = await merchant();
    const a = (await call(m.token, 'POST', '/api/merchant/orders/', m.recipient)).json<OrderRecord>();
    const b = (await call(m.token, 'POST', '/api/merchant/orders/', m.recipient)).json<OrderRecord>();
    const printed = await call(m.token, 'POST', '/api/merchant/orders/print/', { ids: [b.id, a.id] });
    expect(printed.statusCode).toBe(200);
    expect(printed.json<OrderRecord[]>().map((o) => o.id)).toEqual([b.id, a.id]);
    expect(await storedOrder(t.db, a.id)).toMatchObject({ printO: true });
  });

  it("lists today's and rejected orders with the list's filters", async () => {
    const m = await merchant();
    const today = await buildOrder(t.db, { customer_id: m.customer.id, city_id: m.city.id });
    const old = await buildOrder(t.db, { customer_id: m.customer.id, city_id: m.city.id, order_date: '2024-01-01' });
    const refused = await buildOrder(t.db, { customer_id: m.customer.id, city_id: m.city.id, status: 'Rejected', order_date: '2024-01-02' });
    expect(ids(await list(m.token, { today: '1' })).sort()).toEqual([today.id]);
    expect(ids(await list(m.token, { status: 'Rejected' }))).toEqual([refused.id]);
    expect(ids(await list(m.token, { ordering: 'order_date' }))).toEqual([old.id, refused.id, today.id]);
  });

  it('is refused to staff, who have their own order calls', async () => {
    const staff = await t.loginAs({ role: 'staff', urls: [ADMIN_ORDERS] });
    expect((await list(staff.token)).statusCode).toBe(403);
    expect((await call(staff.token, 'POST', '/api/merchant/orders/', {})).statusCode).toBe(403);
  });
});
