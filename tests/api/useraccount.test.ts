import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageKey } from '../../domain/messages';
import { GRANTABLE_URLS } from '../../domain/screens';
import { auditLog, users } from '../../server/db/schema';
import type { UserAccountRecord as Account } from '../../src/resources/useraccount/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { buildUser, TEST_PASSWORD } from '../helpers/builders';
import type { ErrorBody } from '../helpers/api-test';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs({ role: 'superuser' })).token;
});
afterAll(() => t.close());

const SCREEN = '/dashboard/useraccount';
const MANAGER_URLS = [SCREEN, `${SCREEN}/new`];

const uniqueName = (prefix = 'user') => `${prefix}.${randomBytes(4).toString('hex')}`;
const newAccount = (values: Record<string, unknown> = {}) => ({
  username: uniqueName(),
  first_name: 'Mona',
  last_name: 'Adel',
  email: '',
  password: 'start.pass1',
  permitted_url: [],
  ...values,
});

const createAccount = (token: string, payload: Record<string, unknown>) => t.call(token, { method: 'POST', url: '/api/useraccount', payload });
const updateAccount = (token: string, id: number, payload: Record<string, unknown>) => t.call(token, { method: 'PUT', url: `/api/useraccount/${id}`, payload });
const getAccount = (token: string, id: number) => t.call(token, { method: 'GET', url: `/api/useraccount/${id}` });
const listAccounts = (token: string, filter: Record<string, unknown> = {}, range: [number, number] = [0, 999]) =>
  t.call(token, { method: 'GET', url: '/api/useraccount', query: { filter: JSON.stringify(filter), range: JSON.stringify(range) } });
const resetPassword = (token: string, id: number, password: string) =>
  t.call(token, { method: 'POST', url: `/api/useraccount/${id}/reset_password`, payload: { password } });
const login = (username: string, password: string) => t.call(null, { method: 'POST', url: '/api/token/', payload: { username, password } });
const createCity = (token: string) => t.call(token, { method: 'POST', url: '/api/City', payload: { name: uniqueName('City') } });
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0;

/** The account as react-admin's edit form sends it back, with the given changes. */
async function editedAccount(id: number, changes: Partial<Account>): Promise<Record<string, unknown>> {
  const current = (await getAccount(admin, id)).json<Account>();
  return { ...current, ...changes };
}

describe('listing accounts', () => {
  it('shows only staff and superuser accounts', async () => {
    const merchant = await buildUser(t.db, { role: 'customer' });
    const staff = await buildUser(t.db, { role: 'staff', urls: ['/dashboard/City'] });
    const superuser = await buildUser(t.db, { role: 'superuser' });

    const byIds = await listAccounts(admin, { id: [merchant.id, staff.id, superuser.id] });
    expect(byIds.statusCode).toBe(200);
    const rows = byIds.json<Account[]>();
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([staff.id, superuser.id].sort((a, b) => a - b));
    expect(byIds.headers['content-range']).toBe('useraccount 0-1/2');
    expect(rows.find((row) => row.id === staff.id)?.permitted_url).toEqual(['/dashboard/City']);

    const all = (await listAccounts(admin)).json<Account[]>();
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((row) => row.is_staff || row.is_superuser)).toBe(true);
    expect((await getAccount(admin, merchant.id)).statusCode).toBe(404);
  });

  it('never answers with the password hash', async () => {
    const staff = await buildUser(t.db, { role: 'staff' });
    const responses = [
      await listAccounts(admin),
      await getAccount(admin, staff.id),
      await createAccount(admin, newAccount()),
      await updateAccount(admin, staff.id, await editedAccount(staff.id, { first_name: 'Changed' })),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBeLessThan(300);
      expect(response.body).not.toContain('password');
      expect(response.body).not.toContain(staff.password_hash);
    }
  });
});

