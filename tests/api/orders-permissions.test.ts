import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildFieldPermission, buildSpecialPermissions, buildHoldReason, buildOrder } from '../helpers/builders';
import {
  ADMIN_ORDERS,
  column,
  eventCount,
  idsIn,
  orderPayload,
  ordersApi,
  orderWorld,
  pageOf,
  sorted,
  storedOrder,
  xlsxRows,
  type OrderRecord,
} from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = ordersApi(t);

type Grants = Parameters<typeof buildCustomerPermission>[3];

/**
 * A staff user on the order list with the given rows per customer and the given field permissions, holding the
 * order special codes (export, bulk status, delete) so that only the rows decide.
 */
async function staffWith(rows: [number, Grants][], fields: string[] = ['show_order_serial']) {
  const login = await t.loginAs({ role: 'staff', urls: [ADMIN_ORDERS] });
  await buildSpecialPermissions(t.db, login.user.id, ['export_orders', 'bulk_status_update', 'delete_orders']);
  for (const [customer, grants] of rows) await buildCustomerPermission(t.db, login.user.id, customer, grants);
  for (const field of fields) await buildFieldPermission(t.db, login.user.id, field, true);
  return login;
}

describe('order permissions per customer', () => {
  it('refuses to add an order for a customer without addOrder, with the spec message', async () => {
    const world = await orderWorld(t.db);
    const staff = await staffWith([[world.customer.id, { view: true, updateOrder: true }]]);
    const response = await api.create(staff.token, orderPayload(world));
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>()).toMatchObject({ key: 'orders.no_add_permission', message: "You don't have permission to add order to this customer" });
    expect(await t.db.select().from(orders).where(eq(orders.customer_id, world.customer.id))).toHaveLength(0);
    const allowed = await staffWith([[world.customer.id, { view: true, addOrder: true }]]);
    expect((await api.create(allowed.token, orderPayload(world))).statusCode).toBe(201);
  });

  it('hides the orders of a customer without view from lists, counts, exports, the page and the timeline', async () => {
    const hidden = await buildCustomer(t.db);
    const seen = await buildCustomer(t.db);
    const secret = await buildOrder(t.db, { customer_id: hidden.id, full_name: 'Hidden Person' });
    const mine = [await buildOrder(t.db, { customer_id: seen.id }), await buildOrder(t.db, { customer_id: seen.id })];
    const staff = await staffWith([
      [hidden.id, { view: false, updateOrder: true }],
      [seen.id, { view: true }],
    ]);
    const all = pageOf(await api.admin(staff.token));
    expect(all).toMatchObject({ count: 2, count_capped: false });
    expect(idsIn(all)).toEqual(sorted(mine.map((o) => o.id)));
    expect(pageOf(await api.admin(staff.token, { customer: hidden.id })).count).toBe(0);
    expect(pageOf(await api.admin(staff.token, { query: 'hidden' })).count).toBe(0);
    const drf = await api.drf(staff.token, 'order/');
    expect(drf.json<{ count: number }>().count).toBe(2);
    const exported = await api.exportXlsx(staff.token);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(sorted(column(await xlsxRows(exported), 'Serial').map(Number))).toEqual(sorted(mine.map((o) => Number(o.serial))));
    expect((await api.exportXlsx(staff.token, { customer: hidden.id })).statusCode).toBe(404);
    expect((await api.get(staff.token, secret.id)).statusCode).toBe(404);
    expect((await api.timeline(staff.token, secret.id)).statusCode).toBe(404);
    expect((await api.moves(staff.token, secret.id)).statusCode).toBe(404);
  });

  it('refuses to change or delete orders without updateOrder or deleteOrder, with their messages', async () => {
    const customer = await buildCustomer(t.db);
    const order = await buildOrder(t.db, { customer_id: customer.id });
    const staff = await staffWith([[customer.id, { view: true }]]);
    const patch = await api.patch(staff.token, order.id, { notes: 'changed' });
    expect(patch.statusCode).toBe(403);
    expect(patch.json<ErrorBody>()).toMatchObject({
      key: 'orders.no_update_permission',
      message: "You don't have permission to change this customer's orders",
    });
    const move = await api.move(staff.token, { id: order.id, status: 'Hold', hold_reason: (await buildHoldReason(t.db)).id });
    expect(move.json<ErrorBody>().key).toBe('orders.no_update_permission');
    const remove = await api.remove(staff.token, [order.id]);
    expect(remove.statusCode).toBe(403);
    expect(remove.json<ErrorBody>()).toMatchObject({
      key: 'orders.no_delete_permission',
      message: "You don't have permission to delete this customer's orders",
    });
    expect(await storedOrder(t.db, order.id)).toMatchObject({ notes: '', status: 'Pending', version: order.version });
  });

  it('refuses a bulk action that includes an order the user may not update, naming it, and changes nothing', async () => {
    const mayUpdate = await buildCustomer(t.db);
    const viewOnly = await buildCustomer(t.db);
    const invisible = await buildCustomer(t.db);
    const ok = await buildOrder(t.db, { customer_id: mayUpdate.id });
    const locked = await buildOrder(t.db, { customer_id: viewOnly.id });
    const unseen = await buildOrder(t.db, { customer_id: invisible.id });
    const staff = await staffWith([
      [mayUpdate.id, { view: true, updateOrder: true }],
      [viewOnly.id, { view: true }],
    ]);
    const hold = { status: 'Hold', hold_reason: (await buildHoldReason(t.db)).id };
    const calls = [() => api.bulkMove(staff.token, { ids: [ok.id, locked.id], ...hold }), () => api.cancel(staff.token, [ok.id, locked.id])];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>()).toMatchObject({ key: 'orders.bulk_refused', message: expect.stringContaining(locked.serial) });
    }
    // An order of a customer the user may not see does not exist for them: 404, named by id only.
    const blind = await api.bulkMove(staff.token, { ids: [ok.id, unseen.id], ...hold });
    expect(blind.statusCode).toBe(404);
    expect(blind.json<ErrorBody>().message).toContain(`#${unseen.id}`);
    expect(blind.json<ErrorBody>().message).not.toContain(unseen.serial);
    for (const row of [ok, locked, unseen]) {
      expect(await storedOrder(t.db, row.id)).toMatchObject({ status: 'Pending', status_code: null, version: row.version });
      expect(await eventCount(t.db, row.id)).toBe(0);
    }
  });
});

