import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { auditLog, customerRequests, mediaFiles, notifications, requestEvents } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildFieldPermission, buildRequest, buildShipper, buildShipperPermission } from '../helpers/builders';
import { calls, collectStaff, deliveredOrder, type ListedCollect } from '../helpers/collect';

const { t, admin } = await openApiTest();
const { get, post, receipt } = calls(t);

type Page = { count: number; results: ListedCollect[]; total_orders?: number };
const stored = async (id: number) => (await t.db.select().from(customerRequests).where(eq(customerRequests.id, id)))[0]!;
const history = async (id: number) =>
  (await t.db.select().from(requestEvents).where(eq(requestEvents.request_id, id)).orderBy(requestEvents.id)).map((row) => [row.action, row.to_status]);

/** A collect request of `count` delivered orders of the customer, made as the builder says. */
async function collect(customerId: number, values: Partial<typeof customerRequests.$inferInsert> = {}, count = 1) {
  const orders = [];
  for (let i = 0; i < count; i += 1) orders.push(await deliveredOrder(t.db, customerId));
  return {
    request: await buildRequest(
      t.db,
      { kind: 'collect', customer_id: customerId, ...values },
      orders.map((order) => order.id),
    ),
    orders,
  };
}

/** Three collect requests of two merchants, a return request still to do, and a desk member handling both merchants. */
async function deskSetup() {
  const nile = await buildCustomer(t.db, { company_name: 'Nile Perfumes', phone: '01055501234' });
  const delta = await buildCustomer(t.db, { company_name: 'Delta Shoes' });
  const courier = await buildShipper(t.db);
  const a = await collect(nile.id, {}, 2);
  const b = await collect(nile.id, { status: 'assigned', shipper_id: courier.id, payout_method: 'cash', created_at: new Date(`${cairoDaysAgo(3)}T10:00:00Z`) });
  const c = await collect(delta.id, { status: 'cancelled' }, 3);
  await buildRequest(t.db, { kind: 'return', customer_id: delta.id });
  const staff = await collectStaff(t, [
    { customer: nile.id, grants: { view: true, collectclient: true, phone: true } },
    { customer: delta.id, grants: { view: true, collectclient: true } },
  ]);
  await buildFieldPermission(t.db, staff.user.id, 'show_order_serial', true);
  return { delta, courier, a, b, c, staff };
}

const { delta, courier, a, b, c, staff } = await deskSetup();

describe('the collect desk list (addorders/collect)', () => {
  const listed = async (query: Record<string, string>) => {
    const reply = await get(staff.token, '/addorders/collect', query);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Page>().results.map((row) => row.id);
  };
  const ours = [a.request.id, b.request.id, c.request.id];
  const only = (ids: number[]) => ids.filter((id) => ours.includes(id));

  it('pages newest first and answers the total order count when asked', async () => {
    const first = await get(staff.token, '/addorders/collect', { page: '1', page_size: '2', total_orders: 'true' });
    expect(first.json<Page>()).toMatchObject({ count: 3, total_orders: 6 });
    expect(first.json<Page>().results.map((row) => row.id)).toEqual([c.request.id, b.request.id]);
    expect(await listed({ page: '2', page_size: '2' })).toEqual([a.request.id]);
    expect(first.json<Page>().results[0]).toMatchObject({ totals: { orders: 3, net: '' } });
    expect((await get(staff.token, '/addorders/collect')).json<Page>().total_orders).toBeUndefined();
  });

  it('searches by merchant name, phone, request number and the serial of one of its orders', async () => {
    expect(only(await listed({ query: 'nile perf' })).sort()).toEqual([a.request.id, b.request.id].sort());
    expect(only(await listed({ query: '5550123' })).sort()).toEqual([a.request.id, b.request.id].sort());
    expect(await listed({ query: String(c.request.id) })).toContain(c.request.id);
    expect(await listed({ query: a.orders[1]!.serial })).toEqual([a.request.id]);
  });

  it('filters by status, couriers, days asked, a merchant with a return to do, and one merchant', async () => {
    expect(only(await listed({ status_query: 'assigned' }))).toEqual([b.request.id]);
    expect(only(await listed({ shippers: String(courier.id) }))).toEqual([b.request.id]);
    expect(only(await listed({ shippers: JSON.stringify([courier.id]) }))).toEqual([b.request.id]);
    expect(only(await listed({ FilterDate: cairoToday() })).sort()).toEqual([a.request.id, c.request.id].sort());
    expect(only(await listed({ FilterDate: cairoDaysAgo(4), to_date: cairoDaysAgo(2) }))).toEqual([b.request.id]);
    expect(only(await listed({ has_return_request: 'true' }))).toEqual([c.request.id]);
    expect(only(await listed({ has_return_request: 'false' })).sort()).toEqual([a.request.id, b.request.id].sort());
    expect(await listed({ customer_id: String(delta.id) })).toEqual([c.request.id]);
    const bad = await get(staff.token, '/addorders/collect', { shippers: 'three,4' });
    expect(bad.json<ErrorBody>().errors).toEqual({ shippers: 'requests.shippers_invalid' });
    expect((await get(staff.token, '/addorders/collect', { FilterDate: '2026-02-30' })).statusCode).toBe(400);
  });
});

