/**
 * The merchants followed closely (domain/reports/tracked-customers.ts, server/routes/tracked-customers.ts): following
 * and no longer following through GET/POST/DELETE track-customers, who may, and trackCustomerOrdersList's open
 * orders worked out by hand.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STATUS_CODE } from '../../domain/orders/status';
import type { ReportPage } from '../../domain/reports/kit';
import { cairoDaysAgo } from '../../domain/time';
import { auditLog } from '../../server/db/schema';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildOrder, buildShipper } from '../helpers/builders';

const { t, admin } = await openApiTest();
const SCREEN = '/dashboard/customers/trackCustomerOrdersList';

type Row = Record<string, unknown>;
const follow = (token: string, payload: Record<string, unknown>) => t.call(token, { method: 'POST', url: '/api/track-customers', payload });
const unfollow = (token: string, customer: number) => t.call(token, { method: 'DELETE', url: `/api/track-customers/${customer}` });
const followed = async (token: string) => (await t.call(token, { method: 'GET', url: '/api/track-customers' })).json<Row[]>();

async function read(token: string, report: string, query: Record<string, string> = {}): Promise<ReportPage<Row>> {
  const answer = await t.call(token, { method: 'GET', url: `/api/reports/${report}`, query: { page_size: '100', ...query } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ReportPage<Row>>();
}

describe('track-customers', () => {
  it('follows a merchant once with who and why, lists it, and stops following it, each with an audit row', async () => {
    const merchant = await buildCustomer(t.db, { name: 'Watched Shop' });
    const first = await follow(admin.token, { customer: merchant.id, note: '  Pays late  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ customer: merchant.id, customer_name: 'Watched Shop', note: 'Pays late' });
    // Following again changes nothing, not even the note.
    expect((await follow(admin.token, { customer: merchant.id, note: 'Other' })).json()).toEqual(first.json());
    expect((await followed(admin.token)).filter((row) => row.customer === merchant.id)).toEqual([first.json()]);
    const audits = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'tracked_customer'), eq(auditLog.entity_id, String(merchant.id))));
    expect((await audits()).map((row) => row.action)).toEqual(['create']);

    expect((await unfollow(admin.token, merchant.id)).statusCode).toBe(204);
    expect((await followed(admin.token)).some((row) => row.customer === merchant.id)).toBe(false);
    expect((await unfollow(admin.token, merchant.id)).statusCode).toBe(404);
    expect((await audits()).map((row) => row.action).sort()).toEqual(['create', 'delete']);
  });

  it('refuses a merchant the caller may not view as a missing one, staff without the screen, and a bad body', async () => {
    const [seen, hidden] = [await buildCustomer(t.db), await buildCustomer(t.db)];
    await follow(admin.token, { customer: hidden.id });
    const clerk = await t.loginAs({ role: 'staff', urls: [SCREEN] });
    await buildCustomerPermission(t.db, clerk.user.id, seen.id, { view: true });
    const [invisible, missing] = [await follow(clerk.token, { customer: hidden.id }), await follow(clerk.token, { customer: 999999 })];
    expect([invisible.statusCode, invisible.body]).toEqual([404, missing.body]);
    expect((await unfollow(clerk.token, hidden.id)).statusCode).toBe(404);
    expect((await followed(clerk.token)).some((row) => row.customer === hidden.id)).toBe(false);
    expect((await followed(admin.token)).some((row) => row.customer === hidden.id)).toBe(true);
    expect((await follow(clerk.token, { customer: seen.id })).statusCode).toBe(200);

    const other = await t.loginAs({ role: 'staff', urls: ['/dashboard/customers'] });
    await buildCustomerPermission(t.db, other.user.id, seen.id, { view: true });
    expect((await follow(other.token, { customer: seen.id })).statusCode).toBe(403);
    expect((await t.call(other.token, { method: 'GET', url: '/api/track-customers' })).statusCode).toBe(403);
    expect((await follow(admin.token, { customer: seen.id, note: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await follow(admin.token, { customer: 'one' })).statusCode).toBe(400);
  });
});

describe('trackCustomerOrdersList', () => {
  it("counts a followed merchant's open orders by where they stand, and opens them", async () => {
    const merchant = await buildCustomer(t.db);
    const courier = await buildShipper(t.db);
    const order = (values: Parameters<typeof buildOrder>[1]) => buildOrder(t.db, { customer_id: merchant.id, ...values });
    const awaiting = await order({ status_code: STATUS_CODE.awaitingPickup, order_date: cairoDaysAgo(3) });
    await order({});
    await order({ status: 'Out For Deliver', shipper_id: courier.id });
    await order({ status: 'Hold', shipper_id: courier.id });
    const refused = await order({ status: 'Rejected', shipper_id: courier.id, order_date: cairoDaysAgo(1) });
    const undelivered = await order({ status: 'Undelivered', shipper_id: courier.id, order_date: cairoDaysAgo(1) });
    // Neither finished nor cancelled or archived orders are open.
    await order({ status: 'Delivered', shipper_id: courier.id });
    await order({ status: 'Returned' });
    await order({ status_code: STATUS_CODE.cancelled });
    await order({ status_code: STATUS_CODE.archived, order_date: cairoDaysAgo(9) });
    await follow(admin.token, { customer: merchant.id, note: 'New merchant' });

    const [row] = (await read(admin.token, 'trackCustomerOrdersList', { customer: String(merchant.id) })).results;
    expect(row).toMatchObject({
      customer_id: merchant.id,
      note: 'New merchant',
      followed_by: 'Test superuser',
      open: 6,
      awaiting_pickup: 1,
      at_hub: 1,
      out: 1,
      hold: 1,
      undelivered: 2,
      oldest_open_days: 3,
      // Entered today and not cancelled: the hub's, out, on hold, delivered, returned, and the archived one is older.
      entered_today: 5,
    });
    const page = await read(admin.token, 'trackCustomerOrdersList_customer', { customer: String(merchant.id), state: 'undelivered' });
    expect(page.results.map((line) => line.order_id).sort()).toEqual([refused.id, undelivered.id].sort());
    const every = await read(admin.token, 'trackCustomerOrdersList_customer', { customer: String(merchant.id) });
    expect(every.count).toBe(6);
    expect(every.results[0]).toMatchObject({ order_id: awaiting.id, state: 'awaiting_pickup', age_days: 3 });

    await unfollow(admin.token, merchant.id);
    expect((await read(admin.token, 'trackCustomerOrdersList', { customer: String(merchant.id) })).count).toBe(0);
  });
});
