import { screen, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StockEntryRecord } from '../../../domain/api/stock-entries';
import { logIn, lookupHandlers, renderStaffAdmin, specPage, withMockApi, type LookupRow } from './harness';

const warehouses: LookupRow[] = [
  { id: 1, name: 'Nasr City hub', name_ar: 'مخزن مدينة نصر', is_active: true },
  { id: 2, name: 'Giza hub', name_ar: 'مخزن الجيزة', is_active: true },
];
const materials: LookupRow[] = [{ id: 5, name: 'Flyer 25x35', name_ar: 'فلاير 25×35', is_active: true }];

const entry = (values: Partial<StockEntryRecord>): StockEntryRecord => ({
  id: 7,
  kind: 'receipt',
  status: 'posted',
  warehouse_id: 1,
  warehouse: { name: 'Nasr City hub', name_ar: 'مخزن مدينة نصر' },
  to_warehouse_id: null,
  to_warehouse: null,
  supplier: 'Cairo Packaging',
  reason: null,
  entry_date: '2026-11-20',
  note: '',
  lines: [
    { id: 5, material: 5, material_name: 'Flyer 25x35', material_name_ar: 'فلاير 25×35', unit: 'piece', quantity: 500, unit_cost: '1.20', value: '600.00' },
  ],
  quantity: 500,
  value: '600.00',
  created_by_name: 'admin',
  posted_by_name: 'admin',
  posted_at: '2026-11-20T10:00:00.000Z',
  reversed_by_name: null,
  reversed_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  version: 2,
  ...values,
});

let entries: StockEntryRecord[] = [];
const sent: { url: string; body: Record<string, unknown> }[] = [];

withMockApi((log) => [
  ...lookupHandlers('warehouse', () => warehouses, log),
  ...lookupHandlers('material', () => materials, log),
  http.get('/api/stock_entry/', () => HttpResponse.json(specPage(entries))),
  http.get('/api/stock_entry/:id', ({ params }) => HttpResponse.json(entries.find((row) => String(row.id) === params.id))),
  http.post('/api/stock_entry', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ url: '/api/stock_entry', body });
    return HttpResponse.json(entry({ id: 8, status: body.post ? 'posted' : 'draft' }), { status: 201 });
  }),
  http.post('/api/stock_entry/:id/reverse/', async ({ request, params }) => {
    sent.push({ url: new URL(request.url).pathname, body: (await request.json()) as Record<string, unknown> });
    entries = entries.map((row) => (String(row.id) === params.id ? { ...row, status: 'reversed', reversed_by_name: 'admin' } : row));
    return HttpResponse.json(entries[0]);
  }),
]);

beforeEach(() => {
  sent.length = 0;
  logIn(true);
});

describe('the stock entries', () => {
  it('lists entries with their kind, places, units, value and status, a transfer from one warehouse to the other', async () => {
    entries = [
      entry({}),
      entry({ id: 9, kind: 'transfer', status: 'draft', to_warehouse_id: 2, to_warehouse: { name: 'Giza hub', name_ar: '' }, supplier: '', value: '0.00' }),
    ];
    renderStaffAdmin('/dashboard/stock_entry');
    const receipt = (await screen.findByText('Cairo Packaging')).closest('tr')!;
    expect(within(receipt).getByText('Receipt')).toBeInTheDocument();
    expect(within(receipt).getByText('600.00 LE')).toBeInTheDocument();
    expect(within(receipt).getByText('Posted')).toBeInTheDocument();
    const transfer = screen.getByText('Nasr City hub → Giza hub').closest('tr')!;
    expect(within(transfer).getByText('Draft')).toBeInTheDocument();
  });

  it('asks a receipt for its unit costs, refuses one above the ceiling beside it, and saves and posts at once', async () => {
    entries = [];
    const user = userEvent.setup();
    renderStaffAdmin('/dashboard/stock_entry/new');
    await user.click(await screen.findByRole('combobox', { name: 'Warehouse' }));
    await user.click(await screen.findByRole('option', { name: 'Nasr City hub' }));
    await user.click(screen.getByRole('combobox', { name: 'Material' }));
    await user.click(await screen.findByRole('option', { name: 'Flyer 25x35' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '500');
    const cost = screen.getByRole('textbox', { name: 'Unit cost' });
    await user.clear(cost);
    await user.type(cost, '10000.01');
    await user.click(screen.getByRole('button', { name: 'Save and post' }));
    expect(await screen.findByText('A unit costs at most 10,000 LE')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(cost);
    await user.type(cost, '1.20');
    await user.click(screen.getByRole('button', { name: 'Save and post' }));
    await screen.findByTestId('where');
    await expect
      .poll(() => sent[0]?.body)
      .toMatchObject({ kind: 'receipt', warehouse_id: 1, post: true, lines: [{ material: 5, quantity: 500, unit_cost: '1.20' }] });
  });

  it('asks a transfer for the warehouse it goes to instead of a supplier', async () => {
    entries = [];
    const user = userEvent.setup();
    renderStaffAdmin('/dashboard/stock_entry/new');
    await user.click(await screen.findByRole('radio', { name: 'Transfer' }));
    expect(screen.getByRole('combobox', { name: 'From warehouse' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'To warehouse' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Supplier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Unit cost' })).not.toBeInTheDocument();
  });

  it('shows a posted entry as it stands, never as a form, and reverses it once confirmed', async () => {
    entries = [entry({})];
    const user = userEvent.setup();
    renderStaffAdmin('/dashboard/stock_entry/edit/7');
    expect(await screen.findByText('Flyer 25x35')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reverse' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Reversed')).toBeInTheDocument();
    expect(sent).toEqual([{ url: '/api/stock_entry/7/reverse/', body: { version: 2, note: '' } }]);
    expect(screen.queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument();
  });
});
