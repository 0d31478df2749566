import { screen, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CustomerAdmin from '../../../src/admin/CustomerAdmin';
import type { PriceListLine } from '../../../domain/api/prices';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { bodyRows, logInAs, renderArea, withAreaApi } from './harness';

const line = (values: Partial<PriceListLine>): PriceListLine => ({
  city: 1,
  city_name: 'Cairo',
  city_name_ar: 'القاهرة',
  zone: null,
  zone_name: '',
  zone_name_ar: '',
  delivery_price: '45.00',
  return_price: '20.00',
  ...values,
});

let prices: PriceListLine[];
let failing = false;

withAreaApi(() => [
  http.get('/api/merchant/prices/', () =>
    failing
      ? HttpResponse.json({ message: 'Something went wrong on the server', key: 'errors.server' }, { status: 500 })
      : HttpResponse.json({ results: prices }),
  ),
]);

beforeEach(() => {
  failing = false;
  prices = [
    line({}),
    line({ zone: 10, zone_name: 'Nasr City', zone_name_ar: 'مدينة نصر', delivery_price: '50.00', return_price: '22.50' }),
    line({ city: 2, city_name: 'Alexandria', city_name_ar: 'الإسكندرية', delivery_price: '60.00', return_price: '30.00' }),
  ];
  logInAs();
});

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const PATH = '/customerdashboard/Shipment/customerpricelist';
const rowsOf = (city: string) => bodyRows(within(screen.getByRole('region', { name: city })).getByRole('table'));

describe("the merchant's price list", () => {
  it('shows each city with its price for all zones and the zones priced apart, in LE, cities by name', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'My prices' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Cairo' });
    expect(rowsOf('Cairo')).toEqual([
      ['All zones', '45.00 LE', '20.00 LE'],
      ['Nasr City', '50.00 LE', '22.50 LE'],
    ]);
    expect(rowsOf('Alexandria')).toEqual([['All zones', '60.00 LE', '30.00 LE']]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Alexandria', 'Cairo']);
    expect(screen.getByRole('menuitem', { name: 'My prices' })).toHaveAttribute('aria-current', 'page');
  });

  it('finds a city or a zone by name, and narrows to one city', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, PATH);
    const search = await screen.findByRole('searchbox', { name: 'Search a city or zone' });
    await userEvent.type(search, 'nasr');
    expect(screen.queryByRole('region', { name: 'Alexandria' })).toBeNull();
    expect(rowsOf('Cairo').map((row) => row[0])).toEqual(['All zones', 'Nasr City']);
    await userEvent.clear(search);
    await userEvent.type(search, 'Aswan');
    expect(screen.getByText('No city or zone matches your search.')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.click(screen.getByRole('combobox', { name: 'City' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Alexandria' }));
    expect(screen.queryByRole('region', { name: 'Cairo' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Alexandria' })).toBeInTheDocument();
  });

  it('says so when no price is set yet', async () => {
    prices = [];
    renderArea('/customerdashboard', <CustomerAdmin />, PATH);
    expect(await screen.findByText(/No prices are set for you yet/)).toBeInTheDocument();
  });

  it('tries again after a failure', async () => {
    failing = true;
    renderArea('/customerdashboard', <CustomerAdmin />, PATH);
    expect(await screen.findByText('Something went wrong on the server')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Cairo' })).toBeInTheDocument();
  });

  it('names cities and zones in Arabic, money in LE', async () => {
    localStorage.setItem('lang', 'ar');
    await i18nProvider.changeLocale('ar');
    renderArea('/customerdashboard', <CustomerAdmin />, PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'أسعاري' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'القاهرة' });
    expect(rowsOf('القاهرة')).toEqual([
      ['كل المناطق', '45.00 ج.م', '20.00 ج.م'],
      ['مدينة نصر', '50.00 ج.م', '22.50 ج.م'],
    ]);
  });
});
