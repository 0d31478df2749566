import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkCustomerPermission } from '../../domain/permissions';
import { auditLog, customerUserPermissions } from '../../server/db/schema';
import { loadGrants } from '../../server/permissions/grants';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildUser, staffSession } from '../helpers/builders';

const { t, admin } = await openApiTest();

const SCREEN = '/dashboard/userprivient/CustomerUserPermission';
type Row = Record<string, string | number | boolean>;

const list = (token: string, filter: Record<string, unknown>) =>
  t.call(token, { method: 'GET', url: '/api/CustomerUserPermission', query: { filter: JSON.stringify(filter), range: '[0,99]' } });
const create = (token: string, payload: Record<string, unknown>) => t.call(token, { method: 'POST', url: '/api/CustomerUserPermission', payload });
const update = (token: string, id: string, payload: Record<string, unknown>) =>
  t.call(token, { method: 'PUT', url: `/api/CustomerUserPermission/${id}`, payload });
const remove = (token: string, id: string) => t.call(token, { method: 'DELETE', url: `/api/CustomerUserPermission/${id}` });
const bulk = (token: string, payload: Record<string, unknown>) => t.call(token, { method: 'POST', url: '/api/CustomerUserPermission/bulk', payload });

describe('CustomerUserPermission rows', () => {
  it('creates a row with the flags sent (the rest off), lists it with the customer name and reads it', async () => {
    const staff = await buildUser(t.db, { role: 'staff' });
    const customer = await buildCustomer(t.db, { name: 'Nile Books' });
    const created = await create(admin.token, { user_id: staff.id, customer_id: customer.id, view: true, phone: true });
    expect(created.statusCode).toBe(201);
    const id = `${staff.id}-${customer.id}`;
    expect(created.json()).toMatchObject({
      id,
      user_id: staff.id,
      customer_id: customer.id,
      customer_name: 'Nile Books',
      view: true,
      phone: true,
      address: false,
    });

    const listed = await list(admin.token, { user_id: staff.id });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['content-range']).toBe('CustomerUserPermission 0-0/1');
    expect(listed.json<Row[]>().map((row) => row.id)).toEqual([id]);
    expect((await t.call(admin.token, { method: 'GET', url: `/api/CustomerUserPermission/${id}` })).json<Row>().customer_name).toBe('Nile Books');
    expect((await list(admin.token, { id: [id] })).json<Row[]>()).toHaveLength(1);
  });

  it('updates flags, deletes the row and audits each change', async () => {
    const staff = await buildUser(t.db, { role: 'staff' });
    const customer = await buildCustomer(t.db);
    const id = `${staff.id}-${customer.id}`;
    await create(admin.token, { user_id: staff.id, customer_id: customer.id, view: true });
    const updated = await update(admin.token, id, { id, customer_name: 'ignored', revnue: true, view: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ view: false, revnue: true });
    expect((await remove(admin.token, id)).json<Row>().revnue).toBe(true);
    expect((await t.call(admin.token, { method: 'GET', url: `/api/CustomerUserPermission/${id}` })).statusCode).toBe(404);
    expect((await update(admin.token, id, { view: true })).statusCode).toBe(404);
    expect((await remove(admin.token, id)).statusCode).toBe(404);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'CustomerUserPermission'), eq(auditLog.entity_id, id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('grants flags for many customers at once, creating missing rows and keeping other flags', async () => {
    const staff = await buildUser(t.db, { role: 'staff' });
    const [a, b] = [await buildCustomer(t.db), await buildCustomer(t.db)];
    await buildCustomerPermission(t.db, staff.id, a.id, { view: true, phone: true });
    const response = await bulk(admin.token, { user_id: staff.id, customer_ids: [a.id, b.id], permissions: { addOrder: true, phone: false } });
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ data: Row[] }>().data;
    expect(rows.map((row) => [row.customer_id, row.view, row.phone, row.addOrder])).toEqual([
      [a.id, true, false, true],
      [b.id, false, false, true],
    ]);
  });

  it('refuses a customer that does not exist and malformed ids', async () => {
    const staff = await buildUser(t.db, { role: 'staff' });
    const missing = await create(admin.token, { user_id: staff.id, customer_id: 999999, view: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().errors).toEqual({ customer_id: 'errors.not_found' });
    expect((await remove(admin.token, 'abc')).statusCode).toBe(400);
    expect((await list(admin.token, { user_id: 'x' })).statusCode).toBe(400);
  });

  it('applies on the target’s next request', async () => {
    const staff = await buildUser(t.db, { role: 'staff' });
    const customer = await buildCustomer(t.db);
    expect(checkCustomerPermission(await loadGrants(t.db, staffSession(staff)), 'view', customer.id)).toBe(false);
    await bulk(admin.token, { user_id: staff.id, customer_ids: [customer.id], permissions: { view: true } });
    expect(checkCustomerPermission(await loadGrants(t.db, staffSession(staff)), 'view', customer.id)).toBe(true);
    await remove(admin.token, `${staff.id}-${customer.id}`);
    expect((await loadGrants(t.db, staffSession(staff))).customerRows).toEqual([]);
  });
});

describe('who may change customer rows', () => {
  it('lets staff holding the screen give another staff member the rows they hold themselves, and no more', async () => {
    const manager = await t.loginAs({ role: 'staff', urls: [SCREEN] });
    const staff = await buildUser(t.db, { role: 'staff' });
    const customer = await buildCustomer(t.db);
    await buildCustomerPermission(t.db, manager.user.id, customer.id, { view: true });
    expect((await create(manager.token, { user_id: staff.id, customer_id: customer.id, view: true })).statusCode).toBe(201);
    expect((await list(manager.token, { user_id: staff.id })).json<Row[]>()).toHaveLength(1);
    const beyond = await create(manager.token, { user_id: staff.id, customer_id: customer.id, phone: true });
    expect(beyond.statusCode).toBe(403);
    expect((await list(manager.token, { user_id: staff.id })).json<Row[]>()[0]).toMatchObject({ view: true, phone: false });
  });

  it('refuses a non-superuser a superuser’s rows and their own, on every write', async () => {
    const manager = await t.loginAs({ role: 'staff', urls: [SCREEN] });
    const superuser = await buildUser(t.db, { role: 'superuser' });
    const customer = await buildCustomer(t.db);
    await buildCustomerPermission(t.db, manager.user.id, customer.id, { view: true });
    await buildCustomerPermission(t.db, superuser.id, customer.id, { view: true });
    for (const [target, key] of [
      [superuser.id, 'permissions.superuser_only'],
      [manager.user.id, 'permissions.denied'],
    ] as const) {
      const id = `${target}-${customer.id}`;
      const calls = [
        create(manager.token, { user_id: target, customer_id: customer.id, phone: true }),
        update(manager.token, id, { phone: true }),
        remove(manager.token, id),
        bulk(manager.token, { user_id: target, customer_ids: [customer.id], permissions: { phone: true } }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(403);
        expect(response.json<ErrorBody>().key).toBe(key);
      }
    }
    const stored = await t.db.select().from(customerUserPermissions).where(eq(customerUserPermissions.customer_id, customer.id));
    expect(stored.every((row) => row.view && !row.phone)).toBe(true);
  });
});
