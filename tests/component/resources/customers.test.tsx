import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { logIn, lookupHandlers, renderStaffAdmin, withMockApi, type LookupRow } from './harness';

const cities: LookupRow[] = [
  { id: 1, name: 'Cairo', name_ar: 'القاهرة', is_active: true },
  { id: 2, name: 'Giza', name_ar: 'الجيزة', is_active: true },
];
const zones: LookupRow[] = [
  { id: 10, name: 'Nasr City', name_ar: '', is_active: true, city_id: 1 },
  { id: 20, name: 'Dokki', name_ar: '', is_active: true, city_id: 2 },
];
const categories: LookupRow[] = [{ id: 3, name: 'Gold', name_ar: 'ذهبي', is_active: true }];

const base = {
  company_name: 'Nile Crafts',
  email: null,
  zone_id: 10,
  category_id: 3,
  pickup_shipper_id: null,
  HasReturnPrice: false,
  payout_method: 'cash',
  payout_account: '',
  notes: '',
  is_active: true,
  created_at: '2025-03-01T10:00:00.000Z',
  in_use: false,
};
const visible = {
  ...base,
  id: 1,
  name: 'Alpha Store',
  phone: '01012345678',
  phone2: '',
  address: '5 Nile St',
  city_id: 1,
  pickup_address: '',
  autoCollect: true,
  autoPickup: false,
  contact_hidden: { phone: false, address: false },
};
const masked = {
  ...base,
  id: 2,
  name: 'Beta Shop',
  phone: '',
  phone2: '',
  address: '',
  city_id: 1,
  pickup_address: '',
  autoCollect: false,
  autoPickup: true,
  contact_hidden: { phone: true, address: true },
  // It has orders: deactivated, never deleted.
  in_use: true,
};
const customers = [visible, masked];
const login = {
  id: 40,
  username: 'shop@example.com',
  email: 'shop@example.com',
  first_name: 'Mona',
  last_name: 'Adel',
  is_active: true,
  customer_id: 2,
  created_at: '2025-03-02T10:00:00.000Z',
};

const writes: { method: string; url: string; body: unknown }[] = [];
const record = async (request: Request) => {
  writes.push({
    method: request.method,
    url: new URL(request.url).pathname,
    body: await request
      .clone()
      .json()
      .catch(() => null),
  });
};

withMockApi((log) => [
  ...lookupHandlers('City', () => cities, log),
  ...lookupHandlers('Zone', () => zones, log),
  ...lookupHandlers('customercategory', () => categories, log),
  ...lookupHandlers('Shipper', () => [], log),
  http.get('/api/customers', () => HttpResponse.json(customers, { headers: { 'Content-Range': 'customers 0-1/2' } })),
  http.get('/api/customers/:id/logins', () => HttpResponse.json([login])),
  http.post('/api/customers/:id/logins', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ ...login, id: 41 }, { status: 201 });
  }),
  http.get('/api/customers/:id', ({ params }) => HttpResponse.json(customers.find((c) => String(c.id) === params.id))),
  http.put('/api/customers/:id', async ({ request }) => {
    await record(request);
    return HttpResponse.json(masked);
  }),
  http.post('/api/customers', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ message: 'taken', key: 'customers.phone_taken', errors: { phone: 'customers.phone_taken' } }, { status: 409 });
  }),
  http.patch('/api/customers/check-phone/', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ exists: false });
  }),
]);

/** The first render of a resource loads its view modules on demand, which is slow under jsdom. */

beforeEach(() => {
  writes.length = 0;
});

