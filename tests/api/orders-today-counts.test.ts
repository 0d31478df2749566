import { describe, expect, it } from 'vitest';
import type { TodayCounts } from '../../domain/orders/counts';
import { cairoToday } from '../../domain/time';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildOrder } from '../helpers/builders';

// The file's own database: every order here is one these tests made.
const { t, admin } = await openApiTest();

const counts = (token: string) => t.call(token, { method: 'GET', url: '/api/orders/today_counts/' });
const countOf = (answer: TodayCounts, status: string) => answer.statuses.find((entry) => entry.status === status)?.count;
const lastWeek = cairoToday(new Date(Date.now() - 7 * 24 * 3600 * 1000));

describe("today's orders by status (the staff home)", () => {
  it("counts today's orders per status, leaving out older, refused, cancelled and archived ones", async () => {
    const customer = await buildCustomer(t.db);
    await buildOrder(t.db, { customer_id: customer.id });
    await buildOrder(t.db, { customer_id: customer.id });
    await buildOrder(t.db, { customer_id: customer.id, status: 'Delivered' });
    await buildOrder(t.db, { customer_id: customer.id, order_date: lastWeek });
    await buildOrder(t.db, { customer_id: customer.id, rejected: true });
    await buildOrder(t.db, { customer_id: customer.id, status_code: 6 });
    await buildOrder(t.db, { customer_id: customer.id, status: 'Delivered', status_code: 7 });

    const response = await counts(admin.token);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<TodayCounts>();
    expect(answer.date).toBe(cairoToday());
    expect(answer.total).toBe(3);
    expect(countOf(answer, 'Pending')).toBe(2);
    expect(countOf(answer, 'Delivered')).toBe(1);
    expect(countOf(answer, 'Returned')).toBe(0);
    expect(answer.statuses.map((entry) => entry.status)).toEqual([
      'Pending',
      'Out For Deliver',
      'Delivered',
      'Hold',
      'Undelivered',
      'Rejected',
      'Returned',
      'Collected',
    ]);
  });

  it('counts for a staff member only the orders of customers their rows let them see', async () => {
    const [seen, unseen] = [await buildCustomer(t.db), await buildCustomer(t.db)];
    await buildOrder(t.db, { customer_id: seen.id, status: 'Hold' });
    await buildOrder(t.db, { customer_id: unseen.id, status: 'Hold' });
    await buildOrder(t.db, { customer_id: unseen.id, status: 'Hold' });
    const staff = await t.loginAs({ role: 'staff', urls: ['/dashboard/TodayOrders'] });
    await buildCustomerPermission(t.db, staff.user.id, seen.id, { view: true });
    const answer = (await counts(staff.token)).json<TodayCounts>();
    expect(answer.total).toBe(1);
    expect(countOf(answer, 'Hold')).toBe(1);
  });

  it('is refused to staff without an order screen and to merchants', async () => {
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/City'] });
    expect((await counts(clerk.token)).statusCode).toBe(403);
    const merchant = await t.loginAs({ role: 'customer' });
    expect((await counts(merchant.token)).statusCode).toBe(403);
  });
});
