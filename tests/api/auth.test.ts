import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { buildCity, buildCustomer, buildUser, TEST_PASSWORD, uniqueMobile } from '../helpers/builders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) => t.call(null, { method: 'POST', url: '/api/token/', payload: { username, password } });
const refresh = (token: string) => t.call(null, { method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
const me = (token: string) => t.call(token, { method: 'GET', url: '/api/me/' });

describe('POST /api/token/', () => {
  it('returns the tokens and the spec fields, never the password hash', async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    const response = await login(user.username, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['access', 'first_name', 'id', 'is_staff', 'is_superuser', 'last_name', 'refresh', 'username']);
    expect(body).toMatchObject({ id: user.id, username: user.username, is_staff: true, is_superuser: false });
  });

  it('gives the same 401 and message for an unknown user and a wrong password', async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    const wrong = await login(user.username, 'not-the-password');
    const unknown = await login('nobody-here', 'whatever1');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Login faild please check your username and password');
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it('refuses a disabled account with the same message', async () => {
    const user = await buildUser(t.db, { role: 'staff', isActive: false });
    const response = await login(user.username, TEST_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Login faild please check your username and password');
  });

  it('locks an account after 10 failures in 15 minutes, even for the right password, with Retry-After', async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    for (let i = 0; i < 10; i += 1) expect((await login(user.username, `wrong-${i}`)).statusCode).toBe(401);
    const locked = await login(user.username, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
  });

  it('keeps other accounts usable while one is locked', async () => {
    const victim = await buildUser(t.db, { role: 'staff' });
    const other = await buildUser(t.db, { role: 'staff' });
    for (let i = 0; i < 10; i += 1) await login(victim.username, 'wrong-pass');
    expect((await login(other.username, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotates: the new pair works and the one after it is new again', async () => {
    const user = await buildUser(t.db, { role: 'customer' });
    const first = (await login(user.username, TEST_PASSWORD)).json<{ refresh: string }>();
    const rotated = await refresh(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const pair = rotated.json<{ access: string; refresh: string }>();
    expect(pair.refresh).not.toBe(first.refresh);
    expect((await me(pair.access)).statusCode).toBe(200);
    const next = (await refresh(pair.refresh)).json<{ refresh: string }>();
    expect([first.refresh, pair.refresh]).not.toContain(next.refresh);
  });

  it('refuses a refresh token used as an access token', async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    const tokens = (await login(user.username, TEST_PASSWORD)).json<{ refresh: string }>();
    expect((await me(tokens.refresh)).statusCode).toBe(401);
  });

  it('logout revokes the access and the refresh token', async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    const tokens = (await login(user.username, TEST_PASSWORD)).json<{ access: string; refresh: string }>();
    expect((await t.call(tokens.access, { method: 'POST', url: '/api/logout/' })).statusCode).toBe(204);
    expect((await me(tokens.access)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });
});

describe('register', () => {
  const registration = (email: string, phone = uniqueMobile()) => ({
    email,
    password: 'merchant.1',
    first_name: 'Hany',
    last_name: 'Said',
    company_name: 'Hany Shop',
    phone,
  });
  const register = (payload: Record<string, unknown>) => t.call(null, { method: 'POST', url: '/api/register/', payload });

  it('creates a merchant login that is logged in at once', async () => {
    const response = await t.call(null, { method: 'POST', url: '/api/register/', payload: registration('hany@example.com') });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ access: string; is_staff: boolean }>();
    expect(body.is_staff).toBe(false);
    const profile = (await me(body.access)).json<{ customer_id: number | null }>();
    expect(profile.customer_id).toEqual(expect.any(Number));
  });

  it("refuses a duplicate email with 'User already exists'", async () => {
    await t.call(null, { method: 'POST', url: '/api/register/', payload: registration('twice@example.com') });
    const again = await t.call(null, { method: 'POST', url: '/api/register/', payload: registration('TWICE@example.com') });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('User already exists');
  });

  it('cannot make itself staff or superuser', async () => {
    const response = await t.call(null, {
      method: 'POST',
      url: '/api/register/',
      payload: { ...registration('sneaky@example.com'), is_staff: true, is_superuser: true },
    });
    expect(response.json()).toMatchObject({ is_staff: false, is_superuser: false });
  });

  it('gives field errors for bad input and creates nothing', async () => {
    const response = await t.call(null, {
      method: 'POST',
      url: '/api/register/',
      payload: { email: 'not-an-email', password: 'a b', first_name: '', phone: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'validation.email_invalid',
      password: 'validation.password_min',
      first_name: 'validation.name_required',
      phone: 'validation.phone_required',
    });
    expect((await login('not-an-email', 'a b')).statusCode).toBe(401);
  });

  it("refuses a phone that another customer has, as first or second number, with staff's 409 beside the phone", async () => {
    const staffMade = await buildCustomer(t.db, { phone2: uniqueMobile() });
    for (const phone of [staffMade.phone, staffMade.phone2]) {
      const response = await register(registration(`taken-${phone}@example.com`, phone));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ key: 'customers.phone_taken', errors: { phone: 'customers.phone_taken' } });
      expect((await login(`taken-${phone}@example.com`, 'merchant.1')).statusCode).toBe(401);
    }
  });

  it('is refused by the database itself: no writer can give a customer a phone another one has', async () => {
    const owner = await buildCustomer(t.db, { phone2: uniqueMobile() });
    await expect(buildCustomer(t.db, { phone: owner.phone2 })).rejects.toThrow();
    await expect(buildCustomer(t.db, { phone: uniqueMobile(), phone2: owner.phone })).rejects.toThrow();
    const other = await buildCustomer(t.db);
    await expect(t.db.update(customers).set({ phone2: owner.phone }).where(eq(customers.id, other.id))).rejects.toThrow();
  });

  it('lets only one of two parallel registrations with one phone through', async () => {
    const phone = uniqueMobile();
    const answers = await Promise.all(['race-a', 'race-b', 'race-c'].map((name) => register(registration(`${name}@example.com`, phone))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ key: 'customers.phone_taken', errors: { phone: 'customers.phone_taken' } });
    }
    const owners = await t.db.select().from(customers).where(eq(customers.phone, phone));
    expect(owners).toHaveLength(1);
  });

  it('a registered phone is taken for staff too', async () => {
    const phone = uniqueMobile();
    expect((await register(registration('shop-owner@example.com', phone))).statusCode).toBe(201);
    const { token } = await t.loginAs({ role: 'superuser' });
    const city = await buildCity(t.db);
    const staffCreate = await t.call(token, { method: 'POST', url: '/api/customers', payload: { name: 'Copy', phone, city_id: city.id } });
    expect(staffCreate.statusCode).toBe(409);
    expect(staffCreate.json()).toMatchObject({ errors: { phone: 'customers.phone_taken' } });
  });
});

describe('password change', () => {
  const change = (token: string, payload: Record<string, string>) => t.call(token, { method: 'POST', url: '/api/users/reset_password/', payload });

  it('applies the spec rules on the server', async () => {
    const { token } = await t.loginAs({ role: 'staff' });
    const response = await change(token, { password: '', new_password: 'has space', confirm_password: 'other' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      password: 'validation.required',
      new_password: 'validation.password_chars',
      confirm_password: 'validation.passwords_match',
    });
  });

  it('refuses a wrong current password and accepts a right one', async () => {
    const { token, user } = await t.loginAs({ role: 'staff' });
    const wrong = await change(token, { password: 'wrong-one', new_password: 'new.pass@1', confirm_password: 'new.pass@1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is not correct');
    const ok = await change(token, { password: TEST_PASSWORD, new_password: 'new.pass@1', confirm_password: 'new.pass@1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your password has been changed');
    expect((await login(user.username, 'new.pass@1')).statusCode).toBe(200);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(401);
  });
});