describe('creating accounts', () => {
  it('applies the username and password rules and creates nothing on error', async () => {
    const before = await userCount();
    const cases: [Record<string, unknown>, Record<string, MessageKey>][] = [
      [
        { username: '', password: '' },
        { username: 'validation.username_required', password: 'validation.password_required' },
      ],
      [{ password: 'abc' }, { password: 'validation.password_min' }],
      [{ password: 'has space1' }, { password: 'validation.password_chars' }],
      [{ password: 'wrong#chars' }, { password: 'validation.password_chars' }],
      [{ username: '   ' }, { username: 'validation.username_required' }],
    ];
    for (const [changes, errors] of cases) {
      const response = await createAccount(admin, newAccount(changes));
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json<ErrorBody>().errors, JSON.stringify(changes)).toEqual(errors);
    }
    const missing = await createAccount(admin, { username: uniqueName(), first_name: 'No password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().errors).toHaveProperty('password');
    expect(await userCount()).toBe(before);
  });

  it('creates an account that can log in and whose screens are the ones granted', async () => {
    const username = uniqueName('New.Person');
    const granted = ['/dashboard/City', '/dashboard/Zone/new'];
    const response = await createAccount(admin, newAccount({ username, password: 'first.pass1', permitted_url: granted }));
    expect(response.statusCode).toBe(201);
    const account = response.json<Account>();
    expect(account).toMatchObject({ username: username.toLowerCase(), is_staff: true, is_superuser: false, is_active: true });
    expect(account.permitted_url).toEqual([...granted].sort());

    const session = await login(username, 'first.pass1');
    expect(session.statusCode).toBe(200);
    const { access } = session.json<{ access: string }>();
    const urls = await t.call(access, { method: 'POST', url: '/api/custompermissions/get_permitted_url', payload: {} });
    expect(urls.statusCode).toBe(200);
    expect(urls.json()).toEqual({ user: account.id, permitted_url: [...granted].sort() });
  });

  it('audits the creation without the password', async () => {
    const response = await createAccount(admin, newAccount({ password: 'audited.pass1', permitted_url: ['/dashboard/City'] }));
    const account = response.json<Account>();
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'useraccount'), eq(auditLog.entity_id, String(account.id))));
    expect(rows).toMatchObject([{ action: 'create', after: { username: account.username, permitted_url: ['/dashboard/City'] } }]);
    expect(JSON.stringify(rows)).not.toContain('audited.pass1');
  });

  it('answers a duplicate username with 409, ignoring case', async () => {
    const username = uniqueName('twice');
    expect((await createAccount(admin, newAccount({ username }))).statusCode).toBe(201);
    const before = await userCount();
    const again = await createAccount(admin, newAccount({ username: username.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().errors).toEqual({ username: 'errors.already_used' });
    expect(await userCount()).toBe(before);
  });

  it('refuses screens that cannot be granted with 400', async () => {
    const before = await userCount();
    for (const url of ['/dashboard/everything', '/dashboard/City/edit', '/dashboard', 'https://example.com/']) {
      const response = await createAccount(admin, newAccount({ permitted_url: [url] }));
      expect(response.statusCode, url).toBe(400);
      expect(response.json<ErrorBody>().errors, url).toHaveProperty('permitted_url');
    }
    expect(await userCount()).toBe(before);
    const staff = await buildUser(t.db, { role: 'staff' });
    const update = await updateAccount(admin, staff.id, await editedAccount(staff.id, { permitted_url: ['/dashboard/secret'] }));
    expect(update.statusCode).toBe(400);
    expect((await getAccount(admin, staff.id)).json<Account>().permitted_url).toEqual([]);
  });

  it('accepts every grantable screen from a superuser', async () => {
    const response = await createAccount(admin, newAccount({ permitted_url: [...GRANTABLE_URLS] }));
    expect(response.statusCode).toBe(201);
    expect(response.json<Account>().permitted_url).toEqual([...GRANTABLE_URLS].sort());
  });
});

