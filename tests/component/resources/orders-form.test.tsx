import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { cairoToday } from '../../../domain/time';
import { logIn, renderStaffAdmin, withMockApi } from './harness';
import { order, orderSupportHandlers, record, type Call, emptyOrderPanels } from './orders-fixtures';

const calls: Call[] = [];
let createAnswer: (body: Record<string, unknown>) => Response;

withMockApi((log) => [
  ...orderSupportHandlers(log, calls),
  http.post('/api/addorders/order/', async ({ request }) => {
    await record(calls, request);
    return createAnswer((await request.json()) as Record<string, unknown>);
  }),
  http.get('/api/addorders/order/:id/', ({ params }) => HttpResponse.json(order({ id: Number(params.id) }))),
  ...emptyOrderPanels,
]);

const creates = () => calls.filter((call) => call.method === 'POST' && call.url === '/api/addorders/order/');

beforeEach(() => {
  calls.length = 0;
  createAnswer = (body) => HttpResponse.json(order({ ...(body as Partial<ReturnType<typeof order>>), id: 31 }), { status: 201 });
});

async function pick(user: UserEvent, name: string, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Customer, city, recipient and phone: what a clerk types for most orders. */
async function fillOrder(user: UserEvent, name = 'Hany Samir') {
  await pick(user, 'Customer', 'Nile', 'Nile Crafts');
  await pick(user, 'City', 'Cai', 'Cairo');
  await user.type(screen.getByRole('textbox', { name: 'Recipient name' }), name);
  await user.type(screen.getByRole('textbox', { name: 'Recipient phone' }), '01098765432');
}

describe('the order entry form', () => {
  it('saves on Enter with the fee from the customer price, then opens the new order', async () => {
    logIn();
    renderStaffAdmin('/dashboard/orders/new');
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: 'Customer' });
    await fillOrder(user);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Delivery fee' })).toHaveValue('40.00'));
    await user.type(screen.getByRole('textbox', { name: 'Recipient phone' }), '{Enter}');
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]?.body).toEqual({
      order_date: cairoToday(),
      customer: 3,
      city: 1,
      zone: null,
      full_name: 'Hany Samir',
      phone: '01098765432',
      address: '',
      shipment_contents: '',
      weight: '0',
      total_amount: '0',
      total_fees: '40.00',
      shipper: null,
      pick_up: false,
      notes: '',
      customer_serial: '',
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/orders/31'));
    expect(screen.getByText('Order \u2068100000031\u2069 created')).toBeInTheDocument();
  });

  it("fills the shipper fee with the chosen shipper's fee, and keeps a fee typed by hand", async () => {
    logIn();
    renderStaffAdmin('/dashboard/orders/new');
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: 'Customer' });
    await fillOrder(user);
    const fee = screen.getByRole('textbox', { name: 'Shipper fee' });
    await pick(user, 'Shipper', 'Kar', 'Karim Fathy');
    await waitFor(() => expect(fee).toHaveValue('22.50'));
    await user.clear(screen.getByRole('combobox', { name: 'Shipper' }));
    await pick(user, 'Shipper', 'Sam', 'Samy Nabil');
    await waitFor(() => expect(fee).toHaveValue('30.00'));
    await user.clear(fee);
    await user.type(fee, '18');
    await user.clear(screen.getByRole('combobox', { name: 'Shipper' }));
    await pick(user, 'Shipper', 'Kar', 'Karim Fathy');
    await user.type(screen.getByRole('textbox', { name: 'Recipient phone' }), '{Enter}');
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]?.body).toMatchObject({ shipper: 7, shipper_fees: '18' });
  });

  it('checks the phone before saving and sends nothing', async () => {
    logIn();
    renderStaffAdmin('/dashboard/orders/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Recipient phone' }), '0101{Enter}');
    expect(await screen.findByText('Enter an Egyptian mobile number such as 01012345678')).toBeInTheDocument();
    expect(screen.getByText('Customer is required')).toBeInTheDocument();
    expect(creates()).toEqual([]);
  });

  it('shows the errors of an empty save without opening the customer list over them', async () => {
    logIn();
    renderStaffAdmin('/dashboard/orders/new');
    const user = userEvent.setup();
    const customer = await screen.findByRole('combobox', { name: 'Customer' });
    await waitFor(() => expect(customer).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer is required')).toBeInTheDocument();
    await waitFor(() => expect(customer).toHaveFocus());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(creates()).toEqual([]);
  });

  it('leaves the order date for the next field with one Tab press', async () => {
    logIn();
    renderStaffAdmin('/dashboard/orders/new');
    const date = await screen.findByLabelText('Order date');
    date.focus();
    // The browser's date field would stop Tab at its day, month and year; the field takes the key itself.
    expect(fireEvent.keyDown(date, { key: 'Tab' })).toBe(false);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveFocus();
    expect(fireEvent.keyDown(screen.getByRole('combobox', { name: 'City' }), { key: 'Tab' })).toBe(true);
    date.focus();
    fireEvent.keyDown(date, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveFocus();
  });

  it("'Save and add another' keeps the customer and city, clears the rest and waits in the recipient name", async () => {
    logIn();
    renderStaffAdmin('/dashboard/orders/new');
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: 'Customer' });
    await fillOrder(user);
    await user.type(screen.getByRole('textbox', { name: 'Contents' }), 'Shoes');
    await user.click(screen.getByRole('button', { name: 'Save and add another' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(await screen.findByText('Order \u2068100000031\u2069 created. Enter the next one.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Recipient name' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'Recipient name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Recipient phone' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Contents' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Nile Crafts');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Cairo');
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/orders/new');

    await user.type(screen.getByRole('textbox', { name: 'Recipient name' }), 'Second One');
    await user.type(screen.getByRole('textbox', { name: 'Recipient phone' }), '01111111111{Enter}');
    await waitFor(() => expect(creates()).toHaveLength(2));
    expect(creates()[1]?.body).toMatchObject({ customer: 3, city: 1, full_name: 'Second One', shipment_contents: '', total_fees: '40.00' });
  });

  it('shows a duplicate customer serial beside its field', async () => {
    createAnswer = () =>
      HttpResponse.json({ message: 'This customer already has an order with the serial A-17', key: 'orders.customer_serial_taken' }, { status: 409 });
    logIn();
    renderStaffAdmin('/dashboard/adminorders/new/customer?customer=3');
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('Nile Crafts')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Recipient name' })).toHaveFocus();
    await pick(user, 'City', 'Cai', 'Cairo');
    await user.type(screen.getByRole('textbox', { name: 'Recipient name' }), 'Hany Samir');
    await user.type(screen.getByRole('textbox', { name: 'Recipient phone' }), '01098765432');
    await user.type(screen.getByRole('textbox', { name: 'Customer serial' }), 'A-17{Enter}');
    expect(await screen.findByText('This customer already has an order with the serial A-17')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Customer serial' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/adminorders/new/customer');
  });

  it("brings a refused 'Save and add another' order back into the form with the reason beside the field", async () => {
    createAnswer = () =>
      HttpResponse.json(
        {
          message: 'This customer already has an order with the serial A-17',
          key: 'orders.customer_serial_taken',
          params: { serial: 'A-17' },
          errors: { customer_serial: 'orders.customer_serial_taken' },
        },
        { status: 409 },
      );
    logIn();
    renderStaffAdmin('/dashboard/orders/new');
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: 'Customer' });
    await fillOrder(user);
    await user.type(screen.getByRole('textbox', { name: 'Customer serial' }), 'A-17');
    await user.click(screen.getByRole('button', { name: 'Save and add another' }));
    expect(await screen.findByText('This customer already has an order with the serial A-17')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Recipient name' })).toHaveValue('Hany Samir');
    expect(screen.getByRole('textbox', { name: 'Customer serial' })).toHaveValue('A-17');
    expect(screen.getByText(/The order was not saved/)).toBeInTheDocument();
  });
});
