import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastOrderDate, yearsAfter } from '../../domain/dates';
import { cairoToday } from '../../domain/time';
import { orders } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildOrder } from '../helpers/builders';
import { ordersApi, orderPayload, orderWorld, storedOrder, xlsRows, xlsxRows } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = ordersApi(t);
const orderCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86400000).toISOString().slice(0, 10);

describe('order dates', () => {
  it.each(['0001-01-01', '1999-12-31', dayAfter(lastOrderDate()), '9999-12-31'])(
    'refuses an order dated %s with a field error and stores nothing',
    async (date) => {
      const world = await orderWorld(t.db);
      const before = await orderCount();
      const response = await api.create(admin.token, orderPayload(world, { order_date: date }));
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().errors).toEqual({ order_date: 'orders.date_out_of_range' });
      expect(await orderCount()).toBe(before);
    },
  );

  it('takes the first day of 2000 and the day a year from today', async () => {
    const world = await orderWorld(t.db);
    for (const date of ['2000-01-01', lastOrderDate()]) {
      const response = await api.create(admin.token, orderPayload(world, { order_date: date }));
      expect(response.statusCode).toBe(201);
      expect(response.json<{ order_date: string }>().order_date).toBe(date);
    }
    expect(lastOrderDate('2028-02-29')).toBe('2029-02-28');
    expect(yearsAfter(cairoToday(), 1) > cairoToday()).toBe(true);
  });

  it('refuses moving an order to a date out of range and leaves it as it was', async () => {
    const order = await buildOrder(t.db);
    const response = await api.patch(admin.token, order.id, { order_date: '0001-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors).toEqual({ order_date: 'orders.date_out_of_range' });
    expect((await storedOrder(t.db, order.id))?.order_date).toBe(order.order_date);
  });

  it.each([
    ['order_date', '0001-01-01', 'validation.date_out_of_range'],
    ['to_date', '2100-01-01', 'validation.date_out_of_range'],
    ['order_date', '2026-02-30', 'orders.date_invalid'],
  ])('refuses a list filter %s of %s with a field error', async (field, date, key) => {
    const response = await api.admin(admin.token, { [field]: date });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors).toEqual({ [field]: key });
  });

  it.each(['275760-09-13', '0001-01-01', '2026-13-01', '2026-01-01T25:00'])('refuses a log search from %s with a field error', async (value) => {
    const response = await t.call(admin.token, { method: 'GET', url: '/api/special-permission-logs', query: { filter: JSON.stringify({ at_gte: value }) } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<ErrorBody>().errors ?? {})).toEqual(['at_gte']);
  });
});

describe('stored dates nobody could enter', () => {
  const extremes = [
    { order_date: '0001-01-01', status_date: sql`'0001-01-01 00:00:00+00'::timestamptz` },
    { order_date: '5874897-12-31', status_date: sql`'294276-12-31 23:59:59+00'::timestamptz` },
    { order_date: '0044-03-15 BC', status_date: sql`'infinity'::timestamptz` },
    { order_date: 'infinity', status_date: sql`'-infinity'::timestamptz` },
  ];

  it('are listed, shown, exported and put on the timeline without failing any answer', async () => {
    const ids: number[] = [];
    for (const extreme of extremes) {
      const order = await buildOrder(t.db);
      await t.db.execute(
        sql`update ${orders} set order_date = ${extreme.order_date}::date, status_date = ${extreme.status_date}, created_at = ${extreme.status_date} where ${orders.id} = ${order.id}`,
      );
      ids.push(order.id);
    }
    const admin200 = await api.admin(admin.token, {}, {}, 'page=1&page_size=1000');
    expect(admin200.statusCode).toBe(200);
    const listed = admin200.json<{ results: { id: number; order_date: string; Delivery_satus_date: string }[] }>().results;
    expect(ids.every((id) => listed.some((row) => row.id === id))).toBe(true);
    expect(listed.find((row) => row.id === ids[2])?.Delivery_satus_date).toBe('infinity');
    for (const response of [
      await api.drf(admin.token, 'order/', { page_size: '1000' }),
      await t.call(admin.token, { method: 'POST', url: '/api/orders/enhanced/?page=1&page_size=1000', payload: { Filterdata: {} } }),
      ...(await Promise.all(ids.map((id) => api.get(admin.token, id)))),
      ...(await Promise.all(ids.map((id) => api.timeline(admin.token, id)))),
    ]) {
      expect(response.statusCode).toBe(200);
    }
    const xlsx = await api.exportXlsx(admin.token, {});
    expect(xlsx.statusCode).toBe(200);
    expect((await xlsxRows(xlsx)).length).toBeGreaterThan(ids.length);
    const xls = await api.exportXls(admin.token, {});
    expect(xls.statusCode).toBe(200);
    expect(xlsRows(xls).length).toBeGreaterThan(ids.length);
    const [row] = await t.db.select({ order_date: orders.order_date }).from(orders).where(eq(orders.id, ids[0]!));
    expect(row?.order_date).toBe('0001-01-01');
  });
});
