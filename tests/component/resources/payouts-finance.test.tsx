import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cairoToday } from '../../../domain/time';
import type { FinanceAnswer } from '../../../domain/api/money';
import type { PayoutBatchDetails } from '../../../domain/api/settlements';
import { logIn, lookupHandlers, renderStaffAdmin, specPage, withMockApi } from './harness';

const item = { customer_id: 7, name: 'Nile Crafts', company_name: 'Nile Crafts', phone: '01000000000', account: 'EG38 0019', reason: '', paid_at: null };
let batch: PayoutBatchDetails;
const paid: Record<string, unknown>[] = [];
let bankFile: () => Response;

const figures = {
  cash_with_shippers: '355.00',
  office_cash: '1200.00',
  bank: '445.00',
  shipper_debt: '20.00',
  owed_to_merchants: '800.00',
  shipper_payable: '40.00',
  earned: '135.00',
  expenses: '45.00',
  capital: '1090.00',
};
const books: FinanceAnswer = {
  day: cairoToday(),
  figures,
  assets: '2020.00',
  liabilities: '1930.00',
  net: '90.00',
  balanced: true,
  trend: [{ day: cairoToday(), cash: '755.00', cash_with_shippers: '355.00', owed_to_merchants: '800.00', earned: '135.00', spent: '45.00' }],
};

const fuel = { id: 3, name: 'Fuel', name_ar: 'وقود', is_active: true };

withMockApi((log) => [
  ...lookupHandlers('ExpenseCategory', () => [fuel], log),
  http.post('/api/expenses', async ({ request }) =>
    HttpResponse.json({ id: 8, ...((await request.json()) as object), created_by_name: 'admin', receipt_url: '' }, { status: 201 }),
  ),
  http.get('/api/expenses/', () => HttpResponse.json(specPage([], { totals: { amount: '0.00' } }))),
  http.get('/api/payouts/:id', () => HttpResponse.json(batch)),
  http.get('/api/payouts/:id/file/', () => bankFile()),
  http.post('/api/payouts/:id/pay/', async ({ request }) => {
    const body = (await request.json()) as { payouts: number[]; reference: string };
    paid.push(body);
    batch = { ...batch, paid: 1, paid_total: '445.00', items: batch.items.map((i) => ({ ...i, status: 'paid' as const, reference: body.reference })) };
    return HttpResponse.json(batch);
  }),
  http.get('/api/finance/', () => HttpResponse.json(books)),
  http.get('/api/reports/financeentries', ({ request }) =>
    HttpResponse.json(
      specPage(
        [
          {
            entry_id: 1,
            posted_at: '2026-11-20 12:00',
            amount: '-445.00',
            account: new URL(request.url).searchParams.get('figure'),
            owner_name: '',
            kind: 'payout',
            note: 'PO 1 receipt 9',
            serial: null,
            order_id: null,
          },
        ],
        { totals: { amount: '-445.00' }, hidden: [] },
      ),
    ),
  ),
]);

beforeEach(() => {
  paid.length = 0;
  bankFile = () =>
    new HttpResponse('\uFEFFpayout_id,name,account,phone,amount\r\n11,Nile Crafts,EG38 0019,01000000000,445.00\r\n', {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="payouts-4-bank_transfer.csv"' },
    });
  batch = {
    id: 4,
    method: 'bank_transfer',
    note: '',
    created_at: '2026-11-20T09:00:00Z',
    exported_at: null,
    created_by_name: 'admin',
    payouts: 1,
    total: '445.00',
    paid: 0,
    paid_total: '0.00',
    failed: 0,
    items: [{ ...item, id: 11, amount: '445.00', status: 'pending', reference: '' }],
  };
});

describe('payouts and the books', () => {
  it('marks the chosen payouts paid with the reference the bank gave', async () => {
    logIn(true);
    renderStaffAdmin('/dashboard/payouts/batch/4');
    const row = (await screen.findAllByText('Nile Crafts'))[0]!.closest('tr')!;
    expect(within(row).getByText('To pay')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark chosen as paid' })).toBeDisabled();
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Nile Crafts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark chosen as paid' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'CIB-778812');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(paid).toEqual([{ payouts: [11], reference: 'CIB-778812' }]));
    expect(await screen.findByText('CIB-778812')).toBeInTheDocument();
  });

  it("saves the batch's bank file under the server's name, and shows the server's reason when it refuses", async () => {
    const saved: { name: string; size: number }[] = [];
    let blob = new Blob();
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (file: Blob) => ((blob = file), 'blob:file');
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, size: blob.size });
    });
    logIn(true);
    renderStaffAdmin('/dashboard/payouts/batch/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Download the file for the bank' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'payouts-4-bank_transfer.csv', size: expect.any(Number) }]));
    expect(saved[0]!.size).toBeGreaterThan(0);
    bankFile = () => HttpResponse.json({ message: 'Not found', key: 'errors.not_found' }, { status: 404 });
    await userEvent.click(screen.getByRole('button', { name: 'Download the file for the bank' }));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it("shows the company's position, that it balances, and the entries behind a figure", async () => {
    logIn(true);
    renderStaffAdmin('/dashboard/finance');
    const office = await screen.findByRole('link', { name: /^Cash in the office/ });
    expect(office).toHaveTextContent('1,200.00 LE');
    expect(screen.getByText("The books balance: holdings = debts + owners' money + earned less spent")).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The last 90 days' })).toBeInTheDocument();
    await userEvent.click(office);
    // The entries behind it, a report page below the position: what posted each and on which account, in words.
    expect(await screen.findByRole('heading', { name: 'Entries behind a figure' })).toBeInTheDocument();
    expect(await screen.findByText('Payout')).toBeInTheDocument();
    expect(screen.getByText('Office box')).toBeInTheDocument();
    expect(screen.getAllByText('-445.00').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Finance' }));
    expect(await screen.findByRole('link', { name: /^Cash in the office/ })).toBeInTheDocument();
  });

  it('records an expense and names it in its toast', async () => {
    logIn(true);
    renderStaffAdmin('/dashboard/expenses/new');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fuel' }));
    await userEvent.type(screen.getByLabelText(/^Amount/), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expense created')).toBeInTheDocument();
    expect(screen.queryByText('Element created')).not.toBeInTheDocument();
  });
});
