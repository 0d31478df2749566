import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import type { CatalogueEntry } from '../../server/plugins/access';
import { openApiTest } from '../helpers/api-test';
import { buildCustomerPermission, buildShipperPermission, buildSpecialPermissions } from '../helpers/builders';
import { closingsApi, ledgerProblems } from '../helpers/ledger';
import { cashApi, fundOffice, merchantDue, payoutsApi } from '../helpers/settlements';

/**
 * Every money route as a staff member with every money screen but rows for one merchant and one courier only (the
 * payouts list once answered 500 to such a member while a superuser's calls were fine): each answers, never 500,
 * and the ledger still balances.
 */
const { t, admin } = await openApiTest();
const supervisor = await t.loginAs({ role: 'superuser' });
const MONEY_SCREENS = [
  'shipperclosing',
  'shipperclosing/new',
  'shipperapproval',
  'approvallist',
  'editapprovallist',
  'ShipperCustodyReport',
  'MissedReturnShipper',
  'ShipperClosingRequestReport',
  'ShipperClosingRequestDetails',
  'customers/wallet',
  'customer-closing',
  'customer-closing/new',
  'payouts',
  'payouts/new',
  'finance',
  'expenses',
  'expenses/new',
  'ExpensesReport',
  'cashtransfers',
  'cashtransfers/new',
  'Shipper/revenue',
  'Shipper/newrevenue',
  'customers/revenue',
  'customers/newrevenue',
].map((screen) => `/dashboard/${screen}`);

await fundOffice(t, admin.token, '5000.00');
const mine = await merchantDue(t, admin.token, supervisor.token, 'cash');
const theirs = await merchantDue(t, admin.token, supervisor.token, 'cash');
const clerk = await t.loginAs({ role: 'staff', urls: MONEY_SCREENS });
await buildSpecialPermissions(t.db, clerk.user.id, ['approve_closing', 'approve_money_change', 'request_money_change']);
await buildCustomerPermission(t.db, clerk.user.id, mine.customer.id, { view: true, revnue: true, collectclient: true, updateOrder: true });
await buildShipperPermission(t.db, clerk.user.id, mine.shipper.id);
const batch = (await payoutsApi(t).create(admin.token, { method: 'cash', customers: [mine.customer.id, theirs.customer.id] })).json<{
  id: number;
  items: { id: number; customer_id: number }[];
}>();
const item = batch.items.find((row) => row.customer_id === mine.customer.id)!.id;
const closings = (await closingsApi(t).list(admin.token, { shipper: String(mine.shipper.id) })).json<{
  results: { id: number; rc: number; closing_date: string }[];
}>();
const closing = closings.results[0]!;
const fuel = (await t.call(admin.token, { method: 'POST', url: '/api/ExpenseCategory', payload: { name: 'Fuel', name_ar: 'وقود' } })).json<{ id: number }>();
const expense = (
  await t.call(admin.token, { method: 'POST', url: '/api/expenses', payload: { category_id: fuel.id, amount: '1.00', expense_date: cairoToday() } })
).json<{ id: number }>();
const transfer = (await cashApi(t).move(admin.token, { kind: 'deposit', amount: '10.00' })).json<{ id: number }>();
const range = { from_date: cairoDaysAgo(7), to_date: cairoToday() };

const get = (url: string, query: Record<string, string> = {}): InjectOptions => ({ method: 'GET', url, query });
const post = (url: string, payload: Record<string, unknown> = {}): InjectOptions => ({ method: 'POST', url, payload });
const lang = { lang: 'en' };

