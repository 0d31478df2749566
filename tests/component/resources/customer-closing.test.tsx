import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SettlementPreview, StatementRecord, WalletRecord } from '../../../domain/api/settlements';
import { logIn, renderStaffAdmin, specPage, withMockApi } from './harness';

const wallet: WalletRecord = {
  id: 7,
  name: 'Nile Crafts',
  company_name: 'Nile Crafts',
  payout_method: 'bank_transfer',
  owed: '800.00',
  with_shippers: '355.00',
  in_office: '445.00',
  due: '0.00',
  paid: '0.00',
};
const line = (order_id: number, serial: string, collected: string, fees: string, return_fees: string, net: string) => ({
  order_id,
  serial,
  status: 'Collected',
  full_name: 'Salma Hassan',
  state: 'Full Submit' as const,
  collected,
  fees,
  return_fees,
  adjustments: '0.00',
  net,
});
const preview: SettlementPreview = {
  customer: 7,
  requested: null,
  collected: '550.00',
  fees: '90.00',
  return_fees: '15.00',
  adjustments: '0.00',
  packaging: '40.00',
  net: '405.00',
  packaging_charges: [
    {
      transaction_id: 90,
      note: 'MR 4 · 20 × Flyer 25×35',
      request_id: 4,
      material: 'Flyer 25×35',
      material_ar: 'فلاير ٢٥×٣٥',
      units: 20,
      amount: '40.00',
      posted_at: '2026-11-18T09:00:00.000Z',
    },
  ],
  orders: [
    line(1, '10000001', '300.00', '45.00', '0.00', '255.00'),
    line(2, '10000002', '250.00', '45.00', '0.00', '205.00'),
    line(3, '10000003', '0.00', '0.00', '15.00', '-15.00'),
  ],
};
const statement: StatementRecord = {
  ...preview,
  id: 12,
  number: 5012,
  customer_id: 7,
  customer_name: 'Nile Crafts',
  company_name: 'Nile Crafts',
  order_count: 2,
  note: '',
  created_by_name: 'admin',
  collect_request_id: null,
  created_at: '2026-11-20T10:00:00Z',
  lines: preview.orders.slice(0, 2).map((order) => ({ ...order, customer_closing_id: 12, total_amount: order.collected })),
};

const saved: Record<string, unknown>[] = [];
const listed: Record<string, string>[] = [];
const walletLists: Record<string, string>[] = [];

withMockApi(() => [
  http.get('/api/customers/wallet/', ({ request }) => {
    walletLists.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json(specPage([wallet], { totals: { owed: '585475.00', due: '0.00' } }));
  }),
  http.get('/api/customers/wallet/:id', () => HttpResponse.json(wallet)),
  http.get('/api/customer-closing/preview/', () => HttpResponse.json(preview)),
  http.post('/api/customer-closing/', async ({ request }) => {
    saved.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(statement, { status: 201 });
  }),
  http.get('/api/customer-closing/:id', () => HttpResponse.json(statement)),
  http.get('/api/customer-closing/', ({ request }) => {
    listed.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json(specPage([statement], { totals: { orders: 2, collected: '550.00', fees: '105.00', net: '445.00' } }));
  }),
]);

beforeEach(() => {
  saved.length = 0;
  listed.length = 0;
  walletLists.length = 0;
});

describe('settling a merchant', () => {
  it('ticks every order that may be settled, totals those ticked with the packaging charges, asks before posting and opens the statement', async () => {
    logIn(true);
    renderStaffAdmin('/dashboard/customer-closing/new?customer=7');
    expect(await screen.findByText('10000003')).toBeInTheDocument();
    expect(screen.getByText('3 of 3 orders chosen')).toBeInTheDocument();
    const totals = screen.getAllByRole('status').find((region) => within(region).queryByText('Net to pay'))!;
    // 445.00 LE of orders, less 40.00 LE of packaging beyond the merchant's quota.
    expect(within(totals).getByText('405.00 LE')).toBeInTheDocument();
    expect(screen.getByText('Packaging beyond the quota, taken by this closing: 40.00 LE (1 charge)')).toBeInTheDocument();
    expect(screen.getByText('Material request 4 · 20 × Flyer 25×35')).toBeInTheDocument();
    // The merchant picker asks for the wallets by name, an order the server takes (never by id, which it refuses).
    await waitFor(() => expect(walletLists).not.toEqual([]));
    expect(walletLists.map((query) => query.ordering)).toEqual(walletLists.map(() => 'name'));
    // The returned parcel's fee is left for another day: the net grows by 15; the packaging is taken all the same.
    await userEvent.click(screen.getByRole('checkbox', { name: '10000003' }));
    expect(await screen.findByText('2 of 3 orders chosen')).toBeInTheDocument();
    expect(within(totals).getByText('420.00 LE')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Settle 420.00 LE' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This posts 420.00 LE as due to the merchant for 2 orders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ customer: 7, orders: [1, 2] });
    expect(await screen.findByRole('heading', { name: 'Statement 5012', level: 1 })).toBeInTheDocument();
    // The statement lists the packaging charge below its orders, taken from the net.
    const charge = screen.getByText('Material request 4 · 20 × Flyer 25×35').closest('tr')!;
    expect(charge).toHaveTextContent('Packaging beyond quota');
    expect(charge).toHaveTextContent('-40.00');
  });

  it('lists what each merchant is owed and offers to settle what the office holds', async () => {
    logIn(true);
    renderStaffAdmin('/dashboard/customers/wallet');
    const row = (await screen.findAllByText('Nile Crafts'))[0]!.closest('tr')!;
    expect(within(row).getByText('445.00 LE')).toBeInTheDocument();
    expect(within(row).getByText('Bank transfer')).toBeInTheDocument();
    expect(await screen.findByText(/Owed to all these merchants: 585,475.00 LE/)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search merchants')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('link', { name: 'Settle' }));
    expect(await screen.findByText('10000001')).toBeInTheDocument();
  });

  it("lists the closings with every figure and the totals of all of them, read in one call of the spec's paging", async () => {
    logIn(true);
    renderStaffAdmin('/dashboard/customer-closing');
    const row = (await screen.findByText('5012')).closest('tr')!;
    expect(within(row).getByText('Nile Crafts')).toBeInTheDocument();
    expect(within(row).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(row).getByText('405.00 LE')).toBeInTheDocument();
    expect(within(row).getByText('40.00 LE')).toBeInTheDocument();
    expect(screen.getByText('2 orders settled · collected 550.00 LE · fees 105.00 LE · net 445.00 LE')).toBeInTheDocument();
    expect(listed).toEqual([expect.objectContaining({ page: '1', page_size: '25' })]);
  });
});
