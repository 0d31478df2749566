import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../server/db/schema';
import type { CustomerLogin as Login } from '../../src/resources/customers/logins/loginsApi';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildUser } from '../helpers/builders';
import { mobile, tag } from '../helpers/customers-api';

const { t, admin } = await openApiTest();

const base = (customerId: number) => `/api/customers/${customerId}/logins`;
const logins = {
  list: (token: string, customerId: number) => t.call(token, { method: 'GET', url: base(customerId) }),
  create: (token: string, customerId: number, payload: Record<string, unknown>) => t.call(token, { method: 'POST', url: base(customerId), payload }),
  update: (token: string, customerId: number, userId: number, payload: Record<string, unknown>) =>
    t.call(token, { method: 'PUT', url: `${base(customerId)}/${userId}`, payload }),
  remove: (token: string, customerId: number, userId: number) => t.call(token, { method: 'DELETE', url: `${base(customerId)}/${userId}` }),
  resetPassword: (token: string, customerId: number, userId: number, password: string) =>
    t.call(token, { method: 'POST', url: `${base(customerId)}/${userId}/reset_password`, payload: { password } }),
};
const logIn = (username: string, password: string) => t.call(null, { method: 'POST', url: '/api/token/', payload: { username, password } });
const newCustomer = () => buildCustomer(t.db, { phone: mobile() });
const loginBody = () => ({ username: `Shop.${tag()}@Example.com`, first_name: 'Mona', last_name: 'Adel', password: 'first.pass1' });

