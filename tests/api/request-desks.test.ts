import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { screenUrl } from '../../domain/screens';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { auditLog, customerRequests, orderEvents, orders, requestEvents } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildOrder, buildRequest, buildShipper, buildShipperPermission } from '../helpers/builders';

const { t, admin } = await openApiTest();

const BACKUP = screenUrl('backup');
const MATERIALS = screenUrl('materialrequestlist');
const RETURNS = screenUrl('ReturnRequest');

const get = (token: string, url: string, query: Record<string, string> = {}) => t.call(token, { method: 'GET', url: `/api${url}`, query });
const post = (token: string, url: string, payload: object) => t.call(token, { method: 'POST', url: `/api${url}`, payload });
type Page = { count: number; results: { id: number; status: string; shipper: number | null; source: string; address: string }[] };
const ids = (reply: { json: <T>() => T }) => reply.json<Page>().results.map((row) => row.id);
const statusOf = async (id: number) => (await t.db.select().from(customerRequests).where(eq(customerRequests.id, id)))[0]!;
const historyOf = async (id: number) =>
  (await t.db.select().from(requestEvents).where(eq(requestEvents.request_id, id)).orderBy(requestEvents.id)).map((row) => [row.action, row.to_status]);

/** A staff member with the given desks and, per customer, the given permission rows; and a shipper they may assign. */
async function deskStaff(urls: string[], rows: { customer: number; grants: Record<string, boolean> }[]) {
  const login = await t.loginAs({ role: 'staff', urls });
  for (const row of rows) await buildCustomerPermission(t.db, login.user.id, row.customer, row.grants);
  const shipper = await buildShipper(t.db);
  await buildShipperPermission(t.db, login.user.id, shipper.id);
  return { token: login.token, user: login.user, shipper };
}