describe('privilege escalation', () => {
  it('stops a staff manager from creating a superuser', async () => {
    const { token } = await t.loginAs({ role: 'staff', urls: MANAGER_URLS });
    const before = await userCount();
    const response = await createAccount(token, newAccount({ is_superuser: true }));
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().key).toBe('permissions.superuser_only');
    expect(await userCount()).toBe(before);
  });

  it('stops a staff manager from granting a screen they cannot open themselves', async () => {
    const { token } = await t.loginAs({ role: 'staff', urls: MANAGER_URLS });
    const before = await userCount();
    const response = await createAccount(token, newAccount({ permitted_url: [SCREEN, '/dashboard/City'] }));
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().key).toBe('permissions.grant_own_only');
    expect(await userCount()).toBe(before);

    const allowed = await createAccount(token, newAccount({ permitted_url: [SCREEN] }));
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json<Account>().permitted_url).toEqual([SCREEN]);
  });

  it('stops a staff manager from granting themselves or others more on edit', async () => {
    const { token, user } = await t.loginAs({ role: 'staff', urls: MANAGER_URLS });
    const colleague = await buildUser(t.db, { role: 'staff' });
    const own = await updateAccount(token, user.id, await editedAccount(user.id, { permitted_url: [...MANAGER_URLS, '/dashboard/SiteSettings'] }));
    expect(own.statusCode).toBe(403);
    expect(own.json<ErrorBody>().key).toBe('permissions.grant_own_only');
    const promote = await updateAccount(token, colleague.id, await editedAccount(colleague.id, { is_superuser: true }));
    expect(promote.statusCode).toBe(403);
    expect(promote.json<ErrorBody>().key).toBe('permissions.superuser_only');
    expect((await getAccount(admin, colleague.id)).json<Account>().is_superuser).toBe(false);
    expect((await getAccount(admin, user.id)).json<Account>().permitted_url).toEqual([...MANAGER_URLS].sort());
  });

  it('stops a staff manager from editing a superuser account or resetting its password', async () => {
    const { token } = await t.loginAs({ role: 'staff', urls: MANAGER_URLS });
    const superuser = await buildUser(t.db, { role: 'superuser' });
    const edit = await updateAccount(token, superuser.id, await editedAccount(superuser.id, { first_name: 'Hijacked', is_superuser: false }));
    expect(edit.statusCode).toBe(403);
    expect(edit.json<ErrorBody>().key).toBe('permissions.superuser_only');
    expect((await getAccount(admin, superuser.id)).json<Account>()).toMatchObject({ first_name: 'Test', is_superuser: true });

    const reset = await resetPassword(token, superuser.id, 'taken.over1');
    expect(reset.statusCode).toBe(403);
    expect(reset.json<ErrorBody>().key).toBe('permissions.superuser_only');
    expect((await login(superuser.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('stops a staff manager from taking over an account with screens they cannot open by resetting its password', async () => {
    const { token } = await t.loginAs({ role: 'staff', urls: [...MANAGER_URLS, `${SCREEN}/edit`] });
    const stronger = await buildUser(t.db, { role: 'staff', urls: ['/dashboard/SiteSettings'] });
    const reset = await resetPassword(token, stronger.id, 'taken.over1');
    expect(reset.statusCode).toBe(403);
    expect((await login(stronger.username, TEST_PASSWORD)).statusCode).toBe(200);

    const peer = await buildUser(t.db, { role: 'staff', urls: [SCREEN] });
    expect((await resetPassword(token, peer.id, 'peer.reset1')).statusCode).toBe(200);
    expect((await login(peer.username, 'peer.reset1')).statusCode).toBe(200);
  });

  it('lets a superuser create a superuser, grant any screen and edit a superuser', async () => {
    const created = await createAccount(admin, newAccount({ is_superuser: true, permitted_url: ['/dashboard/City'] }));
    expect(created.statusCode).toBe(201);
    const account = created.json<Account>();
    expect(account.is_superuser).toBe(true);

    const other = await buildUser(t.db, { role: 'superuser' });
    const edited = await updateAccount(admin, other.id, await editedAccount(other.id, { first_name: 'Renamed' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Account>()).toMatchObject({ first_name: 'Renamed', is_superuser: true });
  });

  it('does not turn a merchant login into a staff account', async () => {
    const merchant = await buildUser(t.db, { role: 'customer' });
    const response = await updateAccount(admin, merchant.id, { username: merchant.username, first_name: 'Merchant', permitted_url: [] });
    expect(response.statusCode).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, merchant.id));
    expect(row).toMatchObject({ is_staff: false, is_superuser: false });
  });
});

describe('changing an account', () => {
  it("applies new screens on the user's next request without a new login", async () => {
    const { token, user } = await t.loginAs({ role: 'staff', urls: ['/dashboard/City'] });
    expect((await createCity(token)).statusCode).toBe(403);

    const granted = await updateAccount(admin, user.id, await editedAccount(user.id, { permitted_url: ['/dashboard/City', '/dashboard/City/new'] }));
    expect(granted.statusCode).toBe(200);
    expect(granted.json<Account>().permitted_url).toEqual(['/dashboard/City', '/dashboard/City/new']);
    expect((await createCity(token)).statusCode).toBe(201);

    const revoked = await updateAccount(admin, user.id, await editedAccount(user.id, { permitted_url: [] }));
    expect(revoked.statusCode).toBe(200);
    expect((await createCity(token)).statusCode).toBe(403);
  });

  it('logs a disabled account out at once', async () => {
    const { token, user } = await t.loginAs({ role: 'staff' });
    expect((await t.call(token, { method: 'GET', url: '/api/me/' })).statusCode).toBe(200);
    expect((await updateAccount(admin, user.id, await editedAccount(user.id, { is_active: false }))).statusCode).toBe(200);
    expect((await t.call(token, { method: 'GET', url: '/api/me/' })).statusCode).toBe(401);
  });

  it('resets a password: the new one logs in and the old one no longer does', async () => {
    const staff = await buildUser(t.db, { role: 'staff' });
    const response = await resetPassword(admin, staff.id, 'brand.new1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ key: 'auth.password_changed' });
    expect((await login(staff.username, 'brand.new1')).statusCode).toBe(200);
    expect((await login(staff.username, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('applies the password rules on reset and keeps the old password on error', async () => {
    const staff = await buildUser(t.db, { role: 'staff' });
    for (const [password, error] of [
      ['', 'validation.password_required'],
      ['abc', 'validation.password_min'],
      ['with space', 'validation.password_chars'],
    ] as const) {
      const response = await resetPassword(admin, staff.id, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json<ErrorBody>().errors).toEqual({ password: error });
    }
    expect((await login(staff.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a rename to a taken username with 409', async () => {
    const taken = await buildUser(t.db, { role: 'staff' });
    const staff = await buildUser(t.db, { role: 'staff' });
    const response = await updateAccount(admin, staff.id, await editedAccount(staff.id, { username: taken.username }));
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().errors).toEqual({ username: 'errors.already_used' });
    expect((await getAccount(admin, staff.id)).json<Account>().username).toBe(staff.username);
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await getAccount(admin, 987654)).statusCode).toBe(404);
    expect((await updateAccount(admin, 987654, newAccount())).statusCode).toBe(404);
    expect((await resetPassword(admin, 987654, 'brand.new1')).statusCode).toBe(404);
  });
});
