/** The order screens built on the order list (urgent orders, today's orders, returns, assigning) and Shipment. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { logIn, renderStaffAdmin, withMockApi } from './harness';
import { order, orderSupportHandlers, record, type Call } from './orders-fixtures';

const calls: Call[] = [];
let urgent = [order({ id: 1, is_urgent: true }), order({ id: 2, full_name: 'Mona Adel', is_urgent: true, approved: true, approved_by: 1 })];
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

const api = withMockApi((log) => [
  ...orderSupportHandlers(log, calls),
  http.post('/api/orders/adminorders/', async ({ request }) => {
    await record(calls, request);
    return HttpResponse.json({ count: 1, count_capped: false, results: [order({ id: 1 })] });
  }),
  http.get('/api/addorders/hurryorder/', async ({ request }) => {
    await record(calls, request);
    return HttpResponse.json(page(urgent));
  }),
  http.post('/api/addorders/hurryorder/', async ({ request }) => {
    await record(calls, request);
    const created = order({ ...((await request.clone().json()) as Partial<ReturnType<typeof order>>), id: 41, is_urgent: true });
    urgent = [created, ...urgent];
    return HttpResponse.json(created, { status: 201 });
  }),
  http.patch('/api/addorders/hurryorder/:id/', async ({ request, params }) => {
    await record(calls, request);
    urgent = urgent.map((row) => (String(row.id) === params.id ? { ...row, approved: true, approved_by: 1, version: row.version + 1 } : row));
    return HttpResponse.json(urgent.find((row) => String(row.id) === params.id));
  }),
  http.get('/api/addorders/return_shipper_orders', async ({ request }) => {
    await record(calls, request);
    return HttpResponse.json(page([order({ id: 3, full_name: 'Back Home', Order_Delivery_Status: 'Undelivered', shipper: 7, shipper_name: 'Karim Fathy' })]));
  }),
]);

const callsTo = (path: string) => calls.filter((call) => call.url.startsWith(path));

beforeEach(() => {
  calls.length = 0;
  urgent = [order({ id: 1, is_urgent: true }), order({ id: 2, full_name: 'Mona Adel', is_urgent: true, approved: true, approved_by: 1 })];
});

describe('the urgent orders (hurryorder)', () => {
  it('approves an order from its row with the PATCH, then reloads the list', async () => {
    logIn();
    renderStaffAdmin('/dashboard/hurryorder');
    const row = (await screen.findByText('Recipient 1')).closest('tr')!;
    expect(within(screen.getByText('Mona Adel').closest('tr')!).getByText('Approved')).toBeInTheDocument();
    const before = callsTo('/api/addorders/hurryorder/?').length;
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(callsTo('/api/addorders/hurryorder/1/')).toEqual([{ method: 'PATCH', url: '/api/addorders/hurryorder/1/', body: { approved: true, version: 1 } }]),
    );
    expect(await screen.findByText('Urgent order 10000001 approved')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/api/addorders/hurryorder/?').length).toBeGreaterThan(before));
    await waitFor(() => expect(within(screen.getByText('Recipient 1').closest('tr')!).getByText('Approved')).toBeInTheDocument());
    // The click approved the order without opening it.
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard\/hurryorder$/);
  });

  it('lists one order at hurryorder/:id through the urgent orders call', async () => {
    logIn();
    renderStaffAdmin('/dashboard/hurryorder/2');
    expect(await screen.findByText('Urgent order #2')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/api/addorders/hurryorder/?')[0]?.url).toBe('/api/addorders/hurryorder/?page=1&page_size=10&id=2'));
    expect(callsTo('/api/orders/adminorders/')).toHaveLength(0);
  });

  it('enters a new urgent order through POST hurryorder/, then lists it there', async () => {
    logIn();
    renderStaffAdmin('/dashboard/hurryorder/new');
    expect(await screen.findByText('New urgent order')).toBeInTheDocument();
    // The customer picker is focused on opening, ready for typing.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveFocus());
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'Nile');
    await user.click(await screen.findByRole('option', { name: 'Nile Crafts' }));
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Cai');
    await user.click(await screen.findByRole('option', { name: 'Cairo' }));
    await user.type(screen.getByRole('textbox', { name: 'Recipient name' }), 'Hany Samir');
    await user.type(screen.getByRole('textbox', { name: 'Recipient phone' }), '01098765432{Enter}');
    await waitFor(() => expect(callsTo('/api/addorders/hurryorder/').filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ customer: 3, city: 1, full_name: 'Hany Samir' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/hurryorder/41'));
    await waitFor(() => expect(callsTo('/api/addorders/hurryorder/?').at(-1)?.url).toContain('id=41'));
  });

  it('reads in Arabic', async () => {
    await i18nProvider.changeLocale('ar');
    try {
      logIn();
      renderStaffAdmin('/dashboard/hurryorder');
      const row = (await screen.findByText('Recipient 1')).closest('tr')!;
      expect(within(row).getByRole('button', { name: 'اعتماد' })).toBeInTheDocument();
      expect(within(screen.getByText('Mona Adel').closest('tr')!).getByText('معتمد')).toBeInTheDocument();
      expect(screen.getAllByText('الطلبات العاجلة').length).toBeGreaterThan(0);
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});

describe("today's orders (TodayOrders)", () => {
  it("asks for one shipper's orders of today at TodayOrders/shipper/5", async () => {
    logIn();
    renderStaffAdmin('/dashboard/TodayOrders/shipper/5');
    expect(await screen.findByText("Today's orders of shipper #5")).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/api/orders/adminorders/')[0]?.body).toMatchObject({ Filterdata: { today: '1', shipper: 5, rejected: '0' } }));
  });

  it("asks for one customer's orders of today at TodayOrders/customer/3", async () => {
    logIn();
    renderStaffAdmin('/dashboard/TodayOrders/customer/3');
    await screen.findByText("Today's orders of customer #3");
    await waitFor(() => expect(callsTo('/api/orders/adminorders/')[0]?.body).toMatchObject({ Filterdata: { today: '1', customer: 3 } }));
  });
});

describe('assigning and returns', () => {
  it('starts AssignOrderToShipper at Pending orders, with Assign shipper as the first bulk action', async () => {
    logIn();
    renderStaffAdmin('/dashboard/AssignOrderToShipper');
    await screen.findByText('Recipient 1');
    await waitFor(() => expect(callsTo('/api/orders/adminorders/')[0]?.body).toMatchObject({ Filterdata: { status: 'Pending', rejected: '0' } }));
    await userEvent.setup().click(screen.getAllByRole('checkbox')[1]!);
    const toolbar = (await screen.findByRole('button', { name: 'Assign shipper' })).parentElement!;
    expect(within(toolbar).getAllByRole('button')[0]).toHaveAccessibleName('Assign shipper');
  });

  it('lists the returns from shippers through their own call', async () => {
    logIn();
    renderStaffAdmin('/dashboard/ReturnOrderShipper');
    expect(await screen.findByText('Back Home')).toBeInTheDocument();
    expect(callsTo('/api/addorders/return_shipper_orders')[0]?.url).toBe('/api/addorders/return_shipper_orders?page=1&page_size=10&rejected=0');
  });
});

describe('the Shipment page', () => {
  it("shows the customer from the URL and a city's delivery and return fee, or the no-price message", async () => {
    api.server.use(
      http.get('/api/shipment-price', async ({ request }) => {
        await record(calls, request);
        const city = new URL(request.url).searchParams.get('city');
        if (city === '2') return HttpResponse.json({ message: 'No delivery price is set for this city', key: 'prices.no_price' }, { status: 404 });
        return HttpResponse.json({ fee: '45.00', return_fee: '20.00', source: 'customer_city', return_source: 'customer_city' });
      }),
    );
    logIn();
    renderStaffAdmin(`/dashboard/Shipment/3/Nile%20Crafts/${encodeURIComponent('5 Nile St / Apt 2')}/-`);
    const customer = await screen.findByTestId('shipment-customer');
    expect(customer).toHaveTextContent('Nile Crafts');
    expect(customer).toHaveTextContent('5 Nile St / Apt 2');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Cairo' }));
    await user.click(screen.getByRole('button', { name: 'Check price' }));
    const result = await screen.findByTestId('price-check-result');
    expect(result).toHaveTextContent('45.00 LE');
    expect(result).toHaveTextContent('20.00 LE');
    expect(callsTo('/api/shipment-price')[0]?.url).toBe('/api/shipment-price?customer=3&city=1');
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Giza' }));
    await user.click(screen.getByRole('button', { name: 'Check price' }));
    expect(await screen.findByText('No delivery price is set for this city')).toBeInTheDocument();
  });

  it('opens the chosen customer at Shipment/:id/:name/:address/:company_name', async () => {
    logIn();
    renderStaffAdmin('/dashboard/Shipment');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: 'Delta Books' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/Shipment/4/Delta%20Books/-/-'));
    expect(await screen.findByTestId('shipment-customer')).toHaveTextContent('Delta Books');
  });
});
