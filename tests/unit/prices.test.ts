import { describe, expect, it } from 'vitest';
import { priceList, type PriceListQuery } from '../../domain/price-list';
import { formatMoney, isMoney, resolveShipmentPrice, type PriceQuery, type PriceRow } from '../../domain/prices';
import { validateCategoryPrice, validatePricingPlan, validateReturnPriceItem } from '../../domain/validation';

const CAIRO = 1;
const GIZA = 2;
const NASR_CITY = 10;
const MAADI = 11;

const row = (city_id: number, zone_id: number | null, delivery_price: string, return_price = '0.00'): PriceRow => ({
  city_id,
  zone_id,
  delivery_price,
  return_price,
});

const query = (overrides: Partial<PriceQuery> = {}): PriceQuery => ({
  customerPrices: [],
  categoryPrices: [row(CAIRO, null, '45.00', '20.00'), row(CAIRO, NASR_CITY, '50.00', '22.00')],
  HasReturnPrice: false,
  returnItems: null,
  city_id: CAIRO,
  zone_id: null,
  ...overrides,
});

const customerRows = [row(CAIRO, null, '40.00', '15.00'), row(CAIRO, NASR_CITY, '42.50', '16.00')];

describe('resolveShipmentPrice', () => {
  it('takes the customer zone price first', () => {
    const result = resolveShipmentPrice(query({ customerPrices: customerRows, zone_id: NASR_CITY }));
    expect(result).toEqual({ ok: true, price: { fee: '42.50', return_fee: '16.00', source: 'customer_zone', return_source: 'customer_zone' } });
  });

  it('takes the customer city price when the customer has no row for the zone, over the category zone row', () => {
    const result = resolveShipmentPrice(query({ customerPrices: [row(CAIRO, null, '40.00', '15.00')], zone_id: NASR_CITY }));
    expect(result).toEqual({ ok: true, price: { fee: '40.00', return_fee: '15.00', source: 'customer_city', return_source: 'customer_city' } });
  });

  it('takes the customer city price when no zone is given', () => {
    const result = resolveShipmentPrice(query({ customerPrices: customerRows }));
    expect(result.ok && result.price.source).toBe('customer_city');
  });

  it('falls back to the category zone price, then the category city price', () => {
    expect(resolveShipmentPrice(query({ zone_id: NASR_CITY }))).toEqual({
      ok: true,
      price: { fee: '50.00', return_fee: '22.00', source: 'category_zone', return_source: 'category_zone' },
    });
    expect(resolveShipmentPrice(query({ zone_id: MAADI }))).toEqual({
      ok: true,
      price: { fee: '45.00', return_fee: '20.00', source: 'category_city', return_source: 'category_city' },
    });
  });

  it('ignores rows of other cities, even for the same zone id', () => {
    const result = resolveShipmentPrice(query({ customerPrices: [row(GIZA, NASR_CITY, '1.00')], zone_id: NASR_CITY }));
    expect(result.ok && result.price.source).toBe('category_zone');
  });

  it('answers prices.no_price when nothing applies', () => {
    expect(resolveShipmentPrice(query({ city_id: GIZA }))).toEqual({ ok: false, error: 'prices.no_price' });
    expect(resolveShipmentPrice(query({ categoryPrices: [], customerPrices: [] }))).toEqual({ ok: false, error: 'prices.no_price' });
  });

  it('does not use a zone row for the whole city', () => {
    const result = resolveShipmentPrice(query({ categoryPrices: [row(CAIRO, NASR_CITY, '50.00')], zone_id: null }));
    expect(result).toEqual({ ok: false, error: 'prices.no_price' });
  });

  it('takes the return fee from the return template when HasReturnPrice is set', () => {
    const result = resolveShipmentPrice(query({ HasReturnPrice: true, returnItems: [{ city_id: CAIRO, price: '12.5' }] }));
    expect(result).toEqual({ ok: true, price: { fee: '45.00', return_fee: '12.50', source: 'category_city', return_source: 'return_template' } });
  });

  it("keeps the row's return price when HasReturnPrice is off, no template is set or the template lacks the city", () => {
    const items = [{ city_id: CAIRO, price: '12.50' }];
    const off = resolveShipmentPrice(query({ HasReturnPrice: false, returnItems: items }));
    const noTemplate = resolveShipmentPrice(query({ HasReturnPrice: true, returnItems: null }));
    const otherCity = resolveShipmentPrice(query({ HasReturnPrice: true, returnItems: [{ city_id: GIZA, price: '9.00' }] }));
    for (const result of [off, noTemplate, otherCity]) {
      expect(result).toMatchObject({ ok: true, price: { return_fee: '20.00', return_source: 'category_city' } });
    }
  });

  it('gives amounts with two decimals', () => {
    const result = resolveShipmentPrice(query({ categoryPrices: [row(CAIRO, null, '45', '7.5')] }));
    expect(result).toMatchObject({ ok: true, price: { fee: '45.00', return_fee: '7.50' } });
  });
});

