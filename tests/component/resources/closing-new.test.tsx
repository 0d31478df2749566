import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClosingPreview, ClosingRecord } from '../../../domain/api/money';
import type { CarriedMaterials, HandBackRecord } from '../../../domain/api/hand-backs';
import { logIn, lookupHandlers, renderStaffAdmin, specPage, withMockApi } from './harness';

const preview: ClosingPreview = {
  shipper: 9,
  expected: '670.00',
  fees_owed: '60.00',
  fees_kept: '60.00',
  previous_debt: '15.00',
  to_hand_over: '625.00',
  max_counted: '1625.00',
  standing: [{ id: 4, rc: 1104, status: 'pending', closing_date: '2026-11-20', expected: '120.00', counted: '120.00', parcels: 1 }],
  cash: [
    { order_id: 1, serial: '10000001', customer_name: 'Nile Crafts', full_name: 'Salma Hassan', status: 'Delivered', amount: '300.00' },
    { order_id: 2, serial: '10000002', customer_name: 'Nile Crafts', full_name: 'Omar Adel', status: 'Delivered', amount: '370.00' },
  ],
  returns: [
    { order_id: 3, serial: '10000003', customer_name: 'Delta Shoes', full_name: 'Aya Samir', status: 'Undelivered' },
    { order_id: 4, serial: '10000004', customer_name: 'Delta Shoes', full_name: 'Hany Fathy', status: 'Rejected' },
  ],
};

const saved: Record<string, unknown>[] = [];
const handedBack: Record<string, unknown>[] = [];
const carried: CarriedMaterials = {
  shipper: 9,
  materials: [{ material: 7, name: 'Flyer A3', name_ar: 'فلاير A3', unit: 'piece', held: 40, unit_cost: '1.50' }],
};

// Counted 7,577.50 of 7,665.00 with 45.00 of fees kept: 42.50 short, not the 87.50 of expected less counted.
const closing: ClosingRecord = {
  id: 6,
  rc: 1006,
  shipper_id: 9,
  shipper_name: 'Hany Courier',
  closing_date: '2026-03-01',
  status: 'pending',
  expected: '7665.00',
  counted: '7577.50',
  fees: '45.00',
  fees_kept: true,
  previous_debt: '0.00',
  difference: '42.50',
  debt_after: '42.50',
  denominations: null,
  note: '',
  created_by: 1,
  created_by_name: 'admin',
  created_at: '2026-03-01T18:00:00Z',
  decided_by_name: null,
  decided_at: null,
  decision_note: '',
};

const listed: URLSearchParams[] = [];

withMockApi((log) => [
  http.get('/api/shipper/', () => HttpResponse.json([{ id: 9, name: 'Hany Courier' }])),
  http.get('/api/shipperclosing/materials/', () => HttpResponse.json(carried)),
  http.post('/api/shipperclosing/materials/', async ({ request }) => {
    handedBack.push((await request.json()) as Record<string, unknown>);
    const record: HandBackRecord = { id: 1, shipper: 9, warehouse: 3, returned: 35, missing: 5, missing_value: '7.50', money_request_id: null };
    return HttpResponse.json(record, { status: 201 });
  }),
  ...lookupHandlers('warehouse', () => [{ id: 3, name: 'Nasr City hub', name_ar: 'مخزن مدينة نصر', is_active: true }], log),
  http.get('/api/shipperclosing/preview/', () => HttpResponse.json(preview)),
  http.post('/api/shipperclosing/', async ({ request }) => {
    saved.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ id: 5, rc: 1005, shipper_id: 9, closing_date: '2026-03-01', status: 'pending' }, { status: 201 });
  }),
  http.get('/api/shipperclosing/', ({ request }) => {
    listed.push(new URL(request.url).searchParams);
    return HttpResponse.json(specPage([closing], { totals: { expected: '7665.00', counted: '7577.50', difference: '42.50' } }));
  }),
  http.get('/api/shipperclosing/details/:shipper/:day/:rc', () => HttpResponse.json({ ...preview, id: 5, rc: 1005, status: 'pending', cash: [], returns: [] })),
]);

beforeEach(() => {
  saved.length = 0;
  handedBack.length = 0;
  listed.length = 0;
});

