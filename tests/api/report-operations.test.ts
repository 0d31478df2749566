/**
 * The issues report, the couriers' transfers and the repeated orders (domain/reports/issues.ts, shipper-transfers.ts,
 * repeated-orders.ts) against figures worked out by hand from what each test builds. Each test keeps to merchants
 * and couriers of its own.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STATUS_CODE } from '../../domain/orders/status';
import type { ReportPage } from '../../domain/reports/kit';
import { TIME_ZONE, cairoDaysAgo } from '../../domain/time';
import { rowsOf } from '../../server/db/rows';
import { issueMessages, issues } from '../../server/db/schema';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildFieldPermission, buildHub, buildOrder, buildShipper, buildShipperPermission } from '../helpers/builders';

const { t, admin } = await openApiTest();

type Row = Record<string, unknown>;

async function read(token: string, report: string, query: Record<string, string>): Promise<ReportPage<Row>> {
  const answer = await t.call(token, { method: 'GET', url: `/api/reports/${report}`, query: { page_size: '100', ...query } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ReportPage<Row>>();
}

/** Noon in Cairo `days` days ago, plus `minutes`. */
const cairoNoon = (days: number, minutes = 0) =>
  sql`((${cairoDaysAgo(days)}::date + time '12:00') at time zone ${TIME_ZONE}) + ${minutes} * interval '1 minute'`;

/**
 * A merchant's issues: one about an order opened three days ago at noon, answered 30 minutes later and closed after
 * 5 hours; a general one opened yesterday, answered after 90 minutes and still open; one opened today, unanswered;
 * one opened forty days ago, out of the week read.
 */
async function merchantWithIssues() {
  const merchant = await buildCustomer(t.db);
  const order = await buildOrder(t.db, { customer_id: merchant.id });
  const opened = (days: number, about: number | null = null, closedAfter?: number) =>
    t.db
      .insert(issues)
      .values({
        customer_id: merchant.id,
        order_id: about,
        subject: `Issue of day -${days}`,
        created_at: cairoNoon(days),
        ...(closedAfter === undefined ? {} : { status: 'closed' as const, closed_at: cairoNoon(days, closedAfter) }),
      })
      .returning()
      .then(([row]) => row!);
  const closed = await opened(3, order.id, 300);
  const waiting = await opened(1);
  await opened(0);
  await opened(40);
  await t.db.insert(issueMessages).values([
    { issue_id: closed.id, side: 'merchant', text: 'Where is it?', created_at: cairoNoon(3, 1) },
    { issue_id: closed.id, side: 'staff', text: 'With the courier.', created_at: cairoNoon(3, 30) },
    { issue_id: closed.id, side: 'staff', text: 'Delivered.', created_at: cairoNoon(3, 200) },
    { issue_id: waiting.id, side: 'staff', text: 'We are checking.', created_at: cairoNoon(1, 90) },
  ]);
  return { merchant, order, closed, waiting };
}

const week = { from_date: cairoDaysAgo(7), to_date: cairoDaysAgo(0) };

describe('the issues report', () => {
  it("counts a merchant's issues of the range, its answer and closing times, and opens them one by one", async () => {
    const { merchant, order, closed } = await merchantWithIssues();
    const page = await read(admin.token, 'issuereport', { ...week, customer: String(merchant.id) });
    expect(page.results).toEqual([
      {
        customer_id: merchant.id,
        customer_name: merchant.name,
        issues: 3,
        about_orders: 1,
        open: 2,
        answered: 2,
        // (30 + 90) / 2 minutes to the first answer; 5 hours to close the one closed; the oldest open since yesterday.
        first_answer_minutes: 60,
        close_hours: 5,
        oldest_open_days: 1,
      },
    ]);
    const general = await read(admin.token, 'issuereport', { ...week, customer: String(merchant.id), kind: 'general' });
    expect(general.results.map((row) => [row.issues, row.about_orders])).toEqual([[2, 0]]);

    const detail = await read(admin.token, 'issuereport_customer', { ...week, customer: String(merchant.id) });
    expect(detail.results.map((row) => [row.kind, row.status, row.first_answer_minutes, row.close_hours, row.age_days])).toEqual([
      ['general', 'open', null, null, 0],
      ['general', 'open', 90, null, 1],
      ['order', 'closed', 30, 5, 0],
    ]);
    const about = detail.results.find((row) => row.id === closed.id)!;
    expect([about.serial, about.thread_key]).toEqual([order.serial, closed.thread_key]);
  });

  it('keeps a limited staff member to the merchants whose orders it may view, and closing through the API times the closing', async () => {
    const [seen, unseen] = [await merchantWithIssues(), await merchantWithIssues()];
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/issuereport', '/dashboard/issue'] });
    await buildCustomerPermission(t.db, clerk.user.id, seen.merchant.id, { view: true });
    const page = await read(clerk.token, 'issuereport', week);
    expect(page.results.map((row) => row.customer_id)).toEqual([seen.merchant.id]);
    expect(
      (await t.call(clerk.token, { method: 'GET', url: '/api/reports/issuereport_customer', query: { customer: String(unseen.merchant.id) } })).statusCode,
    ).toBe(404);

    const answer = await t.call(clerk.token, { method: 'POST', url: `/api/issues/${seen.waiting.thread_key}/close/`, payload: {} });
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = rowsOf(await t.db.execute(sql`select closed_at > now() - interval '1 minute' as closed from issues where id = ${seen.waiting.id}`));
    expect(row?.closed).toBe(true);
    const after = await read(clerk.token, 'issuereport', { ...week, customer: String(seen.merchant.id) });
    // Yesterday's is closed: today's is the one open left.
    expect([after.results[0]?.open, after.results[0]?.oldest_open_days]).toEqual([1, 0]);
  });
});

