import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { logIn, renderStaffAdmin, specPage, withMockApi } from './harness';
import type { RequestRecord } from '../../../domain/api/requests';
import { requestRecord } from '../request-record';
import { loadedTable } from './report-table';

const request = (fields: Partial<RequestRecord>): RequestRecord =>
  requestRecord({ customer: 3, pickup_date: '2026-03-01', address: '9 Tahrir Sq', parcel_count: 4, ...fields });

let rows: RequestRecord[];
const queries: URLSearchParams[] = [];
const sent: { url: string; body: unknown }[] = [];

withMockApi(() => [
  http.get('/api/addorders/backup_list', ({ request: call }) => {
    queries.push(new URL(call.url).searchParams);
    return HttpResponse.json(specPage(rows));
  }),
  http.get('/api/requests/:id/', () =>
    HttpResponse.json({
      ...request({ id: 12, kind: 'return', status: 'assigned', shipper: 9, shipper_name: 'Hany Courier', orders: [41] }),
      history: [
        { id: 1, action: 'create', from_status: null, to_status: 'open', shipper_name: '', note: '', at: '2026-03-01T08:00:00.000Z', user_name: 'Mona Adel' },
      ],
      parcels: [{ id: 41, serial: '10000041', full_name: 'Salma Hassan', Order_Delivery_Status: 'Undelivered' }],
    }),
  ),
  http.get('/api/shipper/', () => HttpResponse.json([{ id: 9, name: 'Hany Courier' }])),
  http.post('/api/requests/:action/', async ({ request: call, params }) => {
    const body = (await call.json()) as { ids: number[]; shipper?: number };
    sent.push({ url: String(params.action), body });
    rows = rows.map((row) => (body.ids.includes(row.id) ? { ...row, status: 'assigned', shipper: body.shipper ?? null, shipper_name: 'Hany Courier' } : row));
    return HttpResponse.json({ changed: body.ids.length });
  }),
]);

beforeEach(() => {
  rows = [
    request({ id: 1 }),
    request({ id: 2, customer_name: 'Delta Shoes', parcel_count: 2 }),
    request({ id: 3, customer_name: 'Cairo Books', status: 'assigned', shipper: 9, shipper_name: 'Hany Courier' }),
  ];
  queries.length = 0;
  sent.length = 0;
});

describe('the pickup desk', () => {
  it('assigns a courier to two selected pickups at once', async () => {
    logIn(false, ['/dashboard/backup']);
    renderStaffAdmin('/dashboard/backup');
    const table = await loadedTable();
    expect(await within(table).findByText('Delta Shoes')).toBeInTheDocument();
    const rowOf = (name: string) => within(table).getByText(name).closest('tr')!;
    await userEvent.click(within(rowOf('Nile Crafts')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Delta Shoes')).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: 'Courier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Courier for 2 requests' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /courier/i }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hany Courier' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(sent).toEqual([{ url: 'change_shipper', body: { ids: [1, 2], shipper: 9, note: '' } }]));
    expect(await screen.findByText('Courier assigned to 2 requests')).toBeInTheDocument();
  });

  it('opens a pickup to show its history, read when opened', async () => {
    logIn(false, ['/dashboard/backup']);
    renderStaffAdmin('/dashboard/backup');
    const table = await loadedTable();
    await userEvent.click(await within(table).findByText('Delta Shoes'));
    expect(await screen.findByRole('list', { name: 'History of request 12' })).toHaveTextContent('Asked · Mona Adel');
  });

  it('offers "Done" only when every selected request has a courier', async () => {
    logIn(false, ['/dashboard/backup']);
    renderStaffAdmin('/dashboard/backup');
    const table = await loadedTable();
    const checkboxes = await within(table).findAllByRole('checkbox');
    // The first checkbox selects the page; then the assigned request (id 3) alone.
    await userEvent.click(checkboxes[3]!);
    expect(await screen.findByRole('button', { name: 'Done' })).toBeInTheDocument();
    await userEvent.click(checkboxes[1]!);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
  });

  it('asks the list call with the filters of the spec', async () => {
    logIn(false, ['/dashboard/backup']);
    renderStaffAdmin('/dashboard/backup');
    await loadedTable();
    await userEvent.type(screen.getByLabelText('Pickup from'), '2026-03-01');
    await waitFor(() => expect(queries.at(-1)?.get('FilterDate')).toBe('2026-03-01'));
  });
});

describe('a return request page', () => {
  it('shows its parcels, each opening its order, and its history', async () => {
    logIn(false, ['/dashboard/ReturnRequest']);
    renderStaffAdmin('/dashboard/ReturnRequest/details/12');
    expect(await screen.findByRole('heading', { name: 'Return request 12', level: 1 })).toBeInTheDocument();
    const parcels = screen.getByRole('region', { name: 'Parcels' });
    expect(within(parcels).getByRole('link', { name: '10000041' })).toHaveAttribute('href', '/dashboard/adminorders/order/41');
    expect(within(parcels).getByRole('listitem')).toHaveTextContent('10000041 · Salma Hassan · Undelivered');
    expect(screen.getByRole('list', { name: 'History of request 12' })).toHaveTextContent('Asked · Mona Adel');
    // Assigned: it can be marked done or given to another courier.
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Courier' })).toBeInTheDocument();
  });
});
