import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OVERRIDE_FLAGS } from '../../domain/permissions';
import { auditLog } from '../../server/db/schema';
import { loadGrants } from '../../server/permissions/grants';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildPermissionOverrides, buildUser, staffSession } from '../helpers/builders';

const { t, admin } = await openApiTest();

const SCREEN = '/dashboard/userprivient';
type Flags = Record<string, boolean>;

const read = (token: string, user: number) => t.call(token, { method: 'PATCH', url: '/api/user-permission/', payload: { user } });
const write = (token: string, user: number, permissions: Flags) =>
  t.call(token, { method: 'POST', url: '/api/user-permission/', payload: { user, permissions } });
const allOff = Object.fromEntries(OVERRIDE_FLAGS.map((flag) => [flag, false]));

describe('user-permission: the fifteen overrides of one user', () => {
  it('reads all fifteen flags off for a user with nothing stored', async () => {
    const staff = await buildUser(t.db, { role: 'staff' });
    const response = await read(admin.token, staff.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: staff.id, permissions: allOff });
  });

  it('lets a superuser set flags, keeping the ones not sent, and audits the change', async () => {
    const staff = await buildUser(t.db, { role: 'staff' });
    expect((await write(admin.token, staff.id, { all_customer_phone: true, all_addOrder: true })).statusCode).toBe(200);
    const second = await write(admin.token, staff.id, { all_addOrder: false, all_shipper_address: true });
    expect(second.json()).toEqual({ user: staff.id, permissions: { ...allOff, all_customer_phone: true, all_shipper_address: true } });
    expect((await read(admin.token, staff.id)).json<{ permissions: Flags }>().permissions).toEqual({
      ...allOff,
      all_customer_phone: true,
      all_shipper_address: true,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user-permission'), eq(auditLog.entity_id, String(staff.id))))
      .orderBy(asc(auditLog.id));
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({ user_id: admin.id, action: 'update', before: { ...allOff, all_customer_phone: true, all_addOrder: true } });
  });

  it('applies on the target’s next request', async () => {
    const staff = await buildUser(t.db, { role: 'staff' });
    expect((await loadGrants(t.db, staffSession(staff))).overrides.all_customer_view).toBeFalsy();
    await write(admin.token, staff.id, { all_customer_view: true });
    expect((await loadGrants(t.db, staffSession(staff))).overrides.all_customer_view).toBe(true);
  });

  it('refuses unknown users and merchant logins with 404, and bad input with 400', async () => {
    const merchant = await buildUser(t.db, { role: 'customer' });
    expect((await read(admin.token, merchant.id)).statusCode).toBe(404);
    expect((await write(admin.token, 999999, { all_revnue: true })).statusCode).toBe(404);
    expect((await t.call(admin.token, { method: 'POST', url: '/api/user-permission/', payload: { permissions: {} } })).statusCode).toBe(400);
  });
});

describe('who may read and change overrides', () => {
  it('lets staff holding the screen give another staff member the flags they hold themselves, and no other', async () => {
    const manager = await t.loginAs({ role: 'staff', urls: [SCREEN] });
    await buildPermissionOverrides(t.db, manager.user.id, { all_revnue: true });
    const staff = await buildUser(t.db, { role: 'staff' });
    const response = await write(manager.token, staff.id, { all_revnue: true });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ permissions: Flags }>().permissions.all_revnue).toBe(true);
    const beyond = await write(manager.token, staff.id, { all_collectclient: true });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json<ErrorBody>().key).toBe('permissions.denied');
    expect((await read(manager.token, staff.id)).json<{ permissions: Flags }>().permissions.all_collectclient).toBe(false);
  });

  it('refuses a non-superuser a superuser’s rows and their own, though both may be read', async () => {
    const manager = await t.loginAs({ role: 'staff', urls: [SCREEN] });
    const superuser = await buildUser(t.db, { role: 'superuser' });
    const toSuperuser = await write(manager.token, superuser.id, { all_revnue: true });
    expect(toSuperuser.statusCode).toBe(403);
    expect(toSuperuser.json<ErrorBody>().key).toBe('permissions.superuser_only');
    const toSelf = await write(manager.token, manager.user.id, { all_revnue: true });
    expect(toSelf.statusCode).toBe(403);
    expect(toSelf.json<ErrorBody>().key).toBe('permissions.denied');
    expect((await read(manager.token, manager.user.id)).json<{ permissions: Flags }>().permissions.all_revnue).toBe(false);
    expect((await read(manager.token, superuser.id)).statusCode).toBe(200);
  });

  it('lets a superuser change another superuser’s and their own flags', async () => {
    const other = await buildUser(t.db, { role: 'superuser' });
    expect((await write(admin.token, other.id, { all_revnue: true })).statusCode).toBe(200);
    expect((await write(admin.token, admin.id, { all_revnue: true })).statusCode).toBe(200);
  });

  it('refuses staff without the screen, merchants and anonymous callers', async () => {
    const staff = await t.loginAs({ role: 'staff', urls: [`${SCREEN}/CustomerUserPermission`] });
    const merchant = await t.loginAs({ role: 'customer' });
    const target = await buildUser(t.db, { role: 'staff' });
    for (const token of [staff.token, merchant.token]) {
      expect((await read(token, target.id)).statusCode).toBe(403);
      expect((await write(token, target.id, { all_revnue: true })).statusCode).toBe(403);
    }
    expect((await read('', target.id)).statusCode).toBe(401);
  });

  it('keeps the customer rows closed to staff holding only the overrides screen', async () => {
    const manager = await t.loginAs({ role: 'staff', urls: [SCREEN] });
    const target = await buildUser(t.db, { role: 'staff' });
    const list = await t.call(manager.token, { method: 'GET', url: '/api/CustomerUserPermission', query: { filter: JSON.stringify({ user_id: target.id }) } });
    expect(list.statusCode).toBe(403);
    const bulk = await t.call(manager.token, {
      method: 'POST',
      url: '/api/CustomerUserPermission/bulk',
      payload: { user_id: target.id, customer_ids: [1], permissions: { view: true } },
    });
    expect(bulk.statusCode).toBe(403);
    const shippers = await t.call(manager.token, { method: 'GET', url: '/api/ShipperUserPermission' });
    expect(shippers.statusCode).toBe(403);
  });
});
