/**
 * Servers keep each session's caller between requests (server/auth/session-cache.ts). Two apps on one database
 * stand for two server processes (on PGlite in one process, on PostgreSQL with pools of their own under
 * npm run test:pg): a session ended through one answers 401 at the very next request to the other, whichever
 * route that request calls: those whose statements check the kept session themselves (the order list, order
 * entry, a status move) and one that checks it first (the caller's account).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildCustomerPermission, buildOrder, buildUser, staffAccountBody, TEST_PASSWORD } from '../helpers/builders';
import { ADMIN_ORDERS, orderPayload, ordersApi, orderWorld } from '../helpers/orders-api';
import { createTwinApps, type TestApp } from '../helpers/test-app';

const { a, b, close } = await createTwinApps();
afterAll(close);
const admin = (await a.loginAs({ role: 'superuser' })).token;
const onA = ordersApi(a);
const world = await orderWorld(a.db);

interface Pair {
  access: string;
  refresh: string;
}
const login = async (app: TestApp, username: string, password = TEST_PASSWORD) =>
  (await app.call(null, { method: 'POST', url: '/api/token/', payload: { username, password } })).json<Pair>();
const refresh = (app: TestApp, token: string) => app.call(null, { method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });

/** Calls A answers from a kept session, each with what it answers while the session lives. */
const CALLS: [string, number, (token: string) => Promise<{ statusCode: number }>][] = [
  ['the order list', 200, (token) => onA.admin(token)],
  ['order entry', 201, (token) => onA.create(token, orderPayload(world))],
  [
    'a status move',
    200,
    async (token) =>
      onA.move(token, { id: (await buildOrder(a.db, { customer_id: world.customer.id })).id, status: 'Returned', note: 'Back with the merchant' }),
  ],
  ["the caller's account", 200, (token) => a.call(token, { method: 'GET', url: '/api/me/' })],
];

/** A staff member who may list, enter and move one customer's orders, logged in on A. */
async function staffOnA() {
  const user = await buildUser(a.db, { role: 'staff', urls: [ADMIN_ORDERS] });
  await buildCustomerPermission(a.db, user.id, world.customer.id, { view: true, addOrder: true, updateOrder: true });
  return { user, pair: await login(a, user.username) };
}
type Served = Awaited<ReturnType<typeof staffOnA>>;

/** The account as the staff accounts screen sends it back, with `changes`. */
const account = (user: { username: string }, changes: Record<string, unknown>) => staffAccountBody(user, { permitted_url: [ADMIN_ORDERS], ...changes });

/** The ways a session ends, each done through B. */
const ENDINGS: [string, (served: Served) => Promise<void>][] = [
  [
    'logout',
    async ({ pair }) => {
      expect((await b.call(pair.access, { method: 'POST', url: '/api/logout/' })).statusCode).toBe(204);
    },
  ],
  [
    'a refresh token presented again after its successor was spent',
    async ({ pair }) => {
      const successor = (await refresh(b, pair.refresh)).json<Pair>();
      expect((await refresh(b, successor.refresh)).statusCode).toBe(200);
      expect((await refresh(b, pair.refresh)).statusCode).toBe(401);
    },
  ],
  [
    "the user's own password change, made in another session",
    async ({ user }) => {
      const laptop = await login(b, user.username);
      const changed = await b.call(laptop.access, {
        method: 'POST',
        url: '/api/users/reset_password/',
        payload: { password: TEST_PASSWORD, new_password: 'new.pass@1', confirm_password: 'new.pass@1' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await a.call(laptop.access, { method: 'GET', url: '/api/me/' })).statusCode).toBe(200);
    },
  ],
  [
    "an administrator's reset of the password",
    async ({ user }) => {
      const reset = await b.call(admin, { method: 'POST', url: `/api/useraccount/${user.id}/reset_password`, payload: { password: 'reset.pass1' } });
      expect(reset.statusCode).toBe(200);
    },
  ],
  [
    'the account disabled',
    async ({ user }) => {
      const disabled = await b.call(admin, { method: 'PUT', url: `/api/useraccount/${user.id}`, payload: account(user, { is_active: false }) });
      expect(disabled.statusCode).toBe(200);
    },
  ],
];

describe.each(CALLS)('%s on A, from a session served there, answers 401 at the next request after', (_, live, call) => {
  it.each(ENDINGS)('%s through B', async (_ending, end) => {
    const served = await staffOnA();
    expect((await call(served.pair.access)).statusCode).toBe(live);
    await end(served);
    expect((await call(served.pair.access)).statusCode).toBe(401);
  });
});

describe('an account disabled and enabled again', () => {
  it('is served again for a new login only', async () => {
    const served = await staffOnA();
    await b.call(admin, { method: 'PUT', url: `/api/useraccount/${served.user.id}`, payload: account(served.user, { is_active: false }) });
    await b.call(admin, { method: 'PUT', url: `/api/useraccount/${served.user.id}`, payload: account(served.user, { is_active: true }) });
    expect((await onA.admin(served.pair.access)).statusCode).toBe(401);
    expect((await onA.admin((await login(a, served.user.username)).access)).statusCode).toBe(200);
  });
});
