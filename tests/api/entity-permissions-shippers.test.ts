import { describe, expect, it } from 'vitest';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildPermissionOverrides, buildShipper, buildShipperGroup, buildShipperPermission, buildUser } from '../helpers/builders';

const { t, admin } = await openApiTest();

const ROWS = '/dashboard/userprivient/ShipperUserPermission';
type Row = Record<string, string | number | boolean>;

interface ShipperPermissions {
  user: number;
  shippers: { shipper_id: number; shipper_name: string; phone: boolean; address: boolean }[];
  overrides: { all_shipper_phone: boolean; all_shipper_address: boolean };
}

const allUserShipperPermissions = (token: string, query: Record<string, string> = {}) =>
  t.call(token, { method: 'GET', url: '/api/orders/getAllUserShipperPermissions', query });

describe('ShipperUserPermission rows', () => {
  it('creates, lists, bulk-grants and deletes rows with phone and address', async () => {
    const staff = await buildUser(t.db, { role: 'staff' });
    const [a, b] = [await buildShipper(t.db, { name: 'Ahmed' }), await buildShipper(t.db, { name: 'Basem' })];
    const created = await t.call(admin.token, {
      method: 'POST',
      url: '/api/ShipperUserPermission',
      payload: { user_id: staff.id, shipper_id: a.id, phone: true },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: `${staff.id}-${a.id}`, user_id: staff.id, shipper_id: a.id, shipper_name: 'Ahmed', phone: true, address: false });
    const granted = await t.call(admin.token, {
      method: 'POST',
      url: '/api/ShipperUserPermission/bulk',
      payload: { user_id: staff.id, shipper_ids: [a.id, b.id], permissions: { address: true } },
    });
    expect(granted.json<{ data: Row[] }>().data.map((row) => [row.shipper_name, row.phone, row.address])).toEqual([
      ['Ahmed', true, true],
      ['Basem', false, true],
    ]);
    const listed = await t.call(admin.token, {
      method: 'GET',
      url: '/api/ShipperUserPermission',
      query: { filter: JSON.stringify({ user_id: staff.id, q: 'bas' }) },
    });
    expect(listed.headers['content-range']).toBe('ShipperUserPermission 0-0/1');
    expect((await t.call(admin.token, { method: 'DELETE', url: `/api/ShipperUserPermission/${staff.id}-${b.id}` })).statusCode).toBe(200);
  });

  it('needs its own screen', async () => {
    const overridesOnly = await t.loginAs({ role: 'staff', urls: ['/dashboard/userprivient'] });
    const withScreen = await t.loginAs({ role: 'staff', urls: [ROWS] });
    const staff = await buildUser(t.db, { role: 'staff' });
    const shipper = await buildShipper(t.db);
    // The screen gives a row only of a shipper whose phone its holder may see.
    await buildShipperPermission(t.db, withScreen.user.id, shipper.id, { phone: true });
    const payload = { user_id: staff.id, shipper_id: shipper.id, phone: true };
    expect((await t.call(overridesOnly.token, { method: 'POST', url: '/api/ShipperUserPermission', payload })).statusCode).toBe(403);
    expect((await t.call(withScreen.token, { method: 'POST', url: '/api/ShipperUserPermission', payload })).statusCode).toBe(201);
  });
});

describe('orders/getAllUserShipperPermissions', () => {
  it('gives a staff member their own rows and overrides, narrowed to the shippers asked for', async () => {
    const me = await t.loginAs({ role: 'staff' });
    const [a, b] = [await buildShipper(t.db), await buildShipper(t.db)];
    await buildShipperPermission(t.db, me.user.id, a.id, { phone: true });
    await buildShipperPermission(t.db, me.user.id, b.id, { address: true });
    await buildPermissionOverrides(t.db, me.user.id, { all_shipper_address: true });
    const all = await allUserShipperPermissions(me.token);
    expect(all.statusCode).toBe(200);
    const body = all.json<ShipperPermissions>();
    expect(body.user).toBe(me.user.id);
    expect(body.shippers.map((row) => row.shipper_id)).toEqual([a.id, b.id]);
    expect(body.overrides).toEqual({ all_shipper_phone: false, all_shipper_address: true });
    const narrowed = await allUserShipperPermissions(me.token, { user: String(me.user.id), shippers: String(b.id) });
    expect(narrowed.json<ShipperPermissions>().shippers).toEqual([expect.objectContaining({ shipper_id: b.id, phone: false, address: true })]);
  });

  it("needs the screen for somebody else's", async () => {
    const me = await t.loginAs({ role: 'staff' });
    const manager = await t.loginAs({ role: 'staff', urls: [ROWS] });
    const other = await buildUser(t.db, { role: 'staff' });
    const refused = await allUserShipperPermissions(me.token, { user: String(other.id) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().key).toBe('permissions.denied');
    expect((await allUserShipperPermissions(manager.token, { user: String(other.id) })).statusCode).toBe(200);
    expect((await allUserShipperPermissions(admin.token, { user: String(other.id) })).statusCode).toBe(200);
    expect((await allUserShipperPermissions((await t.loginAs({ role: 'customer' })).token)).statusCode).toBe(403);
  });
});

describe('shipperswappermission, grouppermission and followupperm', () => {
  const SETS = [
    { name: 'shipperswappermission', build: () => buildShipper(t.db) },
    { name: 'grouppermission', build: () => buildShipperGroup(t.db) },
    { name: 'followupperm', build: () => buildShipper(t.db) },
  ];

  it.each(SETS)('$name reads and replaces the set of one user', async ({ name, build }) => {
    const staff = await buildUser(t.db, { role: 'staff' });
    const [a, b, c] = [await build(), await build(), await build()];
    const put = (ids: number[]) => t.call(admin.token, { method: 'PUT', url: `/api/${name}/${staff.id}`, payload: { ids } });
    expect((await put([b.id, a.id, a.id])).json()).toEqual({
      user: staff.id,
      ids: [a.id, b.id],
      items: [
        { id: a.id, name: a.name },
        { id: b.id, name: b.name },
      ],
    });
    await put([c.id]);
    expect((await t.call(admin.token, { method: 'GET', url: `/api/${name}/${staff.id}` })).json<{ ids: number[] }>().ids).toEqual([c.id]);
    const missing = await put([999999]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().errors).toEqual({ ids: 'errors.not_found' });
  });

  it.each(SETS)('$name needs its screen and refuses a non-superuser their own or a superuser’s set', async ({ name }) => {
    const manager = await t.loginAs({ role: 'staff', urls: [`/dashboard/userprivient/${name}`] });
    const outsider = await t.loginAs({ role: 'staff', urls: ['/dashboard/userprivient'] });
    const staff = await buildUser(t.db, { role: 'staff' });
    const superuser = await buildUser(t.db, { role: 'superuser' });
    const put = (token: string, user: number) => t.call(token, { method: 'PUT', url: `/api/${name}/${user}`, payload: { ids: [] } });
    expect((await put(manager.token, staff.id)).statusCode).toBe(200);
    expect((await put(outsider.token, staff.id)).statusCode).toBe(403);
    expect((await t.call(outsider.token, { method: 'GET', url: `/api/${name}/${staff.id}` })).statusCode).toBe(403);
    expect((await put(manager.token, superuser.id)).json<ErrorBody>().key).toBe('permissions.superuser_only');
    expect((await put(manager.token, manager.user.id)).json<ErrorBody>().key).toBe('permissions.denied');
  });
});
