import { describe, expect, it } from 'vitest';
import { modelPermissions, specialPermissions } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildCustomerPermission, buildUser } from '../helpers/builders';

const { t, admin } = await openApiTest();

describe('custompermissions/get_permitted_url', () => {
  const permittedUrl = (token: string, payload: Record<string, unknown> = {}) =>
    t.call(token, { method: 'POST', url: '/api/custompermissions/get_permitted_url', payload });

  it('gives a staff member their own screens, with or without naming themselves', async () => {
    const { token, user } = await t.loginAs({ role: 'staff', urls: ['/dashboard/Zone', '/dashboard/City'] });
    for (const payload of [{}, { user: user.id }]) {
      const response = await permittedUrl(token, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: user.id, permitted_url: ['/dashboard/City', '/dashboard/Zone'] });
    }
  });

  it('refuses to tell a staff member or a merchant about somebody else', async () => {
    const staff = await t.loginAs({ role: 'staff', urls: ['/dashboard/City'] });
    const merchant = await t.loginAs({ role: 'customer' });
    const other = await buildUser(t.db, { role: 'staff', urls: ['/dashboard/useraccount'] });
    for (const token of [staff.token, merchant.token]) {
      const response = await permittedUrl(token, { user: other.id });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('/dashboard/useraccount');
    }
  });

  it('tells a superuser about anybody', async () => {
    const other = await buildUser(t.db, { role: 'staff', urls: ['/dashboard/useraccount', '/dashboard/City'] });
    const response = await permittedUrl(admin.token, { user: other.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: other.id, permitted_url: ['/dashboard/City', '/dashboard/useraccount'] });
  });
});

describe('custompermissions/check_customer_has_password', () => {
  const hasPassword = (token: string, customerId?: number) =>
    t.call(token, {
      method: 'GET',
      url: '/api/custompermissions/check_customer_has_password',
      query: customerId === undefined ? {} : { customer_id: String(customerId) },
    });

  it('answers a merchant about its own customer, whatever customer_id it sends', async () => {
    const merchant = await t.loginAs({ role: 'customer' });
    const withoutLogin = await buildCustomer(t.db);
    for (const customerId of [undefined, withoutLogin.id]) {
      const response = await hasPassword(merchant.token, customerId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ has_password: true });
    }
  });

  it('makes staff name the customer', async () => {
    const staff = await t.loginAs({ role: 'staff' });
    const missing = await hasPassword(staff.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().errors).toEqual({ customer_id: 'validation.required' });

    const merchant = await buildUser(t.db, { role: 'customer' });
    const withoutLogin = await buildCustomer(t.db);
    const disabled = await buildUser(t.db, { role: 'customer', isActive: false });
    const unseen = await buildUser(t.db, { role: 'customer' });
    for (const customerId of [merchant.customer_id, withoutLogin.id, disabled.customer_id])
      await buildCustomerPermission(t.db, staff.user.id, customerId ?? 0, { view: true });
    // A customer the caller may not see answers exactly as one that does not exist.
    const invisible = await hasPassword(staff.token, unseen.customer_id ?? 0);
    const absent = await hasPassword(staff.token, 999999);
    expect(invisible.statusCode).toBe(404);
    expect([invisible.statusCode, invisible.body]).toEqual([absent.statusCode, absent.body]);
    expect((await hasPassword(staff.token, merchant.customer_id ?? 0)).json()).toEqual({ has_password: true });
    expect((await hasPassword(staff.token, withoutLogin.id)).json()).toEqual({ has_password: false });
    expect((await hasPassword(staff.token, disabled.customer_id ?? 0)).json()).toEqual({ has_password: false });
    expect((await hasPassword(admin.token, merchant.customer_id ?? 0)).json()).toEqual({ has_password: true });
  });
});

describe('custompermissions/check_model_permission', () => {
  const check = (token: string, model: string, permType: string) =>
    t.call(token, { method: 'POST', url: '/api/custompermissions/check_model_permission', payload: { model, perm_type: permType } });

  it('is false for staff without rows, true for a superuser, and true once the row exists', async () => {
    const { token, user } = await t.loginAs({ role: 'staff' });
    expect((await check(token, 'City', 'add')).json()).toEqual({ has_permission: false });
    expect((await check(admin.token, 'City', 'add')).json()).toEqual({ has_permission: true });

    await t.db.insert(modelPermissions).values({ user_id: user.id, model: 'City', perm_type: 'add' });
    expect((await check(token, 'City', 'add')).json()).toEqual({ has_permission: true });
    expect((await check(token, 'City', 'delete')).json()).toEqual({ has_permission: false });
    expect((await check(token, 'city', 'add')).json()).toEqual({ has_permission: false });
    expect((await check(token, 'Zone', 'add')).json()).toEqual({ has_permission: false });
  });

  it('does not let one staff member use another member’s rows', async () => {
    const owner = await buildUser(t.db, { role: 'staff' });
    await t.db.insert(modelPermissions).values({ user_id: owner.id, model: 'Shipper', perm_type: 'view' });
    const { token } = await t.loginAs({ role: 'staff' });
    expect((await check(token, 'Shipper', 'view')).json()).toEqual({ has_permission: false });
  });

  it('refuses an unknown permission type with 400 and merchants with 403', async () => {
    const { token } = await t.loginAs({ role: 'staff' });
    expect((await check(token, 'City', 'own')).statusCode).toBe(400);
    const merchant = await t.loginAs({ role: 'customer' });
    expect((await check(merchant.token, 'City', 'view')).statusCode).toBe(403);
  });
});

describe('special permissions', () => {
  const current = (token: string) => t.call(token, { method: 'GET', url: '/api/special-permissions/current-user-permissions' });
  const checkCodes = (token: string, perm: string | string[]) =>
    t.call(token, { method: 'POST', url: '/api/customization/check_user_permission', payload: { perm } });

  it("lists the current user's codes and nobody else's", async () => {
    const { token, user } = await t.loginAs({ role: 'staff' });
    const other = await buildUser(t.db, { role: 'staff' });
    await t.db.insert(specialPermissions).values([
      { user_id: user.id, code: 'show_order_serial' },
      { user_id: user.id, code: 'export_orders' },
      { user_id: other.id, code: 'delete_orders' },
    ]);
    const response = await current(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ permissions: ['export_orders', 'show_order_serial'] });

    const merchant = await t.loginAs({ role: 'customer' });
    expect((await current(merchant.token)).json()).toEqual({ permissions: [] });
  });

  it('passes check_user_permission only when every requested code is held', async () => {
    const { token, user } = await t.loginAs({ role: 'staff' });
    await t.db.insert(specialPermissions).values([
      { user_id: user.id, code: 'show_order_serial' },
      { user_id: user.id, code: 'export_orders' },
    ]);
    expect((await checkCodes(token, ['show_order_serial', 'export_orders'])).json()).toEqual({ has_permission: true });
    expect((await checkCodes(token, 'export_orders')).json()).toEqual({ has_permission: true });
    expect((await checkCodes(token, ['show_order_serial', 'delete_orders'])).json()).toEqual({ has_permission: false });
    expect((await checkCodes(token, 'delete_orders')).json()).toEqual({ has_permission: false });
    expect((await checkCodes(admin.token, ['delete_orders', 'anything'])).json()).toEqual({ has_permission: true });
  });
});
