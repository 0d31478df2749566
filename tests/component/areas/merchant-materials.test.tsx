import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import CustomerAdmin from '../../../src/admin/CustomerAdmin';
import type { MerchantRequest } from '../../../src/providers/merchant';
import { logInAs, renderArea, withAreaApi } from './harness';

let requests: MerchantRequest[];
let materials: { id: number; name: string; name_ar: string }[];
const sent: unknown[] = [];

withAreaApi(() => [
  http.get('/api/merchant/materials/', () => HttpResponse.json(materials)),
  http.get('/api/merchant/requests/', () => HttpResponse.json({ count: requests.length, results: requests })),
  http.post('/api/materialrequest/', async ({ request }) => {
    const body = (await request.json()) as { items: { material: number; quantity: number }[]; notes: string };
    sent.push(body);
    const created: MerchantRequest = {
      id: 21,
      kind: 'material',
      status: 'open',
      shipper_name: '',
      pickup_date: null,
      address: '',
      parcel_count: null,
      notes: body.notes,
      items: body.items.map((item) => ({ ...item, name: materials.find((m) => m.id === item.material)!.name, name_ar: '' })),
      orders: [],
      created_at: '2026-03-01T08:00:00.000Z',
    };
    requests = [created, ...requests];
    return HttpResponse.json(created, { status: 201 });
  }),
]);

beforeEach(() => {
  sent.length = 0;
  requests = [];
  materials = [
    { id: 1, name: 'Carton box M', name_ar: 'كرتونة وسط' },
    { id: 2, name: 'Flyer bag A4', name_ar: 'كيس شحن A4' },
  ];
  logInAs();
});

describe("the merchant's material requests", () => {
  it('asks for materials on offer with quantities and lists the request', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/materialrequest');
    expect(await screen.findByText('No requests yet')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('combobox', { name: /material/i }));
    await userEvent.click(await screen.findByRole('option', { name: 'Flyer bag A4' }));
    const quantity = screen.getByLabelText(/quantity/i);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(sent[0]).toMatchObject({ items: [{ material: 2, quantity: 100 }] }));
    const list = await screen.findByRole('list', { name: 'My material requests' });
    expect(await within(list).findByText('100 × Flyer bag A4')).toBeInTheDocument();
  });

  it('asks for a material before sending', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/materialrequest');
    await screen.findByRole('combobox', { name: /material/i });
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Choose at least one material and its quantity')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says so when the office offers no material', async () => {
    materials = [];
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/materialrequest');
    expect(await screen.findByText('The office offers no packaging material at the moment.')).toBeInTheDocument();
  });
});