describe('closing a shipper’s day', () => {
  it('shows what he holds, the shortage as the count is typed, and saves the count with the parcels received', async () => {
    logIn(true);
    renderStaffAdmin('/dashboard/shipperclosing/new');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Shipper' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hany Courier' }));
    expect(await screen.findByText('10000002')).toBeInTheDocument();
    // 670 collected, 60 of fees kept, 15 owed from before: 625 to hand over.
    expect(screen.getByText('625.00 LE')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Cash counted/), '590');
    expect(await screen.findByText('Shortage: 20.00 LE becomes his debt')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Cash counted/));
    await userEvent.type(screen.getByLabelText(/Cash counted/), '620');
    expect(await screen.findByText('Overage: 10.00 LE credited to him')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Received 10000004' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the closing' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ shipper: 9, counted: '620', fees_kept: true, received: [4] });
    expect(String(saved[0]!.idempotency_key)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Closing RC 1005 saved: it waits for a supervisor’s approval')).toBeInTheDocument();
  });

  it('refuses a count that is not an amount beside the field, and sends nothing', async () => {
    logIn(true);
    renderStaffAdmin('/dashboard/shipperclosing/new');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Shipper' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hany Courier' }));
    await screen.findByText('10000001');
    await userEvent.type(screen.getByLabelText(/Cash counted/), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Save the closing' }));
    const field = screen.getByLabelText(/Cash counted/).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(field).findByText('Enter the cash counted, 0 or more, with at most two decimals')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('the packaging a shipper carries, at his closing', () => {
  it('lists it with its value and receives it back, checking the lines beside them before sending', async () => {
    logIn(true);
    renderStaffAdmin('/dashboard/shipperclosing/new?shipper=9');
    const table = await screen.findByRole('table', { name: 'Packaging he carries' });
    const row = within(table).getByText('Flyer A3').closest('tr')!;
    // 40 at 1.50 LE each.
    expect(row).toHaveTextContent('40');
    expect(within(row).getByText('60.00 LE')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Receive packaging' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Into warehouse' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nasr City hub' }));
    // All 40 brought back by default: 5 missing more is more than he carries.
    await userEvent.clear(within(dialog).getByLabelText('Missing'));
    await userEvent.type(within(dialog).getByLabelText('Missing'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive packaging' }));
    expect(await within(dialog).findByText('Back and missing together are more than the courier carries')).toBeInTheDocument();
    expect(handedBack).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText('Brought back'));
    await userEvent.type(within(dialog).getByLabelText('Brought back'), '35');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive packaging' }));
    await waitFor(() => expect(handedBack).toHaveLength(1));
    expect(handedBack[0]).toMatchObject({ shipper: 9, warehouse: 3, lines: [{ material: 7, returned: 35, missing: 5 }], charge_missing: false });
    expect(await screen.findByText('35 received back, 5 missing')).toBeInTheDocument();
  });
});

describe('the closings list', () => {
  it('names its difference for what it is: shortages less overages, after the fees kept', async () => {
    logIn(true);
    renderStaffAdmin('/dashboard/shipperclosing/view');
    expect(await screen.findByText('1 closing · expected 7,665.00 LE · counted 7,577.50 LE · shortages less overages 42.50 LE')).toBeInTheDocument();
    const row = (await screen.findByText('1006')).closest('tr')!;
    expect(within(row).getByText('42.50 LE')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Shortage (+) / overage (−)' })).toBeInTheDocument();
    expect([listed[0]?.get('page'), listed[0]?.get('page_size'), listed[0]?.get('status')]).toEqual(['1', '25', null]);
  });

  it('is the waiting closings on the approval desk, asked of the server as such', async () => {
    logIn(true);
    renderStaffAdmin('/dashboard/shipperapproval');
    expect(await screen.findByText('1006')).toBeInTheDocument();
    expect(listed.map((query) => query.get('status'))).toEqual(['pending']);
  });
});

describe('a closing of a courier whose cash a closing already took', () => {
  it('says what the standing closing took, and the most he may count beside the count, refusing more', async () => {
    logIn(true);
    renderStaffAdmin('/dashboard/shipperclosing/new?shipper=9');
    expect(await screen.findByText(/^Closing RC 1104 of .+ already took 120\.00 LE and 1 parcel to bring back, and waits for approval/)).toBeInTheDocument();
    // 625 to hand over and an overage of at most the 670 taken, never above 1,000: 1,295.
    expect(screen.getByText('At most 1,295.00 LE: what he should hand over and a small overage')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Cash counted/), '1295.01');
    await userEvent.click(screen.getByRole('button', { name: 'Save the closing' }));
    expect(await screen.findAllByText('At most 1,295.00 LE: what he should hand over and a small overage')).not.toHaveLength(0);
    expect(saved).toEqual([]);
  });
});
