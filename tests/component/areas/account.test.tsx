import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CustomerAdmin from '../../../src/admin/CustomerAdmin';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { readAuth } from '../../../src/providers/storage';
import type { MerchantCompany } from '../../../src/providers/merchant';
import { logInAs, renderArea, withAreaApi } from './harness';

const cities = [
  { id: 1, name: 'Cairo', name_ar: 'القاهرة', is_active: true },
  { id: 2, name: 'Giza', name_ar: 'الجيزة', is_active: true },
];
const zones = [{ id: 10, name: 'Nasr City', name_ar: 'مدينة نصر', is_active: true, city_id: 1 }];
let company: MerchantCompany;
let profile = { username: 'merchant@example.com', first_name: 'Mona', last_name: 'Adel' };
const writes: { url: string; body: unknown }[] = [];
const list = (name: string, rows: { id: number }[]) =>
  http.get(`/api/${name}`, () => HttpResponse.json(rows, { headers: { 'Content-Range': `${name} 0-${rows.length - 1}/${rows.length}` } }));

withAreaApi(() => [
  list('City', cities),
  list('Zone', zones),
  http.get('/api/merchant/profile/', () => HttpResponse.json(profile)),
  http.put('/api/merchant/profile/', async ({ request }) => {
    const body = (await request.json()) as typeof profile;
    writes.push({ url: '/api/merchant/profile/', body });
    profile = { ...profile, ...body };
    return HttpResponse.json(profile);
  }),
  http.get('/api/merchant/company/', () => HttpResponse.json(company)),
  http.put('/api/merchant/company/', async ({ request }) => {
    const body = (await request.json()) as Partial<MerchantCompany>;
    writes.push({ url: '/api/merchant/company/', body });
    if (body.zone_id === 99)
      return HttpResponse.json({ message: 'bad', key: 'validation.invalid', errors: { zone_id: 'validation.zone_not_in_city' } }, { status: 400 });
    company = { ...company, ...body };
    return HttpResponse.json(company);
  }),
]);

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

beforeEach(() => {
  writes.length = 0;
  profile = { username: 'merchant@example.com', first_name: 'Mona', last_name: 'Adel' };
  company = {
    id: 7,
    company_name: 'Cairo Fashion House',
    address: '5 Nile St',
    city_id: 1,
    zone_id: 10,
    pickup_address: '',
    name: 'Mona Adel',
    email: 'merchant@example.com',
    phone: '01012345678',
    phone2: '',
    payout_method: 'bank_transfer',
    payout_account: 'EG12 0003 1234',
  };
});

const openAccount = (path: string) => {
  logInAs();
  return renderArea('/customerdashboard', <CustomerAdmin />, path);
};

describe("the merchant's account page", () => {
  it('opens the profile from /customerdashboard/account and saves the names, the email shown but not editable', async () => {
    openAccount('/customerdashboard/account');
    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect(screen.getByTestId('where')).toHaveTextContent('/customerdashboard/account/profile');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    const email = screen.getByRole('textbox', { name: 'Email (you sign in with it)' });
    expect(email).toHaveValue('merchant@example.com');
    expect(email).toHaveAttribute('readonly');
    const user = userEvent.setup();
    await user.clear(first);
    await user.type(first, 'Mariam');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your details were saved')).toBeInTheDocument();
    expect(writes).toEqual([{ url: '/api/merchant/profile/', body: { first_name: 'Mariam', last_name: 'Adel' } }]);
    expect(readAuth()?.user.first_name).toBe('Mariam');
  });

  it('says a first name is needed without calling the server', async () => {
    openAccount('/customerdashboard/account/profile');
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: 'First name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('changes the company details it may, and shows those the office keeps read-only with the reason', async () => {
    openAccount('/customerdashboard/account/company');
    const companyName = await screen.findByRole('textbox', { name: 'Company' });
    const city = await screen.findByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toHaveValue('Cairo'));
    const office = screen.getByRole('region', { name: 'Kept by our office' });
    expect(within(office).getByText(/only our office changes them/)).toBeInTheDocument();
    expect(within(office).getByText('01012345678')).toBeInTheDocument();
    expect(within(office).getByText('Bank transfer')).toBeInTheDocument();
    expect(within(office).getByText('EG12 0003 1234')).toBeInTheDocument();
    expect(within(office).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(companyName);
    await user.type(companyName, 'Nile Crafts');
    await user.type(screen.getByRole('textbox', { name: 'Pickup address' }), 'Warehouse 3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your details were saved')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        url: '/api/merchant/company/',
        body: { company_name: 'Nile Crafts', address: '5 Nile St', city_id: 1, zone_id: 10, pickup_address: 'Warehouse 3' },
      },
    ]);
  });

  it("shows the server's refusal beside the field", async () => {
    company = { ...company, zone_id: 99 };
    openAccount('/customerdashboard/account/company');
    await screen.findByRole('textbox', { name: 'Company' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This zone is not in the chosen city')).toBeInTheDocument();
  });

  it('changes the password on its own tab with the account menu’s form', async () => {
    openAccount('/customerdashboard/account/password');
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Confirm new password')).toBeInTheDocument();
  });

  it('answers an unknown tab or address with the branded 404 and a way home', async () => {
    openAccount('/customerdashboard/account/nothing');
    expect(await screen.findByRole('heading', { name: 'We could not find this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/customerdashboard/');
    expect(await screen.findByText('Nile Express', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Nile Express'));
    expect(screen.queryByText('React Admin')).not.toBeInTheDocument();
  });

  it('reads in Arabic, right to left', async () => {
    localStorage.setItem('lang', 'ar');
    await i18nProvider.changeLocale('ar');
    openAccount('/customerdashboard/account/company');
    expect(await screen.findByRole('tab', { name: 'بيانات الشركة' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'بيانات يحتفظ بها مكتبنا' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });
});
