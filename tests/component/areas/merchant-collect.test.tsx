import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CustomerAdmin from '../../../src/admin/CustomerAdmin';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { logInAs, renderArea, withAreaApi } from './harness';
import type { RequestRecord } from '../../../domain/api/requests';
import { requestRecord } from '../request-record';
import type { CollectableOrder } from '../../../domain/api/collect';

const order = (id: number, values: Partial<CollectableOrder> = {}): CollectableOrder => ({
  id,
  serial: `1000000${id}`,
  customer_serial: '',
  full_name: `Recipient ${id}`,
  status: 'Delivered',
  order_date: '2026-03-01',
  collected: '300.00',
  fees: '45.00',
  return_fees: '0.00',
  net: '255.00',
  ...values,
});
const collectRequest = (values: Partial<RequestRecord>): RequestRecord =>
  requestRecord({
    kind: 'collect',
    payout_method: 'mobile_wallet',
    created_at: '2026-03-02T08:00:00.000Z',
    updated_at: '2026-03-02T08:00:00.000Z',
    ...values,
  });

let eligible: CollectableOrder[];
let requests: RequestRecord[];
let refuse: boolean;
const sent: unknown[] = [];

withAreaApi(() => [
  http.get('/api/merchant/collect/eligible/', () => {
    const net = eligible.reduce((sum, row) => sum + Number(row.net), 0).toFixed(2);
    const totals = { orders: eligible.length, collected: `${eligible.length * 300}.00`, fees: `${eligible.length * 45}.00`, return_fees: '0.00', net };
    return HttpResponse.json({ count: eligible.length, totals, results: eligible });
  }),
  http.get('/api/merchant/requests/', ({ request }) => {
    expect(new URL(request.url).searchParams.get('kind')).toBe('collect');
    return HttpResponse.json({ count: requests.length, results: requests });
  }),
  http.post('/api/customization/customer_collect_Deliverd_bulk', async ({ request }) => {
    const body = (await request.json()) as { ids?: number[]; notes: string };
    sent.push(body);
    if (refuse)
      return HttpResponse.json(
        { message: 'Order 10000002 is already in collect request 4', key: 'collect.order_already_asked', params: { serial: '10000002', id: '4' } },
        { status: 400 },
      );
    const ids = body.ids ?? eligible.map((row) => row.id);
    const created = collectRequest({
      id: 9,
      orders: ids,
      totals: { orders: ids.length, collected: '300.00', fees: '45.00', return_fees: '0.00', net: `${255 * ids.length}.00` },
    });
    eligible = eligible.filter((row) => !ids.includes(row.id));
    requests = [created, ...requests];
    return HttpResponse.json(created, { status: 201 });
  }),
]);

beforeEach(() => {
  sent.length = 0;
  refuse = false;
  eligible = [order(1), order(2, { status: 'Collected', collected: '120.50', net: '80.50' })];
  requests = [
    collectRequest({
      id: 4,
      status: 'done',
      shipper_name: 'Karim',
      payout_method: 'cash',
      collect_date: '2026-03-03',
      orders: [5, 6],
      totals: { orders: 2, collected: '600.00', fees: '90.00', return_fees: '0.00', net: '510.00' },
      receipt_url: '/api/media/receipt-4',
      gallery_url: '/CollectGallery/7/Cairo%20Fashion%20House/2026-03-03?key=abc',
    }),
  ];
  logInAs();
});

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const open = () => renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/CollectRequest');

describe("the merchant's collect requests", () => {
  it('lists the orders waiting with their totals and asks for the chosen one, which then shows among its requests', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Waiting to be collected' });
    expect(screen.getByRole('status')).toHaveTextContent('2 orders · collected 600.00 LE · fees 90.00 LE · return fees 0.00 LE · net 335.50 LE');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Recipient 2');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('80.50 LE');
    expect(screen.getByRole('button', { name: 'Ask for the selected (0)' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select order 10000001' }));
    await userEvent.type(screen.getByLabelText('Notes for the office'), 'Wallet please');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for the selected (1)' }));
    await waitFor(() => expect(sent).toEqual([{ ids: [1], notes: 'Wallet please' }]));
    const list = await screen.findByRole('list', { name: 'My collect requests' });
    await within(list).findByText('#9');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('1 order · net 255.00 LE');
    expect(await screen.findByRole('button', { name: 'Ask for all (1)' })).toBeInTheDocument();
  });

  it('asks for every order waiting without naming them', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for all (2)' }));
    await waitFor(() => expect(sent).toEqual([{ notes: '' }]));
    expect(await screen.findByText('No delivered orders are waiting to be collected.')).toBeInTheDocument();
  });

  it("says why the office's server refused the ask", async () => {
    refuse = true;
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for all (2)' }));
    expect(await screen.findByText('Order 10000002 is already in collect request 4')).toBeInTheDocument();
  });

  it('shows a handed-over request with its receipt and the link of its page, and offers no cancel on it', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'My collect requests' });
    const item = (await within(list).findAllByRole('listitem'))[0]!;
    expect(item).toHaveTextContent('2 orders · net 510.00 LE');
    expect(item).toHaveTextContent('Paid by: Cash with a courier');
    expect(within(item).getByRole('link', { name: 'See the signed receipt' })).toHaveAttribute('href', '/api/media/receipt-4');
    expect(within(item).getByRole('link', { name: 'Receipt page to share' })).toHaveAttribute(
      'href',
      '/CollectGallery/7/Cairo%20Fashion%20House/2026-03-03?key=abc',
    );
    expect(within(item).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('reads in Arabic', async () => {
    localStorage.setItem('lang', 'ar');
    await i18nProvider.changeLocale('ar');
    open();
    expect(await screen.findByRole('heading', { name: 'تحصيل أموالي', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'اطلب الكل (2)' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
