import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { logIn, renderStaffAdmin, withMockApi } from './harness';

const REVENUE = '/dashboard/customers/revenue';
const asked: URLSearchParams[] = [];

const day = (date: string, delivered: number, returned: number, collected: string, fees: string, return_fees: string, net: string) => ({
  day: date,
  delivered,
  returned,
  collected,
  fees,
  return_fees,
  net,
});
const merchant = { id: 7, name: 'Nile Crafts', company_name: 'Nile Crafts Co' };
const order = (order_id: number, serial: string | null, status: string, collected: string, fees: string, return_fees: string, net: string) => ({
  order_id,
  serial,
  status,
  collected,
  fees,
  return_fees,
  net,
});

const { server } = withMockApi(() => [
  http.get('/api/customers/revenue/customers/', () => HttpResponse.json([merchant])),
  http.get('/api/customers/revenue/orders/', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({
      customer: merchant,
      day_date: '2026-11-20',
      data: [order(41, '10000041', 'Delivered', '300.00', '45.00', '0.00', '255.00'), order(42, null, 'Returned', '0.00', '0.00', '15.00', '-15.00')],
      total: 2,
      totals: { collected: '300.00', fees: '45.00', return_fees: '15.00', net: '240.00' },
    });
  }),
  http.get('/api/customers/newrevenue/', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    const row = { customer_id: 7, customer_name: 'Nile Crafts', company_name: 'Nile Crafts Co', ...day('', 2, 1, '800.00', '90.00', '15.00', '695.00') };
    return HttpResponse.json({ from_date: '2026-11-19', to_date: '2026-11-20', data: [row], total: 1, totals: row });
  }),
  http.get('/api/customers/revenue/', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({
      customer: merchant,
      from_date: '2026-11-19',
      to_date: '2026-11-20',
      data: [day('2026-11-20', 1, 1, '300.00', '45.00', '15.00', '240.00'), day('2026-11-19', 1, 0, '500.00', '45.00', '0.00', '455.00')],
      total: 2,
      totals: day('', 2, 1, '800.00', '90.00', '15.00', '695.00'),
    });
  }),
]);

beforeEach(() => {
  asked.length = 0;
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("a merchant's revenue (customers/revenue)", () => {
  it('shows each day with the totals, sorts on the server and opens a day to its orders, each linking to its page', async () => {
    logIn(true);
    renderStaffAdmin(`${REVENUE}?id=7&customer_name=Nile%20Crafts&from_date=2026-11-19&to_date=2026-11-20`);
    const table = await screen.findByRole('table', { name: 'Merchant revenue' });
    expect(asked[0]?.get('id')).toBe('7');
    expect(asked[0]?.get('from_date')).toBe('2026-11-19');
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[1]!)).toEqual(['Nov 20, 2026', '1', '1', '300.00 LE', '45.00 LE', '15.00 LE', '240.00 LE']);
    expect(cells(rows.at(-1)!)).toEqual(['Total', '2', '1', '800.00 LE', '90.00 LE', '15.00 LE', '695.00 LE']);
    expect(screen.getByText(/Nile Crafts · Nov 19, 2026 to Nov 20, 2026/)).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Net' }));
    await screen.findByRole('table', { name: 'Merchant revenue' });
    expect(asked.at(-1)?.get('sort')).toBe('net');
    expect(asked.at(-1)?.get('order')).toBe('ASC');

    await userEvent.click(within(table).getByRole('link', { name: 'Orders of Nov 20, 2026' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${REVENUE}/orders`);
    const orders = await screen.findByRole('table', { name: 'Orders of Nov 20, 2026' });
    expect(asked.at(-1)?.get('day_date')).toBe('2026-11-20');
    expect(asked.at(-1)?.get('id')).toBe('7');
    const lines = within(orders).getAllByRole('row');
    expect(cells(lines[1]!)).toEqual(['10000041', 'Delivered', '300.00 LE', '45.00 LE', '0.00 LE', '255.00 LE']);
    // An order whose serial the user may not see is named by its number.
    expect(cells(lines[2]!)[0]).toBe('#42');
    expect(cells(lines.at(-1)!)).toEqual(['Total', '', '300.00 LE', '45.00 LE', '15.00 LE', '240.00 LE']);
    expect(within(orders).getByRole('link', { name: '10000041' })).toHaveAttribute('href', '/dashboard/adminorders/order/41');
  });

  it('asks for a merchant before reading any revenue', async () => {
    logIn(true);
    renderStaffAdmin(REVENUE);
    expect(await screen.findByText('Choose a merchant to see its revenue by day')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows the detailed twin with a chart of every day and a filter of the days', async () => {
    logIn(true);
    renderStaffAdmin(`${REVENUE}_enhanced?id=7&from_date=2026-11-19&to_date=2026-11-20`);
    expect(await screen.findByRole('region', { name: 'Revenue by day' })).toBeInTheDocument();
    expect(asked.some((params) => params.get('page_size') === '366' && params.get('sort') === 'day')).toBe(true);
    await userEvent.click(screen.getByRole('combobox', { name: 'Days shown' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Days with returns' }));
    await screen.findByRole('table', { name: 'Merchant revenue, detailed' });
    expect(asked.at(-1)?.get('has')).toBe('returned');
    expect(screen.getByRole('link', { name: 'Table only' })).toHaveAttribute('href', expect.stringContaining(`${REVENUE}?`));
  });

  it('lists every merchant over the range (newrevenue), each opening its days over the same range', async () => {
    logIn(true);
    renderStaffAdmin('/dashboard/customers/newrevenue?customer_name=nile');
    const table = await screen.findByRole('table', { name: 'Merchants revenue' });
    expect(asked[0]?.get('customer_name')).toBe('nile');
    expect(cells(within(table).getAllByRole('row').at(-1)!)).toEqual(['Total', '2', '1', '800.00 LE', '90.00 LE', '15.00 LE', '695.00 LE']);
    await userEvent.click(within(table).getByRole('link', { name: 'Nile Crafts' }));
    expect(await screen.findByRole('table', { name: 'Merchant revenue' })).toBeInTheDocument();
    expect([asked.at(-1)?.get('id'), asked.at(-1)?.get('from_date'), asked.at(-1)?.get('to_date')]).toEqual(['7', '2026-11-19', '2026-11-20']);
  });

  it('tells a staff member who may see no merchant’s revenue so, rather than that there was none', async () => {
    server.use(
      http.get('/api/customers/revenue/customers/', () => HttpResponse.json([])),
      http.get('/api/customers/newrevenue/', () => HttpResponse.json({ from_date: '2026-11-19', to_date: '2026-11-20', data: [], total: 0, totals: {} })),
    );
    logIn(false, ['/dashboard/customers/newrevenue', '/dashboard/customers/revenue']);
    renderStaffAdmin('/dashboard/customers/newrevenue');
    const notice = 'You may not see the revenue of any merchant: it takes the revenue permission of the merchants you handle';
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.queryByText('No revenue in these days')).toBeNull();
  });
});