describe('the customer create page', () => {
  it("says 'Phone number is required' and 'City is required' without calling the server", async () => {
    logIn();
    renderStaffAdmin('/dashboard/customers/new');
    await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(writes).toEqual([]);
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/customers/new');
  });

  it('checks the Egyptian mobile format and shows a taken phone from the server beside the field', async () => {
    logIn();
    renderStaffAdmin('/dashboard/customers/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Gamma');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0101');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an Egyptian mobile number such as 01012345678')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '01011112222');
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Cairo' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another customer already uses this phone number')).toBeInTheDocument();
    expect(writes).toContainEqual({ method: 'PATCH', url: '/api/customers/check-phone/', body: { phone: '01011112222' } });
    expect(writes.find((w) => w.method === 'POST')?.body).toMatchObject({ name: 'Gamma', phone: '01011112222', city_id: 1, payout_method: 'cash' });
  });
});

describe('the customer list', () => {
  it('shows phones, the hidden mark, badges, and opens a row at the detail page', async () => {
    logIn();
    renderStaffAdmin('/dashboard/customers');
    expect(await screen.findByText('Alpha Store')).toBeInTheDocument();
    expect(screen.getByText('01012345678')).toBeInTheDocument();
    expect(screen.getByText('— hidden —')).toBeInTheDocument();
    expect(screen.getByText('Auto collect')).toBeInTheDocument();
    expect(screen.getByText('Auto pickup')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Beta Shop'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/customers/detail/2'));
  });
});

describe('a customer whose phone and address are hidden', () => {
  it('shows the hidden mark on the edit page and saves without asking for them', async () => {
    logIn();
    renderStaffAdmin('/dashboard/customers/edit/2');
    expect(await screen.findByDisplayValue('Beta Shop')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument();
    expect(screen.getAllByText('— hidden —')).toHaveLength(4);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Late');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes.some((w) => w.method === 'PUT')).toBe(true));
    expect(writes.find((w) => w.method === 'PUT')).toMatchObject({ url: '/api/customers/2', body: { notes: 'Late', phone: '' } });
  });

  it('shows the detail page with the hidden mark, without the logins the user may not manage', async () => {
    logIn(false, ['/dashboard/customers']);
    renderStaffAdmin('/dashboard/customers/detail/2');
    expect(await screen.findByText('Customer Beta Shop')).toBeInTheDocument();
    expect(screen.getAllByText('— hidden —').length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/dashboard/customers/edit/2');
    expect(screen.queryByRole('heading', { name: 'Logins' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add login' })).not.toBeInTheDocument();
  });
});

describe("a customer's logins", () => {
  it('are listed on the detail page of a customer the user sees whole, and a login is added', async () => {
    logIn(false, ['/dashboard/customers']);
    renderStaffAdmin('/dashboard/customers/detail/1');
    expect(await screen.findByText('shop@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add login' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email (username)' }), 'new@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Sara');
    await user.type(within(dialog).getByLabelText('Password'), 'secret.pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([
      { method: 'POST', url: '/api/customers/1/logins', body: { username: 'new@example.com', first_name: 'Sara', last_name: '', password: 'secret.pass1' } },
    ]);
  });
});

describe('the actions offered on customers, per role (domain customerActions)', () => {
  it('lets a superuser select for deletion only customers nothing refers to', async () => {
    logIn();
    renderStaffAdmin('/dashboard/customers');
    await screen.findByText('Alpha Store');
    const [, alpha, beta] = screen.getAllByRole('checkbox');
    expect(alpha).toBeEnabled();
    expect(beta).toBeDisabled();
    await userEvent.setup().click(alpha!);
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('offers a staff member the delete of a customer without orders or logins only', async () => {
    logIn(false, ['/dashboard/customers']);
    renderStaffAdmin('/dashboard/customers/edit/1');
    expect(await screen.findByDisplayValue('Alpha Store')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('offers no delete on the page of a customer in use', async () => {
    logIn(false, ['/dashboard/customers']);
    renderStaffAdmin('/dashboard/customers/edit/2');
    expect(await screen.findByDisplayValue('Beta Shop')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('offers a staff member who may only add customers no list, and one without the screens nothing', async () => {
    logIn(false, ['/dashboard/customers/new']);
    renderStaffAdmin('/dashboard/customers/new');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
