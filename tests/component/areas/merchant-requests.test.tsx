import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cairoToday } from '../../../domain/time';
import CustomerAdmin from '../../../src/admin/CustomerAdmin';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { logInAs, renderArea, withAreaApi } from './harness';
import type { RequestRecord } from '../../../domain/api/requests';
import { requestRecord } from '../request-record';

let requests: RequestRecord[];
const sent: { url: string; body: unknown }[] = [];
const pickupRequest = (values: Partial<RequestRecord>): RequestRecord =>
  requestRecord({ pickup_date: cairoToday(), address: '5 Nile St', parcel_count: 3, ...values });

withAreaApi(() => [
  http.get('/api/merchant/company/', () =>
    HttpResponse.json({ id: 7, company_name: 'Cairo Fashion House', address: '5 Nile St', pickup_address: '9 Warehouse Rd' }),
  ),
  http.get('/api/merchant/requests/', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const day = query.get('pickup_date');
    const found = requests.filter((row) => (query.get('open') !== 'true' || ['open', 'assigned'].includes(row.status)) && (!day || row.pickup_date === day));
    return HttpResponse.json({ count: found.length, results: found });
  }),
  http.post('/api/backup/requestbackup/', async ({ request }) => {
    const body = (await request.json()) as Partial<RequestRecord>;
    sent.push({ url: request.url, body });
    if (body.parcel_count === 0)
      return HttpResponse.json({ message: 'bad', key: 'validation.invalid', errors: { parcel_count: 'requests.parcels_invalid' } }, { status: 400 });
    const created = pickupRequest({ ...body, id: 12 });
    requests = [created, ...requests];
    return HttpResponse.json(created, { status: 201 });
  }),
  http.get('/api/merchant/requests/:id/', ({ params }) =>
    HttpResponse.json({
      ...requests.find((row) => row.id === Number(params.id)),
      history: [
        { id: 1, action: 'create', from_status: null, to_status: 'open', shipper_name: '', note: '', at: '2026-03-01T08:00:00.000Z', user_name: 'Mona Adel' },
        {
          id: 2,
          action: 'assign',
          from_status: 'open',
          to_status: 'assigned',
          shipper_name: 'Karim',
          note: '',
          at: '2026-03-01T09:00:00.000Z',
          user_name: 'Office',
        },
      ],
    }),
  ),
  http.post('/api/merchant/requests/:id/cancel/', ({ request, params }) => {
    sent.push({ url: request.url, body: null });
    requests = requests.map((row) => (row.id === Number(params.id) ? { ...row, status: 'cancelled' } : row));
    return HttpResponse.json({ cancelled: 1 });
  }),
]);

beforeEach(() => {
  sent.length = 0;
  requests = [pickupRequest({ id: 5, status: 'assigned', shipper_name: 'Karim', pickup_date: '2099-12-31' })];
  logInAs();
});

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe("the merchant's pickup requests", () => {
  it('asks for a pickup from its pickup address and lists it, open, above the assigned one', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/backup/requestbackup');
    expect(await screen.findByLabelText(/pickup address/i)).toHaveValue('9 Warehouse Rd');
    const count = screen.getByLabelText(/number of parcels/i);
    await userEvent.clear(count);
    await userEvent.type(count, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(sent[0]?.body).toMatchObject({ pickup_date: cairoToday(), address: '9 Warehouse Rd', parcel_count: 12 }));
    const list = await screen.findByRole('list', { name: 'My pickup requests' });
    await within(list).findByText('#12');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Open');
    expect(items[1]).toHaveTextContent('Courier assigned');
    expect(items[1]).toHaveTextContent('Courier: Karim');
    // Only the open one can be cancelled by the merchant.
    expect(within(items[0]!).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('asks before a second pickup on a day that has an open one, sends it once, and starts a fresh form', async () => {
    requests = [pickupRequest({ id: 5, status: 'open', pickup_date: cairoToday() })];
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/backup/requestbackup');
    const count = await screen.findByLabelText(/number of parcels/i);
    await userEvent.clear(count);
    await userEvent.type(count, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    const warning = await screen.findByRole('dialog', { name: 'A pickup is already asked for this day' });
    expect(warning).toHaveTextContent('Your pickup request #5 for this day is still open. Send another one for the same day?');
    await userEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send another' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ parcel_count: 4 });
    await waitFor(() => expect(screen.getByLabelText(/number of parcels/i)).toHaveValue(1));
  });

  it('sends one request for a double click', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/backup/requestbackup');
    await screen.findByLabelText(/number of parcels/i);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send the request' }));
    await screen.findByText('Pickup request 12 sent');
    expect(sent).toHaveLength(1);
  });

  it("shows a request's history when asked", async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/backup/requestbackup');
    const list = await screen.findByRole('list', { name: 'My pickup requests' });
    const toggle = await within(list).findByRole('button', { name: 'History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const history = await screen.findByRole('list', { name: 'History of request 5' });
    const lines = within(history)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines[0]).toContain('Asked · Mona Adel');
    expect(lines[1]).toContain('Courier assigned · Courier: Karim · Office');
  });

  it('shows a refused count beside its field', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/backup/requestbackup');
    const count = await screen.findByLabelText(/number of parcels/i);
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Enter the number of parcels, from 1 to 1000')).toBeInTheDocument();
  });

  it('cancels an open request after confirming', async () => {
    requests = [pickupRequest({ id: 8 })];
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/backup/requestbackup');
    const list = await screen.findByRole('list', { name: 'My pickup requests' });
    await userEvent.click(await within(list).findByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(sent.some((call) => call.url.endsWith('/merchant/requests/8/cancel/'))).toBe(true));
    expect(await within(list).findByText('Cancelled')).toBeInTheDocument();
  });
});
