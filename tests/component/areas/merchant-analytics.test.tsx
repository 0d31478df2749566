import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cairoDaysAgo, cairoToday } from '../../../domain/time';
import CustomerAdmin from '../../../src/admin/CustomerAdmin';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { logInAs, renderArea, withAreaApi } from './harness';

/** The range of every figures call made, as asked. */
const asked: { path: string; from: string | null; to: string | null }[] = [];
let failing = false;

withAreaApi(() => [
  http.get('/api/addorders/:figure', ({ request, params }) => {
    const url = new URL(request.url);
    asked.push({ path: String(params.figure), from: url.searchParams.get('from_date'), to: url.searchParams.get('to_date') });
    if (failing) return HttpResponse.json({ message: 'Something went wrong Please Reload and try again', key: 'auth.network' }, { status: 503 });
    const answers: Record<string, JsonBodyType> = {
      today_pickup: { count: 4 },
      get_yesterday_orders: { date: cairoDaysAgo(1), count: 11 },
      get_total_collected: { orders: 3, total_collected: '1250.50', fees: '120.00', net: '1130.50' },
      get_orders_status: [
        { status: 'Pending', count: 4 },
        { status: 'Delivered', count: 3 },
        { status: 'Hold', count: 1 },
      ],
      get_top_cities: [{ city: 1, city_name: 'Cairo', city_name_ar: 'القاهرة', count: 6 }],
    };
    return HttpResponse.json(answers[String(params.figure)]);
  }),
  http.get('/api/customerdashboard/wallet/', () =>
    HttpResponse.json({
      id: 1,
      name: 'Shop',
      company_name: 'Shop',
      payout_method: 'cash',
      owed: '800.00',
      with_shippers: '355.00',
      in_office: '0.00',
      due: '445.00',
      paid: '1200.00',
    }),
  ),
]);

beforeEach(() => {
  asked.length = 0;
  failing = false;
  logInAs();
});

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe("the merchant's analytics home", () => {
  it("shows the last 30 days' figures as cards and charts, money in LE", async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/customeranalytics');
    const pickups = await screen.findByRole('heading', { name: 'Waiting for pickup' });
    expect(within(pickups.closest('a')!).getByText('4')).toBeInTheDocument();
    expect(screen.getByText('1,250.50 LE')).toBeInTheDocument();
    expect(screen.getByText('1,130.50 LE')).toBeInTheDocument();
    const byStatus = screen.getByRole('region', { name: 'Orders by status' });
    expect(
      within(byStatus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pending: 4', 'Delivered: 3', 'Hold: 1']);
    expect(within(screen.getByRole('region', { name: 'Top cities' })).getByRole('listitem')).toHaveTextContent('Cairo: 6');
    expect(asked.find((call) => call.path === 'get_orders_status')).toEqual({ path: 'get_orders_status', from: cairoDaysAgo(29), to: cairoToday() });
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    expect(within(wallet).getByText('800.00 LE')).toBeInTheDocument();
    expect(within(wallet).getByText('Settled, to pay out').nextElementSibling).toHaveTextContent('445.00 LE');
  });

  it('asks again for a quick range, and not for a range whose end comes first', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/customeranalytics');
    await screen.findByRole('heading', { name: 'Waiting for pickup' });
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(asked.some((call) => call.from === cairoToday() && call.to === cairoToday())).toBe(true));
    const calls = asked.length;
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2001-01-01');
    expect(await screen.findByText('The end comes before the start')).toBeInTheDocument();
    expect(asked.length).toBe(calls);
  });

  it('says what went wrong and tries again', async () => {
    failing = true;
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/customeranalytics');
    expect(await screen.findByText('Something went wrong Please Reload and try again')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Waiting for pickup' })).toBeInTheDocument();
  });

  it('names the statuses and cities in Arabic', async () => {
    localStorage.setItem('lang', 'ar');
    await i18nProvider.changeLocale('ar');
    renderArea('/customerdashboard', <CustomerAdmin />, '/customerdashboard/customeranalytics');
    const cities = await screen.findByRole('region', { name: 'أكثر المدن طلبًا' });
    expect(within(cities).getByRole('listitem')).toHaveTextContent('القاهرة: 6');
    expect(screen.getByRole('heading', { name: 'بانتظار الاستلام' })).toBeInTheDocument();
  });
});
