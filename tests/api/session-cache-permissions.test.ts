/**
 * Servers keep each caller's screens and permissions between requests (server/auth/session-cache.ts,
 * server/permissions/memo.ts). Two apps on one database stand for two server processes: a permission changed
 * through one applies at the very next request to the other, whether it widens or narrows what the caller may
 * do, on the order list (whose statement checks the session itself), an order's page, order entry and the
 * export; so does a change written straight into the database by no server at all.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { customerUserPermissions, orders } from '../../server/db/schema';
import { buildCustomer, buildCustomerPermission, buildOrder, buildUser, staffAccountBody, TEST_PASSWORD } from '../helpers/builders';
import { ADMIN_ORDERS, orderPayload, ordersApi, orderWorld, type OrderPage } from '../helpers/orders-api';
import { createTwinApps } from '../helpers/test-app';

const { a, b, close } = await createTwinApps();
afterAll(close);
const admin = (await a.loginAs({ role: 'superuser' })).token;
const onA = ordersApi(a);

let staff: Awaited<ReturnType<typeof buildUser>>;
let token: string;
let world: Awaited<ReturnType<typeof orderWorld>>;
let order: Awaited<ReturnType<typeof buildOrder>>;

/** The ids A lists for the staff member, or the status when it refuses. */
async function listedOnA(): Promise<number[] | number> {
  const response = await onA.admin(token);
  return response.statusCode === 200 ? response.json<OrderPage>().results.map((o) => o.id) : response.statusCode;
}
const pageOnA = async () => (await onA.get(token, order.id)).statusCode;
const rowId = () => `${staff.id}-${world.customer.id}`;
const setRow = (flags: Record<string, boolean>) =>
  b.call(admin, { method: 'PUT', url: `/api/CustomerUserPermission/${rowId()}`, payload: { id: rowId(), view: true, ...flags } });

// A staff member with the order list, who sees one customer's order, logged in on A and served there once.
beforeEach(async () => {
  staff = await buildUser(a.db, { role: 'staff', urls: [ADMIN_ORDERS] });
  world = await orderWorld(a.db);
  await buildCustomerPermission(a.db, staff.id, world.customer.id, { view: true });
  order = await buildOrder(a.db, { customer_id: world.customer.id });
  const login = await a.call(null, { method: 'POST', url: '/api/token/', payload: { username: staff.username, password: TEST_PASSWORD } });
  token = login.json<{ access: string }>().access;
  expect(await listedOnA()).toEqual([order.id]);
  expect(await pageOnA()).toBe(200);
});

const account = (urls: string[]) => staffAccountBody(staff, { permitted_url: urls });

describe('a permission changed through one server applies at the next request to the other', () => {
  it('screens: taken away, then given back', async () => {
    expect((await b.call(admin, { method: 'PUT', url: `/api/useraccount/${staff.id}`, payload: account([]) })).statusCode).toBe(200);
    expect([await listedOnA(), await pageOnA()]).toEqual([403, 403]);
    await b.call(admin, { method: 'PUT', url: `/api/useraccount/${staff.id}`, payload: account([ADMIN_ORDERS]) });
    expect([await listedOnA(), await pageOnA()]).toEqual([[order.id], 200]);
  });

  it("a customer's row: removed, then granted again", async () => {
    expect((await b.call(admin, { method: 'DELETE', url: `/api/CustomerUserPermission/${rowId()}` })).statusCode).toBe(200);
    expect([await listedOnA(), await pageOnA()]).toEqual([[], 404]);
    const granted = await b.call(admin, {
      method: 'POST',
      url: '/api/CustomerUserPermission',
      payload: { user_id: staff.id, customer_id: world.customer.id, view: true },
    });
    expect(granted.statusCode).toBe(201);
    expect([await listedOnA(), await pageOnA()]).toEqual([[order.id], 200]);
  });

  it("the 'all customers' override", async () => {
    const other = await buildOrder(a.db, { customer_id: (await buildCustomer(a.db)).id });
    const override = (on: boolean) =>
      b.call(admin, { method: 'POST', url: '/api/user-permission/', payload: { user: staff.id, permissions: { all_customer_view: on } } });
    expect((await override(true)).statusCode).toBe(200);
    expect(await listedOnA()).toEqual(expect.arrayContaining([other.id, order.id]));
    await override(false);
    expect(await listedOnA()).toEqual([order.id]);
  });

  it('a field permission: the serial shown, then hidden', async () => {
    const serialHidden = async () => (await onA.admin(token)).json<OrderPage>().results[0]!.hidden_fields.includes('serial');
    expect(await serialHidden()).toBe(true);
    const fields = (allowed: boolean) =>
      b.call(admin, { method: 'PUT', url: `/api/userpermissionfieldValue/${staff.id}`, payload: { fields: [{ field: 'show_order_serial', allowed }] } });
    expect((await fields(true)).statusCode).toBe(200);
    expect(await serialHidden()).toBe(false);
    await fields(false);
    expect(await serialHidden()).toBe(true);
  });

  it('a special code: the export allowed, then refused', async () => {
    expect((await onA.exportXlsx(token)).statusCode).toBe(403);
    const granted = await b.call(admin, { method: 'POST', url: `/api/special-permissions/users/${staff.id}`, payload: { code: 'export_orders' } });
    expect(granted.statusCode).toBeLessThan(300);
    expect((await onA.exportXlsx(token)).statusCode).toBe(200);
    await b.call(admin, { method: 'DELETE', url: `/api/special-permissions/users/${staff.id}/export_orders` });
    expect((await onA.exportXlsx(token)).statusCode).toBe(403);
  });

  it('adding orders for the customer: allowed, then refused with nothing stored', async () => {
    const entered = async () => (await a.db.select({ id: orders.id }).from(orders).where(eq(orders.customer_id, world.customer.id))).length;
    expect((await onA.create(token, orderPayload(world))).statusCode).toBe(403);
    expect((await setRow({ addOrder: true })).statusCode).toBe(200);
    expect((await onA.create(token, orderPayload(world))).statusCode).toBe(201);
    await setRow({ addOrder: false });
    const before = await entered();
    expect((await onA.create(token, orderPayload(world))).statusCode).toBe(403);
    expect(await entered()).toBe(before);
  });
});

describe('a change written into the database by no server', () => {
  it('applies at the next request all the same', async () => {
    await b.db
      .update(customerUserPermissions)
      .set({ view: false })
      .where(and(eq(customerUserPermissions.user_id, staff.id), eq(customerUserPermissions.customer_id, world.customer.id)));
    expect([await listedOnA(), await pageOnA()]).toEqual([[], 404]);
  });
});
