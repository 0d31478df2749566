/** The import page, merchants' and staff's: preview with the reasons beside the cells, commit only for a good file. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CustomerAdmin from '../../../src/admin/CustomerAdmin';
import StaffAdmin from '../../../src/admin/StaffAdmin';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import type { ImportPreview } from '../../../domain/api/imports';
import '../blob-stream';
import { order, orderSupportHandlers } from '../resources/orders-fixtures';
import { logInAs, renderArea, withAreaApi } from './harness';

const values = (extra: Record<string, string> = {}) => ({
  customer_serial: '',
  full_name: 'Mona Adel',
  phone: '01012345678',
  city: 'Cairo',
  zone: 'Nasr City',
  address: '5 Tahrir Square',
  total_amount: '300',
  weight: '',
  shipment_contents: '',
  notes: '',
  ...extra,
});
const goodRow = (row: number) => ({ row, values: values(), errors: {}, city_id: 1, zone_id: 10, total_fees: '40.00' });
const BAD: ImportPreview = {
  total: 3,
  good: 1,
  bad: 2,
  rows: [
    goodRow(2),
    { row: 3, values: values({ city: 'Atlantis' }), errors: { city: 'import.unknown_city' }, city_id: null, zone_id: null, total_fees: null },
    { row: 4, values: values({ phone: '123' }), errors: { phone: 'validation.phone_invalid' }, city_id: 1, zone_id: 10, total_fees: null },
  ],
};
const GOOD: ImportPreview = { total: 2, good: 2, bad: 0, rows: [goodRow(2), goodRow(3)] };

/** What each upload sent (its step and form fields), and what the fake server answers by the file's name. */
const sent: { url: string; fields: Record<string, string>; file: string }[] = [];
const answer = async (request: Request, step: 'preview' | 'commit') => {
  const form = await request.formData();
  const file = form.get('file');
  const name = typeof file === 'object' && file !== null && 'name' in file ? file.name : '';
  sent.push({
    url: new URL(request.url).pathname,
    fields: Object.fromEntries([...form].filter(([k]) => k !== 'file').map(([k, v]) => [k, String(v)])),
    file: name,
  });
  if (name === 'other.csv')
    return HttpResponse.json(
      { message: 'missing', key: 'import.missing_columns', params: { columns: 'Recipient, Phone' }, errors: { file: 'import.missing_columns' } },
      { status: 400 },
    );
  if (step === 'commit') return HttpResponse.json({ created: 2, customer: 7, first_serial: '10000001', last_serial: '10000002' }, { status: 201 });
  return HttpResponse.json(name === 'bad.xlsx' ? BAD : GOOD);
};

withAreaApi(() => [
  http.post('/api/merchant/orders/import/:step/', ({ request, params }) => answer(request, params.step === 'commit' ? 'commit' : 'preview')),
  http.post('/api/orders/import/:step/', ({ request, params }) => answer(request, params.step === 'commit' ? 'commit' : 'preview')),
  http.get('/api/customers', () =>
    HttpResponse.json([{ id: 7, name: 'Cairo Fashion House', is_active: true }], { headers: { 'Content-Range': 'customers 0-0/1' } }),
  ),
  http.get('/api/customers/7', () => HttpResponse.json({ id: 7, name: 'Cairo Fashion House', is_active: true })),
  // The order lists the import is reached from.
  ...orderSupportHandlers({ lists: [], writes: [] }, []).filter((handler) => !handler.info.header.includes('customers')),
  http.get('/api/addorders/get_customer_orders/', () => HttpResponse.json({ count: 1, next: null, previous: null, results: [order({ id: 1 })] })),
  http.post('/api/orders/adminorders/', () => HttpResponse.json({ count: 1, count_capped: false, results: [order({ id: 1 })] })),
]);

beforeEach(() => {
  sent.length = 0;
});
afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const xlsx = (name: string) => new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const fileInput = () => screen.getByLabelText(/choose (a|another) file|اختيار ملف/i, { selector: 'input' });

describe('the way to the import page', () => {
  it("is an Import button on the merchant's order list", async () => {
    logInAs({}, []);
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/orders');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: /Download the template/ })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/customerdashboard/orders/import');
  });

  it("is an Import button on a customer's order list, which keeps the customer", async () => {
    logInAs({ username: 'clerk', is_staff: true }, ['/dashboard/adminorders']);
    renderArea('/dashboard', <StaffAdmin />, '/dashboard/adminorders/customer/7');
    expect(await screen.findByRole('link', { name: 'Import' })).toHaveAttribute('href', '/dashboard/adminorders/new/import?customer=7');
  });
});

describe("the merchant's import", () => {
  it('shows the bad rows first with their reasons, keeps commit off, and imports a good file', async () => {
    logInAs({}, []);
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/orders/import');
    expect(await screen.findByRole('heading', { name: /Download the template/ })).toBeInTheDocument();
    const user = userEvent.setup();

    await user.upload(await waitFor(fileInput), xlsx('bad.xlsx'));
    expect(await screen.findByText(/3 rows: 1 good, 2 to correct/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'The rows read from the file' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('No city has this name')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Enter an Egyptian mobile number such as 01012345678')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Good')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 order' })).toBeDisabled();

    await user.upload(fileInput(), xlsx('good.xlsx'));
    const commit = await screen.findByRole('button', { name: 'Import 2 orders' });
    expect(commit).toBeEnabled();
    await user.click(commit);
    expect(await screen.findByText(/2 orders imported\. Serials 10000001 to 10000002\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the orders' })).toHaveAttribute('href', '/customerdashboard/orders');
    expect(sent.map((s) => [s.url, s.file])).toEqual([
      ['/api/merchant/orders/import/preview/', 'bad.xlsx'],
      ['/api/merchant/orders/import/preview/', 'good.xlsx'],
      ['/api/merchant/orders/import/commit/', 'good.xlsx'],
    ]);
  });

  it('says clearly, in Arabic too, why a file of another shape is refused', async () => {
    await i18nProvider.changeLocale('ar');
    localStorage.setItem('lang', 'ar');
    logInAs({}, []);
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/orders/import');
    await userEvent.setup().upload(await waitFor(fileInput), new File(['name'], 'other.csv', { type: 'text/csv' }));
    expect(await screen.findByText('ينقص الملف الأعمدة: Recipient, Phone. ابدأ من النموذج.')).toBeInTheDocument();
    expect(sent[0]!.fields).toEqual({ lang: 'ar' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe("staff importing a customer's orders", () => {
  it('chooses the customer first, then sends it with the file', async () => {
    logInAs({ username: 'clerk', is_staff: true }, ['/dashboard/adminorders']);
    renderArea('/dashboard', <StaffAdmin />, '/dashboard/adminorders/new/import?customer=7');
    expect(await screen.findByRole('heading', { name: /Choose the file/ })).toBeInTheDocument();
    await userEvent.setup().upload(await waitFor(fileInput), xlsx('good.xlsx'));
    expect(await screen.findByRole('button', { name: 'Import 2 orders' })).toBeEnabled();
    expect(sent).toEqual([{ url: '/api/orders/import/preview/', fields: { lang: 'en', customer: '7' }, file: 'good.xlsx' }]);
  });

  it('keeps the file closed until a customer is chosen', async () => {
    logInAs({ username: 'clerk', is_staff: true }, ['/dashboard/adminorders']);
    renderArea('/dashboard', <StaffAdmin />, '/dashboard/adminorders/new/import');
    expect(await screen.findByText('First choose the customer whose orders these are')).toBeInTheDocument();
    expect(fileInput()).toBeDisabled();
  });
});
