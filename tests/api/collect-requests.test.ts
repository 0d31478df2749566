import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, customerRequests, notifications, requestOrders } from '../../server/db/schema';
import { collectOrderIds } from '../../server/routes/requests';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildFieldPermission, buildOrder, buildRequest } from '../helpers/builders';
import { calls, COLLECT_DESK, collectStaff, deliveredOrder, type ListedCollect } from '../helpers/collect';

const { t, admin } = await openApiTest();
const { get, post } = calls(t);

async function merchant(values: Parameters<typeof buildCustomer>[1] = {}) {
  const customer = await buildCustomer(t.db, values);
  const login = await t.loginAs({ role: 'customer', customerId: customer.id });
  return { customer, token: login.token, user: login.user };
}
const collectsOf = (customerId: number) =>
  t.db
    .select()
    .from(customerRequests)
    .where(and(eq(customerRequests.customer_id, customerId), eq(customerRequests.kind, 'collect')));
const refusal = (reply: { json: <T>() => T }) => reply.json<ErrorBody & { params?: Record<string, string> }>();

describe('a merchant asks for the money of its delivered orders', () => {
  it('lists what it may ask for with totals, and refuses orders not delivered, settled, not its own or already asked, naming them', async () => {
    const m = await merchant({ payout_method: 'mobile_wallet', payout_account: '01012345678' });
    const delivered = await deliveredOrder(t.db, m.customer.id, { return_fees: '5.00' });
    const collected = await deliveredOrder(t.db, m.customer.id, { status: 'Collected', collected_amount: '120.50', total_fees: '40.00' });
    const pending = await buildOrder(t.db, { customer_id: m.customer.id });
    const settled = await deliveredOrder(t.db, m.customer.id, { customer_closing_id: 77 });
    const foreign = await deliveredOrder(t.db, (await buildCustomer(t.db)).id);

    const eligible = await get(m.token, '/merchant/collect/eligible/');
    expect(eligible.statusCode, eligible.body).toBe(200);
    expect(eligible.json()).toEqual({
      count: 2,
      next: null,
      previous: null,
      totals: { orders: 2, collected: '420.50', fees: '85.00', return_fees: '5.00', net: '330.50' },
      results: [
        expect.objectContaining({ id: delivered.id, serial: delivered.serial, collected: '300.00', fees: '45.00', return_fees: '5.00', net: '250.00' }),
        expect.objectContaining({ id: collected.id, collected: '120.50', net: '80.50' }),
      ],
    });

    const notDelivered = await post(m.token, '/customization/customer_collect_Deliverd', { id: pending.id });
    expect(notDelivered.statusCode).toBe(400);
    expect(refusal(notDelivered)).toMatchObject({ key: 'collect.order_not_delivered', errors: { id: 'collect.order_not_delivered' } });
    expect(refusal(notDelivered).message).toContain(pending.serial);
    const alreadySettled = await post(m.token, '/customization/customer_collect_Deliverd_bulk', { ids: [delivered.id, settled.id] });
    expect(refusal(alreadySettled)).toMatchObject({
      key: 'collect.order_settled',
      errors: { ids: 'collect.order_settled' },
      params: { serial: settled.serial },
    });
    const notMine = await post(m.token, '/customization/customer_collect_Deliverd_bulk', { ids: [delivered.id, foreign.id] });
    expect(notMine.statusCode).toBe(400);
    expect(refusal(notMine)).toMatchObject({ key: 'collect.order_unknown', params: { order: `#${foreign.id}` } });
    expect(notMine.body).not.toContain(foreign.serial);
    expect(await collectsOf(m.customer.id)).toEqual([]);

    const one = await post(m.token, '/customization/customer_collect_Deliverd', { id: delivered.id, notes: 'Before Friday please' });
    expect(one.statusCode, one.body).toBe(201);
    const first = one.json<ListedCollect>();
    expect(first).toMatchObject({ status: 'open', payout_method: 'mobile_wallet', orders: [delivered.id], receipt_url: null, gallery_url: null });
    expect(first.totals).toEqual({ orders: 1, collected: '300.00', fees: '45.00', return_fees: '5.00', net: '250.00' });
    const twice = await post(m.token, '/customization/customer_collect_Deliverd_bulk', { ids: [collected.id, delivered.id] });
    expect(refusal(twice)).toMatchObject({ key: 'collect.order_already_asked', params: { serial: delivered.serial, id: String(first.id) } });

    // None named: every order still waiting, here the collected one.
    const rest = await post(m.token, '/customization/customer_collect_Deliverd_bulk', {});
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json<ListedCollect>().orders).toEqual([collected.id]);
    const nothing = await post(m.token, '/customization/customer_collect_Deliverd_bulk', { ids: [] });
    expect(refusal(nothing)).toMatchObject({ key: 'collect.nothing_to_collect', errors: { ids: 'collect.nothing_to_collect' } });
    expect((await get(m.token, '/merchant/collect/eligible/')).json()).toMatchObject({ count: 0, results: [] });

    // Cancelled while open, its order may be asked for again.
    expect((await post(m.token, `/merchant/requests/${first.id}/cancel/`, {})).statusCode).toBe(200);
    expect((await get(m.token, '/merchant/collect/eligible/')).json()).toMatchObject({ count: 1, results: [{ id: delivered.id }] });
    const listed = await get(m.token, '/merchant/requests/', { kind: 'collect' });
    expect(listed.json()).toMatchObject({ count: 2, results: [{ status: 'open' }, { id: first.id, status: 'cancelled' }] });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer_requests'), eq(auditLog.user_id, m.user.id)));
    expect(audits.map((row) => row.action)).toEqual(['request.create', 'request.create', 'request.cancel']);
  });

  it('puts each order in exactly one request when two asks for the same orders run at once', async () => {
    const m = await merchant();
    const orders = [await deliveredOrder(t.db, m.customer.id), await deliveredOrder(t.db, m.customer.id), await deliveredOrder(t.db, m.customer.id)];
    const ids = orders.map((order) => order.id);
    const named = await Promise.all([1, 2].map(() => post(m.token, '/customization/customer_collect_Deliverd_bulk', { ids })));
    expect(named.map((reply) => reply.statusCode).sort()).toEqual([201, 400]);
    expect(named.map((reply) => reply.json<ErrorBody>().key).filter(Boolean)).toEqual(['collect.order_already_asked']);

    const more = [await deliveredOrder(t.db, m.customer.id), await deliveredOrder(t.db, m.customer.id)];
    // The merchant asking for everything waiting while the office asks for the same orders on its behalf.
    const all = await Promise.all([
      post(m.token, '/customization/customer_collect_Deliverd_bulk', {}),
      post(admin.token, '/addorders/collect/', { customer_id: m.customer.id }),
    ]);
    expect(all.map((reply) => reply.statusCode).sort()).toEqual([201, 400]);
    const held = await t.db
      .select({ order: requestOrders.order_id })
      .from(requestOrders)
      .where(inArray(requestOrders.order_id, [...ids, ...more.map((order) => order.id)]));
    expect(held.map((row) => row.order).sort((a, b) => a - b)).toEqual([...ids, ...more.map((order) => order.id)].sort((a, b) => a - b));
    expect(await collectsOf(m.customer.id)).toHaveLength(2);
  });

  it('tells the collect desk of a merchant it handles, and names the orders a customer closing of the request settles', async () => {
    const m = await merchant();
    const handling = await collectStaff(t, [{ customer: m.customer.id, grants: { view: true, collectclient: true } }]);
    const seeingOnly = await collectStaff(t, [{ customer: m.customer.id, grants: { view: true } }]);
    const orders = [await deliveredOrder(t.db, m.customer.id), await deliveredOrder(t.db, m.customer.id)];
    const asked = (await post(m.token, '/customization/customer_collect_Deliverd_bulk', {})).json<ListedCollect>();
    const alerts = async (userId: number) =>
      (await t.db.select().from(notifications).where(eq(notifications.for_user, userId))).map((row) => [row.subject_key, row.url]);
    expect(await alerts(handling.user.id)).toEqual([['notifications.alert_collect', `${COLLECT_DESK}/details/${asked.id}`]]);
    expect(await alerts(seeingOnly.user.id)).toEqual([]);
    expect(await t.db.transaction((tx) => collectOrderIds(tx, asked.id))).toEqual(orders.map((order) => order.id));
    const pickup = await buildRequest(t.db, { customer_id: m.customer.id });
    expect(await t.db.transaction((tx) => collectOrderIds(tx, pickup.id))).toEqual([]);
  });
});

