import { describe, expect, it } from 'vitest';
import { priceList, type PriceListQuery } from '../../domain/price-list';
import type { PriceRow } from '../../domain/prices';

const CAIRO = 1;
const GIZA = 2;
const NASR_CITY = 10;
const MAADI = 11;
const DOKKI = 20;

const row = (city_id: number, zone_id: number | null, delivery_price: string, return_price = '0.00'): PriceRow => ({
  city_id,
  zone_id,
  delivery_price,
  return_price,
});
const query = (overrides: Partial<PriceListQuery>): PriceListQuery => ({
  customerPrices: [],
  categoryPrices: [],
  HasReturnPrice: false,
  returnItems: null,
  ...overrides,
});

describe("a merchant's price list", () => {
  it('lists each city once, and a zone only where its price differs from the whole city', () => {
    const list = priceList(
      query({
        categoryPrices: [row(CAIRO, null, '45.00', '20.00'), row(CAIRO, MAADI, '45.00', '20.00'), row(CAIRO, NASR_CITY, '50', '22')],
      }),
    );
    expect(list).toEqual([
      { city_id: CAIRO, zone_id: null, delivery_price: '45.00', return_price: '20.00' },
      { city_id: CAIRO, zone_id: NASR_CITY, delivery_price: '50.00', return_price: '22.00' },
    ]);
  });

  it("prices as an order would: the customer's city row over the category's zone row", () => {
    const list = priceList(query({ customerPrices: [row(CAIRO, null, '40.00')], categoryPrices: [row(CAIRO, NASR_CITY, '50.00'), row(GIZA, null, '55.00')] }));
    expect(list.map((entry) => [entry.city_id, entry.zone_id, entry.delivery_price])).toEqual([
      [CAIRO, null, '40.00'],
      [GIZA, null, '55.00'],
    ]);
  });

  it('lists only the zones of a city priced by zone alone, and takes returns from the return template', () => {
    const list = priceList(
      query({ categoryPrices: [row(GIZA, DOKKI, '60.00', '30.00')], HasReturnPrice: true, returnItems: [{ city_id: GIZA, price: '12.5' }] }),
    );
    expect(list).toEqual([{ city_id: GIZA, zone_id: DOKKI, delivery_price: '60.00', return_price: '12.50' }]);
  });

  it('is empty without price rows', () => {
    expect(priceList(query({}))).toEqual([]);
  });
});