describe('money', () => {
  it.each([
    ['0', true],
    ['45', true],
    ['45.5', true],
    ['45.50', true],
    ['9999999999.99', true],
    ['-1', false],
    ['45.505', false],
    ['1e3', false],
    ['', false],
    ['45.', false],
    ['12345678901', false],
  ])('%s is an amount: %s', (value, valid) => {
    expect(isMoney(value)).toBe(valid);
  });

  it('formats amounts with two decimals without arithmetic', () => {
    expect(formatMoney('45')).toBe('45.00');
    expect(formatMoney('045.5')).toBe('45.50');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('0.1')).toBe('0.10');
    expect(formatMoney('abc')).toBe('abc');
  });
});

describe('price validation', () => {
  it('requires the category, the city and a valid delivery price', () => {
    expect(validateCategoryPrice({ delivery_price: '', return_price: '0' })).toEqual({
      category_id: 'prices.category_required',
      city_id: 'validation.city_required',
      delivery_price: 'validation.required',
    });
    expect(validateCategoryPrice({ category_id: 1, city_id: 2, delivery_price: '-5', return_price: '1.234' })).toEqual({
      delivery_price: 'prices.money_invalid',
      return_price: 'prices.money_invalid',
    });
    expect(validateCategoryPrice({ category_id: 1, city_id: 2, delivery_price: 45, return_price: '0' })).toEqual({});
  });

  it('requires a template, a city and a price for a return price item', () => {
    expect(validateReturnPriceItem({ price: 'x' })).toEqual({
      template_id: 'prices.template_required',
      city_id: 'validation.city_required',
      price: 'prices.money_invalid',
    });
  });

  it('checks a plan: name, price and every feature', () => {
    expect(validatePricingPlan({ plan_name: ' ', plan_price: '1.999', details_child: [{ detail_description: 'ok' }, { detail_description: '' }] })).toEqual({
      plan_name: 'validation.required',
      plan_price: 'prices.money_invalid',
      details_child: 'prices.feature_required',
    });
    expect(validatePricingPlan({ plan_name: 'Starter', plan_price: '99.99', details_child: [{ detail_description: 'Pickup' }] })).toEqual({});
  });
});

const GIZA_ZONE = 20;
const listQuery = (overrides: Partial<PriceListQuery>): PriceListQuery => ({
  customerPrices: [],
  categoryPrices: [],
  HasReturnPrice: false,
  returnItems: null,
  ...overrides,
});

describe("a merchant's price list", () => {
  it('lists each city once, and a zone only where its price differs from the whole city', () => {
    const list = priceList(
      listQuery({
        categoryPrices: [row(CAIRO, null, '45.00', '20.00'), row(CAIRO, MAADI, '45.00', '20.00'), row(CAIRO, NASR_CITY, '50', '22')],
      }),
    );
    expect(list).toEqual([
      { city_id: CAIRO, zone_id: null, delivery_price: '45.00', return_price: '20.00' },
      { city_id: CAIRO, zone_id: NASR_CITY, delivery_price: '50.00', return_price: '22.00' },
    ]);
  });

  it("prices as an order would: the customer's city row over the category's zone row", () => {
    const list = priceList(
      listQuery({ customerPrices: [row(CAIRO, null, '40.00')], categoryPrices: [row(CAIRO, NASR_CITY, '50.00'), row(GIZA, null, '55.00')] }),
    );
    expect(list.map((entry) => [entry.city_id, entry.zone_id, entry.delivery_price])).toEqual([
      [CAIRO, null, '40.00'],
      [GIZA, null, '55.00'],
    ]);
  });

  it('lists only the zones of a city priced by zone alone, and takes returns from the return template', () => {
    const list = priceList(
      listQuery({ categoryPrices: [row(GIZA, GIZA_ZONE, '60.00', '30.00')], HasReturnPrice: true, returnItems: [{ city_id: GIZA, price: '12.5' }] }),
    );
    expect(list).toEqual([{ city_id: GIZA, zone_id: GIZA_ZONE, delivery_price: '60.00', return_price: '12.50' }]);
  });

  it('is empty without price rows', () => {
    expect(priceList(listQuery({}))).toEqual([]);
  });
});
