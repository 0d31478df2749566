import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cairoToday } from '../../domain/time';
import { orderEvents, orders } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCity, buildCustomer, buildHoldReason, buildOrder, buildShipper } from '../helpers/builders';
import { eventCount, ordersApi, storedOrder, type OrderRecord } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = ordersApi(t);

type Row = Awaited<ReturnType<typeof buildOrder>>;
/** Each order's stored status, code, version and timeline length, to show that a refused call changed nothing. */
const snapshot = async (rows: Row[]) =>
  Promise.all(rows.map(async (row) => ({ ...(await storedOrder(t.db, row.id)), events: await eventCount(t.db, row.id) })));

async function threeOrders(statuses: Row['status'][]) {
  const customer = await buildCustomer(t.db);
  const rows: Row[] = [];
  for (const status of statuses) rows.push(await buildOrder(t.db, { customer_id: customer.id, status }));
  return rows;
}

describe('bulk status update', () => {
  it('moves every order, each with its timeline row', async () => {
    const rows = await threeOrders(['Pending', 'Hold', 'Undelivered']);
    const shipper = await buildShipper(t.db);
    const response = await api.bulkMove(admin.token, { ids: rows.map((r) => r.id), status: 'Out For Deliver', shipper: shipper.id, note: 'morning run' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: 3 });
    for (const row of rows) {
      expect(await storedOrder(t.db, row.id)).toMatchObject({ status: 'Out For Deliver', shipper_id: shipper.id, version: row.version + 1 });
      const events = await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, row.id));
      expect(events).toEqual([
        expect.objectContaining({ action: 'status', from_status: row.status, to_status: 'Out For Deliver', note: 'morning run', user_id: admin.id }),
      ]);
    }
  });

  it('is all or nothing: one order that cannot move refuses the call naming its serial and why', async () => {
    const rows = await threeOrders(['Pending', 'Delivered', 'Out For Deliver']);
    const before = await snapshot(rows);
    const response = await api.bulkMove(admin.token, { ids: rows.map((r) => r.id), status: 'Hold', hold_reason: (await buildHoldReason(t.db)).id });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.key).toBe('orders.bulk_refused');
    expect(body.message).toBe(`Nothing was changed: order ${rows[1]!.serial}: An order cannot move from Delivered to Hold`);
    expect(await snapshot(rows)).toEqual(before);
  });

  it("records each order's total as collected with collect_full", async () => {
    const customer = await buildCustomer(t.db);
    const a = await buildOrder(t.db, { customer_id: customer.id, status: 'Out For Deliver', total_amount: '0.10' });
    const b = await buildOrder(t.db, { customer_id: customer.id, status: 'Out For Deliver', total_amount: '1234.55' });
    const response = await api.bulkMove(admin.token, { ids: [a.id, b.id], status: 'Delivered', collect_full: true });
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedOrder(t.db, a.id))?.collected_amount).toBe('0.10');
    expect((await storedOrder(t.db, b.id))?.collected_amount).toBe('1234.55');
    const without = await buildOrder(t.db, { status: 'Out For Deliver' });
    expect((await api.bulkMove(admin.token, { ids: [without.id], status: 'Delivered' })).json<ErrorBody>().key).toBe('orders.collected_required');
  });

  it('moves 5,000 orders in one call', async () => {
    const customer = await buildCustomer(t.db);
    const city = await buildCity(t.db);
    await t.db.execute(sql`
      insert into orders (order_date, customer_id, city_id, full_name, phone)
      select ${cairoToday()}::date, ${customer.id}, ${city.id}, 'Many ' || g, '01000000000' from generate_series(1, 5000) as g`);
    const ids = (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.customer_id, customer.id))).map((r) => r.id);
    expect(ids).toHaveLength(5000);
    const response = await api.bulkMove(admin.token, { ids, status: 'Hold', hold_reason: (await buildHoldReason(t.db)).id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: 5000 });
    const [held] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.customer_id} = ${customer.id} and ${orders.status} = 'Hold'`);
    expect(Number(held?.n)).toBe(5000);
    const [events] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderEvents)
      .where(sql`${orderEvents.order_id} in (select id from orders where customer_id = ${customer.id})`);
    expect(Number(events?.n)).toBe(5000);
  });
});

describe('bulk actions', () => {
  it('assigns a shipper with his fee, refusing finished orders', async () => {
    const rows = await threeOrders(['Pending', 'Hold', 'Delivered']);
    const shipper = await buildShipper(t.db, { delivery_fee: '17.50' });
    const refused = await api.assign(
      admin.token,
      rows.map((r) => r.id),
      shipper.id,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().message).toContain(rows[2]!.serial);
    expect((await storedOrder(t.db, rows[0]!.id))?.shipper_id).toBeNull();
    const ok = await api.assign(admin.token, [rows[0]!.id, rows[1]!.id], shipper.id);
    expect(ok.json()).toEqual({ updated: 2 });
    expect(await storedOrder(t.db, rows[1]!.id)).toMatchObject({ shipper_id: shipper.id, shipper_fees: '17.50', status: 'Hold' });
    expect((await api.assign(admin.token, [rows[0]!.id], 999999)).statusCode).toBe(400);
  });

  it('archives finished orders and cancels open ones, each all or nothing', async () => {
    const [pending, delivered, returned] = await threeOrders(['Pending', 'Delivered', 'Returned']);
    const wrongArchive = await api.archive(admin.token, [delivered!.id, pending!.id]);
    expect(wrongArchive.statusCode).toBe(400);
    expect(wrongArchive.json<ErrorBody>().message).toBe(`Nothing was changed: order ${pending!.serial}: An order that is Pending cannot be archived yet`);
    expect((await storedOrder(t.db, delivered!.id))?.status_code).toBeNull();
    expect((await api.archive(admin.token, [delivered!.id, returned!.id])).json()).toEqual({ updated: 2 });
    expect((await storedOrder(t.db, returned!.id))?.status_code).toBe(7);
    const wrongCancel = await api.cancel(admin.token, [pending!.id, delivered!.id]);
    expect(wrongCancel.statusCode).toBe(400);
    expect(wrongCancel.json<ErrorBody>().message).toContain(delivered!.serial);
    expect((await storedOrder(t.db, pending!.id))?.status_code).toBeNull();
    expect((await api.cancel(admin.token, [pending!.id])).json()).toEqual({ updated: 1 });
    expect((await storedOrder(t.db, pending!.id))?.status_code).toBe(6);
    const again = await api.cancel(admin.token, [pending!.id]);
    expect(again.json<ErrorBody>().key).toBe('orders.move_cancelled');
  });

  it('prints: marks the orders printed and answers them in the order asked', async () => {
    const rows = await threeOrders(['Pending', 'Pending', 'Hold']);
    const asked = [rows[2]!.id, rows[0]!.id, rows[1]!.id];
    const response = await api.print(admin.token, asked);
    expect(response.statusCode, response.body).toBe(200);
    const printed = response.json<OrderRecord[]>();
    expect(printed.map((o) => o.id)).toEqual(asked);
    expect(printed.every((o) => o.printO)).toBe(true);
    for (const row of rows) expect((await storedOrder(t.db, row.id))?.printO).toBe(true);
  });
});
