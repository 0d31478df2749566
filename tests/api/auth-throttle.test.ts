import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Verifier } from '../../server/auth/password-check';
import { verifyPassword } from '../../server/auth/passwords';
import { loginAttempts } from '../../server/db/schema';
import { buildUser, TEST_PASSWORD } from '../helpers/builders';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Every password the server checked, and a switch that holds the checks of wrong guesses until released. */
const checked: string[] = [];
let held: Promise<void> | null = null;
let release = () => {};
const holdWrongGuesses = () => (held = new Promise<void>((resolve) => (release = resolve)));
const countingVerifier: Verifier = async (password, hash) => {
  checked.push(password);
  if (held && password !== TEST_PASSWORD) await held;
  return verifyPassword(password, hash);
};
const wrongChecks = () => checked.filter((p) => p !== TEST_PASSWORD).length;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ passwords: { verify: countingVerifier } });
});
afterAll(() => t.close());
beforeEach(() => {
  checked.length = 0;
  held = null;
});

const ATTACKER = '203.0.113.66';
const OFFICE = '198.51.100.20';
const login = (app: TestApp, username: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/api/token/', payload: { username, password }, remoteAddress, headers });
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();
const attemptsOf = async (username: string, source: string) =>
  (
    await t.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.username, username), eq(loginAttempts.source, source)))
  )[0]?.attempts ?? 0;

describe('failed logins are limited per account and address, counted before the password is checked', () => {
  it('50 parallel guesses: at most 10 are checked, the rest get 429 with Retry-After, and the real user on another address logs in', async () => {
    const user = await buildUser(t.db, { role: 'superuser' });
    const guesses = Array.from({ length: 50 }, (_, i) => login(t, user.username, `wrong-${i}`, ATTACKER));
    const [real, ...attack] = await Promise.all([login(t, user.username, TEST_PASSWORD, OFFICE), ...guesses]);
    expect(real.statusCode).toBe(200);
    expect(wrongChecks()).toBeLessThanOrEqual(10);
    expect(statuses(attack)).toEqual([...Array<number>(10).fill(401), ...Array<number>(40).fill(429)]);
    for (const refused of attack.filter((a) => a.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    }
  });

  it('refuses the right password at the end of a burst even before any guess of it has been checked', async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    holdWrongGuesses();
    const burst = Array.from({ length: 10 }, (_, i) => login(t, user.username, `wrong-${i}`, ATTACKER));
    await vi.waitFor(async () => expect(await attemptsOf(user.username, ATTACKER)).toBe(10), { timeout: 20_000 });
    const last = await login(t, user.username, TEST_PASSWORD, ATTACKER);
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    const elsewhere = login(t, user.username, TEST_PASSWORD, OFFICE);
    release();
    expect(statuses(await Promise.all(burst))).toEqual(Array<number>(10).fill(401));
    expect((await elsewhere).statusCode).toBe(200);
    expect(wrongChecks()).toBe(10);
  });

  it('locks the account for the hammered address only; a correct login clears only its own address', async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    for (let i = 0; i < 5; i += 1) expect((await login(t, user.username, 'wrong-pass', ATTACKER)).statusCode).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await login(t, user.username, 'wrong-pass', OFFICE)).statusCode).toBe(401);
    expect((await login(t, user.username, TEST_PASSWORD, OFFICE)).statusCode).toBe(200);
    expect(await attemptsOf(user.username, OFFICE)).toBe(0);
    for (let i = 0; i < 5; i += 1) expect((await login(t, user.username, 'wrong-pass', ATTACKER)).statusCode).toBe(401);
    const locked = await login(t, user.username, TEST_PASSWORD, ATTACKER);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed logins\. Please try again in 1[45] minutes\.$/);
    expect((await login(t, user.username, TEST_PASSWORD, OFFICE)).statusCode).toBe(200);
  });

  it('ends the lock fifteen minutes after the first attempt of its window', async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    for (let i = 0; i < 10; i += 1) await login(t, user.username, 'wrong-pass', ATTACKER);
    expect((await login(t, user.username, TEST_PASSWORD, ATTACKER)).statusCode).toBe(429);
    await t.db
      .update(loginAttempts)
      .set({ window_start: sql`now() - interval '16 minutes'` })
      .where(eq(loginAttempts.username, user.username));
    expect((await login(t, user.username, TEST_PASSWORD, ATTACKER)).statusCode).toBe(200);
  });

  it('counts unknown accounts the same way, so the answers do not tell which accounts exist', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push((await login(t, 'nobody-at-all', `wrong-${i}`, ATTACKER)).statusCode);
    expect(answers).toEqual([...Array<number>(10).fill(401), 429]);
  });

  it('counts a wrong current password of a password change as a guess', async () => {
    const { token, user } = await t.loginAs({ role: 'staff' });
    const change = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/reset_password/',
        payload: { password, new_password: 'new.pass@1', confirm_password: 'new.pass@1' },
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: ATTACKER,
      });
    for (let i = 0; i < 10; i += 1) expect((await change(`wrong-${i}`)).statusCode).toBe(400);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login(t, user.username, TEST_PASSWORD, OFFICE)).statusCode).toBe(200);
  });
});

describe('the address is the connection, unless TRUST_PROXY names the proxy', () => {
  it('ignores X-Forwarded-For by default: a client cannot pick a fresh address for every guess', async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    for (let i = 0; i < 10; i += 1) await login(t, user.username, 'wrong-pass', ATTACKER, { 'x-forwarded-for': `192.0.2.${i}` });
    expect((await login(t, user.username, TEST_PASSWORD, ATTACKER, { 'x-forwarded-for': '192.0.2.99' })).statusCode).toBe(429);
  });

  it('believes X-Forwarded-For from the configured proxy', async () => {
    const proxied = await createTestApp({ trustProxy: '10.0.0.1' });
    try {
      const user = await buildUser(proxied.db, { role: 'staff' });
      const through = (client: string, password: string) => login(proxied, user.username, password, '10.0.0.1', { 'x-forwarded-for': client });
      for (let i = 0; i < 10; i += 1) await through(ATTACKER, 'wrong-pass');
      expect((await through(ATTACKER, TEST_PASSWORD)).statusCode).toBe(429);
      expect((await through(OFFICE, TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('the scrypt work a process takes on is bounded', () => {
  it('answers 503 with Retry-After when no place is free, without counting the attempt', async () => {
    const busy = await createTestApp({ passwords: { verify: countingVerifier, gate: { active: 1, waiting: 0 } } });
    try {
      const user = await buildUser(busy.db, { role: 'staff' });
      holdWrongGuesses();
      const first = login(busy, user.username, 'wrong-pass', ATTACKER);
      await vi.waitFor(() => expect(checked).toHaveLength(1), { timeout: 20_000 });
      const turnedAway = await login(busy, user.username, TEST_PASSWORD, OFFICE);
      expect(turnedAway.statusCode).toBe(503);
      expect(turnedAway.headers['retry-after']).toBe('2');
      expect(turnedAway.json().key).toBe('auth.busy');
      const [row] = await busy.db.select().from(loginAttempts).where(eq(loginAttempts.source, OFFICE));
      expect(row?.attempts ?? 0).toBe(0);
      release();
      expect((await first).statusCode).toBe(401);
      expect((await login(busy, user.username, TEST_PASSWORD, OFFICE)).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});