/** A request of each money route, naming the clerk's own merchant and courier (and, where it helps, one he may not see). */
const CALLS: Record<string, InjectOptions> = {
  'GET /api/shipperclosing/preview/': get('/api/shipperclosing/preview/', { shipper: String(mine.shipper.id) }),
  'POST /api/shipperclosing/': post('/api/shipperclosing/', {
    shipper: mine.shipper.id,
    closing_date: cairoToday(),
    counted: '0',
    idempotency_key: 'staff-closing-1',
  }),
  'GET /api/shipperclosing/': get('/api/shipperclosing/'),
  'GET /api/shipperclosing/materials/': get('/api/shipperclosing/materials/', { shipper: String(mine.shipper.id) }),
  'POST /api/shipperclosing/materials/': post('/api/shipperclosing/materials/', {
    shipper: mine.shipper.id,
    warehouse: 2_000_000_000,
    lines: [{ material: 1, returned: 1, missing: 0 }],
  }),
  'GET /api/shipperclosing/details/:shipper/:closing_date/:rc': get(`/api/shipperclosing/details/${mine.shipper.id}/${closing.closing_date}/${closing.rc}`),
  'POST /api/shipperclosing/:id/approve/': post(`/api/shipperclosing/${closing.id}/approve/`, { note: '' }),
  'POST /api/shipperclosing/:id/refuse/': post(`/api/shipperclosing/${closing.id}/refuse/`, { note: 'recount' }),
  'GET /api/approvallist/': get('/api/approvallist/'),
  'POST /api/approvallist/': post('/api/approvallist/', { kind: 'debt_write_off', shipper_id: mine.shipper.id, amount: '1.00', reason: 'waived' }),
  'POST /api/approvallist/:id/approve/': post('/api/approvallist/1/approve/', { note: '' }),
  'POST /api/approvallist/:id/refuse/': post('/api/approvallist/1/refuse/', { note: '' }),
  'GET /api/editapprovallist/': get('/api/editapprovallist/'),
  'POST /api/editapprovallist/': post('/api/editapprovallist/', { kind: 'reopen_closing', closing_id: closing.id, reason: 'miscounted' }),
  'POST /api/editapprovallist/:id/approve/': post('/api/editapprovallist/1/approve/', { note: '' }),
  'POST /api/editapprovallist/:id/refuse/': post('/api/editapprovallist/1/refuse/', { note: '' }),
  'GET /api/reports/ShipperCustodyReport': get('/api/reports/ShipperCustodyReport'),
  'GET /api/reports/ShipperCustodyReport/export': get('/api/reports/ShipperCustodyReport/export', lang),
  'GET /api/MissedReturnShipper/': get('/api/MissedReturnShipper/', { shipper: String(mine.shipper.id) }),
  'GET /api/reports/ShipperClosingRequestReport': get('/api/reports/ShipperClosingRequestReport', range),
  'GET /api/reports/ShipperClosingRequestReport/export': get('/api/reports/ShipperClosingRequestReport/export', { ...range, ...lang }),
  'GET /api/ShipperClosingRequestDetails/:rc': get(`/api/ShipperClosingRequestDetails/${closing.rc}`),
  'GET /api/customers/wallet/': get('/api/customers/wallet/'),
  'GET /api/customers/wallet/:id': get(`/api/customers/wallet/${mine.customer.id}`),
  'GET /api/customer-closing/preview/': get('/api/customer-closing/preview/', { customer: String(mine.customer.id) }),
  'POST /api/customer-closing/': post('/api/customer-closing/', { customer: mine.customer.id, orders: [mine.outstanding.id], note: '' }),
  'GET /api/customer-closing/': get('/api/customer-closing/'),
  'GET /api/customer-closing/:id': get('/api/customer-closing/1'),
  'POST /api/customer-closing/:id/export/': post('/api/customer-closing/1/export/', lang),
  'GET /api/payouts/due/': get('/api/payouts/due/', { method: 'cash' }),
  'POST /api/payouts/': post('/api/payouts/', { method: 'cash', customers: [999999] }),
  'GET /api/payouts/': get('/api/payouts/'),
  'GET /api/payouts/:id': get(`/api/payouts/${batch.id}`),
  'GET /api/payouts/:id/file/': get(`/api/payouts/${batch.id}/file/`, lang),
  'POST /api/payouts/:id/pay/': post(`/api/payouts/${batch.id}/pay/`, { payouts: [item], reference: 'receipt 7' }),
  'POST /api/payouts/:id/items/:item/fail/': post(`/api/payouts/${batch.id}/items/${item}/fail/`, { reason: 'not collected' }),
  'GET /api/finance/': get('/api/finance/'),
  'GET /api/reports/financeentries': get('/api/reports/financeentries', { figure: 'office_cash', ...range }),
  'GET /api/reports/financeentries/export': get('/api/reports/financeentries/export', { figure: 'office_cash', ...range, ...lang }),
  'GET /api/expenses/': get('/api/expenses/'),
  'GET /api/expenses/:id': get(`/api/expenses/${expense.id}`),
  'GET /api/expenses/policy/': get('/api/expenses/policy/'),
  'POST /api/expenses': post('/api/expenses', { category_id: 999999, amount: '1.00', expense_date: cairoToday() }),
  'PUT /api/expenses/:id': { method: 'PUT', url: '/api/expenses/999999', payload: { category_id: 1, amount: '1.00', expense_date: cairoToday() } },
  'DELETE /api/expenses/:id': { method: 'DELETE', url: '/api/expenses/999999' },
  'POST /api/expenses/:id/receipt/': post('/api/expenses/999999/receipt/'),
  'GET /api/reports/ExpensesReport': get('/api/reports/ExpensesReport', range),
  'GET /api/reports/ExpensesReport/export': get('/api/reports/ExpensesReport/export', { ...range, ...lang }),
  'GET /api/addorders/get_extra_expenses': get('/api/addorders/get_extra_expenses'),
  'GET /api/cashtransfers/': get('/api/cashtransfers/'),
  'GET /api/cashtransfers/:id': get(`/api/cashtransfers/${transfer.id}`),
  'POST /api/cashtransfers': post('/api/cashtransfers', { kind: 'withdrawal', amount: '5.00', idempotency_key: 'staff-withdrawal-1' }),
  'GET /api/reports/revenue': get('/api/reports/revenue', { id: String(mine.shipper.id), ...range }),
  'GET /api/reports/revenue/export': get('/api/reports/revenue/export', { id: String(mine.shipper.id), ...range, ...lang }),
  'GET /api/reports/newrevenue': get('/api/reports/newrevenue', range),
  'GET /api/reports/newrevenue/export': get('/api/reports/newrevenue/export', { ...range, ...lang }),
  'GET /api/reports/customerrevenue': get('/api/reports/customerrevenue', { id: String(mine.customer.id), ...range }),
  'GET /api/reports/customerrevenue/export': get('/api/reports/customerrevenue/export', { id: String(mine.customer.id), ...range, ...lang }),
  'GET /api/reports/customerrevenue_orders': get('/api/reports/customerrevenue_orders', { id: String(mine.customer.id), day_date: cairoToday() }),
  'GET /api/reports/customernewrevenue': get('/api/reports/customernewrevenue', range),
  'GET /api/reports/customernewrevenue/export': get('/api/reports/customernewrevenue/export', { ...range, ...lang }),
};

