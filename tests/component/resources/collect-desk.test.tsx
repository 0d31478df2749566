import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { logIn, renderStaffAdmin, specPage, withMockApi } from './harness';
import type { RequestRecord } from '../../../domain/api/requests';
import { requestRecord } from '../request-record';
import { loadedTable } from './report-table';

const DESK = '/dashboard/CollectRequest/collectList';
const request = (fields: Partial<RequestRecord>): RequestRecord =>
  requestRecord({
    kind: 'collect',
    customer: 3,
    orders: [41, 42],
    payout_method: 'bank_transfer',
    totals: { orders: 2, collected: '600.00', fees: '90.00', return_fees: '0.00', net: '510.00' },
    ...fields,
  });

let rows: RequestRecord[];
let details: RequestRecord;
const queries: URLSearchParams[] = [];
const sent: { url: string; body: unknown }[] = [];

withMockApi(() => [
  http.get('/api/addorders/collect', ({ request: call }) => {
    queries.push(new URL(call.url).searchParams);
    return HttpResponse.json(specPage(rows, { total_orders: 5 }));
  }),
  http.get('/api/requests/:id/', () =>
    HttpResponse.json({
      ...details,
      history: [],
      parcels: [{ id: 41, serial: '10000041', full_name: 'Salma Hassan', Order_Delivery_Status: 'Delivered' }],
    }),
  ),
  http.get('/api/shipper/', () => HttpResponse.json([{ id: 9, name: 'Hany Courier' }])),
  http.get('/api/customers', () => HttpResponse.json([{ id: 3, name: 'Nile Crafts' }], { headers: { 'Content-Range': 'customers 0-0/1' } })),
  http.post('/api/addorders/collect/', async ({ request: call }) => {
    sent.push({ url: 'open', body: await call.json() });
    return HttpResponse.json(request({ id: 12 }), { status: 201 });
  }),
  http.post('/api/addorders/collect/bulk_update-status/', async ({ request: call }) => {
    sent.push({ url: 'bulk', body: await call.json() });
    return HttpResponse.json({ changed: 1 });
  }),
  http.post('/api/addorders/collect/:id/receipt/', async ({ request: call, params }) => {
    // The form itself is not read here: jsdom's File never ends its stream for Node's fetch (the API tests read it).
    sent.push({ url: `receipt ${String(params.id)}`, body: call.headers.get('content-type')?.split(';')[0] });
    details = { ...details, status: 'done', receipt_url: '/api/media/r-7', gallery_url: '/CollectGallery/3/Nile%20Crafts/2026-03-02?key=k' };
    return HttpResponse.json(details);
  }),
]);

beforeEach(() => {
  rows = [
    request({ id: 1 }),
    request({ id: 2, customer_name: 'Delta Shoes', orders: [43, 44, 45], status: 'assigned', shipper: 9, shipper_name: 'Hany Courier', payout_method: 'cash' }),
  ];
  details = request({ id: 7, status: 'assigned', shipper: 9, shipper_name: 'Hany Courier', payout_method: 'cash', collect_date: '2026-03-02' });
  queries.length = 0;
  sent.length = 0;
});

describe('the collect desk', () => {
  it('lists the requests at the spec URL with the total order count and sends a selected one by transfer', async () => {
    logIn(false, [DESK]);
    renderStaffAdmin(DESK);
    const table = await loadedTable();
    expect(await within(table).findByText('Delta Shoes')).toBeInTheDocument();
    expect(screen.getByText('5 orders in these requests')).toBeInTheDocument();
    expect(queries.at(-1)?.get('total_orders')).toBe('true');
    const nile = within(table).getByText('Nile Crafts').closest('tr')!;
    expect(nile).toHaveTextContent('2 orders · net 510.00 LE');
    expect(nile).toHaveTextContent('Bank transfer');
    await userEvent.click(within(nile).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: 'Courier or transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'How the money of 1 request goes' });
    // A transfer needs no courier: the courier field shows only for cash.
    expect(within(dialog).queryByRole('combobox', { name: /courier/i })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(sent[0]).toMatchObject({ url: 'bulk', body: { ids: [1], action: 'assign', payout_method: 'bank_transfer', shipper: null } }));
  });

  it('opens a collect request for a merchant on the phone, with its note, and says which one', async () => {
    logIn(false, [DESK]);
    renderStaffAdmin(DESK);
    await loadedTable();
    await userEvent.click(screen.getByRole('button', { name: 'Collect for a merchant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collect for a merchant' });
    expect(within(dialog).getByText('One collect request of every delivered order the merchant is still owed.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Customer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nile Crafts' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Call before noon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(sent).toEqual([{ url: 'open', body: { customer_id: 3, notes: 'Call before noon' } }]));
    expect(await screen.findByText('Collect request 12 opened')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('narrows the list to merchants with a return to do', async () => {
    logIn(false, [DESK]);
    renderStaffAdmin(`${DESK}?filter=${encodeURIComponent(JSON.stringify({ has_return_request: 'true', shippers: [9] }))}`);
    await loadedTable();
    await waitFor(() => expect(queries.at(-1)?.get('has_return_request')).toBe('true'));
    expect(queries.at(-1)?.get('shippers')).toBe('9');
  });

  it('hands a request over with the photo of the signed receipt, then shows it with the link of its page', async () => {
    logIn(false, [DESK]);
    renderStaffAdmin(`${DESK}/details/7`);
    expect(await screen.findByRole('heading', { name: 'Collect request 7', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Orders' })).toHaveTextContent('10000041');
    expect(screen.getByText('Net to pay').nextSibling).toHaveTextContent('510.00 LE');
    await userEvent.click(screen.getByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand-over of collect request 7' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the hand-over' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Attach the photo of the receipt the merchant signed');
    const photo = new File(['PNG'], 'receipt.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Photo of the signed receipt'), photo);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the hand-over' }));
    await waitFor(() => expect(sent).toEqual([{ url: 'receipt 7', body: 'multipart/form-data' }]));
    expect(await screen.findByRole('link', { name: 'Public page of the receipt' })).toHaveAttribute('href', '/CollectGallery/3/Nile%20Crafts/2026-03-02?key=k');
    expect(screen.getByRole('link', { name: 'Signed receipt' })).toHaveAttribute('href', '/api/media/r-7');
    expect(screen.queryByRole('button', { name: 'Hand over' })).toBeNull();
  });
});
