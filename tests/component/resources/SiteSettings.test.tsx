import { screen, waitFor } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { logIn, renderStaffAdmin, withMockApi } from './harness';

const settings = {
  id: 1,
  company: 'Nile Express',
  logo: '/api/media/11111111-1111-1111-1111-111111111111',
  homeSlogin: 'Fast delivery',
  address: 'Cairo',
  email: 'info@nile.example',
  phone: '01012345678',
  facebook_link: '',
  twitter_link: '',
  instgram_link: '',
  linkedin_link: '',
};
const saved: Record<string, unknown>[] = [];
let publicReloads = 0;
const UPLOADED = '/api/media/22222222-2222-2222-2222-222222222222';

withMockApi(() => [
  http.get('/api/SiteSettings/1', () => HttpResponse.json(settings)),
  http.put('/api/SiteSettings/1', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saved.push(body);
    return HttpResponse.json({ ...settings, ...body });
  }),
  http.get('/api/settings/get_user_settings', () => {
    publicReloads += 1;
    return HttpResponse.json({ settings });
  }),
]);

beforeEach(() => {
  saved.length = 0;
  publicReloads = 0;
  URL.createObjectURL = () => 'blob:preview';
});

afterEach(async () => {
  vi.restoreAllMocks();
  await i18nProvider.changeLocale('en');
});

describe('the site settings page', () => {
  it('edits the single settings record in place and reloads the shared settings after saving', async () => {
    logIn();
    renderStaffAdmin('/dashboard/SiteSettings');
    const company = await screen.findByDisplayValue('Nile Express');
    expect(screen.getByRole('img', { name: 'logo' })).toHaveAttribute('src', settings.logo);
    const user = userEvent.setup();
    await user.clear(company);
    await user.type(company, 'Delta Couriers');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ company: 'Delta Couriers', logo: settings.logo });
    await waitFor(() => expect(publicReloads).toBe(1));
    expect(await screen.findByText('Site settings updated')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard\/SiteSettings$/);
  });

  it('refuses a malformed email and link before calling the server', async () => {
    logIn();
    renderStaffAdmin('/dashboard/SiteSettings');
    const user = userEvent.setup();
    const email = await screen.findByDisplayValue('info@nile.example');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: 'Facebook page' }), 'facebook.com/nile');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a full web address starting with https://')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('hands a newly chosen logo to the data provider as a file to upload', async () => {
    logIn();
    const update = vi.spyOn(dataProvider, 'update').mockImplementation(async (_resource, params) => ({ data: { ...settings, logo: UPLOADED, id: params.id } }));
    const { container } = renderStaffAdmin('/dashboard/SiteSettings');
    await screen.findByDisplayValue('Nile Express');
    const user = userEvent.setup();
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const logo = update.mock.calls[0]?.[1].data.logo as { rawFile?: unknown };
    expect(logo.rawFile).toBeInstanceOf(File);
    expect((logo.rawFile as File).name).toBe('logo.png');
    await waitFor(() => expect(publicReloads).toBe(1));
  });

  it('keeps the e-mail, phone and web addresses left to right on the Arabic page, and the texts in Arabic order', async () => {
    localStorage.setItem('lang', 'ar');
    await i18nProvider.changeLocale('ar');
    logIn();
    renderStaffAdmin('/dashboard/SiteSettings');
    expect(await screen.findByDisplayValue('info@nile.example')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByDisplayValue('01012345678')).toHaveAttribute('dir', 'ltr');
    for (const link of screen.getAllByRole('textbox').filter((input) => input.getAttribute('type') === 'url')) expect(link).toHaveAttribute('dir', 'ltr');
    expect(screen.getByDisplayValue('Nile Express')).not.toHaveAttribute('dir');
    expect(screen.getByDisplayValue('Cairo')).not.toHaveAttribute('dir');
  });
});
