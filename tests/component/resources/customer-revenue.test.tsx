/**
 * The merchants' revenue on the report kit (domain/reports/customer-revenue.ts): one merchant's days opened from a
 * spec link, a day's orders below them, the detailed twin's chart and filter, and every merchant over a range.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { logIn, renderStaffAdmin, withMockApi } from './harness';
import { bodyRows, cellsOf, tableWithRows } from './report-table';

const REVENUE = '/dashboard/customers/revenue';
const asked: { report: string; params: URLSearchParams }[] = [];
const pickerFilters: unknown[] = [];

const figures = (delivered: number, returned: number, collected: string, fees: string, return_fees: string, net: string) => ({
  delivered,
  returned,
  collected,
  fees,
  return_fees,
  net,
});
const order = (order_id: number, serial: string, status: string, collected: string, fees: string, return_fees: string, net: string) => ({
  order_id,
  serial,
  status,
  collected,
  fees,
  return_fees,
  net,
});
const page = (results: object[], totals: object) => ({ count: results.length, next: null, previous: null, results, totals, hidden: [] });
const range = { from_date: '2026-11-19', to_date: '2026-11-20' };
const TOTALS = figures(2, 1, '800.00', '90.00', '15.00', '695.00');

const { server } = withMockApi(() => [
  // The merchant picker's choices.
  http.get('/api/customers', ({ request }) => {
    pickerFilters.push(JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}'));
    return HttpResponse.json([{ id: 7, name: 'Nile Crafts' }], { headers: { 'Content-Range': 'customers 0-0/1' } });
  }),
  http.get('/api/reports/:report', ({ request, params }) => {
    const report = String(params.report);
    asked.push({ report, params: new URL(request.url).searchParams });
    if (report === 'customerrevenue_orders')
      return HttpResponse.json(
        page([order(41, '10000041', 'Delivered', '300.00', '45.00', '0.00', '255.00'), order(42, '#42', 'Returned', '0.00', '0.00', '15.00', '-15.00')], {
          collected: '300.00',
          fees: '45.00',
          return_fees: '15.00',
          net: '240.00',
        }),
      );
    if (report === 'customernewrevenue')
      return HttpResponse.json({ ...page([{ customer_id: 7, customer_name: 'Nile Crafts', company_name: 'Nile Crafts Co', ...TOTALS }], TOTALS), range });
    const days = [
      { day: '2026-11-20', customer_id: 7, ...figures(1, 1, '300.00', '45.00', '15.00', '240.00') },
      { day: '2026-11-19', customer_id: 7, ...figures(1, 0, '500.00', '45.00', '0.00', '455.00') },
    ];
    return HttpResponse.json({ ...page(days, TOTALS), range });
  }),
]);

beforeEach(() => {
  asked.length = 0;
  pickerFilters.length = 0;
  localStorage.clear();
});

const last = () => asked.at(-1)!;

describe("a merchant's revenue (customers/revenue)", () => {
  it('shows each day of a spec link with the totals, sorts on the server and opens a day to its orders, each linking to its page', async () => {
    logIn(true);
    renderStaffAdmin(`${REVENUE}?id=7&customer_name=Nile%20Crafts&from_date=2026-11-19&to_date=2026-11-20`);
    const table = await tableWithRows(3);
    expect([last().report, last().params.get('id'), last().params.get('from_date'), last().params.get('to_date')]).toEqual([
      'customerrevenue',
      '7',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(cellsOf(bodyRows(table)[0]!)).toEqual(['2026-11-20', '1', '1', '300.00', '45.00', '15.00', '240.00']);
    expect(cellsOf(bodyRows(table).at(-1)!)).toEqual(['Total', '2', '1', '800.00', '90.00', '15.00', '695.00']);

    await userEvent.click(within(table).getByText('Net (LE)'));
    await waitFor(() => expect(last().params.get('ordering')).toBe('net'));

    await userEvent.click(within(table).getByRole('link', { name: '2026-11-20' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${REVENUE}/orders`);
    await waitFor(() => expect(last().report).toBe('customerrevenue_orders'));
    expect([last().params.get('id'), last().params.get('day_date')]).toEqual(['7', '2026-11-20']);
    const orders = await tableWithRows(3);
    expect(cellsOf(bodyRows(orders)[0]!)).toEqual(['10000041', 'Delivered', '300.00', '45.00', '0.00', '255.00']);
    // An order whose serial the user may not see is named by its number.
    expect(cellsOf(bodyRows(orders)[1]!)[0]).toBe('#42');
    expect(cellsOf(bodyRows(orders).at(-1)!)).toEqual(['Total', '', '300.00', '45.00', '15.00', '240.00']);
    expect(within(orders).getByRole('link', { name: '10000041' })).toHaveAttribute('href', '/dashboard/adminorders/order/41');

    // The way back returns to the days as they were left.
    await userEvent.click(screen.getByRole('button', { name: 'Back to Merchant revenue' }));
    await waitFor(() => expect(last().report).toBe('customerrevenue'));
    expect([last().params.get('id'), last().params.get('from_date'), last().params.get('to_date')]).toEqual(['7', '2026-11-19', '2026-11-20']);
    expect(screen.getByTestId('where')).not.toHaveTextContent(`${REVENUE}/orders`);
  });

  it('asks for a merchant before reading any revenue', async () => {
    logIn(true);
    renderStaffAdmin(REVENUE);
    expect(await screen.findByText('Choose Merchant to see the report.')).toBeInTheDocument();
    expect(asked).toEqual([]);
    // The picker offers only the merchants whose revenue the user may see.
    expect(pickerFilters.length).toBeGreaterThan(0);
    expect(pickerFilters.every((filter) => (filter as { revnue?: boolean }).revnue === true)).toBe(true);
  });

  it("says so when the user may see no merchant's revenue, rather than asking for one", async () => {
    server.use(http.get('/api/customers', () => HttpResponse.json([], { headers: { 'Content-Range': 'customers 0-0/0' } })));
    logIn(true);
    renderStaffAdmin(REVENUE);
    expect(await screen.findByText('There is no Merchant you may read this report about.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows the detailed twin with a chart and a filter of the days', async () => {
    logIn(true);
    renderStaffAdmin(`${REVENUE}_enhanced?id=7&from_date=2026-11-19&to_date=2026-11-20`);
    expect(await screen.findByRole('region', { name: 'Chart' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Days shown' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Days with returns' }));
    await waitFor(() => expect(last().params.get('has')).toBe('returned'));
    expect(last().report).toBe('customerrevenue_enhanced');
    // The switch to the table keeps the merchant and the days, not the filter the table does not have.
    await userEvent.click(screen.getByRole('link', { name: 'Switch to: Merchant revenue' }));
    await waitFor(() => expect(last().report).toBe('customerrevenue'));
    expect([last().params.get('id'), last().params.get('from_date'), last().params.get('to_date'), last().params.get('has')]).toEqual([
      '7',
      '2026-11-19',
      '2026-11-20',
      null,
    ]);
    expect(screen.getByRole('link', { name: 'Switch to: Merchant revenue, detailed' })).toBeInTheDocument();
  });

  it('lists every merchant over the range (newrevenue), narrowed by name, each opening its days over the same range', async () => {
    logIn(true);
    renderStaffAdmin('/dashboard/customers/newrevenue?customer_name=nile');
    const table = await tableWithRows(2);
    expect(last().params.get('customer_name')).toBe('nile');
    expect(cellsOf(bodyRows(table).at(-1)!)).toEqual(['Total', '', '2', '1', '800.00', '90.00', '15.00', '695.00']);
    fireEvent.change(screen.getByLabelText('Merchant or company'), { target: { value: 'delta' } });
    await waitFor(() => expect(last().params.get('customer_name')).toBe('delta'));
    await userEvent.click(within(table).getByRole('link', { name: 'Nile Crafts' }));
    await waitFor(() => expect(last().report).toBe('customerrevenue'));
    expect([last().params.get('id'), last().params.get('from_date'), last().params.get('to_date')]).toEqual(['7', '2026-11-19', '2026-11-20']);
  });
});
