import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { listPermittedUrls } from '../../server/auth/session-user';
import { customerUserPermissions, permittedUrls, userFollowupShippers, userShipperGroups, userShipperSwaps, users } from '../../server/db/schema';
import { loadPrivileges } from '../../server/permissions/privileges';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import {
  buildCustomer,
  buildCustomerPermission,
  buildFieldPermission,
  buildPermissionOverrides,
  buildShipper,
  buildShipperGroup,
  buildShipperPermission,
  buildSpecialPermissions,
  buildUser,
} from '../helpers/builders';

const { t } = await openApiTest();

/** The screens that manage accounts and their permissions: the manager holds them all. */
const MANAGING = [
  '/dashboard/useraccount',
  '/dashboard/userprivient',
  '/dashboard/userprivient/CustomerUserPermission',
  '/dashboard/userprivient/ShipperUserPermission',
  '/dashboard/userprivient/shipperswappermission',
  '/dashboard/userprivient/grouppermission',
  '/dashboard/userprivient/followupperm',
  '/dashboard/userpermissionfieldValue',
];

const [c1, c2] = [await buildCustomer(t.db), await buildCustomer(t.db)];
const [s1, s2] = [await buildShipper(t.db), await buildShipper(t.db)];
const [g1, g2] = [await buildShipperGroup(t.db), await buildShipperGroup(t.db)];

/** What the manager holds, and what the plain staff account below holds too: a subset of it. */
async function holdBaseline(userId: number) {
  await buildCustomerPermission(t.db, userId, c1.id, { view: true });
  await buildShipperPermission(t.db, userId, s1.id);
  await buildSpecialPermissions(t.db, userId, ['export_orders']);
  await buildFieldPermission(t.db, userId, 'show_fees', true);
  await t.db.insert(userShipperSwaps).values({ user_id: userId, shipper_id: s1.id });
  await t.db.insert(userShipperGroups).values({ user_id: userId, group_id: g1.id });
  await t.db.insert(userFollowupShippers).values({ user_id: userId, shipper_id: s1.id });
}

const manager = await t.loginAs({ role: 'staff', urls: MANAGING });
await holdBaseline(manager.user.id);

/** A staff account holding the baseline and `extra` (one thing the manager lacks, or nothing). */
async function account(extra: (id: number) => Promise<unknown> = async () => undefined) {
  const user = await buildUser(t.db, { role: 'staff' });
  await holdBaseline(user.id);
  await extra(user.id);
  return user;
}

/** Everything the account may do, and its password: a refused call must leave all of it as it was. */
async function snapshot(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  const privileges = await loadPrivileges(t.db, {
    id,
    is_staff: row!.is_staff,
    is_superuser: row!.is_superuser,
    permitted_url: await listPermittedUrls(t.db, id),
  });
  return { privileges, row };
}

type Request = (target: { id: number; username: string }) => InjectOptions;
const post = (url: string, payload: Record<string, unknown>): InjectOptions => ({ method: 'POST', url, payload });
const put = (url: string, payload: Record<string, unknown>): InjectOptions => ({ method: 'PUT', url, payload });

/** Every way to change an account's access or password, each asking only for what the manager holds. */
const PATHS: Record<string, Request> = {
  'edit the account': (target) =>
    put(`/api/useraccount/${target.id}`, { username: target.username, first_name: 'Renamed', is_active: true, is_staff: true, permitted_url: [] }),
  'set its password': (target) => post(`/api/useraccount/${target.id}/reset_password`, { password: 'taken.over1' }),
  overrides: (target) => post('/api/user-permission/', { user: target.id, permissions: { all_customer_view: false } }),
  'a customer row': (target) => post('/api/CustomerUserPermission', { user_id: target.id, customer_id: c1.id, view: true }),
  'a customer row, by id': (target) => put(`/api/CustomerUserPermission/${target.id}-${c1.id}`, { view: true }),
  'removing a customer row': (target) => ({ method: 'DELETE', url: `/api/CustomerUserPermission/${target.id}-${c1.id}` }),
  'customer rows in bulk': (target) => post('/api/CustomerUserPermission/bulk', { user_id: target.id, customer_ids: [c1.id], permissions: { view: true } }),
  'a shipper row': (target) => post('/api/ShipperUserPermission', { user_id: target.id, shipper_id: s1.id }),
  'a special code': (target) => post(`/api/special-permissions/users/${target.id}`, { code: 'export_orders' }),
  'revoking a special code': (target) => ({ method: 'DELETE', url: `/api/special-permissions/users/${target.id}/export_orders` }),
  'field permissions': (target) => put(`/api/userpermissionfieldValue/${target.id}`, { fields: [{ field: 'show_fees', allowed: true }] }),
  'swap shippers': (target) => put(`/api/shipperswappermission/${target.id}`, { ids: [s1.id] }),
  'shipper groups': (target) => put(`/api/grouppermission/${target.id}`, { ids: [g1.id] }),
  'follow-up shippers': (target) => put(`/api/followupperm/${target.id}`, { ids: [s1.id] }),
};

