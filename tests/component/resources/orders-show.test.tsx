import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { logIn, renderStaffAdmin, withMockApi } from './harness';
import { order, orderSupportHandlers, record, type Call } from './orders-fixtures';

const calls: Call[] = [];
let stored = order({ id: 5, version: 2, serial: '10000005' });
let statusAnswer: () => Response;

const timeline = [
  { id: 1, action: 'create', from_status: null, to_status: null, note: '', user_name: 'Mona Saleh', at: '2026-03-01T08:00:00.000Z' },
  { id: 2, action: 'status', from_status: 'Pending', to_status: 'Hold', note: 'Recipient away', user_name: 'Omar Adel', at: '2026-03-02T09:30:00.000Z' },
  {
    id: 3,
    action: 'assign',
    from_status: 'Hold',
    to_status: 'Hold',
    note: '',
    user_name: 'Omar Adel',
    at: '2026-03-02T10:00:00.000Z',
    changes: { shipper_id: [7, 8], shipper_fees: ['22.50', '30.00'] },
  },
];

withMockApi((log) => [
  ...orderSupportHandlers(log, calls),
  http.get('/api/addorders/order/:id/', () => HttpResponse.json(stored)),
  http.get('/api/orders/moves/:id/', () =>
    HttpResponse.json([
      { to: 'Out For Deliver', needs: ['shipper'] },
      { to: 'Hold', needs: ['hold_reason'] },
    ]),
  ),
  http.post('/api/orders/orders_status_update/', async ({ request }) => {
    await record(calls, request);
    return statusAnswer();
  }),
  http.get('/api/addorders/update_audit_log', () => HttpResponse.json(timeline)),
  http.get('/api/orders/:id/replies', () => HttpResponse.json({ message: 'Not found', key: 'errors.not_found' }, { status: 404 })),
  http.get('/api/orders/replies/', () =>
    HttpResponse.json({
      count: 1,
      results: [
        {
          id: 8,
          reply: 'Call before noon',
          user_name: 'Omar Adel',
          created_at: '2026-03-02T09:30:00.000Z',
          order: 5,
          serial: '10000005',
          customer: 3,
          customer_name: 'Nile Crafts',
          Order_Delivery_Status: 'Hold',
        },
      ],
    }),
  ),
  http.get('/api/orders/images', () => HttpResponse.json([{ id: 1, url: '/media/p1.jpg', file_name: 'door.jpg', size: 1536 }])),
]);

beforeEach(() => {
  calls.length = 0;
  stored = order({ id: 5, version: 2, serial: '10000005' });
  statusAnswer = () => HttpResponse.json({ ...stored, Order_Delivery_Status: 'Out For Deliver', version: 3 });
});

describe("an order's page", () => {
  it('shows the timeline newest first, the photos with their size, and no replies when the call is not there', async () => {
    logIn();
    renderStaffAdmin('/dashboard/adminorders/order/5');
    expect(await screen.findByText('Order 10000005')).toBeInTheDocument();
    const events = within(await screen.findByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(events.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Shipper assigned'),
      expect.stringContaining('Status changed: Pending → Hold'),
      expect.stringContaining('Entered'),
    ]);
    expect(events[0]).toHaveTextContent('Shipper changed');
    expect(events[0]).toHaveTextContent('Shipper fee: 22.50 LE → 30.00 LE');
    expect(screen.getByText('1.50 KB')).toBeInTheDocument();
    expect(await screen.findByText('No replies yet.')).toBeInTheDocument();
  });

  it('leads to its edit and print pages from real links', async () => {
    logIn();
    renderStaffAdmin('/dashboard/adminorders/order/5');
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/dashboard/adminorders/edit/5');
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute('href', '/dashboard/orders/printorders?ids=5');
  });

  it('asks for a shipper before moving the order out for delivery, and sends the version', async () => {
    logIn();
    renderStaffAdmin('/dashboard/orders/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Out For Deliver' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('combobox', { name: 'Hold reason' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Move to Out For Deliver' }));
    expect(await within(dialog).findByText('Choose the shipper who takes the order out')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: 'Shipper' }), 'Kar');
    await user.click(await screen.findByRole('option', { name: 'Karim Fathy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move to Out For Deliver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.url === '/api/orders/orders_status_update/')?.body).toEqual({ id: 5, status: 'Out For Deliver', shipper: 7, version: 2 });
  });

  it('offers a reload when the order changed meanwhile', async () => {
    statusAnswer = () => HttpResponse.json({ message: 'stale', key: 'orders.stale' }, { status: 409 });
    logIn();
    renderStaffAdmin('/dashboard/adminorders/order/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hold' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Hold reason' }));
    await user.click(await screen.findByRole('option', { name: 'Recipient travelling' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move to Hold' }));
    expect(await within(dialog).findByText(/Someone else changed this order/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the latest replies at viewReplies, each opening its order', async () => {
    logIn();
    renderStaffAdmin('/dashboard/adminorders/viewReplies');
    const row = (await screen.findByText('Call before noon')).closest('tr')!;
    expect(within(row).getByText('10000005')).toBeInTheDocument();
    expect(within(row).getByText('Hold')).toBeInTheDocument();
    await userEvent.setup().click(row);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/adminorders/order/5'));
  });
});