describe('field permissions in orders', () => {
  it('blanks the serial without show_order_serial in the list, the page and the export, and does not search it', async () => {
    const customer = await buildCustomer(t.db);
    const order = await buildOrder(t.db, { customer_id: customer.id });
    const staff = await staffWith([[customer.id, { view: true }]], []);
    const [listed] = pageOf(await api.admin(staff.token, { customer: customer.id })).results;
    expect(listed).toMatchObject({ id: order.id, serial: '' });
    expect(listed?.hidden_fields).toContain('serial');
    expect((await api.get(staff.token, order.id)).json<OrderRecord>().serial).toBe('');
    const rows = await xlsxRows(await api.exportXlsx(staff.token, { customer: customer.id }));
    expect(rows[0]).not.toContain('Serial');
    expect(rows.flat()).not.toContain(order.serial);
    expect(rows).toHaveLength(2);
    expect(pageOf(await api.admin(staff.token, { customer: customer.id, query: order.serial.slice(0, 6) })).count).toBe(0);
    expect(pageOf(await api.admin(staff.token, { customer: customer.id, order_serial: order.serial })).count).toBe(0);
    expect(pageOf(await api.admin(admin.token, { customer: customer.id, query: order.serial })).count).toBe(1);
  });

  it('blanks the recipient phone and address in the orders of a customer whose rows do not grant them', async () => {
    const closed = await buildCustomer(t.db);
    const open = await buildCustomer(t.db);
    const a = await buildOrder(t.db, { customer_id: closed.id, phone: '01055500011' });
    const b = await buildOrder(t.db, { customer_id: open.id, phone: '01055500022' });
    const staff = await staffWith(
      [
        [closed.id, { view: true }],
        [open.id, { view: true, phone: true, address: true }],
      ],
      ['show_order_serial', 'show_customer_phone'],
    );
    const results = pageOf(await api.admin(staff.token, { query: '0105550' })).results;
    expect(results.map((r) => r.id)).toEqual([b.id]);
    const byId = new Map(pageOf(await api.admin(staff.token)).results.map((r) => [r.id, r]));
    expect(byId.get(a.id)).toMatchObject({ phone: '', address: '' });
    expect(byId.get(b.id)).toMatchObject({ phone: '01055500022', address: b.address });
    const rows = await xlsxRows(await api.exportXlsx(staff.token));
    const phones = new Map(column(rows, 'Serial').map((serial, i) => [serial, column(rows, 'Recipient phone')[i]]));
    expect(phones.get(a.serial)).toBe('');
    expect(phones.get(b.serial)).toBe('01055500022');
    const noField = await staffWith([[open.id, { view: true, phone: true }]]);
    expect((await api.get(noField.token, b.id)).json<OrderRecord>().phone).toBe('');
    expect((await xlsxRows(await api.exportXlsx(noField.token)))[0]).not.toContain('Recipient phone');
  });
});

describe('who may call the order routes at all', () => {
  const orderRoutes = t.app.routeCatalogue.filter(
    (route) => /^\/api\/(orders|addorders)\//.test(route.url) && route.access !== undefined && ('url' in route.access || 'urls' in route.access),
  );

  it('refuses a staff user without the screen and a merchant on every order route', async () => {
    expect(orderRoutes.length).toBeGreaterThanOrEqual(20);
    const staff = await t.loginAs({ role: 'staff' });
    const merchant = await t.loginAs({ role: 'customer' });
    const order = await buildOrder(t.db, { customer_id: merchant.user.customer_id! });
    for (const route of orderRoutes) {
      const url = route.url.replace(/:\w+/g, String(order.id));
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const payload = method === 'GET' ? undefined : { ids: [order.id], id: order.id, status: 'Hold', Filterdata: {} };
      for (const token of [staff.token, merchant.token]) {
        const response = await t.call(token, { method, url, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(403);
      }
    }
    expect(await storedOrder(t.db, order.id)).toMatchObject({ status: 'Pending', version: order.version });
  });
});
