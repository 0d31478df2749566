/**
 * Servers keep each session's caller between requests (server/auth/session-cache.ts). Two apps on one database
 * stand for two server processes (on PGlite in one process, on PostgreSQL with pools of their own under
 * npm run test:pg): a session ended through one answers 401 at the very next request to the other, on a list
 * (whose statement checks the session itself) and on a route that checks it first.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildCustomerPermission, buildOrder, buildUser, TEST_PASSWORD } from '../helpers/builders';
import { ADMIN_ORDERS, ordersApi } from '../helpers/orders-api';
import { createTwinApps, type TestApp } from '../helpers/test-app';

const { a, b, close } = await createTwinApps();
afterAll(close);
const admin = (await a.loginAs({ role: 'superuser' })).token;

interface Pair {
  access: string;
  refresh: string;
}
const login = async (app: TestApp, username: string, password = TEST_PASSWORD) =>
  (await app.call(null, { method: 'POST', url: '/api/token/', payload: { username, password } })).json<Pair>();
const refresh = (app: TestApp, token: string) => app.call(null, { method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });

/** What app A answers now: the order list, and the caller's own account. */
const answersOnA = async (token: string) => [
  (await ordersApi(a).admin(token)).statusCode,
  (await a.call(token, { method: 'GET', url: '/api/me/' })).statusCode,
];

/** A staff member who may open the order list and see one customer's order, logged in on A and served there once. */
async function servedOnA() {
  const user = await buildUser(a.db, { role: 'staff', urls: [ADMIN_ORDERS] });
  const customer = await buildCustomer(a.db);
  await buildCustomerPermission(a.db, user.id, customer.id, { view: true });
  await buildOrder(a.db, { customer_id: customer.id });
  const pair = await login(a, user.username);
  expect(await answersOnA(pair.access)).toEqual([200, 200]);
  return { user, pair };
}

/** The account as the staff accounts screen sends it back, with `changes`. */
const account = (user: { username: string }, changes: Record<string, unknown>) => ({
  username: user.username,
  email: '',
  first_name: 'Test',
  last_name: 'staff',
  is_active: true,
  is_staff: true,
  is_superuser: false,
  permitted_url: [ADMIN_ORDERS],
  ...changes,
});

describe('a session ended through one server is refused by the other at the next request', () => {
  it('logout', async () => {
    const { pair } = await servedOnA();
    expect((await b.call(pair.access, { method: 'POST', url: '/api/logout/' })).statusCode).toBe(204);
    expect(await answersOnA(pair.access)).toEqual([401, 401]);
  });

  it('a refresh token presented again after its successor was spent', async () => {
    const { pair } = await servedOnA();
    const successor = (await refresh(b, pair.refresh)).json<Pair>();
    expect((await refresh(b, successor.refresh)).statusCode).toBe(200);
    expect((await refresh(b, pair.refresh)).statusCode).toBe(401);
    expect(await answersOnA(pair.access)).toEqual([401, 401]);
  });

  it("the user's own password change, made in another session", async () => {
    const { user, pair } = await servedOnA();
    const laptop = await login(b, user.username);
    const changed = await b.call(laptop.access, {
      method: 'POST',
      url: '/api/users/reset_password/',
      payload: { password: TEST_PASSWORD, new_password: 'new.pass@1', confirm_password: 'new.pass@1' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await answersOnA(pair.access)).toEqual([401, 401]);
    expect((await a.call(laptop.access, { method: 'GET', url: '/api/me/' })).statusCode).toBe(200);
  });

  it("an administrator's reset of the password", async () => {
    const { user, pair } = await servedOnA();
    const reset = await b.call(admin, { method: 'POST', url: `/api/useraccount/${user.id}/reset_password`, payload: { password: 'reset.pass1' } });
    expect(reset.statusCode).toBe(200);
    expect(await answersOnA(pair.access)).toEqual([401, 401]);
  });

  it('the account disabled, and enabled again for a new login only', async () => {
    const { user, pair } = await servedOnA();
    const disabled = await b.call(admin, { method: 'PUT', url: `/api/useraccount/${user.id}`, payload: account(user, { is_active: false }) });
    expect(disabled.statusCode).toBe(200);
    expect(await answersOnA(pair.access)).toEqual([401, 401]);
    await b.call(admin, { method: 'PUT', url: `/api/useraccount/${user.id}`, payload: account(user, { is_active: true }) });
    expect(await answersOnA((await login(a, user.username)).access)).toEqual([200, 200]);
  });
});
