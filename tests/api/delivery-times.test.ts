/**
 * deliverytimes (domain/reports/delivery-times.ts, the measures delivery_hours and delivery_hours_p90) against hours
 * worked out by hand: a parcel scanned into the hub 30 hours before its delivery, one handed to its courier 10 hours
 * before, one whose pickup is not known; the average, the 90th percentile and the shares within a day and two. Then
 * the figures of random deliveries of two merchants, read from what the writes keep, against the same worked out
 * delivery by delivery (the percentile by percentile_cont's definition, in exact whole numbers).
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReportPage } from '../../domain/reports/kit';
import { cairoDaysAgo } from '../../domain/time';
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

  it("works out each merchant's and the whole's figures from how many deliveries took each tenth of an hour", async () => {
    const tenths = fc.array(fc.option(fc.integer({ min: 0, max: 600 }), { freq: 5 }), { minLength: 1, maxLength: 12 });
    const outside = fc.array(fc.integer({ min: 0, max: 600 }), { maxLength: 6 });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(tenths, tenths, outside, async (first, second, besides) => {
        // Three days of their own for each run, long past, so nothing else delivered in them is read: the merchants'
        // deliveries of the middle day are the ones read; the day before and the day after each has more, left out.
        // Then over the 101 days up to that day (each merchant's percentile walked, not sorted: merchantsAround), which
        // take in the day before too; later runs' days are further back and not written yet.
        const [longFrom, before, day, after] = [100, 1, 0, -1].map((shift) => cairoDaysAgo(200 + 3 * run + shift)) as [string, string, string, string];
        run += 1;
        const merchants = [await buildCustomer(t.db), await buildCustomer(t.db)];
        const delivered = async (merchant: number, on: string, value: number | null) => {
          const order = await buildOrder(t.db, { customer_id: merchant, status: 'Delivered' });
          await t.db.execute(sql`insert into delivery_facts (order_id, customer_id, day, delivered_at, cod, tenths)
            values (${order.id}, ${merchant}, ${on}, now(), 0, ${value})`);
        };
        for (const [index, hours] of [first, second].entries()) {
          for (const value of hours) await delivered(merchants[index]!.id, day, value);
          for (const value of besides) await delivered(merchants[index]!.id, index === 0 ? before : after, value);
        }
        for (const [from, firsts] of [
          [day, first],
          [longFrom, [...first, ...besides]],
        ] as const) {
          const page = await read(admin.token, 'deliverytimes', { from_date: from, to_date: day });
          const byMerchant = [...page.results].sort((a, b) => Number(a.customer_id) - Number(b.customer_id));
          expect(byMerchant).toEqual([
            expect.objectContaining({ customer_id: merchants[0]!.id, ...workedOut(firsts) }),
            expect.objectContaining({ customer_id: merchants[1]!.id, ...workedOut(second) }),
          ]);
          // The totals carry the figures there are (none is left out, as the table's total row shows nothing).
          const whole = Object.entries(workedOut([...firsts, ...second])).filter(([, value]) => value !== null);
          expect(page.totals).toEqual(Object.fromEntries(whole));
        }
      }),
      { numRuns: 25 },
    );
  });
});

/**
 * A merchant's figures from its deliveries' tenths of an hour (none: not timed), in whole numbers so that rounding
 * half up to one decimal is exact: the average, the 90th percentile as percentile_cont takes it (rank 0.9 × (n − 1)
 * from the shortest, between the two deliveries around it in proportion), the shares within 24 and 48 hours.
 */
function workedOut(tenths: readonly (number | null)[]) {
  const timed = tenths.filter((value) => value !== null).sort((a, b) => a - b);
  const oneDecimal = (tenthsTimesTen: number) => Math.round(tenthsTimesTen / 10) / 10;
  const share = (hours: number) => (timed.length ? Math.round((1000 * timed.filter((value) => value <= hours * 10).length) / timed.length) / 10 : null);
  const rank = 9 * (timed.length - 1);
  const [low, part] = [Math.floor(rank / 10), rank % 10];
  const p90 = timed.length ? oneDecimal(timed[low]! * 10 + part * ((timed[low + 1] ?? timed[low]!) - timed[low]!)) : null;
  const total = timed.reduce((sum, value) => sum + value, 0);
  return {
    deliveries: tenths.length,
    timed: timed.length,
    delivery_hours: timed.length ? Math.round(total / timed.length) / 10 : null,
    delivery_hours_p90: p90,
    within_day: share(24),
    within_two_days: share(48),
  };
}