describe('who may see and handle collect requests', () => {
  it('keeps a merchant to its own requests', async () => {
    const a = await merchant();
    const b = await merchant();
    const theirs = await buildRequest(t.db, { kind: 'collect', customer_id: b.customer.id }, [(await deliveredOrder(t.db, b.customer.id)).id]);
    expect((await get(a.token, `/merchant/requests/${theirs.id}/`)).statusCode).toBe(404);
    expect((await post(a.token, `/merchant/requests/${theirs.id}/cancel/`, {})).statusCode).toBe(404);
    expect((await get(a.token, '/merchant/requests/', { kind: 'collect' })).json()).toMatchObject({ count: 0 });
    expect((await collectsOf(b.customer.id))[0]?.status).toBe('open');
  });

  it("lets staff handle only merchants whose rows grant collectclient, with the spec's refusal for one they see", async () => {
    const mine = await buildCustomer(t.db);
    const seen = await buildCustomer(t.db);
    const hidden = await buildCustomer(t.db);
    const requestOf = async (customerId: number) =>
      buildRequest(t.db, { kind: 'collect', customer_id: customerId }, [(await deliveredOrder(t.db, customerId)).id]);
    const [own, notMine, secret] = [await requestOf(mine.id), await requestOf(seen.id), await requestOf(hidden.id)];
    const staff = await collectStaff(t, [
      { customer: mine.id, grants: { view: true, collectclient: true } },
      { customer: seen.id, grants: { view: true } },
    ]);

    const listed = (await get(staff.token, '/addorders/collect')).json<{ results: ListedCollect[] }>().results.map((row) => row.id);
    expect(listed).toContain(own.id);
    expect(listed).not.toContain(notMine.id);
    expect(listed).not.toContain(secret.id);
    const narrowed = await get(staff.token, '/addorders/collect', { customer_id: String(seen.id) });
    expect(narrowed.statusCode).toBe(403);
    expect(narrowed.json<ErrorBody>().key).toBe('orders.no_open_collect');
    const opened = await post(staff.token, '/addorders/collect/', { customer_id: seen.id });
    expect(opened.statusCode).toBe(403);
    expect(opened.json<ErrorBody>().key).toBe('orders.no_open_collect');
    const unseen = await post(staff.token, '/addorders/collect/', { customer_id: hidden.id });
    expect(unseen.json<ErrorBody>().errors).toEqual({ customer_id: 'errors.not_found' });

    for (const id of [notMine.id, secret.id]) {
      expect((await get(staff.token, `/requests/${id}/`)).statusCode).toBe(404);
      const bulk = await post(staff.token, '/addorders/collect/bulk_update-status/', { ids: [own.id, id], action: 'cancel' });
      expect(bulk.statusCode).toBe(404);
      expect((await post(staff.token, '/requests/change_shipper/', { ids: [id], shipper: staff.shipper.id })).statusCode).toBe(404);
    }
    expect((await collectsOf(mine.id))[0]?.status).toBe('open');
    const waiting = await deliveredOrder(t.db, mine.id);
    const mineOpened = await post(staff.token, '/addorders/collect/', { customer_id: mine.id, notes: 'Asked on the phone' });
    expect(mineOpened.statusCode, mineOpened.body).toBe(201);
    expect(mineOpened.json<ListedCollect>()).toMatchObject({ orders: [waiting.id], status: 'open' });
    const page = (await get(staff.token, `/requests/${own.id}/`)).json<ListedCollect & { parcels: { id: number }[] }>();
    expect(page.parcels.map((parcel) => parcel.id)).toEqual(page.orders);
  });

  it('hides the money of a request from staff kept from amounts or fees, and keeps its order count', async () => {
    const customer = await buildCustomer(t.db);
    const request = await buildRequest(t.db, { kind: 'collect', customer_id: customer.id }, [(await deliveredOrder(t.db, customer.id)).id]);
    const staff = await collectStaff(t, [{ customer: customer.id, grants: { view: true, collectclient: true } }]);
    await buildFieldPermission(t.db, staff.user.id, 'show_total_amount', true);
    const shown = (await get(staff.token, `/requests/${request.id}/`)).json<ListedCollect>();
    expect(shown.totals).toEqual({ orders: 1, collected: '', fees: '', return_fees: '', net: '' });
    expect((await get(admin.token, `/requests/${request.id}/`)).json<ListedCollect>().totals?.net).toBe('255.00');
  });
});
