import { screen, waitFor } from '@testing-library/react';
import userEvent from '../user-event';
import { afterEach, describe, expect, it } from 'vitest';
import CustomerAdmin from '../../../src/admin/CustomerAdmin';
import StaffAdmin from '../../../src/admin/StaffAdmin';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { logInAs, renderArea, withAreaApi } from './harness';

withAreaApi(() => []);

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('an unknown address inside a logged-in area', () => {
  it('shows the staff the branded, translated 404 with a way back to the dashboard', async () => {
    logInAs({ username: 'admin', is_staff: true, is_superuser: true });
    renderArea('/dashboard', <StaffAdmin />, '/dashboard/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'We could not find this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard/');
    expect(await screen.findByText('Nile Express', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Nile Express'));
    expect(screen.queryByText(/React Admin/)).not.toBeInTheDocument();
  });

  it('gives the tab back the company name on the page opened after it', async () => {
    logInAs({ username: 'admin', is_staff: true, is_superuser: true });
    renderArea('/dashboard', <StaffAdmin />, '/dashboard/no-such-screen');
    await waitFor(() => expect(document.title).toBe('Page not found | Nile Express'));
    await userEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    await waitFor(() => expect(document.title).toBe('Nile Express'));
  });

  it('reads in Arabic for a merchant', async () => {
    localStorage.setItem('lang', 'ar');
    await i18nProvider.changeLocale('ar');
    logInAs();
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/nowhere');
    expect(await screen.findByRole('link', { name: 'العودة إلى لوحة التحكم' })).toHaveAttribute('href', '/customerdashboard/');
    expect(screen.queryByText(/React Admin/)).not.toBeInTheDocument();
  });
});
