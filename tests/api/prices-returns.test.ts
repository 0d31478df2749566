import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCity, buildCustomer, buildReturnPriceItem, buildReturnPriceTemplate } from '../helpers/builders';

const { t, admin } = await openApiTest();

const TEMPLATES_SCREEN = '/dashboard/customers/ReturnPriceTemplateList';
const LIST_SCREEN = '/dashboard/ReturnPriceList';

interface Template {
  id: number;
  name: string;
  name_ar: string;
}
interface Item {
  id: number;
  template_id: number;
  city_id: number;
  price: string;
}

const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.call(token, { method, url, ...(payload ? { payload } : {}) });
const auditActions = async (entity: string, id: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))))
  )
    .map((row) => row.action)
    .sort();

describe('return-price-templates', () => {
  it('are managed on the templates screen and audited', async () => {
    const staff = await t.loginAs({ role: 'staff', urls: [TEMPLATES_SCREEN] });
    const created = await send(staff.token, 'POST', '/api/return-price-templates', { name: 'Standard returns', name_ar: 'المرتجعات' });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json<Template>();
    const renamed = await send(staff.token, 'PUT', `/api/return-price-templates/${template.id}`, { name: 'Standard', name_ar: '' });
    expect(renamed.json<Template>().name).toBe('Standard');
    const listed = await t.call(staff.token, { method: 'GET', url: '/api/return-price-templates', query: { filter: JSON.stringify({ q: 'standard' }) } });
    expect(listed.json<Template[]>().map((row) => row.id)).toContain(template.id);
    expect((await send(staff.token, 'DELETE', `/api/return-price-templates/${template.id}`)).statusCode).toBe(200);
    expect(await auditActions('return-price-templates', template.id)).toEqual(['create', 'delete', 'update']);
  });

  it('can be read by any staff member (the customer form picks one) but not changed', async () => {
    const template = await buildReturnPriceTemplate(t.db);
    const staff = await t.loginAs({ role: 'staff' });
    expect((await send(staff.token, 'GET', `/api/return-price-templates/${template.id}`)).statusCode).toBe(200);
    expect((await send(staff.token, 'POST', '/api/return-price-templates', { name: 'Mine' })).statusCode).toBe(403);
    const merchant = await t.loginAs({ role: 'customer' });
    expect((await send(merchant.token, 'GET', '/api/return-price-templates')).statusCode).toBe(403);
  });

  it('answer a getMany (ids, no range) with every template named, beyond the default page of 10', async () => {
    const templates = await Promise.all(Array.from({ length: 12 }, () => buildReturnPriceTemplate(t.db)));
    const ids = templates.map((template) => template.id);
    const response = await t.call(admin.token, { method: 'GET', url: '/api/return-price-templates', query: { filter: JSON.stringify({ id: ids }) } });
    expect(
      response
        .json<Template[]>()
        .map((row) => row.id)
        .sort((a, b) => a - b),
    ).toEqual(ids.sort((a, b) => a - b));
  });

  it('requires a unique name and cannot be deleted while a customer uses it', async () => {
    const template = await buildReturnPriceTemplate(t.db);
    const blank = await send(admin.token, 'POST', '/api/return-price-templates', { name: ' ' });
    expect(blank.json<ErrorBody>().errors).toEqual({ name: 'validation.name_required' });
    const twice = await send(admin.token, 'POST', '/api/return-price-templates', { name: template.name });
    expect(twice.statusCode).toBe(409);
    await buildCustomer(t.db, { HasReturnPrice: true, return_price_template_id: template.id });
    const inUse = await send(admin.token, 'DELETE', `/api/return-price-templates/${template.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json<ErrorBody>().key).toBe('errors.in_use');
  });
});

describe('return-price-items', () => {
  it('list one template’s city prices and change them on the ReturnPriceList screen, audited', async () => {
    const [template, other] = await Promise.all([buildReturnPriceTemplate(t.db), buildReturnPriceTemplate(t.db)]);
    const [cairo, giza] = await Promise.all([buildCity(t.db), buildCity(t.db)]);
    await buildReturnPriceItem(t.db, { template_id: other.id, city_id: cairo.id });
    const staff = await t.loginAs({ role: 'staff', urls: [LIST_SCREEN] });

    const created = await send(staff.token, 'POST', '/api/return-price-items', { template_id: template.id, city_id: cairo.id, price: '12.5' });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<Item>();
    expect(item.price).toBe('12.50');
    await send(staff.token, 'POST', '/api/return-price-items', { template_id: template.id, city_id: giza.id, price: '14' });

    const listed = await t.call(staff.token, {
      method: 'GET',
      url: '/api/return-price-items',
      query: { filter: JSON.stringify({ template_id: template.id }) },
    });
    expect(
      listed
        .json<Item[]>()
        .map((row) => row.price)
        .sort(),
    ).toEqual(['12.50', '14.00']);

    const updated = await send(staff.token, 'PUT', `/api/return-price-items/${item.id}`, { ...item, price: '13' });
    expect(updated.json<Item>().price).toBe('13.00');
    expect((await send(staff.token, 'DELETE', `/api/return-price-items/${item.id}`)).statusCode).toBe(200);
    expect(await auditActions('return-price-items', item.id)).toEqual(['create', 'delete', 'update']);
  });

  it('refuse a bad price, a second price for a city and callers without the screen', async () => {
    const template = await buildReturnPriceTemplate(t.db);
    const city = await buildCity(t.db);
    const bad = await send(admin.token, 'POST', '/api/return-price-items', { template_id: template.id, city_id: city.id, price: '-3' });
    expect(bad.json<ErrorBody>().errors).toEqual({ price: 'prices.money_invalid' });
    await buildReturnPriceItem(t.db, { template_id: template.id, city_id: city.id });
    const twice = await send(admin.token, 'POST', '/api/return-price-items', { template_id: template.id, city_id: city.id, price: '3' });
    expect(twice.statusCode).toBe(409);
    const templatesOnly = await t.loginAs({ role: 'staff', urls: [TEMPLATES_SCREEN] });
    expect((await send(templatesOnly.token, 'GET', '/api/return-price-items')).statusCode).toBe(403);
  });
});