describe('the pickup desk', () => {
  it('lists open pickups by day, assigns a courier to several at once, changes him, marks them done, with history and audit', async () => {
    const customer = await buildCustomer(t.db);
    const today = cairoToday();
    const first = await buildRequest(t.db, { customer_id: customer.id });
    const second = await buildRequest(t.db, { customer_id: customer.id });
    const earlier = await buildRequest(t.db, { customer_id: customer.id, pickup_date: cairoDaysAgo(3) });
    const staff = await deskStaff([BACKUP], [{ customer: customer.id, grants: { view: true, pickup_request: true } }]);

    const listed = await get(staff.token, '/addorders/backup_list', { FilterDate: today, customer_id: String(customer.id) });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(ids(listed).sort()).toEqual([first.id, second.id].sort());

    const assign = await post(staff.token, '/requests/change_shipper/', { ids: [first.id, second.id], shipper: staff.shipper.id, note: 'Morning round' });
    expect(assign.statusCode, assign.body).toBe(200);
    const other = await buildShipper(t.db);
    await buildShipperPermission(t.db, staff.user.id, other.id);
    expect((await post(staff.token, '/requests/change_shipper/', { ids: [second.id], shipper: other.id })).statusCode).toBe(200);
    expect(await statusOf(first.id)).toMatchObject({ status: 'assigned', shipper_id: staff.shipper.id });
    expect(await statusOf(second.id)).toMatchObject({ status: 'assigned', shipper_id: other.id });
    const byShipper = await get(staff.token, '/addorders/backup_list', { FilterDate: today, shippers: JSON.stringify([other.id]) });
    expect(ids(byShipper)).toEqual([second.id]);

    expect((await post(staff.token, '/requests/done/', { ids: [first.id, second.id] })).statusCode).toBe(200);
    expect(ids(await get(staff.token, '/addorders/backup_list', { FilterDate: today, customer_id: String(customer.id) }))).toEqual([]);
    const history = await get(staff.token, '/addorders/pickup_list_history', { customer_id: String(customer.id) });
    expect(ids(history).sort()).toEqual([first.id, second.id].sort());
    expect(await historyOf(second.id)).toEqual([
      ['create', 'open'],
      ['assign', 'assigned'],
      ['assign', 'assigned'],
      ['done', 'done'],
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer_requests'), eq(auditLog.user_id, staff.user.id)));
    expect(audits.map((row) => row.action)).toEqual(['request.assign', 'request.assign', 'request.done']);
    // The earlier day is not in today's list, and its request was left alone.
    expect((await statusOf(earlier.id)).status).toBe('open');
  });

  it('filters by who asked: the merchant, the office or the daily automatic pickup', async () => {
    const customer = await buildCustomer(t.db);
    const merchant = await t.loginAs({ role: 'customer', customerId: customer.id });
    const asked = await buildRequest(t.db, { customer_id: customer.id, created_by: merchant.user.id });
    const auto = await buildRequest(t.db, { customer_id: customer.id, auto: true });
    const office = await post(admin.token, '/addorders/backup/', { customer_id: customer.id, pickup_date: cairoToday(), parcel_count: 4, address: 'Gate 2' });
    expect(office.statusCode, office.body).toBe(201);
    const query = (user_type: string) => get(admin.token, '/addorders/backup_list', { customer_id: String(customer.id), user_type });
    expect(ids(await query('merchant'))).toEqual([asked.id]);
    expect(ids(await query('auto'))).toEqual([auto.id]);
    expect((await query('staff')).json<Page>().results).toEqual([expect.objectContaining({ id: office.json<{ id: number }>().id, source: 'staff' })]);
  });

  it("keeps a staff member to the customers whose rows grant pickup_request, with the spec's refusal", async () => {
    const mine = await buildCustomer(t.db);
    const seenOnly = await buildCustomer(t.db);
    const hidden = await buildCustomer(t.db);
    const own = await buildRequest(t.db, { customer_id: mine.id });
    const notMine = await buildRequest(t.db, { customer_id: seenOnly.id });
    const secret = await buildRequest(t.db, { customer_id: hidden.id });
    const staff = await deskStaff(
      [BACKUP],
      [
        { customer: mine.id, grants: { view: true, pickup_request: true } },
        { customer: seenOnly.id, grants: { view: true } },
      ],
    );
    const listed = await get(staff.token, '/addorders/backup_list');
    expect(ids(listed)).toContain(own.id);
    expect(ids(listed)).not.toContain(notMine.id);
    expect(ids(listed)).not.toContain(secret.id);
    const refused = await get(staff.token, '/addorders/backup_list', { customer_id: String(seenOnly.id) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().key).toBe('requests.no_pickup_permission');
    expect(ids(await get(staff.token, '/addorders/backup_list', { customer_id: String(hidden.id) }))).toEqual([]);

    // Another customer's request is missing, also beside one of the caller's own: nothing changes.
    for (const id of [notMine.id, secret.id]) {
      const bulk = await post(staff.token, '/requests/change_shipper/', { ids: [own.id, id], shipper: staff.shipper.id });
      expect(bulk.statusCode).toBe(404);
      expect((await get(staff.token, `/requests/${id}/`)).statusCode).toBe(404);
    }
    expect(await statusOf(own.id)).toMatchObject({ status: 'open', shipper_id: null });
    const office = await post(staff.token, '/addorders/backup/', { customer_id: seenOnly.id, pickup_date: cairoToday(), parcel_count: 1 });
    expect(office.statusCode).toBe(403);
    expect(office.json<ErrorBody>().key).toBe('requests.no_pickup_permission');
    const unseen = await post(staff.token, '/addorders/backup/', { customer_id: hidden.id, pickup_date: cairoToday(), parcel_count: 1 });
    expect(unseen.json<ErrorBody>().errors).toEqual({ customer_id: 'errors.not_found' });
  });

  it('refuses a courier the caller may not assign, an inactive one, and a move the request does not allow', async () => {
    const customer = await buildCustomer(t.db);
    const request = await buildRequest(t.db, { customer_id: customer.id });
    const staff = await deskStaff([BACKUP], [{ customer: customer.id, grants: { pickup_request: true } }]);
    const foreign = await buildShipper(t.db);
    const retired = await buildShipper(t.db, { is_active: false });
    await buildShipperPermission(t.db, staff.user.id, retired.id);
    for (const shipper of [foreign.id, retired.id]) {
      const refused = await post(staff.token, '/requests/change_shipper/', { ids: [request.id], shipper });
      expect(refused.json<ErrorBody>().errors).toEqual({ shipper: 'errors.not_found' });
    }
    const early = await post(staff.token, '/requests/done/', { ids: [request.id] });
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().key).toBe('requests.not_allowed');
    expect(await historyOf(request.id)).toEqual([['create', 'open']]);
    const badFilter = await get(staff.token, '/addorders/backup_list', { shippers: 'three' });
    expect(badFilter.json<ErrorBody>().errors).toEqual({ shippers: 'requests.shippers_invalid' });
  });

  it('lets one of two parallel "done" on one request through', async () => {
    const customer = await buildCustomer(t.db);
    const shipper = await buildShipper(t.db);
    const request = await buildRequest(t.db, { customer_id: customer.id, status: 'assigned', shipper_id: shipper.id });
    const replies = await Promise.all([1, 2].map(() => post(admin.token, '/requests/done/', { ids: [request.id] })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await historyOf(request.id)).toEqual([
      ['create', 'assigned'],
      ['done', 'done'],
    ]);
  });

  it('is refused to staff without the desk, and to merchants', async () => {
    const customer = await buildCustomer(t.db);
    const request = await buildRequest(t.db, { customer_id: customer.id });
    const other = await deskStaff([MATERIALS], [{ customer: customer.id, grants: { pickup_request: true, material_request: true } }]);
    expect((await get(other.token, '/addorders/backup_list')).statusCode).toBe(403);
    // The material desk does not handle pickups: the pickup is missing there.
    expect((await post(other.token, '/requests/cancel/', { ids: [request.id] })).statusCode).toBe(404);
    const merchant = await t.loginAs({ role: 'customer', customerId: customer.id });
    expect((await get(merchant.token, '/addorders/backup_list')).statusCode).toBe(403);
    expect((await post(merchant.token, '/requests/cancel/', { ids: [request.id] })).statusCode).toBe(403);
    expect((await statusOf(request.id)).status).toBe('open');
  });
});

describe('the material and return desks', () => {
  it('lists material requests by day asked and status', async () => {
    const customer = await buildCustomer(t.db);
    const open = await buildRequest(t.db, { customer_id: customer.id, kind: 'material' });
    const old = await buildRequest(t.db, { customer_id: customer.id, kind: 'material', created_at: new Date(`${cairoDaysAgo(10)}T10:00:00Z`) });
    const cancelled = await buildRequest(t.db, { customer_id: customer.id, kind: 'material', status: 'cancelled' });
    const staff = await deskStaff([MATERIALS], [{ customer: customer.id, grants: { material_request: true } }]);
    const today = await get(staff.token, '/addorders/material_requst_list', { date: cairoToday(), customer_id: String(customer.id) });
    expect(ids(today).sort()).toEqual([open.id, cancelled.id].sort());
    const byStatus = await get(staff.token, '/addorders/material_requst_list', { status: 'open', customer_id: String(customer.id) });
    expect(ids(byStatus).sort()).toEqual([open.id, old.id].sort());
  });

  it('marks a return done and moves its parcels to Returned; a parcel delivered meanwhile refuses it', async () => {
    const customer = await buildCustomer(t.db);
    const back = await buildOrder(t.db, { customer_id: customer.id, status: 'Undelivered' });
    const already = await buildOrder(t.db, { customer_id: customer.id, status: 'Returned' });
    const shipper = await buildShipper(t.db);
    const request = await buildRequest(t.db, { customer_id: customer.id, kind: 'return', status: 'assigned', shipper_id: shipper.id }, [back.id, already.id]);
    const staff = await deskStaff([RETURNS], [{ customer: customer.id, grants: { view: true, returnclient: true, updateOrder: true } }]);
    const details = await get(staff.token, `/requests/${request.id}/`);
    expect(details.json()).toMatchObject({ id: request.id, parcels: expect.arrayContaining([expect.objectContaining({ id: back.id })]) });
    expect((await post(staff.token, '/requests/done/', { ids: [request.id] })).statusCode).toBe(200);
    const parcels = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [back.id, already.id]));
    expect(parcels.map((row) => row.status)).toEqual(['Returned', 'Returned']);
    expect((await t.db.select().from(orderEvents).where(eq(orderEvents.order_id, already.id))).length).toBe(0);

    const delivered = await buildOrder(t.db, { customer_id: customer.id, status: 'Delivered' });
    const late = await buildRequest(t.db, { customer_id: customer.id, kind: 'return', status: 'assigned', shipper_id: shipper.id }, [delivered.id]);
    const refused = await post(staff.token, '/requests/done/', { ids: [late.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().key).toBe('orders.move_not_allowed');
    expect((await statusOf(late.id)).status).toBe('assigned');
  });

  it("refuses the return desk for a customer without returnclient with 'open return'", async () => {
    const customer = await buildCustomer(t.db);
    const staff = await deskStaff([RETURNS], [{ customer: customer.id, grants: { view: true } }]);
    const refused = await get(staff.token, '/addorders/return_request_list', { customer_id: String(customer.id) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().key).toBe('orders.no_open_return');
  });
});

describe('packaging materials (Stock: material)', () => {
  it('are kept by staff with the screen and offered to merchants while active', async () => {
    const keeper = await t.loginAs({ role: 'staff', urls: [screenUrl('material'), `${screenUrl('material')}/new`] });
    const created = await post(keeper.token, '/material', { name: `Bubble wrap ${Date.now()}`, name_ar: 'غلاف فقاعات' });
    expect(created.statusCode, created.body).toBe(201);
    const material = created.json<{ id: number; name: string }>();
    const merchant = await t.loginAs({ role: 'customer', customerId: (await buildCustomer(t.db)).id });
    expect((await get(merchant.token, '/merchant/materials/')).json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: material.id })]));
    expect((await post(merchant.token, '/material', { name: 'Mine' })).statusCode).toBe(403);
    const outsider = await t.loginAs({ role: 'staff', urls: [BACKUP] });
    expect((await post(outsider.token, '/material', { name: 'Not mine' })).statusCode).toBe(403);
  });
});
