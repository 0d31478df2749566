import { describe, expect, it } from 'vitest';
import { FIELD_PERMISSIONS } from '../../domain/permissions';
import { modelPermissions } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildFieldPermission, buildUser } from '../helpers/builders';

const { t, admin } = await openApiTest();

const SCREEN = '/dashboard/userpermissionfieldValue';
const allAs = (allowed: boolean) => Object.fromEntries(FIELD_PERMISSIONS.map((field) => [field, allowed]));

const fields = (token: string, user: number) => t.call(token, { method: 'GET', url: `/api/userpermissionfieldValue/${user}` });
const setFields = (token: string, user: number, values: { field: string; allowed: boolean }[]) =>
  t.call(token, { method: 'PUT', url: `/api/userpermissionfieldValue/${user}`, payload: { fields: values } });
const byId = (token: string, userid?: number) =>
  t.call(token, { method: 'GET', url: '/api/orders/get_FieldPermissionById', query: userid ? { userid: String(userid) } : {} });

describe('field permissions (userpermissionfieldValue)', () => {
  it('lists every known field, off until allowed, and sets them', async () => {
    const staff = await buildUser(t.db, { role: 'staff' });
    const before = await fields(admin.token, staff.id);
    expect(before.json<{ fields: { field: string; allowed: boolean }[] }>().fields).toEqual(FIELD_PERMISSIONS.map((field) => ({ field, allowed: false })));
    const after = await setFields(admin.token, staff.id, [
      { field: 'show_order_serial', allowed: true },
      { field: 'show_fees', allowed: true },
    ]);
    expect(after.statusCode).toBe(200);
    await setFields(admin.token, staff.id, [{ field: 'show_fees', allowed: false }]);
    expect((await byId(admin.token, staff.id)).json()).toEqual({ permissions: { ...allAs(false), show_order_serial: true } });
    expect((await setFields(admin.token, staff.id, [{ field: 'show_secrets', allowed: true }])).statusCode).toBe(400);
  });

  it('gives a superuser every field', async () => {
    const superuser = await buildUser(t.db, { role: 'superuser' });
    expect((await byId(admin.token, superuser.id)).json()).toEqual({ permissions: allAs(true) });
  });

  it('lets a staff member read their own without the screen, and somebody else’s only with it', async () => {
    const me = await t.loginAs({ role: 'staff' });
    const manager = await t.loginAs({ role: 'staff', urls: [SCREEN] });
    await setFields(admin.token, me.user.id, [{ field: 'show_notes', allowed: true }]);
    expect((await byId(me.token)).json()).toEqual({ permissions: { ...allAs(false), show_notes: true } });
    expect((await byId(me.token, me.user.id)).statusCode).toBe(200);
    expect((await byId(me.token, manager.user.id)).statusCode).toBe(403);
    expect((await byId(manager.token, me.user.id)).json()).toEqual({ permissions: { ...allAs(false), show_notes: true } });
    expect((await byId((await t.loginAs({ role: 'customer' })).token)).statusCode).toBe(403);
  });

  it('needs the screen to change, and refuses a non-superuser their own or a superuser’s fields', async () => {
    const manager = await t.loginAs({ role: 'staff', urls: [SCREEN] });
    const outsider = await t.loginAs({ role: 'staff', urls: ['/dashboard/userprivient'] });
    const staff = await buildUser(t.db, { role: 'staff' });
    const superuser = await buildUser(t.db, { role: 'superuser' });
    const change = [{ field: 'show_total_amount', allowed: true }];
    expect((await setFields(manager.token, staff.id, change)).statusCode).toBe(403);
    await buildFieldPermission(t.db, manager.user.id, 'show_total_amount', true);
    expect((await setFields(manager.token, staff.id, change)).statusCode).toBe(200);
    expect((await setFields(outsider.token, staff.id, change)).statusCode).toBe(403);
    expect((await fields(outsider.token, staff.id)).statusCode).toBe(403);
    expect((await setFields(manager.token, superuser.id, change)).json<ErrorBody>().key).toBe('permissions.superuser_only');
    expect((await setFields(manager.token, manager.user.id, change)).json<ErrorBody>().key).toBe('permissions.denied');
  });
});

describe('orders/get_CrudPermission', () => {
  it('gives a superuser everything', async () => {
    const response = await t.call(admin.token, { method: 'GET', url: '/api/orders/get_CrudPermission' });
    const all = { view: true, add: true, change: true, delete: true };
    expect(response.json()).toEqual({ city: all, zone: all, area: all, shipper: all, user: all });
  });

  it('gives staff the model permissions they hold', async () => {
    const staff = await t.loginAs({ role: 'staff' });
    await t.db.insert(modelPermissions).values([
      { user_id: staff.user.id, model: 'City', perm_type: 'view' },
      { user_id: staff.user.id, model: 'Shipper', perm_type: 'change' },
    ]);
    const none = { view: false, add: false, change: false, delete: false };
    const response = await t.call(staff.token, { method: 'GET', url: '/api/orders/get_CrudPermission' });
    expect(response.json()).toEqual({ city: { ...none, view: true }, zone: none, area: none, shipper: { ...none, change: true }, user: none });
    expect((await t.call((await t.loginAs({ role: 'customer' })).token, { method: 'GET', url: '/api/orders/get_CrudPermission' })).statusCode).toBe(403);
  });
});

describe('permission-users: whom the permission screens pick from', () => {
  const pick = (token: string, filter: Record<string, unknown> = {}) =>
    t.call(token, { method: 'GET', url: '/api/permission-users', query: { filter: JSON.stringify(filter), range: '[0,999]' } });

  it('names active staff accounts only, to callers holding a permission screen', async () => {
    const staff = await buildUser(t.db, { role: 'staff', username: 'picker.staff' });
    const merchant = await buildUser(t.db, { role: 'customer' });
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
    const listed = ids((await pick(admin.token, { id: [staff.id, merchant.id] })).json());
    expect(listed).toEqual([staff.id]);
    const manager = await t.loginAs({ role: 'staff', urls: ['/dashboard/userprivient/followupperm'] });
    expect(ids((await pick(manager.token, { q: 'picker.st' })).json())).toEqual([staff.id]);
    const outsider = await t.loginAs({ role: 'staff', urls: ['/dashboard/City'] });
    const empty = await pick(outsider.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
  });
});
