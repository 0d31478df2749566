import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../domain/orders/record';
import { orderEvents, orders } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomerPermission, buildOrder, buildUser } from '../helpers/builders';
import { orderPayload, orderWorld } from '../helpers/orders-api';

const { t, admin } = await openApiTest();

const HURRY = '/dashboard/hurryorder';
type Page = { count: number; next: string | null; previous: string | null; results: OrderRecord[] };

const create = (token: string, payload: Record<string, unknown>) => t.call(token, { method: 'POST', url: '/api/addorders/hurryorder/', payload });
const list = (token: string, query: Record<string, string> = {}) => t.call(token, { method: 'GET', url: '/api/addorders/hurryorder/', query });
const approve = (token: string, id: number, payload: Record<string, unknown> = { approved: true }) =>
  t.call(token, { method: 'PATCH', url: `/api/addorders/hurryorder/${id}/`, payload });
const idsOf = (response: { json: <T>() => T }) =>
  response
    .json<Page>()
    .results.map((r) => r.id)
    .sort((a, b) => a - b);
const approveEvents = async (id: number) =>
  t.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.order_id, id), eq(orderEvents.action, 'approve')));

/** A staff member with the urgent-orders screen and a row for `customerId`. */
async function hurryStaff(customerId: number, grants: { addOrder?: boolean; updateOrder?: boolean } = {}) {
  const login = await t.loginAs({ role: 'staff', urls: [HURRY] });
  await buildCustomerPermission(t.db, login.user.id, customerId, { view: true, ...grants });
  return login;
}

describe('urgent orders', () => {
  it('creates an urgent order like any order, waiting for approval', async () => {
    const world = await orderWorld(t.db);
    const response = await create(admin.token, orderPayload(world, { approved: true, approved_by: admin.id }));
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<OrderRecord>();
    expect(order).toMatchObject({ is_urgent: true, approved: false, approved_by: null, total_fees: '40.00', full_name: 'Mona Adel' });
    const bad = await create(admin.token, orderPayload(world, { full_name: '' }));
    expect(bad.statusCode).toBe(400);
  });

  it('lists urgent orders only, filtered by action, dates, id and query', async () => {
    const world = await orderWorld(t.db);
    const customer_id = world.customer.id;
    const pending = await buildOrder(t.db, { customer_id, is_urgent: true, order_date: '2026-03-10', full_name: 'Karim Pending' });
    const done = await buildOrder(t.db, { customer_id, is_urgent: true, approved: true, order_date: '2026-03-12', full_name: 'Salma Done' });
    await buildOrder(t.db, { customer_id, order_date: '2026-03-10' });
    const mine = { customer: String(customer_id) };
    expect(idsOf(await list(admin.token, { query: 'Karim' }))).toEqual([pending.id]);
    expect(idsOf(await list(admin.token, { day_date: '2026-03-10' }))).toContain(pending.id);
    expect(idsOf(await list(admin.token, { day_date: '2026-03-10' }))).not.toContain(done.id);
    expect(idsOf(await list(admin.token, { day_date: '2026-03-10', to_date: '2026-03-12', ...mine }))).toEqual([pending.id, done.id]);
    expect(idsOf(await list(admin.token, { action: 'approved', day_date: '2026-03-10', to_date: '2026-03-12' }))).toEqual([done.id]);
    expect(idsOf(await list(admin.token, { action: 'pending', day_date: '2026-03-10', to_date: '2026-03-12' }))).toEqual([pending.id]);
    expect(idsOf(await list(admin.token, { id: String(done.id) }))).toEqual([done.id]);
    const paged = await list(admin.token, { day_date: '2026-03-10', to_date: '2026-03-12', page_size: '1' });
    expect(paged.json<Page>()).toMatchObject({ count: 2, next: '?day_date=2026-03-10&to_date=2026-03-12&page_size=1&page=2', previous: null });
    expect((await list(admin.token, { action: 'all' })).statusCode).toBe(400);
  });

  it("approves once, in the caller's name, with a timeline row; a second approval is a conflict", async () => {
    const order = await buildOrder(t.db, { is_urgent: true });
    const first = await approve(admin.token, order.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<OrderRecord>()).toMatchObject({ id: order.id, approved: true, approved_by: admin.id, version: order.version + 1 });
    expect(await approveEvents(order.id)).toEqual([expect.objectContaining({ user_id: admin.id, from_status: 'Pending', to_status: 'Pending' })]);

    const again = await approve(admin.token, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().key).toBe('orders.already_approved');
    expect(await approveEvents(order.id)).toHaveLength(1);
  });

  it('lets a superuser name another staff approver, but a staff member only themselves', async () => {
    const order = await buildOrder(t.db, { is_urgent: true });
    const colleague = await buildUser(t.db, { role: 'staff' });
    const staff = await hurryStaff(order.customer_id, { updateOrder: true });

    const asOther = await approve(staff.token, order.id, { approved: true, approved_by: colleague.id });
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json<ErrorBody>().key).toBe('orders.approve_as_self');
    expect((await approve(admin.token, order.id, { approved: true, approved_by: 99999999 })).json<ErrorBody>().errors).toEqual({
      approved_by: 'errors.not_found',
    });
    const stored = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored[0]).toMatchObject({ approved: false, approved_by: null });

    const named = await approve(admin.token, order.id, { approved: true, approved_by: colleague.id });
    expect(named.json<OrderRecord>()).toMatchObject({ approved: true, approved_by: colleague.id });
  });

  it('refuses what is not an urgent order the caller may change, changing nothing', async () => {
    const plain = await buildOrder(t.db);
    expect((await approve(admin.token, plain.id)).statusCode).toBe(404);
    expect((await approve(admin.token, plain.id, { approved: false })).statusCode).toBe(400);

    const urgent = await buildOrder(t.db, { is_urgent: true });
    const hidden = await buildOrder(t.db, { is_urgent: true });
    const viewer = await hurryStaff(urgent.customer_id);
    const refused = await approve(viewer.token, urgent.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().key).toBe('orders.no_update_permission');
    expect((await approve(viewer.token, hidden.id)).statusCode).toBe(404);
    expect(idsOf(await list(viewer.token))).toEqual([urgent.id]);

    const cancelled = await buildOrder(t.db, { is_urgent: true, status_code: 6 });
    expect((await approve(admin.token, cancelled.id)).json<ErrorBody>().key).toBe('orders.move_cancelled');
    for (const id of [urgent.id, hidden.id, cancelled.id]) expect(await approveEvents(id)).toEqual([]);
  });

  it('needs the urgent-orders screen, and addOrder for the customer to create', async () => {
    const world = await orderWorld(t.db);
    const noScreen = await t.loginAs({ role: 'staff', urls: ['/dashboard/adminorders'] });
    await buildCustomerPermission(t.db, noScreen.user.id, world.customer.id, { view: true, addOrder: true });
    expect((await create(noScreen.token, orderPayload(world))).statusCode).toBe(403);
    expect((await list(noScreen.token)).statusCode).toBe(403);
    const merchant = await t.loginAs({ role: 'customer', customerId: world.customer.id });
    expect((await list(merchant.token)).statusCode).toBe(403);

    const viewer = await hurryStaff(world.customer.id);
    const refused = await create(viewer.token, orderPayload(world));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().key).toBe('orders.no_add_permission');
    const adder = await hurryStaff(world.customer.id, { addOrder: true });
    expect((await create(adder.token, orderPayload(world))).statusCode).toBe(201);
  });
});
