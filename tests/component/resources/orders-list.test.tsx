import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityGrants } from '../../../domain/permissions';
import { logIn, renderStaffAdmin, withMockApi } from './harness';
import { clerkGrants, order, orderSupportHandlers, record, type Call, emptyOrderPanels } from './orders-fixtures';

const calls: Call[] = [];
let rows = [order({ id: 1 }), order({ id: 2, full_name: 'Mona Adel', Order_Delivery_Status: 'Out For Deliver', shipper: 7, shipper_name: 'Karim Fathy' })];
let bulkAnswer: () => Response = () => HttpResponse.json({ updated: 1 });

const api = withMockApi((log) => [
  ...orderSupportHandlers(log, calls),
  http.post('/api/orders/adminorders/', async ({ request }) => {
    await record(calls, request);
    return HttpResponse.json({ count: rows.length, count_capped: false, results: rows });
  }),
  // The order's page, opened by a row click.
  http.get('/api/addorders/order/:id/', ({ params }) => HttpResponse.json(rows.find((row) => String(row.id) === params.id))),
  ...emptyOrderPanels,
  http.post('/api/orders/saveOrderColumnVisibility', async ({ request }) => {
    await record(calls, request);
    return HttpResponse.json({ ok: true });
  }),
  http.post('/api/orders/OrderbulkUpdate', async ({ request }) => {
    await record(calls, request);
    return bulkAnswer();
  }),
]);

const listCalls = () => calls.filter((call) => call.url.startsWith('/api/orders/adminorders/'));

beforeEach(() => {
  calls.length = 0;
  rows = [order({ id: 1 }), order({ id: 2, full_name: 'Mona Adel', Order_Delivery_Status: 'Out For Deliver', shipper: 7, shipper_name: 'Karim Fathy' })];
  bulkAnswer = () => HttpResponse.json({ updated: 1 });
});

describe('the admin order list', () => {
  it('shows the orders with money in LE and the status, asking for rejected "0" by default', async () => {
    logIn();
    renderStaffAdmin('/dashboard/adminorders');
    expect(await screen.findByText('Recipient 1')).toBeInTheDocument();
    expect(screen.getByText('Mona Adel')).toBeInTheDocument();
    expect(screen.getAllByText('125.50 LE')).toHaveLength(2);
    expect(screen.getByText('Out For Deliver')).toBeInTheDocument();
    // Newest first is the server's default (it orders date ranges by date), so no ordering is sent.
    expect(listCalls()[0]).toMatchObject({ url: '/api/orders/adminorders/?page=1&page_size=10', body: { Filterdata: { rejected: '0' } } });
    expect(listCalls()[0]?.body).not.toHaveProperty('ordering');
  });

  it('opens an order at its page when its row is clicked', async () => {
    logIn();
    renderStaffAdmin('/dashboard/adminorders');
    await userEvent.setup().click(await screen.findByText('Mona Adel'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/adminorders/order/2'));
  });

  it('lists repeated orders at repeatedorder/1, the address the repeated-orders bell opens', async () => {
    logIn();
    renderStaffAdmin('/dashboard/adminorders/repeatedorder/1');
    expect(await screen.findByText('Repeated orders')).toBeInTheDocument();
    await waitFor(() => expect(listCalls()[0]?.body).toMatchObject({ Filterdata: { rejected: '0', is_repeated: '1' } }));
  });

  it('hides a column that is hidden from the user in every row', async () => {
    rows = rows.map((row) => ({ ...row, serial: '', hidden_fields: ['serial'] }));
    logIn();
    renderStaffAdmin('/dashboard/adminorders');
    expect(await screen.findByText('Recipient 1')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /^Serial/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Recipient name/ })).toBeInTheDocument();
  });
});

