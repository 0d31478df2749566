import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../domain/orders/record';
import { cairoToday } from '../../domain/time';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildOrder, buildShipper } from '../helpers/builders';

const { t, admin } = await openApiTest();

type Page = { count: number; next: string | null; previous: string | null; results: OrderRecord[] };

const get = (token: string | null, path: string, query: Record<string, string>) => t.call(token, { method: 'GET', url: `/api/addorders/${path}`, query });
const idsOf = (response: { statusCode: number; body: string; json: <T>() => T }) => {
  if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}: ${response.body}`);
  return response
    .json<Page>()
    .results.map((r) => r.id)
    .sort((a, b) => a - b);
};
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000);
const today = cairoToday();
const lastWeek = cairoToday(daysAgo(7));

describe("today's shipper orders", () => {
  it('lists what the shipper took out today or what is dated today, not older or cancelled work', async () => {
    const shipper = await buildShipper(t.db);
    const other = await buildShipper(t.db);
    const outToday = await buildOrder(t.db, { shipper_id: shipper.id, status: 'Out For Deliver', status_date: new Date(), order_date: lastWeek });
    const datedToday = await buildOrder(t.db, { shipper_id: shipper.id, order_date: today });
    await buildOrder(t.db, { shipper_id: shipper.id, status: 'Out For Deliver', status_date: daysAgo(3), order_date: lastWeek });
    await buildOrder(t.db, { shipper_id: shipper.id, status: 'Delivered', status_date: new Date(), order_date: lastWeek });
    await buildOrder(t.db, { shipper_id: shipper.id, order_date: today, status_code: 6 });
    await buildOrder(t.db, { shipper_id: other.id, status: 'Out For Deliver', status_date: new Date() });

    const response = await get(admin.token, 'today_shipper_orders', { shipper_id: String(shipper.id) });
    expect(idsOf(response)).toEqual(sorted([outToday.id, datedToday.id]));
    expect(response.json<Page>()).toMatchObject({ count: 2, next: null, previous: null });
    const paged = await get(admin.token, 'today_shipper_orders', { shipper_id: String(shipper.id), page_size: '1' });
    expect(paged.json<Page>()).toMatchObject({ count: 2, next: `?shipper_id=${shipper.id}&page_size=1&page=2` });
    expect((await get(admin.token, 'today_shipper_orders', {})).statusCode).toBe(400);
  });
});

describe("a customer's orders today", () => {
  it("lists the customer's orders dated today only", async () => {
    const customer = await buildCustomer(t.db);
    const fresh = await buildOrder(t.db, { customer_id: customer.id, order_date: today });
    await buildOrder(t.db, { customer_id: customer.id, order_date: lastWeek });
    await buildOrder(t.db, { order_date: today });
    expect(idsOf(await get(admin.token, 'today_orders', { client_id: String(customer.id) }))).toEqual([fresh.id]);
  });
});

describe('return shipper orders', () => {
  it('lists the undelivered, rejected and held orders waiting to come back from the shipper', async () => {
    const shipper = await buildShipper(t.db);
    const customer = await buildCustomer(t.db);
    const waiting = await Promise.all(
      (['Undelivered', 'Rejected', 'Hold'] as const).map((status) => buildOrder(t.db, { shipper_id: shipper.id, customer_id: customer.id, status })),
    );
    await buildOrder(t.db, { shipper_id: shipper.id, status: 'Delivered' });
    await buildOrder(t.db, { shipper_id: shipper.id, status: 'Returned' });
    await buildOrder(t.db, { shipper_id: shipper.id, status: 'Hold', status_code: 7 });
    await buildOrder(t.db, { status: 'Undelivered' });
    const ids = waiting.map((o) => o.id);
    expect(idsOf(await get(admin.token, 'return_shipper_orders', { shipper_id: String(shipper.id) }))).toEqual(sorted(ids));
    expect(idsOf(await get(admin.token, 'return_shipper_orders', { client_id: String(customer.id) }))).toEqual(sorted(ids));
    expect(idsOf(await get(admin.token, 'return_shipper_orders', { shipper_id: String(shipper.id), status: 'Hold' }))).toEqual([waiting[2]!.id]);
  });
});

describe('day lists and permissions', () => {
  it("shows staff only their customers' orders, and refuses callers without the screen", async () => {
    const shipper = await buildShipper(t.db);
    const seen = await buildOrder(t.db, { shipper_id: shipper.id, order_date: today });
    const unseen = await buildOrder(t.db, { shipper_id: shipper.id, order_date: today, status: 'Undelivered' });
    const staff = await t.loginAs({ role: 'staff', urls: ['/dashboard/TodayOrders', '/dashboard/ReturnOrderCustomer'] });
    await buildCustomerPermission(t.db, staff.user.id, seen.customer_id, { view: true });
    expect(idsOf(await get(staff.token, 'today_shipper_orders', { shipper_id: String(shipper.id) }))).toEqual([seen.id]);
    expect(idsOf(await get(staff.token, 'today_orders', { client_id: String(unseen.customer_id) }))).toEqual([]);
    expect(idsOf(await get(staff.token, 'return_shipper_orders', { shipper_id: String(shipper.id) }))).toEqual([]);

    const noScreen = await t.loginAs({ role: 'staff', urls: ['/dashboard/adminorders'] });
    await buildCustomerPermission(t.db, noScreen.user.id, seen.customer_id, { view: true });
    const merchant = await t.loginAs({ role: 'customer', customerId: seen.customer_id });
    for (const token of [noScreen.token, merchant.token]) {
      expect((await get(token, 'today_shipper_orders', { shipper_id: String(shipper.id) })).statusCode).toBe(403);
      expect((await get(token, 'today_orders', { client_id: String(seen.customer_id) })).statusCode).toBe(403);
      expect((await get(token, 'return_shipper_orders', { shipper_id: String(shipper.id) })).statusCode).toBe(403);
    }
    expect((await get(null, 'today_orders', { client_id: '1' })).statusCode).toBe(401);
  });
});
