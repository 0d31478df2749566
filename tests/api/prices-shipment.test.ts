import { describe, expect, it } from 'vitest';
import { customerUserPermissions } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import {
  buildCategoryPrice,
  buildCity,
  buildCustomer,
  buildCustomerCategory,
  buildCustomerPrice,
  buildReturnPriceItem,
  buildReturnPriceTemplate,
  buildZone,
} from '../helpers/builders';

const { t, admin } = await openApiTest();

const priceOf = (token: string | null, query: { customer: number; city: number; zone?: number }) =>
  t.call(token, {
    method: 'GET',
    url: '/api/shipment-price',
    query: Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))),
  });

/** A customer in a category priced for Cairo (45/20) and Nasr City (50/22), with its own price for Maadi (38/12). */
async function pricedCustomer(values: Parameters<typeof buildCustomer>[1] = {}) {
  const category = await buildCustomerCategory(t.db);
  const city = await buildCity(t.db);
  const [nasrCity, maadi, otherZone] = await Promise.all([
    buildZone(t.db, { city_id: city.id }),
    buildZone(t.db, { city_id: city.id }),
    buildZone(t.db, { city_id: city.id }),
  ]);
  await buildCategoryPrice(t.db, { category_id: category.id, city_id: city.id, delivery_price: '45.00', return_price: '20.00' });
  await buildCategoryPrice(t.db, { category_id: category.id, city_id: city.id, zone_id: nasrCity.id, delivery_price: '50.00', return_price: '22.00' });
  const customer = await buildCustomer(t.db, { category_id: category.id, ...values });
  await buildCustomerPrice(t.db, { customer_id: customer.id, city_id: city.id, zone_id: maadi.id, delivery_price: '38.00', return_price: '12.00' });
  return { customer, city, nasrCity, maadi, otherZone };
}

describe('GET /api/shipment-price', () => {
  it('answers the fee and its source, zone over city and customer over category', async () => {
    const { customer, city, nasrCity, maadi, otherZone } = await pricedCustomer();
    const answer = async (zone?: number) => (await priceOf(admin.token, { customer: customer.id, city: city.id, zone })).json<unknown>();
    expect(await answer(maadi.id)).toEqual({ fee: '38.00', return_fee: '12.00', source: 'customer_zone', return_source: 'customer_zone' });
    expect(await answer(nasrCity.id)).toEqual({ fee: '50.00', return_fee: '22.00', source: 'category_zone', return_source: 'category_zone' });
    expect(await answer(otherZone.id)).toEqual({ fee: '45.00', return_fee: '20.00', source: 'category_city', return_source: 'category_city' });
    expect(await answer()).toEqual({ fee: '45.00', return_fee: '20.00', source: 'category_city', return_source: 'category_city' });
    expect(await answer(0)).toMatchObject({ source: 'category_city' });
    const empty = await t.call(admin.token, { method: 'GET', url: `/api/shipment-price?customer=${customer.id}&city=${city.id}&zone=` });
    expect(empty.json()).toMatchObject({ source: 'category_city' });
  });

  it('takes the return fee from the return price template of a customer with HasReturnPrice', async () => {
    const template = await buildReturnPriceTemplate(t.db);
    const { customer, city } = await pricedCustomer({ HasReturnPrice: true, return_price_template_id: template.id });
    await buildReturnPriceItem(t.db, { template_id: template.id, city_id: city.id, price: '9.50' });
    const response = await priceOf(admin.token, { customer: customer.id, city: city.id });
    expect(response.json()).toEqual({ fee: '45.00', return_fee: '9.50', source: 'category_city', return_source: 'return_template' });
  });

  it('answers 404 prices.no_price when no row applies', async () => {
    const { customer } = await pricedCustomer();
    const elsewhere = await buildCity(t.db);
    const response = await priceOf(admin.token, { customer: customer.id, city: elsewhere.id });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>()).toMatchObject({ key: 'prices.no_price', message: 'No delivery price is set for this city' });
    const uncategorised = await buildCustomer(t.db);
    expect((await priceOf(admin.token, { customer: uncategorised.id, city: elsewhere.id })).json<ErrorBody>().key).toBe('prices.no_price');
  });

  it('answers 404 errors.not_found for a customer that does not exist, and 400 without a city', async () => {
    const city = await buildCity(t.db);
    expect((await priceOf(admin.token, { customer: 999999, city: city.id })).json<ErrorBody>().key).toBe('errors.not_found');
    const missing = await t.call(admin.token, { method: 'GET', url: '/api/shipment-price', query: { customer: '1' } });
    expect(missing.statusCode).toBe(400);
  });

  it('lets a merchant ask for its own customer only', async () => {
    const { customer, city } = await pricedCustomer();
    const other = await pricedCustomer();
    const merchant = await t.loginAs({ role: 'customer', customerId: customer.id });
    expect((await priceOf(merchant.token, { customer: customer.id, city: city.id })).statusCode).toBe(200);
    expect((await priceOf(merchant.token, { customer: other.customer.id, city: other.city.id })).statusCode).toBe(404);
  });

  it('lets a staff user ask only for customers they may see, whatever their screens', async () => {
    const seen = await pricedCustomer();
    const hidden = await pricedCustomer();
    const staff = await t.loginAs({ role: 'staff' });
    await t.db.insert(customerUserPermissions).values({ user_id: staff.user.id, customer_id: seen.customer.id, view: true });
    expect((await priceOf(staff.token, { customer: seen.customer.id, city: seen.city.id })).statusCode).toBe(200);
    expect((await priceOf(staff.token, { customer: hidden.customer.id, city: hidden.city.id })).statusCode).toBe(404);
    expect((await priceOf(staff.token, { customer: 999999, city: seen.city.id })).statusCode).toBe(404);
  });

  it('refuses anonymous callers', async () => {
    expect((await priceOf(null, { customer: 1, city: 1 })).statusCode).toBe(401);
  });
});
