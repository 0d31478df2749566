/**
 * The staff analytics home (GET addorders/company_saticts, domain/reports/analytics-home.ts) against figures worked
 * out by hand: a limited staff member who sees one merchant and one courier of its own gets that merchant's day,
 * against the day before, and what stands now; nothing of the others.
 */
import { describe, expect, it } from 'vitest';
import type { CompanyStatistics } from '../../domain/reports/analytics-home';
import { STATUS_CODE } from '../../domain/orders/status';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { issues } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildHub, buildOrder, buildShipper, buildShipperPermission } from '../helpers/builders';
import { closingsApi } from '../helpers/ledger';

const { t, admin } = await openApiTest();
const today = cairoToday();
const yesterday = cairoDaysAgo(1);
const URL = '/api/addorders/company_saticts';

async function home(token: string, query: Record<string, string> = {}): Promise<CompanyStatistics> {
  const answer = await t.call(token, { method: 'GET', url: URL, query });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<CompanyStatistics>();
}

/**
 * A merchant whose day is: two parcels its courier delivered (150.00 and 90.00 collected, 45.00 fee each), one
 * refused, one waiting for pickup, and an open issue; the day before, one returned. Another merchant and courier
 * work the same day, unseen by the clerk.
 */
async function oneMerchantsDay() {
  await buildHub(t.db);
  const [merchant, other] = [await buildCustomer(t.db), await buildCustomer(t.db)];
  const [courier, otherCourier] = [await buildShipper(t.db), await buildShipper(t.db)];
  for (const [customer, shipper, amounts] of [
    [merchant, courier, ['150.00', '90.00']],
    [other, otherCourier, ['500.00']],
  ] as const) {
    for (const amount of amounts) {
      const order = await buildOrder(t.db, {
        customer_id: customer.id,
        shipper_id: shipper.id,
        status: 'Out For Deliver',
        total_amount: amount,
        total_fees: '45.00',
      });
      const answer = await closingsApi(t).deliver(admin.token, order.id, amount);
      expect(answer.statusCode, answer.body).toBe(200);
    }
  }
  await buildOrder(t.db, { customer_id: merchant.id, status: 'Rejected' });
  await buildOrder(t.db, { customer_id: merchant.id, pick_up: true, status_code: STATUS_CODE.awaitingPickup });
  await buildOrder(t.db, { customer_id: merchant.id, status: 'Returned', order_date: yesterday });
  await t.db.insert(issues).values({ customer_id: merchant.id, subject: 'Where is my parcel?' });
  const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/analytics'] });
  await buildCustomerPermission(t.db, clerk.user.id, merchant.id, { view: true, revnue: true });
  await buildShipperPermission(t.db, clerk.user.id, courier.id);
  return { merchant, courier, clerk };
}

describe('the analytics home', () => {
  it("shows a limited staff member its merchant's day against the day before, by status, ranked, and what stands now", async () => {
    const { merchant, courier, clerk } = await oneMerchantsDay();
    const figures = await home(clerk.token, { from_date: today, to_date: today });
    expect(figures.previous).toEqual({ from_date: yesterday, to_date: yesterday });
    expect(figures.current).toEqual({ orders: 4, delivered: 2, returned: 1, success_rate: 66.7, return_rate: 33.3, cod_collected: '240.00', fees: '90.00' });
    expect(figures.before).toEqual({ orders: 1, delivered: 0, returned: 1, success_rate: 0, return_rate: 100, cod_collected: '0.00', fees: '0.00' });
    expect(figures.statuses.filter((row) => row.today > 0)).toEqual([
      { status: 'Pending', today: 1, range: 1 },
      { status: 'Delivered', today: 2, range: 2 },
      { status: 'Rejected', today: 1, range: 1 },
    ]);
    // The cash is with the courier; the merchant is owed it less the fees; the office's cash is not the clerk's to see.
    expect(figures.now).toEqual({ cash_with_couriers: '240.00', cash_in_office: null, owed_to_merchants: '150.00', pickups_waiting: 1, open_issues: 1 });
    expect(figures.merchants).toEqual([{ id: merchant.id, name: merchant.name, orders: 4, delivered: 2 }]);
    expect(figures.couriers).toEqual([{ id: courier.id, name: courier.name, orders: 2, delivered: 2 }]);
    expect(figures.trend).toEqual([{ day: today, orders: 4, delivered: 2, returned: 1 }]);
  });

  it('shows whoever may open finance the cash in the office, and counts every merchant for a superuser', async () => {
    await oneMerchantsDay();
    const figures = await home(admin.token);
    expect(figures.now.cash_in_office).toMatch(/^-?\d+\.\d{2}$/);
    expect(figures.current.orders).toBeGreaterThanOrEqual(7);
    expect(figures.range.to_date).toBe(today);
  });

  it('is refused to staff without the analytics screen and to merchants, and names a bad day', async () => {
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/customers'] });
    expect((await t.call(clerk.token, { method: 'GET', url: URL })).statusCode).toBe(403);
    // One who may open the home but no merchant's revenue sees its counts, and no money of theirs.
    const seen = (await oneMerchantsDay()).merchant;
    const counter = await t.loginAs({ role: 'staff', urls: ['/dashboard/analytics'] });
    await buildCustomerPermission(t.db, counter.user.id, seen.id, { view: true });
    const counted = await home(counter.token, { from_date: today, to_date: today });
    expect(counted.current).toMatchObject({ orders: 4, delivered: 2, cod_collected: null, fees: null });
    expect(counted.now.owed_to_merchants).toBeNull();
    const merchant = await t.loginAs({ role: 'customer', customerId: (await buildCustomer(t.db)).id });
    expect((await t.call(merchant.token, { method: 'GET', url: URL })).statusCode).toBe(403);
    const bad = await t.call(admin.token, { method: 'GET', url: URL, query: { from_date: '2026-02-30' } });
    expect([bad.statusCode, Object.keys(bad.json<ErrorBody>().errors ?? {})]).toEqual([400, ['from_date']]);
  });
});