const moneyRoute = (route: CatalogueEntry) => {
  const access = route.access as { url?: string; urls?: readonly string[] } | undefined;
  const urls = [access?.url, ...(access?.urls ?? [])].filter((url): url is string => Boolean(url));
  return urls.some((url) => MONEY_SCREENS.includes(url));
};
const label = (route: CatalogueEntry) => `${route.method} ${route.url}`;

describe('every money route as a limited staff member', () => {
  it('has a call for every route of a money screen', () => {
    const routes = t.app.routeCatalogue.filter(moneyRoute).map(label);
    expect(routes.filter((name) => !(name in CALLS))).toEqual([]);
  });

  it.each(Object.keys(CALLS))('%s answers without a server error, reads answer 200', async (name) => {
    const answer = await t.call(clerk.token, CALLS[name]!);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBeLessThan(500);
    if (name.startsWith('GET')) expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('lists only the merchants whose money he may see as due, and refuses a batch naming a merchant that does not exist', async () => {
    const due = (await t.call(clerk.token, get('/api/payouts/due/', { method: 'cash' }))).json<{ id: number }[]>();
    expect(due.map((row) => row.id)).not.toContain(theirs.customer.id);
    const unknown = await t.call(admin.token, post('/api/payouts/', { method: 'cash', customers: [999999] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: Record<string, string> }>().errors).toEqual({ customers: 'errors.not_found' });
  });
});
