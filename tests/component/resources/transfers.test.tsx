import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TransferRecord } from '../../../domain/api/money';
import { logIn, renderStaffAdmin, specPage, withMockApi } from './harness';

const move = (id: number, kind: TransferRecord['kind'], account: TransferRecord['account'], amount: string): TransferRecord => ({
  id,
  kind,
  account,
  amount,
  // What the move did to the box and the bank: the screen lists the amount only.
  office_cash: '0.00',
  bank: '0.00',
  note: '',
  user_name: 'admin',
  posted_at: '2026-11-20T10:00:00.000Z',
});
let moves: TransferRecord[] = [];
const listed: URLSearchParams[] = [];

withMockApi(() => [
  http.get('/api/cashtransfers/', ({ request }) => {
    listed.push(new URL(request.url).searchParams);
    return HttpResponse.json(specPage(moves, { balances: { office_cash: '1200.00', bank: '3500.50' } }));
  }),
]);

beforeEach(() => {
  listed.length = 0;
  logIn(true);
});

describe('the cash transfers', () => {
  it('lists each move under what the box and the bank hold, read with the same page', async () => {
    moves = [move(2, 'capital_out', 'bank', '500.00'), move(1, 'deposit', null, '1000.00')];
    renderStaffAdmin('/dashboard/cashtransfers');
    const out = (await screen.findByText("Owners' money out (Bank and wallets)")).closest('tr')!;
    expect(within(out).getByText('500.00 LE')).toBeInTheDocument();
    expect(within(screen.getByText('Deposit: office box to the bank').closest('tr')!).getByText('1,000.00 LE')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Office box: 1,200.00 LE · Bank and wallets: 3,500.50 LE');
    expect(listed.map((query) => [query.get('page'), query.get('page_size')])).toEqual([['1', '25']]);
  });

  it('shows the balances before the first move, with the list empty', async () => {
    moves = [];
    renderStaffAdmin('/dashboard/cashtransfers');
    expect(await screen.findByText('No deposit or withdrawal yet.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Office box: 1,200.00 LE');
  });
});
