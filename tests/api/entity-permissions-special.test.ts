import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '../../domain/time';
import { specialPermissionLogs } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildSpecialPermissions, buildUser } from '../helpers/builders';

const { t, admin } = await openApiTest();

interface LogRow {
  id: number;
  at: string;
  actor_id: number;
  actor_username: string;
  user_id: number;
  user_username: string;
  code: string;
  action: 'grant' | 'revoke';
}

const codes = (token: string, user: number) => t.call(token, { method: 'GET', url: `/api/special-permissions/users/${user}` });
const grant = (token: string, user: number, code: string) =>
  t.call(token, { method: 'POST', url: `/api/special-permissions/users/${user}`, payload: { code } });
const revoke = (token: string, user: number, code: string) => t.call(token, { method: 'DELETE', url: `/api/special-permissions/users/${user}/${code}` });
const logs = (token: string, filter: Record<string, unknown>) =>
  t.call(token, { method: 'GET', url: '/api/special-permission-logs', query: { filter: JSON.stringify(filter), range: '[0,49]', sort: '["at","DESC"]' } });

describe('special permission codes of a user', () => {
  it('grants and revokes codes, logging each change once', async () => {
    const staff = await buildUser(t.db, { role: 'staff' });
    expect((await codes(admin.token, staff.id)).json()).toEqual({ user: staff.id, codes: [] });
    expect((await grant(admin.token, staff.id, 'export_orders')).json()).toEqual({ user: staff.id, codes: ['export_orders'] });
    await grant(admin.token, staff.id, 'export_orders');
    await grant(admin.token, staff.id, 'delete_orders');
    expect((await revoke(admin.token, staff.id, 'export_orders')).json()).toEqual({ user: staff.id, codes: ['delete_orders'] });
    const written = await t.db.select().from(specialPermissionLogs).where(eq(specialPermissionLogs.user_id, staff.id)).orderBy(specialPermissionLogs.id);
    expect(written.map((row) => [row.actor_id, row.code, row.action])).toEqual([
      [admin.id, 'export_orders', 'grant'],
      [admin.id, 'delete_orders', 'grant'],
      [admin.id, 'export_orders', 'revoke'],
    ]);
  });

  it('applies on the target’s next request', async () => {
    const staff = await t.loginAs({ role: 'staff' });
    const current = () => t.call(staff.token, { method: 'GET', url: '/api/special-permissions/current-user-permissions' });
    expect((await current()).json()).toEqual({ permissions: [] });
    await grant(admin.token, staff.user.id, 'view_all_reports');
    expect((await current()).json()).toEqual({ permissions: ['view_all_reports'] });
  });

  it('refuses unknown codes', async () => {
    const staff = await buildUser(t.db, { role: 'staff' });
    expect((await grant(admin.token, staff.id, 'launch_rockets')).statusCode).toBe(400);
    expect((await revoke(admin.token, staff.id, 'launch_rockets')).statusCode).toBe(400);
  });

  it('needs the user permissions screen, and refuses a non-superuser their own or a superuser’s codes', async () => {
    const manager = await t.loginAs({ role: 'staff', urls: ['/dashboard/userprivient'] });
    const outsider = await t.loginAs({ role: 'staff', urls: ['/dashboard/userprivient/CustomerUserPermission'] });
    const staff = await buildUser(t.db, { role: 'staff' });
    const superuser = await buildUser(t.db, { role: 'superuser' });
    // A code is given only by someone who holds it.
    expect((await grant(manager.token, staff.id, 'bulk_status_update')).statusCode).toBe(403);
    await buildSpecialPermissions(t.db, manager.user.id, ['bulk_status_update']);
    expect((await grant(manager.token, staff.id, 'bulk_status_update')).statusCode).toBe(200);
    expect((await codes(outsider.token, staff.id)).statusCode).toBe(403);
    expect((await grant(outsider.token, staff.id, 'bulk_status_update')).statusCode).toBe(403);
    expect((await grant(manager.token, superuser.id, 'bulk_status_update')).json<ErrorBody>().key).toBe('permissions.superuser_only');
    expect((await revoke(manager.token, manager.user.id, 'bulk_status_update')).json<ErrorBody>().key).toBe('permissions.denied');
  });
});

describe('special-permission-logs', () => {
  it('lists who granted or revoked what for whom, filtered by user, code, action and dates', async () => {
    const manager = await t.loginAs({ role: 'staff', urls: ['/dashboard/userprivient'] });
    await buildSpecialPermissions(t.db, manager.user.id, ['edit_closed_orders', 'export_orders']);
    const staff = await buildUser(t.db, { role: 'staff' });
    await grant(manager.token, staff.id, 'edit_closed_orders');
    await grant(admin.token, staff.id, 'export_orders');
    await revoke(manager.token, staff.id, 'edit_closed_orders');

    const all = await logs(admin.token, { user_id: staff.id });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-range']).toBe('special-permission-logs 0-2/3');
    const rows = all.json<LogRow[]>();
    expect(rows[0]).toMatchObject({ actor_username: manager.user.username, user_username: staff.username, code: 'edit_closed_orders', action: 'revoke' });

    expect((await logs(admin.token, { user_id: staff.id, code: 'export_orders' })).json<LogRow[]>()).toHaveLength(1);
    expect((await logs(admin.token, { user_id: staff.id, action: 'revoke' })).json<LogRow[]>()).toHaveLength(1);
    expect((await logs(admin.token, { user_id: staff.id, actor_id: manager.user.id })).json<LogRow[]>()).toHaveLength(2);
    const cairoDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(ms));
    const [today, earlier] = [cairoDay(Date.now()), cairoDay(Date.now() - 2 * 86_400_000)];
    expect((await logs(admin.token, { user_id: staff.id, at_gte: earlier, at_lte: today })).json<LogRow[]>()).toHaveLength(3);
    expect((await logs(admin.token, { user_id: staff.id, at_gte: today })).json<LogRow[]>()).toHaveLength(3);
    expect((await logs(admin.token, { user_id: staff.id, at_lte: earlier })).json<LogRow[]>()).toHaveLength(0);
    expect((await logs(admin.token, { at_gte: '2025-02-30' })).statusCode).toBe(400);
  });

  it('needs its own screen', async () => {
    const manager = await t.loginAs({ role: 'staff', urls: ['/dashboard/userprivient'] });
    const reader = await t.loginAs({ role: 'staff', urls: ['/dashboard/special-permission-logs'] });
    expect((await logs(manager.token, {})).statusCode).toBe(403);
    expect((await logs(reader.token, {})).statusCode).toBe(200);
  });
});
