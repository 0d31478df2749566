import { screen, waitFor } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { logIn, renderStaffAdmin, withMockApi } from './harness';
import { order, orderSupportHandlers, record, type Call, emptyOrderPanels } from './orders-fixtures';

const calls: Call[] = [];
let stored = order({ id: 9, version: 3, full_name: 'Hany Samir' });
let putAnswer: () => Response;

const api = withMockApi((log) => [
  ...orderSupportHandlers(log, calls),
  http.get('/api/addorders/order/:id/', () => HttpResponse.json(stored)),
  http.put('/api/addorders/order/:id/', async ({ request }) => {
    await record(calls, request);
    return putAnswer();
  }),
  ...emptyOrderPanels,
]);

const puts = () => calls.filter((call) => call.method === 'PUT');

beforeEach(() => {
  calls.length = 0;
  stored = order({ id: 9, version: 3, full_name: 'Hany Samir' });
  putAnswer = () => HttpResponse.json(stored);
});

describe('editing an order', () => {
  it('sends the version back with ids as the spec writes them, then opens the order', async () => {
    logIn();
    renderStaffAdmin('/dashboard/adminorders/edit/9');
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue('Hany Samir');
    await user.clear(name);
    await user.type(name, 'Hany S. Ali{Enter}');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({
      url: '/api/addorders/order/9/',
      body: { full_name: 'Hany S. Ali', version: 3, customer: 3, city: 1, zone: 10, shipper: '0', total_fees: '40.00' },
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/adminorders/order/9'));
  });

  it('says someone else changed the order and reloads it on request', async () => {
    putAnswer = () => HttpResponse.json({ message: 'stale', key: 'orders.stale' }, { status: 409 });
    logIn();
    renderStaffAdmin('/dashboard/orders/edit/9');
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue('Hany Samir');
    await user.type(name, ' Jr{Enter}');
    expect(await screen.findByText('Someone else changed this order. Reload it to see their changes, then save again.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/orders/edit/9');

    stored = order({ id: 9, version: 4, full_name: 'Hany Samir Ali' });
    putAnswer = () => HttpResponse.json(stored);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Hany Samir Ali')).toBeInTheDocument();
    expect(screen.queryByText(/Someone else changed this order/)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Address' }), ', 2nd floor{Enter}');
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body).toMatchObject({ version: 4, full_name: 'Hany Samir Ali', address: '5 Nile St, 2nd floor' });
  });

  it('leaves out what is hidden from the user and keeps the fee read-only without show_fees', async () => {
    stored = order({ id: 9, version: 3, phone: '', hidden_fields: ['phone'] });
    api.server.use(http.get('/api/orders/get_FieldPermissionById', () => HttpResponse.json({ permissions: { show_fees: false } })));
    logIn(false, ['/dashboard/adminorders']);
    renderStaffAdmin('/dashboard/adminorders/edit/9');
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('— hidden —')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Delivery fee' })).toHaveAttribute('readonly'));
    await user.type(screen.getByRole('textbox', { name: 'Recipient name' }), 'x{Enter}');
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = puts()[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('phone');
    expect(body).not.toHaveProperty('total_fees');
  });
});
