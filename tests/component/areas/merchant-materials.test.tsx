import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import CustomerAdmin from '../../../src/admin/CustomerAdmin';
import { logInAs, renderArea, withAreaApi } from './harness';
import type { Materials, RequestRecord } from '../../../domain/api/requests';
import { requestRecord } from '../request-record';

let requests: RequestRecord[];
let materials: Materials;
const sent: unknown[] = [];
const changed: { id: string; body: unknown }[] = [];

const materialRequest = (fields: Partial<RequestRecord>): RequestRecord => requestRecord({ id: 21, kind: 'material', ...fields });

withAreaApi(() => [
  http.get('/api/merchant/materials/', () => HttpResponse.json(materials)),
  http.get('/api/merchant/requests/', () => HttpResponse.json({ count: requests.length, results: requests })),
  http.post('/api/materialrequest/', async ({ request }) => {
    const body = (await request.json()) as { items: { material: number; quantity: number }[]; notes: string };
    sent.push(body);
    const created = materialRequest({ notes: body.notes, items: itemsOf(body.items) });
    requests = [created, ...requests];
    return HttpResponse.json(created, { status: 201 });
  }),
  http.patch('/api/addorders/material_requst_detail/:id', async ({ request, params }) => {
    const body = (await request.json()) as { items: { material: number; quantity: number }[]; notes: string };
    changed.push({ id: String(params.id), body });
    requests = requests.map((row) => (row.id === Number(params.id) ? { ...row, notes: body.notes, items: itemsOf(body.items) } : row));
    return HttpResponse.json(requests[0]);
  }),
]);

const itemsOf = (items: { material: number; quantity: number }[]) =>
  items.map((item) => ({ ...item, name: materials.find((m) => m.id === item.material)!.name, name_ar: '' }));

beforeEach(() => {
  sent.length = 0;
  changed.length = 0;
  requests = [];
  const material = { unit: 'piece', price: '2.00', free: null, handed: 0, charged: 0, held: 0 };
  materials = [
    { ...material, id: 1, name: 'Carton box M', name_ar: 'كرتونة وسط' },
    { ...material, id: 2, name: 'Flyer bag A4', name_ar: 'كيس شحن A4' },
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

  it('shows its packaging this month against its free quantity, and nothing of the kind when none is kept', async () => {
    materials = [{ ...materials[0]!, free: 100, handed: 120, charged: 20, held: 35 }, materials[1]!];
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/materialrequest');
    const table = await screen.findByRole('region', { name: 'Your packaging this month' });
    const boxes = within(table).getByText('Carton box M').closest('tr')!;
    expect(
      within(boxes)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Carton box M', '100', '120', '20', '2.00 LE', '35']);
    expect(within(within(table).getByText('Flyer bag A4').closest('tr')!).getByText('Not charged')).toBeInTheDocument();
  });

  it('shows no packaging figures to a merchant with no quota and nothing handed yet', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/materialrequest');
    await screen.findByRole('combobox', { name: /material/i });
    expect(screen.queryByRole('region', { name: 'Your packaging this month' })).not.toBeInTheDocument();
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

  it('changes the quantities of an open request, and offers no change once a courier is assigned', async () => {
    requests = [
      materialRequest({ id: 30, items: [{ material: 1, name: 'Carton box M', name_ar: '', quantity: 5 }] }),
      materialRequest({ id: 31, status: 'assigned', shipper_name: 'Hany', items: [{ material: 2, name: 'Flyer bag A4', name_ar: '', quantity: 9 }] }),
    ];
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/materialrequest');
    const list = await screen.findByRole('list', { name: 'My material requests' });
    expect(await within(list).findByText('5 × Carton box M')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: 'Change' })).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change material request 30' });
    const quantity = within(dialog).getByLabelText(/quantity/i);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changed).toEqual([{ id: '30', body: { items: [{ material: 1, quantity: 12 }], notes: '' } }]));
    expect(await screen.findByText('Material request 30 changed')).toBeInTheDocument();
    expect(await within(list).findByText('12 × Carton box M')).toBeInTheDocument();
  });
});
