import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { logIn, renderStaffAdmin, withMockApi } from './harness';

const CUSTODY = '/dashboard/ShipperCustodyReport';
const asked: string[] = [];

const row = (shipper_id: number, shipper_name: string, cash: string, debt: string, parcels: number | null) => ({
  shipper_id,
  shipper_name,
  cash,
  fees_owed: '0.00',
  debt,
  parcels,
});

withMockApi(() => [
  http.get('/api/ShipperCustodyReport/', ({ request }) => {
    const asOf = new URL(request.url).searchParams.get('as_of');
    asked.push(asOf ?? 'now');
    if (asOf)
      return HttpResponse.json({
        as_of: asOf,
        results: [row(7, 'Karim Fathy', '50.00', '0.00', null)],
        totals: { cash: '50.00', fees_owed: '0.00', debt: '0.00', parcels: null },
      });
    return HttpResponse.json({
      as_of: null,
      results: [row(7, 'Karim Fathy', '1200.00', '20.00', 3), row(8, 'Adel Samir', '300.50', '0.00', 0), row(9, 'Bassem Ali', '4500.00', '0.00', 12)],
      totals: { cash: '6000.50', fees_owed: '0.00', debt: '20.00', parcels: 15 },
    });
  }),
]);

beforeEach(() => {
  asked.length = 0;
  localStorage.clear();
});

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell')[0]!.textContent);

describe('the custody report', () => {
  it('lists what each shipper holds with the totals, sorts by any column and marks those above the cash limit', async () => {
    logIn(false, [CUSTODY]);
    renderStaffAdmin(CUSTODY);
    const table = await screen.findByRole('table', { name: 'Shipper custody' });
    expect(names(table)).toEqual(['Karim Fathy', 'Adel Samir', 'Bassem Ali', 'Total']);
    const totals = within(table).getAllByRole('row').at(-1)!;
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '6,000.50 LE', '0.00 LE', '20.00 LE', '15']);

    await userEvent.click(within(table).getByRole('button', { name: 'Cash held' }));
    expect(names(table)).toEqual(['Adel Samir', 'Karim Fathy', 'Bassem Ali', 'Total']);
    await userEvent.click(within(table).getByRole('button', { name: 'Cash held' }));
    expect(names(table)).toEqual(['Bassem Ali', 'Karim Fathy', 'Adel Samir', 'Total']);
    await userEvent.click(within(table).getByRole('button', { name: 'Shipper' }));
    expect(names(table)).toEqual(['Adel Samir', 'Bassem Ali', 'Karim Fathy', 'Total']);

    fireEvent.change(screen.getByLabelText('Cash limit (LE)'), { target: { value: '1000' } });
    const marked = within(table)
      .getAllByRole('row')
      .filter((tr) => tr.hasAttribute('data-highlighted'))
      .map((tr) => within(tr).getAllByRole('cell')[0]!.textContent);
    expect(marked).toEqual(['Bassem Ali', 'Karim Fathy']);
    expect(screen.getByRole('region', { name: 'Cash held per shipper' })).toBeInTheDocument();
  });

  it('reads the report as of a past day, saying parcels are counted for now only', async () => {
    logIn(false, [CUSTODY]);
    renderStaffAdmin(CUSTODY);
    await screen.findByRole('table', { name: 'Shipper custody' });
    fireEvent.change(screen.getByLabelText('As of the end of'), { target: { value: '2026-01-15' } });
    expect(await screen.findByText('Parcels are counted for now only')).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['now', '2026-01-15']));
    const table = screen.getByRole('table', { name: 'Shipper custody' });
    await waitFor(() => expect(names(table)).toEqual(['Karim Fathy', 'Total']));
    expect(
      within(within(table).getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Karim Fathy', '50.00 LE', '0.00 LE', '0.00 LE', '—']);
  });
});
