import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MoneyRequestRecord } from '../../../domain/api/money';
import { logIn, renderStaffAdmin, specPage, withMockApi } from './harness';
import { loadedTable } from './report-table';

const request = (fields: Partial<MoneyRequestRecord>): MoneyRequestRecord => ({
  id: 1,
  kind: 'fee_change',
  status: 'pending',
  order_id: 41,
  serial: '10000041',
  shipper_id: 9,
  shipper_name: 'Hany Courier',
  closing_id: 5,
  expense_id: null,
  rc: 1005,
  closing_date: '2026-03-01',
  amount: '30.00',
  previous: '45.00',
  reason: 'Agreed discount',
  requested_by: 2,
  requested_by_name: 'clerk',
  requested_at: '2026-03-02T08:00:00.000Z',
  decided_by: null,
  decided_by_name: null,
  decided_at: null,
  decision_note: '',
  transaction_id: null,
  ...fields,
});

let rows: MoneyRequestRecord[];
let codes: string[];
const queries: URLSearchParams[] = [];
const sent: { url: string; body: unknown }[] = [];

withMockApi(() => [
  http.get('/api/approvallist/', ({ request: call }) => {
    queries.push(new URL(call.url).searchParams);
    return HttpResponse.json(specPage(rows));
  }),
  http.get('/api/special-permissions/current-user-permissions', () => HttpResponse.json({ permissions: codes })),
  http.post('/api/approvallist/', async ({ request: call }) => {
    sent.push({ url: 'ask', body: await call.json() });
    return HttpResponse.json({ id: 7 }, { status: 201 });
  }),
  http.post('/api/approvallist/:id/:to/', async ({ request: call, params }) => {
    sent.push({ url: `${String(params.id)}/${String(params.to)}`, body: await call.json() });
    rows = rows.map((row) => (row.id === Number(params.id) ? { ...row, status: 'approved' } : row));
    return HttpResponse.json({ id: Number(params.id), status: 'approved' });
  }),
]);

beforeEach(() => {
  rows = [request({ id: 1 }), request({ id: 2, requested_by: 1, requested_by_name: 'admin', reason: 'My own request' })];
  codes = ['approve_money_change', 'request_money_change'];
  queries.length = 0;
  sent.length = 0;
});

describe('the money change desk', () => {
  it("lists the pending requests and lets another person approve one, never the asker's own", async () => {
    logIn(false, ['/dashboard/approvallist']);
    renderStaffAdmin('/dashboard/approvallist');
    const table = await loadedTable();
    const rowOf = (text: string) => within(table).getByText(text).closest('tr')!;
    await within(table).findByText('Agreed discount');
    expect(queries[0]?.get('status')).toBe('pending');
    expect(within(rowOf('Agreed discount')).getByText('Order 10000041 · Hany Courier · RC 1005 of Mar 1, 2026')).toBeInTheDocument();
    expect(within(rowOf('My own request')).queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(within(rowOf('Agreed discount')).getByRole('button', { name: 'Approve' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toEqual([{ url: '1/approve', body: { note: '' } }]));
    expect(await screen.findByText('Change approved and posted')).toBeInTheDocument();
  });

  it('asks for a fee change with its order, new amount and reason', async () => {
    logIn(false, ['/dashboard/approvallist']);
    renderStaffAdmin('/dashboard/approvallist');
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a change of money' });
    await userEvent.type(within(dialog).getByLabelText(/Order number/), '41');
    await userEvent.type(within(dialog).getByLabelText(/After/), '30');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Wrong zone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for a change' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ kind: 'fee_change', order_id: 41, amount: '30', reason: 'Wrong zone' });
    expect(await screen.findByText('Request sent: another person must approve it')).toBeInTheDocument();
  });

  it('offers no request and no decision to a member of staff without the codes', async () => {
    codes = [];
    logIn(false, ['/dashboard/approvallist']);
    renderStaffAdmin('/dashboard/approvallist');
    await screen.findByText('Agreed discount');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask for a change' })).toBeNull();
  });
});
