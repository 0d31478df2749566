import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cairoDaysAgo, cairoToday } from '../../../domain/time';
import CustomerAdmin from '../../../src/admin/CustomerAdmin';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { order } from '../resources/orders-fixtures';
import { bodyRows, logInAs, renderArea, withAreaApi } from './harness';
import { loadedTable } from '../resources/report-table';

const CAIRO = { city: 1, city_name: { name: 'Cairo', name_ar: 'القاهرة' }, count: 6, delivered: 3, returned: 1 };
const GIZA = { city: 2, city_name: { name: 'Giza', name_ar: 'الجيزة' }, count: 2, delivered: 0, returned: 2 };
let report: (typeof CAIRO)[];
/** The query of every call made, by path. */
const asked: { path: string; query: Record<string, string> }[] = [];
const remember = (request: Request) => {
  const url = new URL(request.url);
  asked.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
};
const cairoOrders = [order({ id: 31, serial: '10000031', full_name: 'First Parcel' }), order({ id: 32, serial: '10000032', full_name: 'Second Parcel' })];

withAreaApi(() => [
  http.get('/api/reports/TopCReport', ({ request }) => {
    remember(request);
    const query = new URL(request.url).searchParams;
    const totals = report.length ? { count: 8, delivered: 3, returned: 3 } : {};
    const range = { from_date: query.get('from_date') ?? '', to_date: query.get('to_date') ?? '' };
    return HttpResponse.json({ count: report.length, next: null, previous: null, results: report, totals, hidden: [], range });
  }),
  http.get('/api/merchant/reports/cities/orders/', ({ request }) => {
    remember(request);
    return HttpResponse.json({ count: cairoOrders.length, next: null, previous: null, results: cairoOrders });
  }),
  http.get('/api/City/:id', () => HttpResponse.json({ id: 1, name: 'Cairo', name_ar: 'القاهرة', is_active: true })),
  http.get('/api/orders/get_OrderColumnVisibility', () => HttpResponse.json({ userid: 7, columns: {} })),
]);

beforeEach(() => {
  asked.length = 0;
  report = [CAIRO, GIZA];
  logInAs();
});

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const REPORT = '/customerdashboard/report/TopCReport';
const month = { from_date: cairoDaysAgo(29), to_date: cairoToday() };
const tableRows = async () => {
  const table = await loadedTable();
  await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(1));
  return bodyRows(table);
};
const reportCalls = () => asked.filter((call) => call.path === '/api/reports/TopCReport');

describe("the merchant's orders by city", () => {
  it("charts the last 30 days' orders by city and lists each city's counts with their total", async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, REPORT);
    expect(await tableRows()).toEqual([
      ['Cairo', '6', '3', '1'],
      ['Giza', '2', '0', '2'],
      ['Total', '8', '3', '3'],
    ]);
    expect(screen.getByRole('region', { name: 'Chart' })).toBeInTheDocument();
    expect(reportCalls()[0]?.query).toMatchObject({ ...month, ordering: '-count' });
    expect(screen.getByRole('link', { name: 'Cairo' })).toHaveAttribute(
      'href',
      `/customerdashboard/report/TopCReportDetails?city=1&order_date=${month.from_date}&to_date=${month.to_date}`,
    );
  });

  it('asks again for another range, kept in the address', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, REPORT);
    await tableRows();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: cairoToday() } });
    await waitFor(() => expect(reportCalls().at(-1)?.query).toMatchObject({ from_date: cairoToday(), to_date: cairoToday() }));
    expect(screen.getByTestId('where').textContent).toBe(REPORT);
    expect(await screen.findByRole('link', { name: 'Cairo' })).toHaveAttribute('href', expect.stringContaining(`order_date=${cairoToday()}`));
  });

  it('says so when the range has no orders', async () => {
    report = [];
    renderArea('/customerdashboard', <CustomerAdmin />, REPORT);
    expect(await screen.findByText('Nothing to show for these filters.')).toBeInTheDocument();
  });

  it("opens a city's orders of the range, each opening its order page, and leads back to the report", async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, `${REPORT}?from_date=2026-01-01&to_date=2026-01-31`);
    await userEvent.click(await screen.findByRole('link', { name: 'Cairo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders to Cairo' })).toBeInTheDocument();
    const table = await loadedTable();
    await within(table).findByText('First Parcel');
    expect(asked.find((call) => call.path.endsWith('/cities/orders/'))?.query).toMatchObject({ city: '1', order_date: '2026-01-01', to_date: '2026-01-31' });
    expect(screen.getByText(/^Ordered from Jan 1, 2026 to Jan 31, 2026$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders by city' })).toHaveAttribute('href', `${REPORT}?from_date=2026-01-01&to_date=2026-01-31`);
    await userEvent.click(within(table).getByText('Second Parcel'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/customerdashboard/orders/32'));
  });

  it('speaks Arabic: city names, headings and the menu', async () => {
    localStorage.setItem('lang', 'ar');
    await i18nProvider.changeLocale('ar');
    renderArea('/customerdashboard', <CustomerAdmin />, REPORT);
    expect((await tableRows()).map((row) => row[0])).toEqual(['القاهرة', 'الجيزة', 'الإجمالي']);
    expect(screen.getByRole('columnheader', { name: 'المدينة' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'الطلبات حسب المدينة' })).toHaveAttribute('aria-current', 'page');
  });
});
