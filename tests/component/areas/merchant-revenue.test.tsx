import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CustomerAdmin from '../../../src/admin/CustomerAdmin';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { bodyRows, logInAs, renderArea, withAreaApi } from './harness';
import { loadedTable } from '../resources/report-table';

const REVENUE = '/customerdashboard/revenue';
const asked: { path: string; query: Record<string, string> }[] = [];
const figures = { delivered: 2, returned: 1, collected: '800.00', fees: '90.00', return_fees: '15.00', net: '695.00' };
const customer = { id: 7, name: 'Nile Crafts', company_name: 'Nile Crafts' };
const page = (results: object[], totals: object) => ({ count: results.length, next: null, previous: null, results, totals, hidden: [] });

withAreaApi(() => [
  http.get('/api/customerdashboard/wallet/', () =>
    HttpResponse.json({ ...customer, payout_method: 'cash', owed: '695.00', with_shippers: '0.00', in_office: '695.00', due: '0.00', paid: '0.00' }),
  ),
  http.get('/api/reports/:report', ({ request }) => {
    const url = new URL(request.url);
    asked.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    if (url.pathname.endsWith('/ownrevenue_orders')) {
      const line = { order_id: 41, serial: '10000041', status: 'Delivered', collected: '300.00', fees: '45.00', return_fees: '0.00', net: '255.00' };
      const { order_id: _id, serial: _serial, status: _status, ...money } = line;
      return HttpResponse.json(page([line], money));
    }
    return HttpResponse.json({ ...page([{ day: '2026-11-20', ...figures }], figures), range: { from_date: '2026-11-20', to_date: '2026-11-20' } });
  }),
]);

beforeEach(() => {
  asked.length = 0;
  logInAs();
});

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe("the merchant's own revenue", () => {
  it('shows its own days (no id sent), opens a day to its orders and each order to its page', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, REVENUE);
    const table = await loadedTable();
    await waitFor(() =>
      expect(bodyRows(table)).toEqual([
        ['2026-11-20', '2', '1', '800.00', '90.00', '15.00', '695.00'],
        ['Total', '2', '1', '800.00', '90.00', '15.00', '695.00'],
      ]),
    );
    expect(asked.map((call) => call.path)).toContain('/api/reports/ownrevenue');
    expect(asked.every((call) => !('id' in call.query))).toBe(true);
    expect(within(await screen.findByRole('region', { name: 'Wallet' })).getAllByText('695.00 LE')).toHaveLength(2);
    expect(screen.getByRole('menuitem', { name: 'My revenue' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(table).getByRole('link', { name: '2026-11-20' }));
    await waitFor(() => expect(asked.at(-1)?.path).toBe('/api/reports/ownrevenue_orders'));
    expect(asked.at(-1)?.query).toMatchObject({ day_date: '2026-11-20' });
    expect(await screen.findByRole('link', { name: '10000041' })).toHaveAttribute('href', '/customerdashboard/orders/41');
  });

  it('reads right to left in Arabic', async () => {
    localStorage.setItem('lang', 'ar');
    await i18nProvider.changeLocale('ar');
    renderArea('/customerdashboard', <CustomerAdmin />, REVENUE);
    const table = await loadedTable();
    await waitFor(() => expect(bodyRows(table).at(-1)?.[0]).toBe('الإجمالي'));
    expect(within(table).getByText('الصافي (ج.م)')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