describe('assigning, changing and moving collect requests', () => {
  it('sends cash with a courier or chooses a transfer, changes the courier, takes him back, all or nothing', async () => {
    const customer = await buildCustomer(t.db, { payout_method: 'bank_transfer', payout_account: 'EG12 0001' });
    const merchant = await t.loginAs({ role: 'customer', customerId: customer.id });
    const staff = await collectStaff(t, [{ customer: customer.id, grants: { view: true, collectclient: true } }]);
    const [one, two, three] = [(await collect(customer.id)).request, (await collect(customer.id)).request, (await collect(customer.id)).request];
    const bulk = (payload: object) => post(staff.token, '/addorders/collect/bulk_update-status/', payload);

    const cash = await bulk({ ids: [one.id, two.id], action: 'assign', shipper: staff.shipper.id, note: 'Afternoon round' });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(await stored(one.id)).toMatchObject({ status: 'assigned', shipper_id: staff.shipper.id, payout_method: 'cash', collect_date: cairoToday() });
    const transfer = await bulk({ ids: [three.id], action: 'assign', payout_method: 'instapay', collect_date: '2099-01-05' });
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect(await stored(three.id)).toMatchObject({ status: 'assigned', shipper_id: null, payout_method: 'instapay', collect_date: '2099-01-05' });

    expect((await bulk({ ids: [three.id], action: 'assign', payout_method: 'cash' })).json<ErrorBody>().errors).toEqual({
      shipper: 'collect.shipper_required',
    });
    const both = await bulk({ ids: [three.id], action: 'assign', payout_method: 'bank_transfer', shipper: staff.shipper.id });
    expect(both.json<ErrorBody>().errors).toEqual({ shipper: 'collect.no_shipper_for_transfer' });
    expect((await bulk({ ids: [three.id], action: 'assign' })).json<ErrorBody>().errors).toEqual({ payout_method: 'collect.method_required' });
    const past = await bulk({ ids: [three.id], action: 'assign', shipper: staff.shipper.id, collect_date: cairoDaysAgo(1) });
    expect(past.json<ErrorBody>().errors).toEqual({ collect_date: 'collect.date_past' });

    // The desks' shared call changes the courier; a transfer given a courier becomes cash.
    const other = await buildShipper(t.db);
    await buildShipperPermission(t.db, staff.user.id, other.id);
    expect((await post(staff.token, '/requests/change_shipper/', { ids: [two.id, three.id], shipper: other.id })).statusCode).toBe(200);
    expect(await stored(three.id)).toMatchObject({ shipper_id: other.id, payout_method: 'cash', collect_date: '2099-01-05' });
    // "Done" is the hand-over with its receipt, not the desks' plain done.
    const done = await post(staff.token, '/requests/done/', { ids: [one.id] });
    expect(done.statusCode).toBe(409);

    await receipt(staff.token, one.id);
    const mixed = await bulk({ ids: [two.id, one.id], action: 'cancel' });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json<ErrorBody>().key).toBe('requests.not_allowed');
    expect((await stored(two.id)).status).toBe('assigned');
    const pickup = await buildRequest(t.db, { customer_id: customer.id });
    expect((await bulk({ ids: [two.id, pickup.id], action: 'cancel' })).statusCode).toBe(404);
    expect((await bulk({ ids: [two.id], action: 'unassign' })).statusCode).toBe(200);
    expect(await stored(two.id)).toMatchObject({ status: 'open', shipper_id: null });
    expect((await bulk({ ids: [two.id, three.id], action: 'cancel', note: 'Merchant will pass by' })).statusCode).toBe(200);

    expect(await history(two.id)).toEqual([
      ['create', 'open'],
      ['assign', 'assigned'],
      ['assign', 'assigned'],
      ['unassign', 'open'],
      ['cancel', 'cancelled'],
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer_requests'), eq(auditLog.user_id, staff.user.id)));
    expect(audits.map((row) => row.action)).toEqual([
      'request.assign',
      'request.assign',
      'request.assign',
      'request.handover',
      'request.unassign',
      'request.cancel',
    ]);
    const told = await t.db.select().from(notifications).where(eq(notifications.for_user, merchant.user.id));
    expect(told.map((row) => row.subject_key)).toContain('notifications.collect_transfer');
    expect(told.map((row) => row.subject_key)).toContain('notifications.request_done');
  });
});

describe('the hand-over and its public gallery', () => {
  it('takes the photo of the signed receipt, marks the request done and shows it at the link, to nobody without the key', async () => {
    const customer = await buildCustomer(t.db, { company_name: 'Cairo Crafts' });
    const merchant = await t.loginAs({ role: 'customer', customerId: customer.id });
    const staff = await collectStaff(t, [{ customer: customer.id, grants: { view: true, collectclient: true } }]);
    const { request, orders } = await collect(customer.id, { status: 'assigned', payout_method: 'cash' }, 2);
    const waiting = (await collect(customer.id)).request;
    const media = async () => (await t.db.select().from(mediaFiles)).length;

    const before = await media();
    const text = await receipt(staff.token, request.id, { filename: 'receipt.png', contentType: 'image/png', data: Buffer.from('not a photo') });
    expect(text.json<ErrorBody>().errors).toEqual({ file: 'orders.photo_type' });
    expect((await receipt(staff.token, waiting.id)).statusCode).toBe(409);
    expect(await media()).toBe(before);

    const handed = await receipt(staff.token, request.id);
    expect(handed.statusCode, handed.body).toBe(200);
    const done = handed.json<ListedCollect>();
    expect(done).toMatchObject({ status: 'done', collect_date: cairoToday(), receipt_url: expect.stringMatching(/^\/api\/media\//) });
    expect((await t.call(null, { method: 'GET', url: done.receipt_url! })).headers['content-type']).toBe('image/png');
    expect((await stored(request.id)).handed_over_at).not.toBeNull();
    expect(await history(request.id)).toEqual([
      ['create', 'assigned'],
      ['done', 'done'],
    ]);
    expect((await receipt(staff.token, request.id)).statusCode).toBe(409);
    const mine = (await get(merchant.token, `/merchant/requests/${request.id}/`)).json<ListedCollect>();
    expect(mine.gallery_url).toBe(done.gallery_url);
    expect(done.gallery_url).toMatch(new RegExp(`^/CollectGallery/${customer.id}/Cairo%20Crafts/${cairoToday()}\\?key=[\\w-]{32}$`));

    const [path, key] = done.gallery_url!.split('?key=') as [string, string];
    const open = (url: string, withKey?: string) => t.call(null, { method: 'GET', url: `/api${url}`, query: withKey === undefined ? {} : { key: withKey } });
    const shown = await open(path, key);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({
      company_name: 'Cairo Crafts',
      collect_date: cairoToday(),
      requests: [{ id: request.id, orders: 2, net: '510.00', handed_over_at: expect.any(String), receipt_url: done.receipt_url }],
    });
    expect(shown.body).not.toContain(orders[0]!.serial);
    expect((await open(`/CollectGallery/${customer.id}/cairo crafts /${cairoToday()}`, key)).statusCode).toBe(200);

    const unknown = await open(`/CollectGallery/2000000001/Cairo%20Crafts/${cairoToday()}`, key);
    expect(unknown.statusCode).toBe(404);
    for (const wrong of [
      open(path, 'x'.repeat(32)),
      open(path),
      open(`/CollectGallery/${customer.id}/Other%20Shop/${cairoToday()}`, key),
      open(`/CollectGallery/${customer.id}/Cairo%20Crafts/${cairoDaysAgo(1)}`, key),
      open(`/CollectGallery/${customer.id}/Cairo%20Crafts/2026-02-30`, key),
    ]) {
      const reply = await wrong;
      expect(reply.statusCode).toBe(404);
      expect(reply.body).toBe(unknown.body);
    }

    // Another merchant's hand-over that day: its own key opens only its own page.
    const other = await buildCustomer(t.db, { company_name: 'Other Shop' });
    const theirs = (await collect(other.id, { status: 'assigned', shipper_id: staff.shipper.id })).request;
    await buildCustomerPermission(t.db, staff.user.id, other.id, { view: true, collectclient: true });
    const theirKey = (await receipt(staff.token, theirs.id)).json<ListedCollect>().gallery_url!.split('?key=')[1]!;
    expect((await open(path, theirKey)).statusCode).toBe(404);
    expect((await open(path, key)).body).not.toContain('Other Shop');
    expect((await get(admin.token, `/requests/${request.id}/`)).json<ListedCollect>().gallery_url).toBe(done.gallery_url);
  });

  it('refuses a receipt too large, and one for a request the caller does not handle', async () => {
    const customer = await buildCustomer(t.db);
    const { request } = await collect(customer.id, { status: 'assigned', payout_method: 'instapay' });
    const stranger = await collectStaff(t, []);
    expect((await receipt(stranger.token, request.id)).statusCode).toBe(404);
    const big = {
      filename: 'big.png',
      contentType: 'image/png',
      data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5 * 1024 * 1024)]),
    };
    const tooBig = await receipt(admin.token, request.id, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<ErrorBody>().errors).toEqual({ file: 'errors.file_too_large' });
    expect((await stored(request.id)).status).toBe('assigned');
  });
});
