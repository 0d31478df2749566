import { screen, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StockCountRecord } from '../../../domain/api/stock-counts';
import { logIn, lookupHandlers, renderStaffAdmin, specPage, withMockApi, type LookupRow } from './harness';

const materials: LookupRow[] = [
  { id: 5, name: 'Flyer 25x35', name_ar: 'فلاير 25×35', is_active: true },
  { id: 6, name: 'Bubble bag', name_ar: 'كيس فقاعات', is_active: true },
  { id: 7, name: 'Tape roll', name_ar: 'شريط لاصق', is_active: true },
];

const line = (material: number, name: string, expected: number, counted: number | null) => ({
  id: material,
  material,
  material_name: name,
  material_name_ar: '',
  unit: 'piece' as const,
  expected,
  counted,
  difference: counted === null ? null : counted - expected,
});

const count = (values: Partial<StockCountRecord>): StockCountRecord => ({
  id: 3,
  place: 'warehouse',
  owner_id: 1,
  place_name: { name: 'Nasr City hub', name_ar: '' },
  status: 'draft',
  note: '',
  lines: [line(5, 'Flyer 25x35', 10, null), line(6, 'Bubble bag', 4, null)],
  differences: 0,
  created_by_name: 'admin',
  submitted_by: null,
  submitted_by_name: null,
  submitted_at: null,
  decided_by_name: null,
  decided_at: null,
  refusal_note: '',
  created_at: '2026-11-20T09:00:00.000Z',
  version: 1,
  ...values,
});

let shown: StockCountRecord = count({});
const sent: { method: string; url: string; body: Record<string, unknown> }[] = [];
const record = async (request: Request) => {
  sent.push({ method: request.method, url: new URL(request.url).pathname, body: (await request.json()) as Record<string, unknown> });
  return HttpResponse.json({ ...shown, version: shown.version + 1 });
};

withMockApi((log) => [
  ...lookupHandlers('material', () => materials, log),
  http.get('/api/stockcount/', () => HttpResponse.json(specPage([shown]))),
  http.get('/api/stockcount/:id', () => HttpResponse.json(shown)),
  http.put('/api/stockcount/:id', ({ request }) => record(request)),
  http.post('/api/stockcount/:id/:step/', ({ request }) => record(request)),
]);

beforeEach(() => {
  sent.length = 0;
});

describe('the count page', () => {
  it('shows each difference as it is counted, adds one per scan, and saves then submits the counted lines', async () => {
    logIn(true);
    shown = count({});
    renderStaffAdmin('/dashboard/stockcount/edit/3');
    const flyers = (await screen.findByText('Flyer 25x35')).closest('tr')!;
    await userEvent.type(within(flyers).getByRole('spinbutton'), '7');
    expect(within(flyers).getByText('-3')).toBeInTheDocument();

    const scan = screen.getByLabelText('Scan or type a material');
    await userEvent.type(scan, 'bubble bag{Enter}');
    await userEvent.type(scan, '6{Enter}');
    const bags = screen.getByText('Bubble bag').closest('tr')!;
    expect(within(bags).getByRole('spinbutton')).toHaveValue(2);
    expect(within(bags).getByText('-2')).toBeInTheDocument();
    await userEvent.type(scan, '7{Enter}');
    expect(within(screen.getByText('Tape roll').closest('tr')!).getByText('+1')).toBeInTheDocument();
    await userEvent.type(scan, 'no such thing{Enter}');
    expect(await screen.findByText('No material has this code or name')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Count submitted for approval')).toBeInTheDocument();
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual(['PUT /api/stockcount/3', 'POST /api/stockcount/3/submit/']);
    expect(sent[0]!.body).toEqual({
      lines: [
        { material: 5, counted: 7 },
        { material: 6, counted: 2 },
        { material: 7, counted: 1 },
      ],
      note: '',
      version: 1,
    });
    expect(sent[1]!.body).toMatchObject({ version: 2 });
  });

  it('offers approval to another person at the approval list, and approves', async () => {
    logIn(false, ['/dashboard/stockcount', '/dashboard/approvallist']);
    shown = count({ status: 'submitted', submitted_by: 2, submitted_by_name: 'counter', lines: [line(5, 'Flyer 25x35', 10, 8)], differences: 1 });
    renderStaffAdmin('/dashboard/stockcount/edit/3');
    expect(await screen.findByText('-2')).toBeInTheDocument();
    expect(screen.getByText(/Submitted by counter/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refuse' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Count approved: the differences are posted')).toBeInTheDocument();
    expect(sent.map((call) => call.url)).toEqual(['/api/stockcount/3/approve/']);
  });

  it('offers no decision to the person who submitted the count, nor to one without the approval list', async () => {
    logIn(false, ['/dashboard/stockcount', '/dashboard/approvallist']);
    shown = count({ status: 'submitted', submitted_by: 1, submitted_by_name: 'admin', lines: [line(5, 'Flyer 25x35', 10, 8)] });
    const own = renderStaffAdmin('/dashboard/stockcount/edit/3');
    expect(await screen.findByText(/Submitted by admin/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    own.unmount();
    logIn(false, ['/dashboard/stockcount']);
    shown = count({ status: 'submitted', submitted_by: 2, submitted_by_name: 'counter', lines: [line(5, 'Flyer 25x35', 10, 8)] });
    renderStaffAdmin('/dashboard/stockcount/edit/3');
    expect(await screen.findByText(/Submitted by counter/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refuse' })).toBeNull();
  });
});
