import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { englishMessage } from '../../domain/messages';
import { auditLog } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCity, buildCustomer, buildCustomerCategory, buildOrder, buildUser, buildZone } from '../helpers/builders';
import { customersApi, idsOf, mobile, tag, type CustomerRecord } from '../helpers/customers-api';

const { t, admin } = await openApiTest();
const api = customersApi(t);

async function validBody(extra: Record<string, unknown> = {}) {
  const city = await buildCity(t.db);
  return { name: `Merchant ${tag()}`, phone: mobile(), city_id: city.id, ...extra };
}

const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'customers'), eq(auditLog.entity_id, String(id))))
    .orderBy(asc(auditLog.id));

describe('customers through the simple-rest API', () => {
  it('creates, reads, updates and deletes a customer, auditing each change', async () => {
    const zone = await buildZone(t.db);
    const category = await buildCustomerCategory(t.db);
    const body = {
      ...(await validBody({ city_id: zone.city_id })),
      company_name: 'Nile Crafts',
      phone2: mobile(),
      email: 'Shop@Example.com',
      address: '12 Tahrir St',
      zone_id: zone.id,
      category_id: category.id,
      autoCollect: true,
      payout_method: 'mobile_wallet',
      payout_account: '01099998888',
    };
    const created = await api.create(admin.token, body);
    expect(created.statusCode).toBe(201);
    const record = created.json<CustomerRecord>();
    expect(record).toMatchObject({ ...body, email: 'shop@example.com', autoPickup: false, is_active: true });
    expect(record.contact_hidden).toEqual({ phone: false, address: false, payout: false });

    expect((await api.getOne(admin.token, record.id)).json<CustomerRecord>()).toEqual(record);

    const updated = await api.update(admin.token, record.id, { ...body, name: 'Renamed', payout_method: 'cash', payout_account: '', is_active: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<CustomerRecord>()).toMatchObject({ id: record.id, name: 'Renamed', is_active: false, phone: body.phone });

    expect((await api.remove(admin.token, record.id)).statusCode).toBe(200);
    expect((await api.getOne(admin.token, record.id)).statusCode).toBe(404);
    expect(await auditOf(record.id)).toMatchObject([
      { action: 'create', user_id: admin.id, before: null, after: { id: record.id, name: body.name } },
      { action: 'update', user_id: admin.id, before: { name: body.name }, after: { name: 'Renamed', is_active: false } },
      { action: 'delete', user_id: admin.id, before: { id: record.id, name: 'Renamed' }, after: null },
    ]);
  });

  it("refuses a customer without name, phone or city with the form's messages", async () => {
    const response = await api.create(admin.token, { name: ' ' });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<ErrorBody>();
    expect(errors).toEqual({ name: 'validation.name_required', phone: 'validation.phone_required', city_id: 'validation.city_required' });
    expect(englishMessage('validation.phone_required')).toBe('Phone number is required');
    expect(englishMessage('validation.city_required')).toBe('City is required');
  });

  it('checks phone format, email, payout account and the zone city', async () => {
    const wrong = await api.create(admin.token, await validBody({ phone: '0101234', phone2: '+2010', email: 'nope', payout_method: 'bank_transfer' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().errors).toEqual({
      phone: 'validation.phone_invalid',
      phone2: 'validation.phone_invalid',
      email: 'validation.email_invalid',
      payout_account: 'validation.required',
    });
    const elsewhere = await buildZone(t.db);
    const zoneMismatch = await api.create(admin.token, await validBody({ zone_id: elsewhere.id }));
    expect(zoneMismatch.statusCode).toBe(400);
    expect(zoneMismatch.json<ErrorBody>().errors).toEqual({ zone_id: 'validation.zone_not_in_city' });
    const badMethod = await api.create(admin.token, await validBody({ payout_method: 'cheque' }));
    expect(badMethod.statusCode).toBe(400);
    const missingCategory = await api.create(admin.token, await validBody({ category_id: 987654 }));
    expect(missingCategory.statusCode).toBe(400);
    expect(missingCategory.json<ErrorBody>().errors).toEqual({ category_id: 'errors.not_found' });
  });

  it('refuses a customer that still has a login with 409 in use', async () => {
    const merchant = await buildUser(t.db, { role: 'customer', customerId: (await buildCustomer(t.db, { phone: mobile() })).id });
    const response = await api.remove(admin.token, merchant.customer_id!);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().key).toBe('errors.in_use');
    expect((await api.getOne(admin.token, merchant.customer_id!)).statusCode).toBe(200);
  });

  it('says which customers are in use (orders or logins), and deletes only those that are not', async () => {
    const [free, withOrder, withLogin] = [
      await buildCustomer(t.db, { phone: mobile() }),
      await buildCustomer(t.db, { phone: mobile() }),
      await buildCustomer(t.db, { phone: mobile() }),
    ];
    await buildOrder(t.db, { customer_id: withOrder.id });
    await buildUser(t.db, { role: 'customer', customerId: withLogin.id });
    const listed = await api.list(admin.token, { id: [free.id, withOrder.id, withLogin.id] });
    const inUse = Object.fromEntries(listed.json<(CustomerRecord & { in_use: boolean })[]>().map((row) => [row.id, row.in_use]));
    expect(inUse).toEqual({ [free.id]: false, [withOrder.id]: true, [withLogin.id]: true });
    expect((await api.getOne(admin.token, withOrder.id)).json()).toMatchObject({ in_use: true });

    const refused = await api.remove(admin.token, withOrder.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().key).toBe('errors.in_use');
    expect((await api.remove(admin.token, free.id)).statusCode).toBe(200);
  });
});

describe('phone numbers are unique among customers', () => {
  it('refuses another customer with the same phone, as first or second number', async () => {
    const first = await buildCustomer(t.db, { phone: mobile(), phone2: mobile() });
    const same = await api.create(admin.token, await validBody({ phone: first.phone }));
    expect(same.statusCode).toBe(409);
    const body = same.json<ErrorBody>();
    expect(body).toMatchObject({ key: 'customers.phone_taken', errors: { phone: 'customers.phone_taken' } });
    expect(body.message).toBe('Another customer already uses this phone number');
    const second = await api.create(admin.token, await validBody({ phone2: first.phone2 }));
    expect(second.json<ErrorBody>().errors).toEqual({ phone2: 'customers.phone_taken' });
  });

  it('lets a customer keep its own phone and refuses moving to another one', async () => {
    const other = await buildCustomer(t.db, { phone: mobile() });
    const mine = (await api.create(admin.token, await validBody())).json<CustomerRecord>();
    expect((await api.update(admin.token, mine.id, { ...mine, notes: 'kept' })).statusCode).toBe(200);
    const moved = await api.update(admin.token, mine.id, { ...mine, phone: other.phone });
    expect(moved.statusCode).toBe(409);
    expect(moved.json<ErrorBody>().errors).toEqual({ phone: 'customers.phone_taken' });
  });

  it('answers check-phone with exists and the id, leaving out the customer being edited', async () => {
    const customer = await buildCustomer(t.db, { phone: mobile() });
    expect((await api.checkPhone(admin.token, { phone: customer.phone })).json()).toEqual({ exists: true, customer_id: customer.id });
    expect((await api.checkPhone(admin.token, { phone: customer.phone, id: customer.id })).json()).toEqual({ exists: false });
    expect((await api.checkPhone(admin.token, { phone: mobile() })).json()).toEqual({ exists: false });
    const empty = await api.checkPhone(admin.token, { phone: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().errors).toEqual({ phone: 'validation.phone_required' });
  });

  it('finds a customer by either phone, or answers 404', async () => {
    const customer = await buildCustomer(t.db, { phone: mobile(), phone2: mobile() });
    expect((await api.byPhone(admin.token, customer.phone)).json<CustomerRecord>().id).toBe(customer.id);
    expect((await api.byPhone(admin.token, ` ${customer.phone2} `)).json<CustomerRecord>().id).toBe(customer.id);
    expect((await api.byPhone(admin.token, mobile())).statusCode).toBe(404);
  });
});

describe('the customer list filters of spec section 7', () => {
  it('searches q in name, company and both phones, and filters by id, category and flags', async () => {
    const key = tag();
    const category = await buildCustomerCategory(t.db);
    const byName = await buildCustomer(t.db, { name: `Alpha ${key}`, phone: mobile(), autoCollect: true, category_id: category.id });
    const byCompany = await buildCustomer(t.db, { name: 'Beta', company_name: `Co ${key.toUpperCase()}`, phone: mobile(), autoPickup: true });
    const byPhone = await buildCustomer(t.db, { name: 'Gamma', phone: mobile(), phone2: mobile() });
    const off = await buildCustomer(t.db, { name: `Delta ${key}`, phone: mobile(), HasReturnPrice: true, is_active: false });
    const rows = async (filter: Record<string, unknown>) => idsOf((await api.list(admin.token, filter)).json<CustomerRecord[]>());

    expect(await rows({ q: key })).toEqual(idsOf([byName, byCompany, off]));
    expect(await rows({ q: byPhone.phone2 })).toEqual([byPhone.id]);
    expect(await rows({ q: byName.phone.slice(2) })).toEqual([byName.id]);
    expect(await rows({ customer_id: byName.id })).toEqual([byName.id]);
    expect(await rows({ CustomerCategory: category.id })).toEqual([byName.id]);
    expect(await rows({ q: key, autoCollect: true })).toEqual([byName.id]);
    expect(await rows({ q: key, autoPickup: 'true' })).toEqual([byCompany.id]);
    expect(await rows({ q: key, HasReturnPrice: true })).toEqual([off.id]);
    expect(await rows({ q: key, is_active: false })).toEqual([off.id]);
    expect(await rows({ id: [byName.id, off.id] })).toEqual(idsOf([byName, off]));
    expect((await api.list(admin.token, { autoCollect: 'maybe' })).statusCode).toBe(400);
  });

  it('sorts and pages with Content-Range', async () => {
    const key = tag();
    for (const name of ['Cc', 'Aa', 'Bb']) await buildCustomer(t.db, { name: `${name} ${key}`, phone: mobile() });
    const page = await api.list(admin.token, { q: key }, { range: [0, 1], sort: ['name', 'DESC'] });
    expect(page.json<CustomerRecord[]>().map((row) => row.name)).toEqual([`Cc ${key}`, `Bb ${key}`]);
    expect(page.headers['content-range']).toBe('customers 0-1/3');
  });
});

describe('customer categories for pickers', () => {
  it('lists active categories as id, name and name_ar', async () => {
    const shown = await buildCustomerCategory(t.db, { name_ar: 'فئة' });
    const hidden = await buildCustomerCategory(t.db, { is_active: false });
    const response = await t.call(admin.token, { method: 'GET', url: '/api/customers/customer_category/', query: { simple: 'true' } });
    expect(response.statusCode).toBe(200);
    const categories = response.json<{ id: number }[]>();
    expect(categories).toContainEqual({ id: shown.id, name: shown.name, name_ar: 'فئة' });
    expect(categories.map((c) => c.id)).not.toContain(hidden.id);
  });
});
