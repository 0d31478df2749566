/**
 * deliverytimes (domain/reports/delivery-times.ts, the measures delivery_hours and delivery_hours_p90) against hours
 * worked out by hand: a parcel scanned into the hub 30 hours before its delivery, one handed to its courier 10 hours
 * before, one whose pickup is not known; the average, the 90th percentile and the shares within a day and two.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReportPage } from '../../domain/reports/kit';
import { hubScans } from '../../server/db/schema';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildHub, buildOrder, buildShipper } from '../helpers/builders';
import { closingsApi } from '../helpers/ledger';

const { t, admin } = await openApiTest();
const hub = await buildHub(t.db);

type Row = Record<string, unknown>;

async function read(token: string, report: string, query: Record<string, string>): Promise<ReportPage<Row>> {
  const answer = await t.call(token, { method: 'GET', url: `/api/reports/${report}`, query: { page_size: '100', ...query } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ReportPage<Row>>();
}

describe('deliverytimes', () => {
  it('times each delivery from its pickup, by scan or by hand-over, and leaves out those whose pickup is not known', async () => {
    const merchant = await buildCustomer(t.db);
    const courier = await buildShipper(t.db);
    const [scanned, handed] = [
      await buildOrder(t.db, { customer_id: merchant.id, shipper_id: hub.id }),
      await buildOrder(t.db, { customer_id: merchant.id, shipper_id: hub.id }),
    ];
    const unknown = await buildOrder(t.db, { customer_id: merchant.id, shipper_id: courier.id, status: 'Out For Deliver' });
    const handOver = await t.call(admin.token, {
      method: 'POST',
      url: '/api/shippers/daily_send_orders/',
      payload: { shipper: courier.id, ids: [scanned.id, handed.id] },
    });
    expect(handOver.statusCode, handOver.body).toBe(200);
    // The first parcel came into the hub 30 hours ago (its scan); the second was handed over 10 hours ago.
    await t.db
      .insert(hubScans)
      .values({ direction: 'in', serial: scanned.serial, order_id: scanned.id, result: 'accepted', at: sql`now() - interval '30 hours'` });
    await t.db.execute(sql`update run_sheet_orders set added_at = now() - interval '10 hours' where order_id = ${handed.id}`);
    for (const order of [scanned, handed, unknown]) expect((await closingsApi(t).deliver(admin.token, order.id, order.total_amount)).statusCode).toBe(200);

    const page = await read(admin.token, 'deliverytimes', { customer: String(merchant.id) });
    // Hours 30 and 10: average 20; 90th percentile 10 + 0.9 × (30 − 10) = 28; one in two within a day, both within two.
    expect(page.results).toEqual([
      expect.objectContaining({
        customer_id: merchant.id,
        deliveries: 3,
        timed: 2,
        delivery_hours: 20,
        delivery_hours_p90: 28,
        within_day: 50,
        within_two_days: 100,
      }),
    ]);
    expect(page.totals).toMatchObject({ deliveries: 3, timed: 2, delivery_hours: 20, delivery_hours_p90: 28 });
    const orders = await read(admin.token, 'deliverytimes_orders', { customer: String(merchant.id) });
    expect(orders.results.map((row) => [row.order_id, row.pickup, row.hours])).toEqual([
      [scanned.id, 'scan', 30],
      [handed.id, 'hand_over', 10],
      [unknown.id, 'unknown', null],
    ]);

    // Pickup is the first accepted scan: an earlier one, 40 hours before its delivery, makes its hours 40 and the
    // average (40 + 10) ÷ 2; a refused scan earlier still is no pickup.
    await t.db.insert(hubScans).values([
      { direction: 'in', serial: scanned.serial, order_id: scanned.id, result: 'accepted', at: sql`now() - interval '40 hours'` },
      { direction: 'in', serial: scanned.serial, order_id: scanned.id, result: 'refused', at: sql`now() - interval '50 hours'` },
    ]);
    expect((await read(admin.token, 'deliverytimes', { customer: String(merchant.id) })).results[0]).toMatchObject({ delivery_hours: 25 });

    // A clerk who does not see the merchant reads none of it.
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/deliverytimes'] });
    await buildCustomerPermission(t.db, clerk.user.id, (await buildCustomer(t.db)).id, { view: true });
    expect((await read(clerk.token, 'deliverytimes', {})).count).toBe(0);
  });
});
