import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STATUS_CODE } from '../../domain/orders/status';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { customerRequests, requestEvents } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildMaterial, buildOrder } from '../helpers/builders';

const { t } = await openApiTest();

async function merchant() {
  const customer = await buildCustomer(t.db);
  const login = await t.loginAs({ role: 'customer', customerId: customer.id });
  return { customer, token: login.token, user: login.user };
}

const post = (token: string, url: string, payload: unknown) => t.call(token, { method: 'POST', url: `/api${url}`, payload: payload as object });
const get = (token: string, url: string, query: Record<string, string> = {}) => t.call(token, { method: 'GET', url: `/api${url}`, query });
const pickup = (extra: Record<string, unknown> = {}) => ({ pickup_date: cairoToday(), address: '5 Nile St', parcel_count: 12, notes: 'Ring twice', ...extra });
const history = async (id: number) => (await t.db.select().from(requestEvents).where(eq(requestEvents.request_id, id))).map((e) => [e.action, e.to_status]);

describe("a merchant's requests", () => {
  it('asks for a pickup, follows it and cancels it while it is open', async () => {
    const m = await merchant();
    const created = await post(m.token, '/backup/requestbackup/', pickup());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const listed = await get(m.token, '/merchant/requests/', { kind: 'pickup' });
    expect(listed.json()).toMatchObject({ count: 1, results: [{ id, kind: 'pickup', status: 'open', parcel_count: 12, address: '5 Nile St' }] });
    expect((await post(m.token, `/merchant/requests/${id}/cancel/`, {})).statusCode).toBe(200);
    expect((await get(m.token, `/merchant/requests/${id}/`)).json()).toMatchObject({
      status: 'cancelled',
      history: [{ action: 'create' }, { action: 'cancel', from_status: 'open', to_status: 'cancelled' }],
    });
    // Cancelled is final.
    const again = await post(m.token, `/merchant/requests/${id}/cancel/`, {});
    expect(again.statusCode).toBe(409);
    expect(await history(id)).toEqual([
      ['create', 'open'],
      ['cancel', 'cancelled'],
    ]);
  });

  it("finds its pickups of a day that the office has still to act on (the form's warning before a second one)", async () => {
    const m = await merchant();
    const tomorrow = cairoDaysAgo(-1);
    const today = (await post(m.token, '/backup/requestbackup/', pickup())).json<{ id: number }>();
    const cancelled = (await post(m.token, '/backup/requestbackup/', pickup())).json<{ id: number }>();
    await post(m.token, `/merchant/requests/${cancelled.id}/cancel/`, {});
    await post(m.token, '/backup/requestbackup/', pickup({ pickup_date: tomorrow }));
    const open = await get(m.token, '/merchant/requests/', { kind: 'pickup', open: 'true', pickup_date: cairoToday() });
    expect(open.json()).toMatchObject({ count: 1, results: [{ id: today.id, status: 'open' }] });
    // Another merchant's open pickup of the same day is not its own.
    const other = await merchant();
    expect((await get(other.token, '/merchant/requests/', { kind: 'pickup', open: 'true', pickup_date: cairoToday() })).json()).toMatchObject({ count: 0 });
  });

  it('refuses a pickup in the past or without parcels beside the field, and stores nothing', async () => {
    const m = await merchant();
    const past = await post(m.token, '/backup/requestbackup/', pickup({ pickup_date: cairoDaysAgo(1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json<ErrorBody>().errors).toEqual({ pickup_date: 'requests.pickup_date_past' });
    const none = await post(m.token, '/backup/requestbackup/', pickup({ parcel_count: 0 }));
    expect(none.json<ErrorBody>().errors).toEqual({ parcel_count: 'requests.parcels_invalid' });
    expect(await t.db.select().from(customerRequests).where(eq(customerRequests.customer_id, m.customer.id))).toEqual([]);
  });

  it('asks for packaging material on offer and changes it while open', async () => {
    const m = await merchant();
    const flyer = await buildMaterial(t.db, { name: 'Flyer bag A4' });
    const box = await buildMaterial(t.db, { name: 'Carton box M' });
    const retired = await buildMaterial(t.db, { is_active: false });
    expect((await get(m.token, '/merchant/materials/')).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: flyer.id, name: 'Flyer bag A4' })]),
    );
    expect((await get(m.token, '/merchant/materials/')).json<{ id: number }[]>().map((row) => row.id)).not.toContain(retired.id);

    const refused = await post(m.token, '/materialrequest/', { items: [{ material: retired.id, quantity: 5 }] });
    expect(refused.json<ErrorBody>().errors).toEqual({ items: 'requests.material_unknown' });
    const created = await post(m.token, '/materialrequest/', { items: [{ material: flyer.id, quantity: 100 }], notes: 'For Friday' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const changed = await t.call(m.token, {
      method: 'PATCH',
      url: `/api/addorders/material_requst_detail/${id}`,
      payload: {
        items: [
          { material: box.id, quantity: 20 },
          { material: flyer.id, quantity: 50 },
        ],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id,
      status: 'open',
      items: [
        { material: box.id, name: 'Carton box M', quantity: 20 },
        { material: flyer.id, name: 'Flyer bag A4', quantity: 50 },
      ],
    });
  });

  it('asks undelivered parcels back, once, and refuses delivered ones', async () => {
    const m = await merchant();
    const undelivered = await buildOrder(t.db, { customer_id: m.customer.id, status: 'Undelivered' });
    const refused = await buildOrder(t.db, { customer_id: m.customer.id, status: 'Rejected' });
    const delivered = await buildOrder(t.db, { customer_id: m.customer.id, status: 'Delivered' });
    const cancelled = await buildOrder(t.db, { customer_id: m.customer.id, status: 'Hold', status_code: STATUS_CODE.cancelled });
    const created = await post(m.token, '/customization/customer_return_unDeliverd', { ids: [undelivered.id, refused.id] });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await get(m.token, `/merchant/requests/${id}/`)).json()).toMatchObject({ kind: 'return', orders: [undelivered.id, refused.id] });
    const twice = await post(m.token, '/customization/customer_return_unDeliverd', { ids: [refused.id] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>().key).toBe('requests.orders_already_asked');
    for (const order of [delivered, cancelled]) {
      const answer = await post(m.token, '/customization/customer_return_unDeliverd', { ids: [order.id] });
      expect(answer.statusCode).toBe(409);
      expect(answer.json<ErrorBody>().key).toBe('requests.orders_not_returnable');
    }
  });

  it('lets only one of two parallel return requests ask for the same parcel', async () => {
    const m = await merchant();
    const order = await buildOrder(t.db, { customer_id: m.customer.id, status: 'Undelivered' });
    const answers = await Promise.all([0, 1, 2].map(() => post(m.token, '/customization/customer_return_unDeliverd', { ids: [order.id] })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const open = await t.db.select().from(customerRequests).where(eq(customerRequests.customer_id, m.customer.id));
    expect(open).toHaveLength(1);
  });

  it("never reaches another merchant's requests or orders", async () => {
    const a = await merchant();
    const b = await merchant();
    const theirs = (await post(b.token, '/backup/requestbackup/', pickup())).json<{ id: number }>();
    const material = await buildMaterial(t.db);
    const theirMaterial = (await post(b.token, '/materialrequest/', { items: [{ material: material.id, quantity: 1 }] })).json<{ id: number }>();
    const theirOrder = await buildOrder(t.db, { customer_id: b.customer.id, status: 'Undelivered' });
    const missing = await get(a.token, '/merchant/requests/2147483000/');
    expect((await get(a.token, `/merchant/requests/${theirs.id}/`)).body).toBe(missing.body);
    expect((await post(a.token, `/merchant/requests/${theirs.id}/cancel/`, {})).statusCode).toBe(404);
    const patch = await t.call(a.token, {
      method: 'PATCH',
      url: `/api/addorders/material_requst_detail/${theirMaterial.id}`,
      payload: { items: [{ material: material.id, quantity: 9 }] },
    });
    expect(patch.statusCode).toBe(404);
    expect((await post(a.token, '/customization/customer_return_unDeliverd', { ids: [theirOrder.id] })).statusCode).toBe(404);
    expect((await get(a.token, '/merchant/requests/')).json()).toMatchObject({ count: 0 });
    expect((await get(b.token, `/merchant/requests/${theirs.id}/`)).json()).toMatchObject({ status: 'open' });
  });
});
