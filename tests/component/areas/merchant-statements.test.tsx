import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CustomerAdmin from '../../../src/admin/CustomerAdmin';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import type { SettlementRecord } from '../../../domain/api/settlements';
import { specPage } from '../resources/harness';
import { bodyRows, logInAs, renderArea, withAreaApi } from './harness';
import { loadedTable } from '../resources/report-table';

const STATEMENTS = '/customerdashboard/statements';
const customer = { id: 7, name: 'Nile Crafts', company_name: 'Nile Crafts' };
const statement = (id: number, number: number, net: string): SettlementRecord => ({
  id,
  number,
  customer_id: 7,
  customer_name: 'Nile Crafts',
  company_name: 'Nile Crafts',
  order_count: 2,
  collected: '550.00',
  fees: '90.00',
  return_fees: '15.00',
  adjustments: '0.00',
  packaging: '0.00',
  net,
  note: '',
  collect_request_id: null,
  created_by_name: 'admin',
  created_at: '2026-11-20T10:00:00.000Z',
});
let statements: SettlementRecord[];
const asked: Record<string, string>[] = [];

withAreaApi(() => [
  http.get('/api/customerdashboard/wallet/', () =>
    HttpResponse.json({ ...customer, payout_method: 'cash', owed: '445.00', with_shippers: '0.00', in_office: '0.00', due: '445.00', paid: '0.00' }),
  ),
  http.get('/api/customerdashboard/statements/', ({ request }) => {
    asked.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json(specPage(statements));
  }),
  http.get('/api/customerdashboard/statements/:id', ({ params }) =>
    HttpResponse.json({ ...statements.find((row) => row.id === Number(params.id)), lines: [], packaging_charges: [] }),
  ),
]);

beforeEach(() => {
  asked.length = 0;
  statements = [statement(12, 1012, '445.00'), statement(11, 1011, '120.50')];
  logInAs();
});

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe("the merchant's statements", () => {
  it('lists its statements ten a page with every figure, each opening its statement', async () => {
    renderArea('/customerdashboard', <CustomerAdmin />, STATEMENTS);
    const table = await loadedTable();
    expect(screen.getByRole('heading', { level: 1, name: 'Statements' })).toBeInTheDocument();
    expect(bodyRows(table).map((row) => row.slice(0, 9))).toEqual([
      ['1012', 'Nov 20, 2026', '2', '550.00 LE', '90.00 LE', '15.00 LE', '0.00 LE', '0.00 LE', '445.00 LE'],
      ['1011', 'Nov 20, 2026', '2', '550.00 LE', '90.00 LE', '15.00 LE', '0.00 LE', '0.00 LE', '120.50 LE'],
    ]);
    expect(asked[0]).toMatchObject({ page: '1', page_size: '10' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/customerdashboard/statements/12');
    await userEvent.click(within(first).getByRole('link', { name: 'Open' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/customerdashboard/statements/12'));
  });

  it('says when the office has settled nothing yet', async () => {
    statements = [];
    renderArea('/customerdashboard', <CustomerAdmin />, STATEMENTS);
    expect(await screen.findByText('No statement yet: the office settles your delivered orders once their cash reaches it.')).toBeInTheDocument();
  });
});