describe('the list tools', () => {
  it('searches on the server and keeps the variant filter: orders of one customer', async () => {
    logIn();
    renderStaffAdmin('/dashboard/adminorders/customer/3');
    const user = userEvent.setup();
    expect(await screen.findByText('Orders of customer #3')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Serial, phone or name'), '0101');
    await waitFor(() => expect(listCalls().at(-1)?.body).toMatchObject({ Filterdata: { query: '0101', customer: 3, rejected: '0' } }));
  });

  it('hides a column chosen in Columns and saves the choice for the user', async () => {
    logIn();
    renderStaffAdmin('/dashboard/adminorders');
    const user = userEvent.setup();
    await screen.findByText('Recipient 1');
    expect(screen.getByRole('columnheader', { name: /Recipient phone/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Columns to show' })).getByRole('checkbox', { name: 'Recipient phone' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Recipient phone/ })).not.toBeInTheDocument());
    const saved = calls.find((call) => call.url === '/api/orders/saveOrderColumnVisibility')?.body as { columns: Record<string, boolean> };
    expect(saved.columns).toMatchObject({ phone: false, serial: true, full_name: true });
  });

  it("alerts 'Empty Data' when the export matches no order", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    api.server.use(
      http.post('/api/orders/adminorders/', async ({ request }) => {
        const body = (await request.clone().json()) as { export_excel?: boolean };
        if (!body.export_excel) return HttpResponse.json({ count: rows.length, results: rows });
        await record(calls, request);
        return HttpResponse.json({ message: 'Empty Data', key: 'errors.empty_data' }, { status: 404 });
      }),
    );
    logIn();
    renderStaffAdmin('/dashboard/adminorders');
    await screen.findByText('Recipient 1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Empty Data'));
    expect(calls.at(-1)?.body).toEqual({ Filterdata: { rejected: '0' }, export_excel: true, lang: 'en' });
    alert.mockRestore();
  });
});

describe('a staff member without the special codes', () => {
  it('is not offered export, bulk status changes or deletion', async () => {
    api.server.use(
      http.get('/api/special-permissions/current-user-permissions', () => HttpResponse.json({ permissions: [] })),
      http.get('/api/orders/my_grants/', () => HttpResponse.json(clerkGrants([]))),
    );
    logIn(false, ['/dashboard/adminorders']);
    renderStaffAdmin('/dashboard/adminorders');
    const user = userEvent.setup();
    await screen.findByText('Recipient 1');
    await user.click(screen.getAllByRole('checkbox')[1]!);
    expect(await screen.findByRole('button', { name: 'Assign shipper' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});

describe('changing the status of selected orders', () => {
  it('offers only the moves allowed from every selected status and asks for a shipper for Out For Deliver', async () => {
    rows = [order({ id: 1 }), order({ id: 3, full_name: 'Sara Nabil' })];
    logIn(false, ['/dashboard/adminorders']);
    renderStaffAdmin('/dashboard/adminorders');
    const user = userEvent.setup();
    await screen.findByText('Sara Nabil');
    const [, first, second] = screen.getAllByRole('checkbox');
    await user.click(first!);
    await user.click(second!);
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Change the status of 2 orders')).toBeInTheDocument();
    const choices = within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(choices).toEqual(['Out For Deliver', 'Hold', 'Returned']);

    await user.click(within(dialog).getByRole('radio', { name: 'Out For Deliver' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await within(dialog).findByText('Choose the shipper who takes the order out')).toBeInTheDocument();
    // The failed submit put the cursor in the shipper picker: typing narrows its choices.
    await user.type(within(dialog).getByRole('combobox', { name: 'Shipper' }), 'Kar');
    await user.click(await screen.findByRole('option', { name: 'Karim Fathy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.url === '/api/orders/OrderbulkUpdate')?.body).toEqual({ ids: [1, 3], status: 'Out For Deliver', shipper: 7 });
    expect(await screen.findByText('2 orders updated')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses, naming the order", async () => {
    bulkAnswer = () =>
      HttpResponse.json(
        {
          message: 'Nothing was changed: order 10000002: An order cannot move from Out For Deliver to Hold',
          key: 'orders.bulk_refused',
          params: {
            serial: '10000002',
            reason: 'An order cannot move from Out For Deliver to Hold',
            reason_key: 'orders.move_not_allowed',
            from: 'Out For Deliver',
            to: 'Hold',
          },
        },
        { status: 400 },
      );
    rows = [order({ id: 1 }), order({ id: 2 })];
    logIn();
    renderStaffAdmin('/dashboard/adminorders');
    const user = userEvent.setup();
    await screen.findByText('Recipient 2');
    await user.click(screen.getAllByRole('checkbox')[2]!);
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Hold' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Hold reason' }));
    await user.click(await screen.findByRole('option', { name: 'Recipient travelling' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Nothing was changed: order 10000002: An order cannot move from Out For Deliver to Hold')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/orders/OrderbulkUpdate')?.body).toEqual({ ids: [2], status: 'Hold', hold_reason: 5 });
  });
});

describe('the lists of orders a new order cannot join', () => {
  it.each(['/dashboard/orders/archivedorders', '/dashboard/adminorders/cancelledorders', '/dashboard/ReturnOrderCustomer'])(
    'offer no Create at %s',
    async (path) => {
      logIn();
      renderStaffAdmin(path);
      await screen.findByText('Recipient 1');
      expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    },
  );

  it('the order list offers Create', async () => {
    logIn();
    renderStaffAdmin('/dashboard/adminorders');
    await screen.findByText('Recipient 1');
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/dashboard/adminorders/new/customer');
  });
});

describe('the bulk actions offered, by role (the server takes each one offered)', () => {
  const BULK = ['Change status', 'Assign shipper', 'Cash from the courier', 'Settle with the merchant', 'Print', 'Archive', 'Cancel orders', 'Delete'];
  /** The bulk buttons shown once the first order is ticked. */
  async function offeredFor(grants: { grants: EntityGrants; specials: string[] }, superuser: boolean, urls: string[]) {
    api.server.use(http.get('/api/orders/my_grants/', () => HttpResponse.json(grants)));
    logIn(superuser, urls);
    renderStaffAdmin('/dashboard/adminorders');
    const user = userEvent.setup();
    await screen.findByText('Recipient 1');
    await user.click(screen.getAllByRole('checkbox')[1]!);
    await screen.findByRole('button', { name: 'Print' });
    return { user, offered: BULK.filter((name) => screen.queryByRole('button', { name })) };
  }
  const delivered = () => (rows = [order({ id: 1, Order_Delivery_Status: 'Delivered', shipper: 7, shipper_name: 'Karim Fathy' })]);
  const everything = { ...clerkGrants([]), grants: { ...clerkGrants([]).grants, is_superuser: true } };

  it("offers a superuser what a delivered order allows: its cash through the courier's closing, never by hand", async () => {
    delivered();
    const { user, offered } = await offeredFor(everything, true, []);
    expect(offered).toEqual(['Change status', 'Cash from the courier', 'Print', 'Archive']);
    await user.click(screen.getByRole('button', { name: 'Cash from the courier' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/shipperclosing/new'));
  });

  it('offers a staff member who only sees the customer (no other right, no code) printing only', async () => {
    const seeing = {
      grants: { is_superuser: false, overrides: {}, customerRows: [{ customer_id: 3, view: true } as EntityGrants['customerRows'][number]], shipperRows: [] },
      specials: [],
    };
    expect((await offeredFor(seeing, false, ['/dashboard/adminorders'])).offered).toEqual(['Print']);
  });

  it('offers a clerk with the rows and codes of the customer what his rows allow on a pending order, and no cash', async () => {
    const { offered } = await offeredFor(clerkGrants(), false, ['/dashboard/adminorders']);
    expect(offered).toEqual(['Change status', 'Assign shipper', 'Print', 'Cancel orders', 'Delete']);
  });

  it("offers the cash of a delivered order only to a clerk who may open the courier's closing", async () => {
    delivered();
    const { offered } = await offeredFor(clerkGrants(), false, ['/dashboard/adminorders', '/dashboard/shipperclosing/new']);
    expect(offered).toEqual(['Change status', 'Cash from the courier', 'Print', 'Archive']);
  });
});
