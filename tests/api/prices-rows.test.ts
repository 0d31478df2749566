import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, customerUserPermissions } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCategoryPrice, buildCity, buildCustomer, buildCustomerCategory, buildCustomerPrice, buildZone } from '../helpers/builders';

const { t, admin } = await openApiTest();

interface PriceRecord {
  id: number;
  city_id: number;
  zone_id: number | null;
  delivery_price: string;
  return_price: string;
  category_id?: number;
  customer_id?: number;
}

const TEMPLATE_SCREEN = '/dashboard/customers/CategoryTemplateList';

const list = (token: string, resource: string, filter: Record<string, unknown>) =>
  t.call(token, { method: 'GET', url: `/api/${resource}`, query: { filter: JSON.stringify(filter), range: '[0,99]' } });
const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.call(token, { method, url, ...(payload ? { payload } : {}) });
const auditOf = (entity: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))));

describe('category-prices', () => {
  it('creates, lists by category and city, updates and deletes on the template screen alone, with audit rows', async () => {
    const category = await buildCustomerCategory(t.db);
    const city = await buildCity(t.db);
    const zone = await buildZone(t.db, { city_id: city.id });
    const staff = await t.loginAs({ role: 'staff', urls: [TEMPLATE_SCREEN] });

    const created = await send(staff.token, 'POST', '/api/category-prices', { category_id: category.id, city_id: city.id, delivery_price: '45.5' });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json<PriceRecord>();
    expect(row).toMatchObject({ category_id: category.id, city_id: city.id, zone_id: null, delivery_price: '45.50', return_price: '0.00' });
    const zoneRow = await send(staff.token, 'POST', '/api/category-prices', {
      category_id: category.id,
      city_id: city.id,
      zone_id: zone.id,
      delivery_price: 50,
      return_price: '20',
    });
    expect(zoneRow.statusCode, zoneRow.body).toBe(201);

    const listed = await list(staff.token, 'category-prices', { category_id: category.id, city_id: city.id });
    expect(
      listed
        .json<PriceRecord[]>()
        .map((r) => r.delivery_price)
        .sort(),
    ).toEqual(['45.50', '50.00']);
    expect(listed.headers['content-range']).toBe('category-prices 0-1/2');

    const updated = await send(staff.token, 'PUT', `/api/category-prices/${row.id}`, { ...row, delivery_price: '47' });
    expect(updated.json<PriceRecord>().delivery_price).toBe('47.00');
    expect((await send(staff.token, 'DELETE', `/api/category-prices/${row.id}`)).statusCode).toBe(200);
    expect((await auditOf('category-prices', row.id)).map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses bad amounts, a zone of another city and a second row for the same place', async () => {
    const category = await buildCustomerCategory(t.db);
    const city = await buildCity(t.db);
    const otherZone = await buildZone(t.db);
    const post = (payload: Record<string, unknown>) =>
      send(admin.token, 'POST', '/api/category-prices', { category_id: category.id, city_id: city.id, ...payload });

    for (const amount of ['-1', '1.234', 'abc', '12345678901']) {
      const refused = await post({ delivery_price: amount });
      expect(refused.statusCode, amount).toBe(400);
      expect(refused.json<ErrorBody>().errors).toEqual({ delivery_price: 'prices.money_invalid' });
    }
    const wrongZone = await post({ zone_id: otherZone.id, delivery_price: '10' });
    expect(wrongZone.json<ErrorBody>().errors).toEqual({ zone_id: 'validation.zone_not_in_city' });

    expect((await post({ delivery_price: '10' })).statusCode).toBe(201);
    const duplicate = await post({ delivery_price: '11' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<ErrorBody>().key).toBe('errors.duplicate');
  });

  it('needs the template screen to change rows, not the customers screen', async () => {
    const other = await t.loginAs({ role: 'staff', urls: ['/dashboard/customers'] });
    const category = await buildCustomerCategory(t.db);
    const city = await buildCity(t.db);
    const response = await send(other.token, 'POST', '/api/category-prices', { category_id: category.id, city_id: city.id, delivery_price: '10' });
    expect(response.statusCode).toBe(403);
  });
});

describe('customer-prices', () => {
  async function staffSeeing(customerIds: number[]) {
    const staff = await t.loginAs({ role: 'staff', urls: ['/dashboard/customers'] });
    for (const customerId of customerIds) await t.db.insert(customerUserPermissions).values({ user_id: staff.user.id, customer_id: customerId, view: true });
    return staff;
  }

  it('lets a staff user manage the prices of a customer they may see, and audits it', async () => {
    const customer = await buildCustomer(t.db);
    const city = await buildCity(t.db);
    const staff = await staffSeeing([customer.id]);
    const created = await send(staff.token, 'POST', '/api/customer-prices', {
      customer_id: customer.id,
      city_id: city.id,
      delivery_price: '30',
      return_price: '10',
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json<PriceRecord>();
    const updated = await send(staff.token, 'PUT', `/api/customer-prices/${row.id}`, { ...row, delivery_price: '31.25' });
    expect(updated.json<PriceRecord>().delivery_price).toBe('31.25');
    expect((await auditOf('customer-prices', row.id)).map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('hides and refuses the prices of customers the staff user may not see', async () => {
    const [seen, hidden] = await Promise.all([buildCustomer(t.db), buildCustomer(t.db)]);
    const city = await buildCity(t.db);
    const seenRow = await buildCustomerPrice(t.db, { customer_id: seen.id, city_id: city.id });
    const hiddenRow = await buildCustomerPrice(t.db, { customer_id: hidden.id, city_id: city.id });
    const staff = await staffSeeing([seen.id]);

    const listed = await list(staff.token, 'customer-prices', { city_id: city.id });
    expect(listed.json<PriceRecord[]>().map((r) => r.id)).toEqual([seenRow.id]);
    expect((await t.call(staff.token, { method: 'GET', url: `/api/customer-prices/${hiddenRow.id}` })).statusCode).toBe(404);
    expect((await send(staff.token, 'PUT', `/api/customer-prices/${hiddenRow.id}`, { ...hiddenRow, delivery_price: '1' })).statusCode).toBe(404);
    const moved = await send(staff.token, 'PUT', `/api/customer-prices/${seenRow.id}`, { ...seenRow, customer_id: hidden.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json<ErrorBody>().errors).toEqual({ customer_id: 'errors.not_found' });
    expect((await send(staff.token, 'DELETE', `/api/customer-prices/${hiddenRow.id}`)).statusCode).toBe(404);
    const create = await send(staff.token, 'POST', '/api/customer-prices', {
      customer_id: hidden.id,
      city_id: (await buildCity(t.db)).id,
      delivery_price: '1',
    });
    expect(create.statusCode).toBe(400);

    const none = await staffSeeing([]);
    expect((await list(none.token, 'customer-prices', { city_id: city.id })).json<PriceRecord[]>()).toEqual([]);
    const all = await list(admin.token, 'customer-prices', { city_id: city.id });
    expect(all.json<PriceRecord[]>()).toHaveLength(2);
  });

  it('is closed to merchants, even for their own customer', async () => {
    const merchant = await t.loginAs({ role: 'customer' });
    const response = await list(merchant.token, 'customer-prices', { customer_id: merchant.user.customer_id });
    expect(response.statusCode).toBe(403);
  });
});

describe('category template rows used for a shipment', () => {
  it('are found through the customer category', async () => {
    const category = await buildCustomerCategory(t.db);
    const city = await buildCity(t.db);
    await buildCategoryPrice(t.db, { category_id: category.id, city_id: city.id, delivery_price: '33.00' });
    const customer = await buildCustomer(t.db, { category_id: category.id });
    const response = await t.call(admin.token, { method: 'GET', url: '/api/shipment-price', query: { customer: String(customer.id), city: String(city.id) } });
    expect(response.json()).toEqual({ fee: '33.00', return_fee: '20.00', source: 'category_city', return_source: 'category_city' });
  });
});
