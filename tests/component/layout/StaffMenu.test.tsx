import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StaffMenu } from '../../../src/layout/StaffMenu';
import { authProvider } from '../../../src/providers/authProvider';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { readAuth, writeAuth } from '../../../src/providers/storage';
import { withMockApi } from './harness';

const server = withMockApi();

function logIn(permitted_url: string[], is_superuser = false) {
  const user = { id: 1, username: 'sara', first_name: 'Sara', last_name: 'Adel', is_staff: true, is_superuser };
  writeAuth({ access: 'a', refresh: 'r', issuedAt: Date.now(), user, permitted_url });
}

beforeEach(() => {
  server.use(
    http.get('/api/me/', () => {
      const auth = readAuth();
      return HttpResponse.json({ permitted_url: auth?.permitted_url ?? [], is_staff: true, is_superuser: auth?.user.is_superuser ?? false });
    }),
  );
});
afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

function renderMenu(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext basename="/dashboard" dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={authProvider} store={memoryStore()}>
        <StaffMenu />
      </AdminContext>
    </MemoryRouter>,
  );
}

const ORDER_SCREENS = ['/dashboard/adminorders', '/dashboard/orders', '/dashboard/orders/new', '/dashboard/orders/archivedorders', '/dashboard/City'];

describe('the staff menu', () => {
  it.each([
    ['en', ['Orders', 'Settings']],
    ['ar', ['الطلبات', 'الإعدادات']],
  ])('scrolls its group headers with their entries in %s, so they never print over each other', async (language, headers) => {
    await i18nProvider.changeLocale(language);
    logIn(ORDER_SCREENS);
    renderMenu('/dashboard/');
    for (const header of headers) {
      const element = await screen.findByText(header, { selector: 'li' });
      expect(element).toHaveClass('MuiListSubheader-root');
      expect(element).not.toHaveClass('MuiListSubheader-sticky');
    }
  });

  it('highlights only the entry closest to the page shown', async () => {
    logIn(ORDER_SCREENS);
    renderMenu('/dashboard/orders/archivedorders');
    const archived = await screen.findByRole('menuitem', { name: 'Archived orders' });
    expect(archived).toHaveAttribute('aria-current', 'page');
    const current = screen.getAllByRole('menuitem').filter((item) => item.getAttribute('aria-current') === 'page');
    expect(current).toEqual([archived]);
    expect(screen.getByRole('menuitem', { name: 'Enter orders' })).not.toHaveAttribute('aria-current');
  });

  it('opens the order entry form from Enter orders, for a user granted only that form', async () => {
    logIn(['/dashboard/adminorders', '/dashboard/orders/new']);
    renderMenu('/dashboard/');
    const entry = await screen.findByRole('menuitem', { name: 'Enter orders' });
    expect(entry).toHaveAttribute('href', '/dashboard/orders/new');
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/dashboard/adminorders');
    expect(within(screen.getByRole('menu')).queryByText('Archived orders')).not.toBeInTheDocument();
  });
});