describe("the couriers' transfers", () => {
  it('lists each parcel moved from one courier to another with who moved it and why, leaving out first couriers and the hub', async () => {
    const hub = await buildHub(t.db);
    const merchant = await buildCustomer(t.db);
    const [first, second] = [await buildShipper(t.db), await buildShipper(t.db)];
    const assign = async (ids: number[], shipper: number, note?: string) => {
      const answer = await t.call(admin.token, { method: 'POST', url: '/api/orders/assign_shipper/', payload: { ids, shipper, note } });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    const [moved, fresh, hubbed] = [
      await buildOrder(t.db, { customer_id: merchant.id, shipper_id: first.id }),
      await buildOrder(t.db, { customer_id: merchant.id }),
      await buildOrder(t.db, { customer_id: merchant.id, shipper_id: hub.id }),
    ];
    await assign([moved.id], second.id, '  Bike broke down ');
    await assign([fresh.id, hubbed.id], first.id);
    // Out for delivery with someone else moves it too, with the note of the move.
    const out = await t.call(admin.token, {
      method: 'POST',
      url: '/api/orders/OrderbulkUpdate',
      payload: { ids: [fresh.id], status: 'Out For Deliver', shipper: second.id, note: 'Closer to the address' },
    });
    expect(out.statusCode, out.body).toBe(200);

    const page = await read(admin.token, 'shippertransferreport', { customer: String(merchant.id) });
    // buildUser names a user "Test <role>".
    const by = 'Test superuser';
    expect(page.results.map((row) => [row.serial, row.from_shipper, row.to_shipper, row.how, row.note, row.moved_by])).toEqual([
      [fresh.serial, first.name, second.name, 'status', 'Closer to the address', by],
      [moved.serial, first.name, second.name, 'assign', 'Bike broke down', by],
    ]);
    const ofFirst = await read(admin.token, 'shippertransferreport', { customer: String(merchant.id), shipper: String(first.id) });
    expect(ofFirst.count).toBe(2);

    // A clerk who sees the merchant and only the second courier still sees both moves (to him); one who sees neither courier, none.
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/shippertransferreport'] });
    await buildCustomerPermission(t.db, clerk.user.id, merchant.id, { view: true });
    await buildShipperPermission(t.db, clerk.user.id, second.id);
    expect((await read(clerk.token, 'shippertransferreport', { customer: String(merchant.id) })).count).toBe(2);
    const blind = await t.loginAs({ role: 'staff', urls: ['/dashboard/shippertransferreport'] });
    await buildCustomerPermission(t.db, blind.user.id, merchant.id, { view: true });
    expect((await read(blind.token, 'shippertransferreport', {})).count).toBe(0);
  });
});

describe('the repeated orders', () => {
  it("counts a merchant's repeated orders kept and cancelled against its orders, and lists them one by one", async () => {
    const merchant = await buildCustomer(t.db);
    const order = (values: Parameters<typeof buildOrder>[1] = {}) => buildOrder(t.db, { customer_id: merchant.id, ...values });
    await order();
    await order();
    const kept = await order({ is_repeated: true, phone: '01011112222' });
    const caught = await order({ is_repeated: true, status_code: STATUS_CODE.cancelled, order_date: cairoDaysAgo(2) });
    await order({ is_repeated: true, order_date: cairoDaysAgo(40) });

    const page = await read(admin.token, 'repeatedorders', { ...week, customer: String(merchant.id) });
    // Three orders not cancelled in the week, one of them repeated (33.3%); the cancelled one was caught.
    expect(page.results).toEqual([{ customer_id: merchant.id, customer_name: merchant.name, orders: 3, repeated: 1, repeated_share: 33.3, caught: 1 }]);
    const detail = await read(admin.token, 'repeatedorders_customer', { ...week, customer: String(merchant.id) });
    expect(detail.results.map((row) => [row.serial, row.state, row.phone])).toEqual([
      [kept.serial, 'kept', '01011112222'],
      [caught.serial, 'cancelled', caught.phone],
    ]);
    const cancelled = await read(admin.token, 'repeatedorders_customer', { ...week, customer: String(merchant.id), state: 'cancelled' });
    expect(cancelled.results.map((row) => row.order_id)).toEqual([caught.id]);

    // The recipient's phone takes the field permission as well as the merchant's phone right, as in the order list.
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/repeatedorders'] });
    await buildCustomerPermission(t.db, clerk.user.id, merchant.id, { view: true, phone: true });
    const query = { ...week, customer: String(merchant.id), state: 'kept' };
    expect((await read(clerk.token, 'repeatedorders_customer', query)).results.map((row) => row.phone)).toEqual(['']);
    await buildFieldPermission(t.db, clerk.user.id, 'show_customer_phone', true);
    expect((await read(clerk.token, 'repeatedorders_customer', query)).results.map((row) => row.phone)).toEqual(['01011112222']);
  });
});
