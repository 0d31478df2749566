import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../../domain/orders/record';
import CustomerAdmin from '../../../src/admin/CustomerAdmin';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { order } from '../resources/orders-fixtures';
import { logInAs, renderArea, withAreaApi } from './harness';
import { loadedTable } from '../resources/report-table';

const cities = [{ id: 1, name: 'Cairo', name_ar: 'القاهرة', is_active: true }];
const zones = [{ id: 10, name: 'Nasr City', name_ar: 'مدينة نصر', is_active: true, city_id: 1 }];
/** The merchant's own orders: one waiting for pickup, one out with a courier. */
let orders: OrderRecord[];
const calls: { method: string; url: string; body?: unknown }[] = [];
const list = (name: string, rows: { id: number }[]) =>
  http.get(`/api/${name}`, () => HttpResponse.json(rows, { headers: { 'Content-Range': `${name} 0-${rows.length - 1}/${rows.length}` } }));
const mine = { customer: 7, customer_name: 'Cairo Fashion House', shipper_fees: '', hidden_fields: ['shipper_fees'] };

withAreaApi(() => [
  list('City', cities),
  list('Zone', zones),
  http.get('/api/orders/get_OrderColumnVisibility', () => HttpResponse.json({ userid: 7, columns: {} })),
  http.get('/api/addorders/get_customer_orders/', ({ request }) => {
    calls.push({ method: 'GET', url: request.url });
    return HttpResponse.json({ count: orders.length, next: null, previous: null, results: orders });
  }),
  http.get('/api/merchant/orders/:id/', ({ params }) => {
    const found = orders.find((o) => o.id === Number(params.id));
    return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Not found', key: 'errors.not_found' }, { status: 404 });
  }),
  http.get('/api/merchant/orders/:id/timeline/', () =>
    HttpResponse.json({
      events: [{ id: 1, action: 'create', from_status: null, to_status: 'Pending', note: '', user_name: 'Mona Adel', at: '2026-03-01T08:00:00.000Z' }],
      photos: [],
    }),
  ),
  http.get('/api/merchant/company/', () => HttpResponse.json({ id: 7, company_name: 'Cairo Fashion House' })),
  http.get('/api/shipment-price', ({ request }) => {
    calls.push({ method: 'GET', url: request.url });
    return HttpResponse.json({ fee: '40.00', return_fee: '20.00' });
  }),
  http.post('/api/merchant/orders/', async ({ request }) => {
    const body = await request.json();
    calls.push({ method: 'POST', url: request.url, body });
    const created = order({ ...mine, id: 9, ...(body as Partial<OrderRecord>), status_code: 1, total_fees: '40.00' });
    orders = [created, ...orders];
    return HttpResponse.json(created, { status: 201 });
  }),
  http.post('/api/customization/customer_return_unDeliverd', async ({ request }) => {
    const body = await request.json();
    calls.push({ method: 'POST', url: request.url, body });
    return HttpResponse.json({ id: 30 }, { status: 201 });
  }),
  http.get('/api/merchant/requests/', ({ request }) => {
    calls.push({ method: 'GET', url: request.url });
    return HttpResponse.json({ count: 0, results: [] });
  }),
  http.post('/api/merchant/orders/cancel/', async ({ request }) => {
    const body = await request.json();
    calls.push({ method: 'POST', url: request.url, body });
    return HttpResponse.json({ cancelled: 1 });
  }),
]);

beforeEach(() => {
  calls.length = 0;
  orders = [
    order({ ...mine, id: 1, status_code: 1, full_name: 'Waiting Parcel' }),
    order({ ...mine, id: 2, Order_Delivery_Status: 'Out For Deliver', shipper: 4, shipper_name: 'Karim', full_name: 'Moving Parcel' }),
  ];
  logInAs();
});

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe("the merchant's orders", () => {
  it('lists its own orders without a customer column, and a row opens the order', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/orders');
    const table = await loadedTable();
    await within(table).findByText('Waiting Parcel');
    expect(within(table).queryByRole('columnheader', { name: /customer$/i })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: /shipper fee/i })).toBeNull();
    await userEvent.click(within(table).getByText('Moving Parcel'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/customerdashboard/orders/2'));
  });

  it("asks for today's orders on its Today's orders screen", async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/todays_orders');
    await screen.findByText('Waiting Parcel');
    expect(calls.some((call) => new URL(call.url).searchParams.get('today') === '1')).toBe(true);
  });

  it('enters an order without customer, shipper or fee inputs, showing the fee of its own price', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/orders/new');
    await screen.findByLabelText(/recipient name/i);
    expect(screen.queryByRole('combobox', { name: /^customer/i })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^shipper/i })).toBeNull();
    expect(screen.queryByLabelText(/shipper fee/i)).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: /city/i }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cairo' }));
    await waitFor(() => expect(screen.getByLabelText(/delivery fee/i)).toHaveValue('40.00'));
    expect(calls.find((call) => call.url.includes('shipment-price'))?.url).toContain('customer=7');
    expect(screen.getByLabelText(/delivery fee/i)).toHaveAttribute('readonly');

    await userEvent.type(screen.getByLabelText(/recipient name/i), 'Sara Ali');
    await userEvent.type(screen.getByLabelText(/recipient phone/i), '01012345678');
    await userEvent.type(screen.getByLabelText(/^address/i), '9 Nile St');
    await userEvent.click(screen.getByRole('button', { name: /^save$/i }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/customerdashboard/orders/9'));
    expect(await screen.findByText(/^Order \u2068\d+\u2069 created$/)).toBeInTheDocument();
    const saved = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(saved).toMatchObject({ full_name: 'Sara Ali', phone: '01012345678', city: 1 });
    expect(saved).not.toHaveProperty('total_fees');
    expect(saved).not.toHaveProperty('shipper');
    expect(saved).not.toHaveProperty('customer');
  });

  it('offers no change or cancel once the parcel is picked up', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/orders/2');
    await screen.findByText('Moving Parcel');
    expect(await screen.findByText('Mona Adel', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /edit/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /cancel/i })).toBeNull();
  });

  it('cancels a waiting order after confirming', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/orders/1');
    await screen.findByText('Waiting Parcel');
    expect(screen.getByText('Waiting for pickup')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /edit/i })).toHaveAttribute('href', '/customerdashboard/orders/edit/1');
    await userEvent.click(screen.getByRole('button', { name: /cancel/i }));
    await userEvent.click(await screen.findByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/cancel/'))?.body).toEqual({ ids: [1] }));
  });

  it('says why a picked-up order cannot be changed', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/orders/edit/2');
    expect(await screen.findByText(/has been picked up/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^save$/i })).toBeNull();
  });

  it('asks the selected parcels back, and lists its return requests beside the refused parcels', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/rejectedorders');
    const table = await loadedTable();
    await within(table).findByText('Moving Parcel');
    expect(await screen.findByRole('region', { name: 'My return requests' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/merchant/requests/?kind=return'))).toBe(true);
    await userEvent.click(within(table).getAllByRole('checkbox')[2]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask back' }));
    await userEvent.click(await screen.findByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('customer_return_unDeliverd'))?.body).toEqual({ ids: [2], notes: '' }));
  });

  it('shows the menu and the places in Arabic', async () => {
    localStorage.setItem('lang', 'ar');
    await i18nProvider.changeLocale('ar');
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/orders');
    const table = await loadedTable();
    expect((await within(table).findAllByText('القاهرة', { exact: false })).length).toBeGreaterThan(0);
    expect(screen.getByRole('menuitem', { name: 'طلبات اليوم' })).toBeInTheDocument();
  });
});
