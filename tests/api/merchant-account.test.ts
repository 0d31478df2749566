import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, customers, users } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCity, buildCustomer, buildZone } from '../helpers/builders';

const { t, admin } = await openApiTest();

const call = (token: string, method: 'GET' | 'PUT', path: string, payload?: Record<string, unknown>) =>
  t.call(token, { method, url: `/api/merchant/${path}/`, ...(payload ? { payload } : {}) });

/** A merchant login of a customer of its own, in a city with a zone. */
async function merchant() {
  const city = await buildCity(t.db);
  const zone = await buildZone(t.db, { city_id: city.id });
  const customer = await buildCustomer(t.db, { city_id: city.id, payout_method: 'bank_transfer', payout_account: 'EG12 0003 1234' });
  const login = await t.loginAs({ role: 'customer', customerId: customer.id });
  return { city, zone, customer, ...login };
}

describe("a merchant's profile", () => {
  it('shows its login and changes only its names, with an audit row', async () => {
    const { token, user } = await merchant();
    const shown = await call(token, 'GET', 'profile');
    expect(shown.json()).toEqual({ username: user.username, first_name: 'Test', last_name: 'customer' });

    const saved = await call(token, 'PUT', 'profile', { first_name: ' Mona ', last_name: 'Adel', username: 'thief@example.com', is_staff: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ username: user.username, first_name: 'Mona', last_name: 'Adel' });
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ username: user.username, first_name: 'Mona', last_name: 'Adel', is_staff: false });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'merchant_profile'), eq(auditLog.entity_id, String(user.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ user_id: user.id, action: 'update', after: { first_name: 'Mona' } });
  });

  it('refuses an empty first name beside the field and changes nothing', async () => {
    const { token, user } = await merchant();
    const refused = await call(token, 'PUT', 'profile', { first_name: '  ', last_name: 'Adel' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().errors).toEqual({ first_name: 'validation.name_required' });
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.last_name).toBe('customer');
  });
});

describe("a merchant's company details", () => {
  it('shows its own record, the details the office keeps included', async () => {
    const { token, customer } = await merchant();
    const shown = await call(token, 'GET', 'company');
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ name: customer.name, phone: customer.phone, payout_method: 'bank_transfer', payout_account: 'EG12 0003 1234' });
  });

  it('changes company name, address, city, zone and pickup address, but not the phone, name or payout details', async () => {
    const { token, customer, zone, city, user } = await merchant();
    const body = {
      company_name: 'Nile Crafts',
      address: '5 Nile St',
      city_id: city.id,
      zone_id: zone.id,
      pickup_address: 'Warehouse 3',
      phone: '01099999999',
      name: 'Someone Else',
      payout_account: 'EG99 9999',
    };
    const saved = await call(token, 'PUT', 'company', body);
    expect(saved.statusCode, saved.body).toBe(200);
    const [stored] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(stored).toMatchObject({ company_name: 'Nile Crafts', address: '5 Nile St', zone_id: zone.id, pickup_address: 'Warehouse 3' });
    expect(stored).toMatchObject({ phone: customer.phone, name: customer.name, payout_account: 'EG12 0003 1234' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customers'), eq(auditLog.entity_id, String(customer.id))));
    expect(entry).toMatchObject({ user_id: user.id, action: 'update', before: { company_name: '' }, after: { company_name: 'Nile Crafts' } });
  });

  it('refuses a missing city and a zone of another city beside the fields', async () => {
    const { token, customer } = await merchant();
    const noCity = await call(token, 'PUT', 'company', { company_name: 'X', city_id: null });
    expect(noCity.statusCode).toBe(400);
    expect(noCity.json<ErrorBody>().errors).toEqual({ city_id: 'validation.city_required' });
    const elsewhere = await buildZone(t.db, { city_id: (await buildCity(t.db)).id });
    const wrongZone = await call(token, 'PUT', 'company', { city_id: customer.city_id, zone_id: elsewhere.id });
    expect(wrongZone.statusCode).toBe(400);
    expect(wrongZone.json<ErrorBody>().errors).toEqual({ zone_id: 'validation.zone_not_in_city' });
    const [stored] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(stored?.company_name).toBe(customer.company_name);
  });

  it("reaches no other merchant's record, and is no route for staff", async () => {
    const first = await merchant();
    const second = await merchant();
    await call(second.token, 'PUT', 'company', { company_name: 'Second Shop', city_id: second.city.id });
    const [untouched] = await t.db.select().from(customers).where(eq(customers.id, first.customer.id));
    expect(untouched?.company_name).toBe(first.customer.company_name);
    expect((await call(first.token, 'GET', 'company')).json()).toMatchObject({ phone: first.customer.phone });
    expect((await call(admin.token, 'GET', 'company')).statusCode).toBe(403);
    expect((await call(admin.token, 'PUT', 'profile', { first_name: 'Boss' })).statusCode).toBe(403);
  });
});
