/**
 * The page every report on the kit is drawn by (src/resources/reports/ReportPage.tsx), seen on the custody report:
 * rows with the totals of every row, sorting and filters asked of the server, marked rows, the chart, the rules on
 * request, and a past day's answer without parcels.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { cairoDaysAgo, cairoToday } from '../../../domain/time';
import { logIn, renderStaffAdmin, withMockApi } from './harness';
import { bodyRows, cellsOf, loadedTable, tableWithRows } from './report-table';

const CUSTODY = '/dashboard/ShipperCustodyReport';
const asked: URLSearchParams[] = [];

const row = (shipper_id: number, shipper_name: string, cash: string, debt: string, parcels: number | null, limit: number | null) => ({
  shipper_id,
  shipper_name,
  cash,
  fees_owed: '0.00',
  debt,
  parcels,
  // Each courier carries two units of packaging worth 1.25 LE each; as of a past day, none is counted.
  packaging: parcels === null ? null : 2,
  packaging_value: parcels === null ? null : '2.50',
  over_limit: limit !== null && Number(cash) > limit,
});

const month = (key: string, name: string, count: number, amount: string) => ({
  key,
  category_id: key.length,
  month: key.slice(0, 7),
  category: { name, name_ar: `${name} ع` },
  count,
  amount,
});

withMockApi(() => [
  http.get('/api/reports/ExpensesReport', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({
      count: 3,
      next: null,
      previous: null,
      hidden: [],
      results: [month('2026-10-a', 'Rent', 1, '150.00'), month('2026-11-a', 'Fuel', 2, '50.50'), month('2026-11-b', 'Rent', 1, '200.00')],
      totals: { count: 4, amount: '400.50' },
      range: { from_date: '2026-01-01', to_date: '2026-11-26' },
    });
  }),
  http.get('/api/reports/ShipperCustodyReport', ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(params);
    const limit = params.get('cash_limit') ? Number(params.get('cash_limit')) : null;
    const page = { next: null, previous: null, hidden: [] };
    if (params.get('as_of'))
      return HttpResponse.json({
        ...page,
        count: 1,
        results: [row(7, 'Karim Fathy', '50.00', '0.00', null, limit)],
        totals: { cash: '50.00', fees_owed: '0.00', debt: '0.00' },
      });
    const results = [
      row(7, 'Karim Fathy', '1200.00', '20.00', 3, limit),
      row(8, 'Adel Samir', '300.50', '0.00', 0, limit),
      row(9, 'Bassem Ali', '4500.00', '0.00', 12, limit),
    ];
    return HttpResponse.json({
      ...page,
      count: 3,
      results,
      totals: { cash: '6000.50', fees_owed: '0.00', debt: '20.00', parcels: 15, packaging: 6, packaging_value: '7.50' },
    });
  }),
]);

beforeEach(() => {
  asked.length = 0;
  localStorage.clear();
});

describe('a report on the kit', () => {
  it('lists the rows with the totals of every row, asks the server to sort, and marks the rows the report marks', async () => {
    logIn(false, [CUSTODY]);
    renderStaffAdmin(CUSTODY);
    const table = await loadedTable();
    await waitFor(() => expect(bodyRows(table).map((tr) => cellsOf(tr)[0])).toEqual(['Karim Fathy', 'Adel Samir', 'Bassem Ali', 'Total']));
    expect(cellsOf(bodyRows(table).at(-1)!)).toEqual(['Total', '6,000.50', '0.00', '20.00', '15', '6', '7.50']);
    expect(screen.getByRole('region', { name: 'Chart' })).toBeInTheDocument();

    await userEvent.click(within(table).getByText('Cash held (LE)'));
    await waitFor(() => expect(asked.at(-1)!.get('ordering')).toBe('cash'));
    await userEvent.click(within(table).getByText('Cash held (LE)'));
    await waitFor(() => expect(asked.at(-1)!.get('ordering')).toBe('-cash'));

    expect(screen.queryAllByTitle('Needs attention')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Cash limit (LE)'), { target: { value: '1000' } });
    await waitFor(() => expect(asked.at(-1)!.get('cash_limit')).toBe('1000'));
    await waitFor(() => expect(screen.getAllByTitle('Needs attention')).toHaveLength(2));
    const marked = bodyRows(table).filter((tr) => within(tr).queryByTitle('Needs attention'));
    // The mark's title is read before the name.
    expect(marked.map((tr) => cellsOf(tr)[0])).toEqual(['Needs attentionKarim Fathy', 'Needs attentionBassem Ali']);
  });

  it('says how it is computed on request, and reads a past day without parcels', async () => {
    logIn(false, [CUSTODY]);
    renderStaffAdmin(CUSTODY);
    await loadedTable();
    await userEvent.click(screen.getByRole('button', { name: 'How is this computed?' }));
    expect(await screen.findByText(/What each active courier holds/)).toBeVisible();
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-01-15' } });
    await waitFor(() => expect(asked.at(-1)!.get('as_of')).toBe('2026-01-15'));
    const table = screen.getByRole('table');
    await waitFor(() => expect(bodyRows(table).map((tr) => cellsOf(tr)[0])).toEqual(['Karim Fathy', 'Total']));
    expect(cellsOf(bodyRows(table)[0]!)).toEqual(['Karim Fathy', '50.00', '0.00', '0.00', '', '', '']);
  });

  it('charts rows sharing a month as one point with a stacked figure per category (a series), the table listing each row', async () => {
    logIn(false, ['/dashboard/ExpensesReport']);
    renderStaffAdmin('/dashboard/ExpensesReport');
    const table = await tableWithRows(4);
    expect(cellsOf(bodyRows(table)[1]!)).toEqual(['2026-11', 'Fuel', '2', '50.50']);
    expect(cellsOf(bodyRows(table).at(-1)!)).toEqual(['Total', '', '4', '400.50']);
    const chart = screen.getByRole('region', { name: 'Chart' });
    // One legend entry per category, not per row.
    expect(within(chart).getAllByText('Rent')).toHaveLength(1);
    expect(within(chart).getByText('Fuel')).toBeInTheDocument();
  });

  it('sets its range with one click on a quick choice, marking the one chosen', async () => {
    logIn(false, ['/dashboard/ExpensesReport']);
    renderStaffAdmin('/dashboard/ExpensesReport');
    await loadedTable();
    const quick = screen.getByRole('group', { name: 'Quick ranges' });
    expect(within(quick).getByRole('button', { name: 'This year' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(quick).getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect([asked.at(-1)!.get('from_date'), asked.at(-1)!.get('to_date')]).toEqual([cairoDaysAgo(29), cairoToday()]));
    expect(within(quick).getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(quick).getByRole('button', { name: 'This year' })).toHaveAttribute('aria-pressed', 'false');
  });
});
