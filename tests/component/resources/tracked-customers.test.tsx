/**
 * The merchants followed closely (src/resources/customers/TrackedCustomers.tsx): following one with why, and no
 * longer following one once confirmed, each reloading the list and the report of their open orders.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { logIn, renderStaffAdmin, specPage, withMockApi } from './harness';

const SCREEN = '/dashboard/customers/trackCustomerOrdersList';
const followed = new Map<number, { customer: number; customer_name: string; followed_by: string; note: string; since: string }>();
const sent: unknown[] = [];
let reportReads = 0;

const reportRow = (customer: number, name: string) => ({
  customer_id: customer,
  customer_name: name,
  followed_by: 'Sara Mahmoud',
  since: '2026-11-20',
  note: '',
  open: 3,
  awaiting_pickup: 0,
  at_hub: 1,
  out: 1,
  hold: 1,
  undelivered: 0,
  oldest_open_days: 4,
  entered_today: 1,
});

withMockApi(() => [
  http.get('/api/customers', () =>
    HttpResponse.json(
      [
        { id: 3, name: 'Nile Crafts' },
        { id: 4, name: 'Delta Hub' },
      ],
      { headers: { 'Content-Range': 'customers 0-1/2' } },
    ),
  ),
  http.get('/api/track-customers', () => HttpResponse.json([...followed.values()])),
  http.post('/api/track-customers', async ({ request }) => {
    const body = (await request.json()) as { customer: number; note: string };
    sent.push(body);
    const row = {
      customer: body.customer,
      customer_name: body.customer === 3 ? 'Nile Crafts' : 'Delta Hub',
      followed_by: 'Sara Mahmoud',
      note: body.note,
      since: '2026-11-28',
    };
    followed.set(body.customer, row);
    return HttpResponse.json(row);
  }),
  http.delete('/api/track-customers/:customer', ({ params }) => {
    sent.push({ removed: Number(params.customer) });
    followed.delete(Number(params.customer));
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('/api/reports/trackCustomerOrdersList', () => {
    reportReads += 1;
    const rows = [...followed.values()].map((row) => reportRow(row.customer, row.customer_name));
    return HttpResponse.json(specPage(rows, { totals: {} }));
  }),
]);

beforeEach(() => {
  followed.clear();
  sent.length = 0;
  reportReads = 0;
  localStorage.clear();
  followed.set(4, { customer: 4, customer_name: 'Delta Hub', followed_by: 'Ahmed Hassan', note: 'Many refusals', since: '2026-11-20' });
});

describe('merchants followed closely', () => {
  it('follows a merchant with why, and stops following one once confirmed, reloading the report each time', async () => {
    logIn(false, [SCREEN]);
    renderStaffAdmin(SCREEN);
    const form = (await screen.findByRole('heading', { name: 'Follow a merchant' })).parentElement!;
    expect(await within(form).findByRole('button', { name: /Delta Hub/ })).toBeInTheDocument();
    await waitFor(() => expect(reportReads).toBeGreaterThan(0));

    await userEvent.click(within(form).getByRole('combobox', { name: 'Merchant' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nile Crafts' }));
    await userEvent.type(within(form).getByLabelText('Why (optional)'), 'New merchant');
    const reads = reportReads;
    await userEvent.click(within(form).getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('The merchant is followed now')).toBeInTheDocument();
    expect(sent).toEqual([{ customer: 3, note: 'New merchant' }]);
    expect(await within(form).findByRole('button', { name: /Nile Crafts/ })).toBeInTheDocument();
    await waitFor(() => expect(reportReads).toBeGreaterThan(reads));

    // Removing a chip asks first; cancelling keeps the merchant.
    await userEvent.type(within(form).getByRole('button', { name: /Delta Hub/ }), '{Delete}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delta Hub leaves the list; its orders stay as they are.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The merchant is no longer followed')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ removed: 4 });
    await waitFor(() => expect(within(form).queryByRole('button', { name: /Delta Hub/ })).toBeNull());
  });
});