/** One thing each that an account may hold beyond the manager. */
const EXTRAS: Record<string, (id: number) => Promise<unknown>> = {
  'a screen': (id) => t.db.insert(permittedUrls).values({ user_id: id, url: '/dashboard/adminorders' }),
  'another customer': (id) => buildCustomerPermission(t.db, id, c2.id, { view: true }),
  'a customer’s phones': (id) =>
    t.db
      .update(customerUserPermissions)
      .set({ phone: true })
      .where(and(eq(customerUserPermissions.user_id, id), eq(customerUserPermissions.customer_id, c1.id))),
  'another shipper': (id) => buildShipperPermission(t.db, id, s2.id),
  'an override': (id) => buildPermissionOverrides(t.db, id, { all_revnue: true }),
  'a special code': (id) => buildSpecialPermissions(t.db, id, ['delete_orders']),
  'a field permission': (id) => buildFieldPermission(t.db, id, 'show_notes', true),
  'a swap shipper': (id) => t.db.insert(userShipperSwaps).values({ user_id: id, shipper_id: s2.id }),
  'a shipper group': (id) => t.db.insert(userShipperGroups).values({ user_id: id, group_id: g2.id }),
  'a follow-up shipper': (id) => t.db.insert(userFollowupShippers).values({ user_id: id, shipper_id: s2.id }),
};

/** Asking, of an account holding only the baseline, for one thing the manager lacks. */
const BEYOND: Record<string, Request> = {
  'a screen': (target) =>
    put(`/api/useraccount/${target.id}`, {
      username: target.username,
      first_name: 'Renamed',
      is_active: true,
      is_staff: true,
      permitted_url: ['/dashboard/adminorders'],
    }),
  'an override': (target) => post('/api/user-permission/', { user: target.id, permissions: { all_revnue: true } }),
  'another customer': (target) => post('/api/CustomerUserPermission', { user_id: target.id, customer_id: c2.id, view: true }),
  'a right the manager lacks on a customer': (target) => put(`/api/CustomerUserPermission/${target.id}-${c1.id}`, { view: true, phone: true }),
  'another customer in bulk': (target) =>
    post('/api/CustomerUserPermission/bulk', { user_id: target.id, customer_ids: [c1.id, c2.id], permissions: { view: true } }),
  'another shipper': (target) => post('/api/ShipperUserPermission', { user_id: target.id, shipper_id: s2.id }),
  'a shipper’s phone': (target) => post('/api/ShipperUserPermission', { user_id: target.id, shipper_id: s1.id, phone: true }),
  'a special code': (target) => post(`/api/special-permissions/users/${target.id}`, { code: 'delete_orders' }),
  'a field permission': (target) => put(`/api/userpermissionfieldValue/${target.id}`, { fields: [{ field: 'show_notes', allowed: true }] }),
  'a swap shipper': (target) => put(`/api/shipperswappermission/${target.id}`, { ids: [s1.id, s2.id] }),
  'a shipper group': (target) => put(`/api/grouppermission/${target.id}`, { ids: [g2.id] }),
  'a follow-up shipper': (target) => put(`/api/followupperm/${target.id}`, { ids: [s2.id] }),
};

const cases = (table: Record<string, unknown>) => Object.keys(table);
const call = (request: InjectOptions) => t.call(manager.token, request);

describe('managing staff accounts', () => {
  it.each(cases(PATHS))('lets a manager change an account holding no more than they do: %s', async (path) => {
    const target = await account();
    const response = await call(PATHS[path]!(target));
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it.each(cases(EXTRAS).flatMap((extra) => cases(PATHS).map((path) => [extra, path])))(
    'refuses an account holding %s the manager lacks, through %s, changing nothing',
    async (extra, path) => {
      const target = await account(EXTRAS[extra]);
      const before = await snapshot(target.id);
      const response = await call(PATHS[path]!(target));
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json<ErrorBody>().key).toBe('permissions.denied');
      expect(await snapshot(target.id)).toEqual(before);
    },
  );

  it.each(cases(BEYOND))('refuses giving %s the manager does not hold, changing nothing', async (what) => {
    const target = await account();
    const before = await snapshot(target.id);
    const response = await call(BEYOND[what]!(target));
    expect(response.statusCode, response.body).toBe(403);
    expect(await snapshot(target.id)).toEqual(before);
  });

  it.each(cases(PATHS))('refuses the manager’s own account: %s', async (path) => {
    const before = await snapshot(manager.user.id);
    const response = await call(PATHS[path]!({ id: manager.user.id, username: manager.user.username }));
    expect(response.statusCode, response.body).toBe(403);
    expect(await snapshot(manager.user.id)).toEqual(before);
  });

  it('tells the screen which accounts the manager may change, by the same rule', async () => {
    const peer = await account();
    const bigger = await account(EXTRAS['a screen']);
    const mayManage = async (id: number) => (await call({ method: 'GET', url: `/api/useraccount/${id}` })).json<{ may_manage: boolean }>().may_manage;
    expect(await mayManage(peer.id)).toBe(true);
    expect(await mayManage(bigger.id)).toBe(false);
    expect(await mayManage(manager.user.id)).toBe(false);
    const listed = (await call({ method: 'GET', url: `/api/useraccount?filter=${encodeURIComponent(JSON.stringify({ id: [peer.id, bigger.id] }))}` })).json<
      { id: number; may_manage: boolean }[]
    >();
    expect(Object.fromEntries(listed.map((row) => [row.id, row.may_manage]))).toEqual({ [peer.id]: true, [bigger.id]: false });
  });

  it('a password set by a manager who may not does not let anyone log in as the account', async () => {
    const target = await account(EXTRAS['a screen']);
    expect((await call(PATHS['set its password']!(target))).statusCode).toBe(403);
    const login = await t.call(null, { method: 'POST', url: '/api/token/', payload: { username: target.username, password: 'taken.over1' } });
    expect(login.statusCode).toBe(401);
  });
});
