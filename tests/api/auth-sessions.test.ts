import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashRefreshToken } from '../../server/auth/tokens';
import { refreshTokens } from '../../server/db/schema';
import { createSigner } from 'fast-jwt';
import { openApiTest } from '../helpers/api-test';
import { TEST_JWT_SECRET } from '../helpers/test-app';
import { buildCustomer, buildUser, TEST_PASSWORD } from '../helpers/builders';

const { t, admin } = await openApiTest();

interface Pair {
  access: string;
  refresh: string;
}
const login = async (username: string, password = TEST_PASSWORD) =>
  (await t.call(null, { method: 'POST', url: '/api/token/', payload: { username, password } })).json<Pair>();
const refresh = (token: string) => t.call(null, { method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
const me = async (token: string) => (await t.call(token, { method: 'GET', url: '/api/me/' })).statusCode;
/** Whether a session still answers: its access token on a request, then its refresh token. */
const alive = async (pair: Pair) => [await me(pair.access), (await refresh(pair.refresh)).statusCode];

describe('a password change or reset ends the other sessions of that user', () => {
  it('a change by the user ends their other sessions and keeps the one that made it', async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    const [phone, laptop] = [await login(user.username), await login(user.username)];
    const changed = await t.call(laptop.access, {
      method: 'POST',
      url: '/api/users/reset_password/',
      payload: { password: TEST_PASSWORD, new_password: 'new.pass@1', confirm_password: 'new.pass@1' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await alive(phone)).toEqual([401, 401]);
    expect(await alive(laptop)).toEqual([200, 200]);
  });

  it("an administrator's reset of a staff password ends every session of that account, not the administrator's", async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    const session = await login(user.username);
    const reset = await t.call(admin.token, { method: 'POST', url: `/api/useraccount/${user.id}/reset_password`, payload: { password: 'reset.pass1' } });
    expect(reset.statusCode).toBe(200);
    expect(await alive(session)).toEqual([401, 401]);
    expect(await me(admin.token)).toBe(200);
  });

  it('a superuser resetting their own password on the staff screen keeps the session doing it', async () => {
    const self = await buildUser(t.db, { role: 'superuser' });
    const [working, other] = [await login(self.username), await login(self.username)];
    const reset = await t.call(working.access, { method: 'POST', url: `/api/useraccount/${self.id}/reset_password`, payload: { password: 'reset.pass1' } });
    expect(reset.statusCode).toBe(200);
    expect(await alive(other)).toEqual([401, 401]);
    expect(await alive(working)).toEqual([200, 200]);
  });

  it("a reset of a merchant login's password ends that login's sessions", async () => {
    const customer = await buildCustomer(t.db);
    const merchant = await buildUser(t.db, { role: 'customer', customerId: customer.id });
    const session = await login(merchant.username);
    const reset = await t.call(admin.token, {
      method: 'POST',
      url: `/api/customers/${customer.id}/logins/${merchant.id}/reset_password`,
      payload: { password: 'reset.pass1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await alive(session)).toEqual([401, 401]);
    expect((await login(merchant.username, 'reset.pass1')).access).toEqual(expect.any(String));
  });
});

describe('refreshing: one token answers the same pair for a short while, then its reuse ends the session', () => {
  it('20 parallel refreshes with one token all get the same successor pair, and the session goes on', async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    const first = await login(user.username);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(first.refresh)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(20).fill(200));
    const pairs = answers.map((a) => a.json<Pair>());
    expect(new Set(pairs.map((p) => p.refresh)).size).toBe(1);
    expect(new Set(pairs.map((p) => p.access)).size).toBe(1);
    const [successor] = pairs as [Pair];
    expect(successor.refresh).not.toBe(first.refresh);
    expect(await me(successor.access)).toBe(200);
    const next = await refresh(successor.refresh);
    expect(next.statusCode).toBe(200);
    expect(await me(next.json<Pair>().access)).toBe(200);
  });

  it('a reuse a minute later revokes the whole session', async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    const first = await login(user.username);
    const successor = (await refresh(first.refresh)).json<Pair>();
    await t.db
      .update(refreshTokens)
      .set({ used_at: sql`${refreshTokens.used_at} - interval '1 minute'` })
      .where(eq(refreshTokens.token_hash, hashRefreshToken(first.refresh)));
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect(await alive(successor)).toEqual([401, 401]);
  });

  it('a reuse after the successor has been spent revokes the session, even within the grace', async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    const first = await login(user.username);
    const successor = (await refresh(first.refresh)).json<Pair>();
    const third = (await refresh(successor.refresh)).json<Pair>();
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect(await alive(third)).toEqual([401, 401]);
  });

  it('refuses an unknown refresh token without ending anything else', async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    const session = await login(user.username);
    expect((await refresh('not-a-token-at-all')).statusCode).toBe(401);
    expect(await me(session.access)).toBe(200);
  });
});

describe('access tokens', () => {
  it('refuses a token that does not say when it ends, though signed with the key and naming a live session', async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    const pair = await login(user.username);
    const claims = JSON.parse(Buffer.from(pair.access.split('.')[1]!, 'base64url').toString()) as { sub: number; sid: string };
    const sign = (expiresIn?: number) => createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256', ...(expiresIn ? { expiresIn } : {}) });
    expect(await me(sign(60_000)({ sub: claims.sub, sid: claims.sid, typ: 'access' }))).toBe(200);
    expect(await me(sign()({ sub: claims.sub, sid: claims.sid, typ: 'access' }))).toBe(401);
  });
});
