/**
 * Who takes packaging and ships elsewhere on the report kit (domain/reports/material-usage.ts): every merchant's
 * months with the flagged one marked, a merchant opening its months at CustomerMaterialDifference/{customer} (the
 * merchant taken from the address, not asked), a month's issued opening the requests behind it; the merchants'
 * packaging per material in Arabic.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { logIn, renderStaffAdmin, withMockApi } from './harness';
import { bodyRows, cellsOf, tableWithRows } from './report-table';

const asked: { report: string; params: URLSearchParams }[] = [];
const page = (results: object[], totals: object) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
  totals,
  hidden: [],
  range: { from_date: '2026-01-01', to_date: '2026-11-26' },
});
const month = (customer_id: number, customer_name: string, month: string, issued: number, used: number, flagged: boolean) => ({
  row_id: `${customer_id}:${month}`,
  customer_id,
  customer_name,
  month,
  month_from: `${month}-01`,
  month_to: `${month}-30`,
  issued,
  returned: 0,
  used,
  difference: issued - used,
  share: Math.round(((issued - used) * 1000) / issued) / 10,
  flagged,
});
const MONTHS = [month(7, 'Nile Crafts', '2026-11', 400, 35, true), month(8, 'Delta Shoes', '2026-11', 120, 110, false)];

withMockApi(() => [
  http.get('/api/reports/:report', ({ request, params }) => {
    const report = String(params.report);
    asked.push({ report, params: new URL(request.url).searchParams });
    if (report === 'customermaterialrequests')
      return HttpResponse.json(
        page(
          [
            {
              move_id: 91,
              moved_at: '2026-11-24 12:00',
              request: '#55',
              request_id: 55,
              material_name: { name: 'Flyer bag A4', name_ar: 'كيس شحن A4' },
              issued: 400,
              returned: 0,
            },
          ],
          {
            issued: 400,
            returned: 0,
          },
        ),
      );
    if (report === 'customermaterialmonths')
      return HttpResponse.json(
        page(
          [MONTHS[0]!].map(({ customer_name: _name, ...row }) => row),
          { issued: 400, returned: 0, used: 35, difference: 365 },
        ),
      );
    if (report === 'CustomerMaterialBalanceReport')
      return HttpResponse.json(
        page(
          [
            {
              row_id: '7:1',
              customer_id: 7,
              material_id: 1,
              customer_name: 'Nile Crafts',
              material_name: { name: 'Flyer bag A4', name_ar: 'كيس شحن A4' },
              unit: 'piece',
              issued: 400,
              returned: 0,
              used: 35,
              difference: 365,
            },
          ],
          { issued: 400, returned: 0, used: 35, difference: 365 },
        ),
      );
    return HttpResponse.json(page(MONTHS, { issued: 520, returned: 0, used: 145, difference: 375 }));
  }),
]);

beforeEach(async () => {
  asked.length = 0;
  localStorage.clear();
  await i18nProvider.changeLocale('en');
});

const last = () => asked.at(-1)!;

describe('packaging kept by merchants (CustomerMaterialDifference)', () => {
  it('marks the flagged month, opens a merchant at its own address and a month to the requests behind its issued figure', async () => {
    logIn(true);
    renderStaffAdmin('/dashboard/CustomerMaterialDifference');
    const table = await tableWithRows(3);
    expect(last().report).toBe('CustomerMaterialDifference');
    // The marked row says so before the merchant.
    expect(cellsOf(bodyRows(table)[0]!)).toEqual(['Needs attentionNile Crafts', '2026-11', '400', '0', '35', '365', '91.3%']);
    expect(within(bodyRows(table)[0]!).getByTitle('Needs attention')).toBeInTheDocument();
    expect(within(bodyRows(table)[1]!).queryByTitle('Needs attention')).toBeNull();

    await userEvent.click(within(table).getByRole('link', { name: 'Nile Crafts' }));
    await waitFor(() => expect(last().report).toBe('customermaterialmonths'));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/CustomerMaterialDifference/7');
    expect([last().params.get('customer'), last().params.get('from_date')]).toEqual(['7', '2026-01-01']);
    // The merchant is the address's: no picker asks for another.
    expect(screen.queryByLabelText('Merchant')).toBeNull();
    const months = await tableWithRows(2);

    await userEvent.click(within(months).getByRole('link', { name: '400' }));
    await waitFor(() => expect(last().report).toBe('customermaterialrequests'));
    expect([last().params.get('customer'), last().params.get('from_date'), last().params.get('to_date')]).toEqual(['7', '2026-11-01', '2026-11-30']);
    const requests = await tableWithRows(2);
    expect(within(requests).getByRole('link', { name: '#55' })).toHaveAttribute('href', '/dashboard/materialrequestlist/details/55');
  });
});

describe("merchants' packaging (CustomerMaterialBalanceReport)", () => {
  it('shows issued, returned, used and kept per material in Arabic, used opening the orders behind it', async () => {
    localStorage.setItem('lang', 'ar');
    await i18nProvider.changeLocale('ar');
    logIn(true);
    renderStaffAdmin('/dashboard/CustomerMaterialBalanceReport');
    const table = await tableWithRows(2);
    expect(within(table).getByText('المستهلك على الطلبات')).toBeInTheDocument();
    expect(cellsOf(bodyRows(table)[0]!)).toEqual(['Nile Crafts', 'كيس شحن A4', 'قطعة', '400', '0', '35', '365']);
    expect(within(table).getByRole('link', { name: '35' })).toHaveAttribute(
      'href',
      '/dashboard/CustomerMaterialDifference/orders?customer=7&material=1&from_date=2026-01-01&to_date=2026-11-26',
    );
  });
});
