import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../../domain/orders/record';
import { logIn, lookupHandlers, renderStaffAdmin, withMockApi } from './harness';
import { holdReasons, order } from './orders-fixtures';
import { loadedTable } from './report-table';

const REVIEW = '/dashboard/shipperOrdersReview';
let parcels: OrderRecord[];
let answer: () => Response;
const sent: { url: string; body: unknown }[] = [];

withMockApi((log) => [
  http.get('/api/addorders/getOrderFollowShipperFilter', () => HttpResponse.json([{ id: 7, name: 'Karim Fathy' }])),
  http.get('/api/addorders/getorderfollowup', () => HttpResponse.json({ count: parcels.length, count_capped: false, results: parcels, counts: {} })),
  ...lookupHandlers('holdreason', () => holdReasons, log),
  http.post('/api/orders/:call/', async ({ request, params }) => {
    sent.push({ url: String(params.call), body: await request.json() });
    return answer();
  }),
]);

beforeEach(() => {
  parcels = [
    order({ id: 1, serial: '10000001', Order_Delivery_Status: 'Out For Deliver', total_amount: '300.00', shipper: 7 }),
    order({ id: 2, serial: '10000002', Order_Delivery_Status: 'Out For Deliver', total_amount: '150.00', shipper: 7 }),
    order({ id: 3, serial: '10000003', Order_Delivery_Status: 'Delivered', total_amount: '90.00', collected_amount: '90.00', shipper: 7 }),
  ];
  answer = () => HttpResponse.json({ updated: 2 });
  sent.length = 0;
});

async function openShipper() {
  logIn(false, [REVIEW]);
  renderStaffAdmin(REVIEW);
  await userEvent.click(await screen.findByRole('combobox', { name: 'Shipper' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Karim Fathy' }));
  return loadedTable();
}

describe('the shipper review', () => {
  it('confirms the selected parcels, one of them a partial collection', async () => {
    const table = await openShipper();
    const amount = await within(table).findByRole('textbox', { name: 'Collected (LE) 10000002' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(within(table).getByRole('checkbox', { name: '10000001' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: '10000002' }));
    expect(within(table).getByRole('checkbox', { name: '10000003' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm 2 selected' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          url: 'review',
          body: {
            shipper: 7,
            orders: [
              { id: 1, status: 'Delivered', collected_amount: '300.00' },
              { id: 2, status: 'Delivered', collected_amount: '100' },
            ],
          },
        },
      ]),
    );
    expect(await screen.findByText('2 parcels updated')).toBeInTheDocument();
  });

  it('asks for a note before sending parcels back to the hub, and sends it with them', async () => {
    const table = await openShipper();
    await userEvent.click(await within(table).findByRole('checkbox', { name: '10000001' }));
    const back = screen.getByRole('button', { name: 'Back to the hub' });
    expect(back).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for the return' }), 'Shop closed');
    await userEvent.click(back);
    await waitFor(() => expect(sent).toEqual([{ url: 'quick_action', body: { shipper: 7, ids: [1], action: 'return', note: 'Shop closed' } }]));
  });

  it('shows the refusal and keeps the selection when nothing was changed', async () => {
    answer = () =>
      HttpResponse.json(
        { message: 'Nothing was changed', key: 'orders.bulk_refused', params: { serial: '10000002', reason: 'Enter the amount collected' } },
        { status: 400 },
      );
    const table = await openShipper();
    await userEvent.click(await within(table).findByRole('checkbox', { name: '10000002' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delivered in full' }));
    expect(await screen.findByText(/order 10000002: Enter the amount collected/)).toBeInTheDocument();
    expect(sent).toEqual([{ url: 'quick_action', body: { shipper: 7, ids: [2], action: 'deliver' } }]);
    expect(within(table).getByRole('checkbox', { name: '10000002' })).toBeChecked();
  });

  it("names every parcel's controls for a reviewer kept from the serials", async () => {
    parcels = parcels.map((parcel) => ({ ...parcel, serial: '', hidden_fields: ['serial'] }));
    const table = await openShipper();
    await within(table).findByRole('checkbox', { name: '#1' });
    for (const control of [...within(table).getAllByRole('checkbox', { hidden: false }), ...within(table).getAllByRole('textbox', { hidden: false })])
      expect(control).toHaveAccessibleName();
  });
});
