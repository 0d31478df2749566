import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TodayCounts } from '../../../domain/orders/counts';
import { ORDER_STATUSES } from '../../../domain/orders/status';
import StaffHome from '../../../src/custom-pages/dashboard/StaffHome';
import { authProvider } from '../../../src/providers/authProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { readAuth, writeAuth } from '../../../src/providers/storage';
import { renderInAdmin, withMockApi } from './harness';

const server = withMockApi();
let countCalls = 0;
const COUNTS: TodayCounts = {
  date: '2025-03-14',
  total: 5,
  statuses: ORDER_STATUSES.map((status) => ({ status, count: status === 'Pending' ? 3 : status === 'Delivered' ? 2 : 0 })),
};

function logIn(permitted_url: string[]) {
  const user = { id: 1, username: 'sara', first_name: 'Sara', last_name: 'Adel', is_staff: true, is_superuser: false };
  writeAuth({ access: 'a', refresh: 'r', issuedAt: Date.now(), user, permitted_url });
}

beforeEach(() => {
  countCalls = 0;
  server.use(
    http.get('/api/me/', () => HttpResponse.json({ permitted_url: readAuth()?.permitted_url ?? [], is_staff: true, is_superuser: false })),
    http.get('/api/orders/today_counts/', () => {
      countCalls += 1;
      return HttpResponse.json(COUNTS);
    }),
  );
});
afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const filterOf = (href: string | null) => JSON.parse(new URL(href ?? '', 'http://x').searchParams.get('filter') ?? '{}') as Record<string, string>;

describe('the staff home', () => {
  it("greets the user, counts today's orders by status and links each count to those orders", async () => {
    logIn(['/dashboard/adminorders', '/dashboard/City', '/dashboard/City/new']);
    renderInAdmin(<StaffHome />, authProvider);
    expect(await screen.findByRole('heading', { name: 'Welcome, Sara Adel' })).toBeInTheDocument();
    const today = await screen.findByRole('region', { name: "Today's orders" });
    expect(await within(today).findByText('5 orders on Mar 14, 2025')).toBeInTheDocument();
    const pending = within(today).getByRole('link', { name: 'Pending: 3' });
    expect(pending.getAttribute('href')).toMatch(/^\/dashboard\/adminorders\?filter=/);
    expect(filterOf(pending.getAttribute('href'))).toEqual({ status: 'Pending', today: '1', rejected: '0' });
    expect(within(today).getByRole('link', { name: 'Returned: 0' })).toBeInTheDocument();
  });

  it('opens the screens the user may open from cards grouped as in the menu, with no raw addresses', async () => {
    logIn(['/dashboard/adminorders', '/dashboard/orders/new', '/dashboard/City']);
    const { container } = renderInAdmin(<StaffHome />, authProvider);
    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/dashboard/adminorders');
    expect(within(orders).getByRole('link', { name: 'Enter orders' })).toHaveAttribute('href', '/dashboard/orders/new');
    const settings = screen.getByRole('region', { name: 'Settings' });
    expect(within(settings).getByRole('link', { name: 'Cities' })).toHaveAttribute('href', '/dashboard/City');
    expect(screen.queryByRole('region', { name: 'Customers' })).not.toBeInTheDocument();
    expect(container.textContent).not.toContain('/dashboard');
  });

  it("links the counts to Today's orders when the user holds that screen", async () => {
    logIn(['/dashboard/TodayOrders']);
    renderInAdmin(<StaffHome />, authProvider);
    const delivered = await screen.findByRole('link', { name: 'Delivered: 2' });
    expect(delivered.getAttribute('href')).toMatch(/^\/dashboard\/TodayOrders\?filter=/);
    expect(filterOf(delivered.getAttribute('href'))).toEqual({ status: 'Delivered', rejected: '0' });
  });

  it('shows no counts, and asks for none, to a user without an order screen', async () => {
    logIn(['/dashboard/City']);
    renderInAdmin(<StaffHome />, authProvider);
    expect(await screen.findByRole('link', { name: 'Cities' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Today's orders" })).not.toBeInTheDocument();
    expect(countCalls).toBe(0);
  });

  it('reads in Arabic', async () => {
    await i18nProvider.changeLocale('ar');
    logIn(['/dashboard/adminorders']);
    renderInAdmin(<StaffHome />, authProvider);
    expect(await screen.findByRole('heading', { name: 'مرحبًا، Sara Adel' })).toBeInTheDocument();
    const today = await screen.findByRole('region', { name: 'طلبات اليوم' });
    expect(await within(today).findByRole('link', { name: /^قيد الانتظار: 3$/ })).toBeInTheDocument();
  });
});
