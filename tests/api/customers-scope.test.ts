import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, customerUserPermissions } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCity, buildCustomer, buildCustomerPermission, buildPermissionOverrides } from '../helpers/builders';
import { customersApi, idsOf, mobile, tag, type CustomerRecord } from '../helpers/customers-api';
import { findCustomer } from '../../server/customers/repo';

const { t } = await openApiTest();
const api = customersApi(t);
const SCREENS = ['/dashboard/customers', '/dashboard/customers/new'];

/** Two customers with known phones and addresses, and a staff member holding the customers screens. */
async function setup() {
  const city = await buildCity(t.db);
  const key = tag();
  const seen = await buildCustomer(t.db, { name: `Seen ${key}`, phone: mobile(), phone2: mobile(), address: 'Seen street', city_id: city.id });
  const unseen = await buildCustomer(t.db, { name: `Unseen ${key}`, phone: mobile(), address: 'Unseen street', city_id: city.id });
  const staff = await t.loginAs({ role: 'staff', urls: SCREENS });
  return { key, seen, unseen, staff, token: staff.token };
}

describe('a staff member sees only the customers their rows allow', () => {
  it('lists only customers whose row grants view, and answers the others as missing (404)', async () => {
    const { key, seen, unseen, staff, token } = await setup();
    await buildCustomerPermission(t.db, staff.user.id, seen.id, { view: true, phone: true, address: true });
    expect(idsOf((await api.list(token, { q: key })).json<CustomerRecord[]>())).toEqual([seen.id]);
    expect((await api.getOne(token, seen.id)).statusCode).toBe(200);
    for (const response of [await api.getOne(token, unseen.id), await api.update(token, unseen.id, { name: 'x' }), await api.remove(token, unseen.id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>().key).toBe('errors.not_found');
    }
    expect((await api.getOne(token, 987654)).statusCode).toBe(404);
    expect((await findCustomer(t.db, unseen.id))?.name).toBe(unseen.name);
  });

  it("narrows the list to the merchants whose money (revnue) the row grants, for the revenue reports' picker", async () => {
    const { key, seen, unseen, staff, token } = await setup();
    await buildCustomerPermission(t.db, staff.user.id, seen.id, { view: true, revnue: true });
    await buildCustomerPermission(t.db, staff.user.id, unseen.id, { view: true });
    expect(idsOf((await api.list(token, { q: key })).json<CustomerRecord[]>()).sort()).toEqual([seen.id, unseen.id].sort());
    expect(idsOf((await api.list(token, { q: key, revnue: true })).json<CustomerRecord[]>())).toEqual([seen.id]);
    expect((await api.list(token, { q: key, revnue: 'maybe' })).statusCode).toBe(400);
  });

  it('sees no customer at all without rows, even with the all_customer_view override', async () => {
    const { key, staff, token } = await setup();
    await buildPermissionOverrides(t.db, staff.user.id, { all_customer_view: true });
    expect((await api.list(token, { q: key })).json<CustomerRecord[]>()).toEqual([]);
  });

  it('sees every customer with the all_customer_view override and at least one row', async () => {
    const { key, seen, unseen, staff, token } = await setup();
    await buildPermissionOverrides(t.db, staff.user.id, { all_customer_view: true });
    await buildCustomerPermission(t.db, staff.user.id, seen.id);
    expect(idsOf((await api.list(token, { q: key })).json<CustomerRecord[]>())).toEqual(idsOf([seen, unseen]));
    expect((await api.getOne(token, unseen.id)).statusCode).toBe(200);
  });

  it('applies a changed row on the next request, without logging in again', async () => {
    const { seen, staff, token } = await setup();
    expect((await api.getOne(token, seen.id)).statusCode).toBe(404);
    await buildCustomerPermission(t.db, staff.user.id, seen.id, { view: true });
    expect((await api.getOne(token, seen.id)).statusCode).toBe(200);
  });
});

describe('phone and address are hidden unless granted', () => {
  it('blanks the phones and says so when the row grants view but not phone, in the list and the record', async () => {
    const { key, seen, staff, token } = await setup();
    await buildCustomerPermission(t.db, staff.user.id, seen.id, { view: true, address: true });
    const [listed] = (await api.list(token, { q: key })).json<CustomerRecord[]>();
    const record = (await api.getOne(token, seen.id)).json<CustomerRecord>();
    for (const shown of [listed, record]) {
      expect(shown).toMatchObject({ phone: '', phone2: '', address: 'Seen street', contact_hidden: { phone: true, address: false } });
    }
  });

  it('answers the spec name get_update_customer with the same scoped, masked record', async () => {
    const { seen, unseen, staff, token } = await setup();
    await buildCustomerPermission(t.db, staff.user.id, seen.id, { view: true, address: true });
    const byName = await t.call(token, { method: 'GET', url: `/api/customer/get_update_customer?id=${seen.id}` });
    expect(byName.statusCode).toBe(200);
    expect(byName.json<CustomerRecord>()).toEqual((await api.getOne(token, seen.id)).json<CustomerRecord>());
    expect(byName.json<CustomerRecord>()).toMatchObject({ id: seen.id, phone: '', contact_hidden: { phone: true } });
    const refused = await t.call(token, { method: 'GET', url: `/api/customer/get_update_customer?id=${unseen.id}` });
    expect(refused.statusCode).toBe(404);
  });

  it('shows the phone with the all_customer_phone override and hides the address without its right', async () => {
    const { seen, staff, token } = await setup();
    await buildCustomerPermission(t.db, staff.user.id, seen.id, { view: true });
    await buildPermissionOverrides(t.db, staff.user.id, { all_customer_phone: true });
    expect((await api.getOne(token, seen.id)).json<CustomerRecord>()).toMatchObject({
      phone: seen.phone,
      address: '',
      pickup_address: '',
      contact_hidden: { phone: false, address: true },
    });
  });

  it('keeps the stored phone and address when a user who cannot see them saves the form', async () => {
    const { seen } = await setup();
    const editor = await t.loginAs({ role: 'staff', urls: ['/dashboard/customers'] });
    await buildCustomerPermission(t.db, editor.user.id, seen.id, { view: true });
    const record = (await api.getOne(editor.token, seen.id)).json<CustomerRecord>();
    const saved = await api.update(editor.token, seen.id, { ...record, notes: 'called' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CustomerRecord>()).toMatchObject({ phone: '', notes: 'called' });
    expect(await findCustomer(t.db, seen.id)).toMatchObject({ phone: seen.phone, phone2: seen.phone2, address: 'Seen street', notes: 'called' });
  });

  it('hides the payout account unless the row grants both phone and address, and keeps it when such a user saves', async () => {
    const { seen, staff, token } = await setup();
    await t.db.update(customers).set({ payout_method: 'mobile_wallet', payout_account: '01099887766' }).where(eq(customers.id, seen.id));
    await buildCustomerPermission(t.db, staff.user.id, seen.id, { view: true, phone: true });
    for (const response of [await api.getOne(token, seen.id), await api.list(token, { id: [seen.id] })]) {
      expect(response.body).not.toContain('01099887766');
    }
    const record = (await api.getOne(token, seen.id)).json<CustomerRecord>();
    expect(record.contact_hidden).toEqual({ phone: false, address: true, payout: true });
    const saved = await api.update(token, seen.id, { ...record, notes: 'checked' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await findCustomer(t.db, seen.id)).toMatchObject({ payout_account: '01099887766', notes: 'checked' });
    await t.db.update(customerUserPermissions).set({ address: true }).where(eq(customerUserPermissions.user_id, staff.user.id));
    expect((await api.getOne(token, seen.id)).json<CustomerRecord>()).toMatchObject({ payout_account: '01099887766', contact_hidden: { payout: false } });
  });

  it('does not match hidden phones in search, by_phone or check-phone', async () => {
    const { seen, staff, token } = await setup();
    await buildCustomerPermission(t.db, staff.user.id, seen.id, { view: true });
    expect((await api.list(token, { q: seen.phone })).json<CustomerRecord[]>()).toEqual([]);
    expect((await api.byPhone(token, seen.phone)).statusCode).toBe(404);
    expect((await api.checkPhone(token, { phone: seen.phone })).json()).toEqual({ exists: true });
    await buildPermissionOverrides(t.db, staff.user.id, { all_customer_phone: true });
    expect(idsOf((await api.list(token, { q: seen.phone })).json<CustomerRecord[]>())).toEqual([seen.id]);
    expect((await api.byPhone(token, seen.phone)).json<CustomerRecord>().id).toBe(seen.id);
    expect((await api.checkPhone(token, { phone: seen.phone })).json()).toEqual({ exists: true, customer_id: seen.id });
  });
});

describe('merchant logins and other staff', () => {
  it('refuses a merchant login every customers route', async () => {
    const { seen } = await setup();
    const merchant = await t.loginAs({ role: 'customer', customerId: seen.id });
    expect((await api.list(merchant.token)).statusCode).toBe(403);
    expect((await api.getOne(merchant.token, seen.id)).statusCode).toBe(403);
    expect((await api.byPhone(merchant.token, seen.phone)).statusCode).toBe(403);
    const categories = await t.call(merchant.token, { method: 'GET', url: '/api/customers/customer_category/' });
    expect(categories.statusCode).toBe(403);
  });

  it('refuses staff without the customers screen', async () => {
    const other = await t.loginAs({ role: 'staff', urls: ['/dashboard/City'] });
    expect((await api.list(other.token)).statusCode).toBe(403);
    expect((await api.create(other.token, { name: 'x', phone: mobile() })).statusCode).toBe(403);
  });
});