describe('merchant logins of a customer', () => {
  it('creates a login that signs in with its email and belongs to its customer', async () => {
    const customer = await newCustomer();
    const body = loginBody();
    const created = await logins.create(admin.token, customer.id, { ...body, is_staff: true, is_superuser: true });
    expect(created.statusCode, created.body).toBe(201);
    const login = created.json<Login>();
    const username = body.username.toLowerCase();
    expect(login).toMatchObject({ username, email: username, first_name: 'Mona', last_name: 'Adel', is_active: true, customer_id: customer.id });
    expect(created.body).not.toContain('password');
    const [stored] = await t.db.select().from(users).where(eq(users.id, login.id));
    expect(stored).toMatchObject({ is_staff: false, is_superuser: false });

    const signedIn = await logIn(body.username, body.password);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json<{ access: string }>().access;
    const me = await t.call(token, { method: 'GET', url: '/api/me/' });
    expect(me.json()).toMatchObject({ id: login.id, customer_id: customer.id, is_staff: false, is_superuser: false });
    const hasPassword = await t.call(token, { method: 'GET', url: '/api/custompermissions/check_customer_has_password' });
    expect(hasPassword.json()).toEqual({ has_password: true });
    expect((await t.call(token, { method: 'GET', url: '/api/customers' })).statusCode).toBe(403);
    expect((await logins.list(token, customer.id)).statusCode).toBe(403);

    const listed = await logins.list(admin.token, customer.id);
    expect(listed.json<Login[]>().map((row) => row.id)).toEqual([login.id]);
    expect((await logins.list(admin.token, (await newCustomer()).id)).json()).toEqual([]);
  });

  it('refuses a username already in use, whatever its case, and bad fields', async () => {
    const customer = await newCustomer();
    const body = loginBody();
    expect((await logins.create(admin.token, customer.id, body)).statusCode).toBe(201);
    const again = await logins.create(admin.token, customer.id, { ...body, username: body.username.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().errors).toEqual({ username: 'auth.user_exists' });

    const bad = await logins.create(admin.token, customer.id, { username: 'not-an-email', first_name: '', password: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors).toEqual({
      username: 'validation.email_invalid',
      first_name: 'validation.name_required',
      password: 'validation.password_min',
    });
  });

  it('updates, disables, resets the password of and removes a login, auditing each step', async () => {
    const customer = await newCustomer();
    const body = loginBody();
    const login = (await logins.create(admin.token, customer.id, body)).json<Login>();
    const token = (await logIn(body.username, body.password)).json<{ access: string }>().access;

    const renamed = await logins.update(admin.token, customer.id, login.id, { first_name: 'Nour', last_name: 'Sami', is_active: false });
    expect(renamed.json<Login>()).toMatchObject({ first_name: 'Nour', last_name: 'Sami', is_active: false });
    expect((await t.call(token, { method: 'GET', url: '/api/me/' })).statusCode).toBe(401);
    expect((await logIn(body.username, body.password)).statusCode).toBe(401);

    await logins.update(admin.token, customer.id, login.id, { first_name: 'Nour', last_name: 'Sami', is_active: true });
    const weak = await logins.resetPassword(admin.token, customer.id, login.id, 'has space');
    expect(weak.json<ErrorBody>().errors).toEqual({ password: 'validation.password_chars' });
    const reset = await logins.resetPassword(admin.token, customer.id, login.id, 'second.pass2');
    expect(reset.json()).toMatchObject({ key: 'auth.password_changed' });
    expect((await logIn(body.username, body.password)).statusCode).toBe(401);
    expect((await logIn(body.username, 'second.pass2')).statusCode).toBe(200);

    expect((await logins.remove(admin.token, customer.id, login.id)).json<Login>()).toMatchObject({ id: login.id });
    expect((await logIn(body.username, 'second.pass2')).statusCode).toBe(401);
    const gone = await t.call(admin.token, { method: 'DELETE', url: `/api/customers/${customer.id}` });
    expect(gone.statusCode, gone.body).toBe(200);

    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer_login'), eq(auditLog.entity_id, String(login.id))))
      .orderBy(asc(auditLog.id));
    expect(trail.map((row) => row.action)).toEqual(['create', 'update', 'update', 'password', 'delete']);
    expect(trail[1]).toMatchObject({ user_id: admin.id, before: { is_active: true }, after: { is_active: false, first_name: 'Nour' } });
    expect(JSON.stringify(trail)).not.toContain('password_hash');
  });

  it('answers 404 for a login of another customer or a staff account', async () => {
    const [mine, theirs] = [await newCustomer(), await newCustomer()];
    const login = (await logins.create(admin.token, theirs.id, loginBody())).json<Login>();
    const staff = await buildUser(t.db, { role: 'staff' });
    const names = { first_name: 'X', last_name: '', is_active: false };
    expect((await logins.update(admin.token, mine.id, login.id, names)).statusCode).toBe(404);
    expect((await logins.remove(admin.token, mine.id, login.id)).statusCode).toBe(404);
    expect((await logins.resetPassword(admin.token, mine.id, staff.id, 'new.pass99')).statusCode).toBe(404);
    expect((await logins.update(admin.token, mine.id, staff.id, names)).statusCode).toBe(404);
    expect((await logins.list(admin.token, 987654)).statusCode).toBe(404);
  });

  it('needs the edit screen and a view row for that customer', async () => {
    const [seen, unseen] = [await newCustomer(), await newCustomer()];
    const staff = await t.loginAs({ role: 'staff', urls: ['/dashboard/customers'] });
    await buildCustomerPermission(t.db, staff.user.id, seen.id, { view: true, phone: true, address: true });
    expect((await logins.list(staff.token, seen.id)).statusCode).toBe(200);
    expect((await logins.create(staff.token, seen.id, loginBody())).statusCode).toBe(201);
    const refused = await logins.create(staff.token, unseen.id, loginBody());
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ErrorBody>().key).toBe('errors.not_found');
    expect((await logins.list(staff.token, unseen.id)).statusCode).toBe(404);

    const readOnly = await t.loginAs({ role: 'staff', urls: ['/dashboard/customers/new'] });
    await buildCustomerPermission(t.db, readOnly.user.id, seen.id, { view: true });
    expect((await logins.list(readOnly.token, seen.id)).statusCode).toBe(403);
  });

  it("is refused to a user who may not see the customer's phone or address, whatever the login action", async () => {
    const customer = await newCustomer();
    const login = (await logins.create(admin.token, customer.id, loginBody())).json<Login>();
    for (const hidden of [
      { phone: false, address: true },
      { phone: true, address: false },
    ]) {
      const staff = await t.loginAs({ role: 'staff', urls: ['/dashboard/customers'] });
      await buildCustomerPermission(t.db, staff.user.id, customer.id, { view: true, ...hidden });
      const calls = [
        logins.list(staff.token, customer.id),
        logins.create(staff.token, customer.id, loginBody()),
        logins.update(staff.token, customer.id, login.id, { first_name: 'Taken', last_name: 'Over', is_active: true }),
        logins.resetPassword(staff.token, customer.id, login.id, 'taken.over1'),
        logins.remove(staff.token, customer.id, login.id),
      ];
      for (const refused of await Promise.all(calls)) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json<ErrorBody>().key).toBe('customers.logins_need_contact');
      }
    }
    expect((await logIn(login.username, 'taken.over1')).statusCode).toBe(401);
    expect((await logins.list(admin.token, customer.id)).json<Login[]>()).toEqual([expect.objectContaining({ id: login.id, first_name: 'Mona' })]);
  });
});
