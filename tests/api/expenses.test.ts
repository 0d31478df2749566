import { describe, expect, it } from 'vitest';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { balanceOf, ledgerProblems } from '../helpers/ledger';
import { multipartForm, PNG_1X1 } from '../helpers/multipart';
import { fundOffice } from '../helpers/settlements';

const { t, admin } = await openApiTest();
// The owners' opening cash in the office box, which the expenses are paid from.
await fundOffice(t, admin.token, '20000.00');

interface Expense {
  id: number;
  category_id: number;
  amount: string;
  expense_date: string;
  version: number;
  receipt_url: string | null;
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, token = admin.token) =>
  t.call(token, { method, url, ...(payload ? { payload } : {}) });
let named = 0;
const category = async (values: Record<string, unknown> = {}) => {
  named += 1;
  const made = await call('POST', '/api/ExpenseCategory', { name: `Fuel ${named}`, name_ar: `وقود ${named}`, ...values });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<{ id: number }>().id;
};
const spend = (values: Record<string, unknown>) => call('POST', '/api/expenses', { expense_date: cairoToday(), note: '', ...values });

describe("the office's expenses", () => {
  it('posts an expense from the office box, an edit as its reversal and a new entry, and a removal as its reversal', async () => {
    const fuel = await category();
    const rent = await category();
    const box = await balanceOf(t.db, 'office_cash', 0);
    const made = await spend({ category_id: fuel, amount: '250.00', note: 'van 3' });
    expect(made.statusCode, made.body).toBe(201);
    const expense = made.json<Expense>();
    expect(await balanceOf(t.db, 'expense', fuel)).toBe(25000n);
    expect(await balanceOf(t.db, 'office_cash', 0)).toBe(box - 25000n);

    const edited = await call('PUT', `/api/expenses/${expense.id}`, {
      category_id: rent,
      amount: '300.00',
      expense_date: cairoToday(),
      note: 'rent',
      version: expense.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await balanceOf(t.db, 'expense', fuel)).toBe(0n);
    expect(await balanceOf(t.db, 'expense', rent)).toBe(30000n);
    const stale = await call('PUT', `/api/expenses/${expense.id}`, { category_id: rent, amount: '1.00', expense_date: cairoToday(), version: expense.version });
    expect(stale.statusCode).toBe(409);

    expect((await call('DELETE', `/api/expenses/${expense.id}`)).statusCode).toBe(200);
    expect(await balanceOf(t.db, 'expense', rent)).toBe(0n);
    expect(await balanceOf(t.db, 'office_cash', 0)).toBe(box);
    expect((await call('GET', `/api/expenses/${expense.id}`)).statusCode).toBe(404);
    const list = (await call('GET', `/api/expenses/?category=${rent}`)).json<{ results: Expense[] }>();
    expect(list.results).toEqual([]);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('refuses a bad amount, a future day or a category out of use beside its field, and stores nothing', async () => {
    const fuel = await category();
    const old = await category({ is_active: false });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [values, field] of [
      [{ category_id: fuel, amount: '0' }, 'amount'],
      [{ category_id: fuel, amount: 'ten' }, 'amount'],
      [{ category_id: fuel, amount: '10', expense_date: tomorrow }, 'expense_date'],
      [{ category_id: old, amount: '10' }, 'category_id'],
    ] as const) {
      const refused = await spend(values);
      expect(refused.statusCode, JSON.stringify(values)).toBe(400);
      expect(refused.json<ErrorBody>().errors).toHaveProperty(field);
    }
    expect(await balanceOf(t.db, 'expense', fuel)).toBe(0n);
  });

  it('reports expenses by category and month, as the spec call and a spreadsheet, each on its own day in the books', async () => {
    const packaging = await category();
    const lastMonth = cairoDaysAgo(40);
    await spend({ category_id: packaging, amount: '100.00', expense_date: lastMonth });
    await spend({ category_id: packaging, amount: '50.50' });
    await spend({ category_id: packaging, amount: '20.00' });
    const from = cairoDaysAgo(60);
    const report = (await call('GET', `/api/reports/ExpensesReport?from_date=${from}&to_date=${cairoToday()}&page_size=100`)).json<{
      results: { category_id: number; month: string; amount: string; count: number; category: { name: string } }[];
      range: { from_date: string; to_date: string };
    }>();
    const mine = report.results.filter((row) => row.category_id === packaging);
    expect(mine.map((row) => [row.month, row.amount, row.count])).toEqual([
      [lastMonth.slice(0, 7), '100.00', 1],
      [cairoToday().slice(0, 7), '70.50', 2],
    ]);
    const spec = (await call('GET', `/api/addorders/get_extra_expenses?fromdate=${from}&todate=${cairoToday()}`)).json<{
      rows: { category_id: number; name: string; month: string; amount: string; count: number }[];
    }>();
    const figures = (row: { category_id: number; month: string; amount: string; count: number }) => [row.category_id, row.month, row.amount, row.count];
    expect(spec.rows.map(figures)).toEqual(report.results.map(figures));
    expect(spec.rows.map((row) => row.name)).toEqual(report.results.map((row) => row.category.name));
    // This year so far by default, up to three years at once.
    const year = (await call('GET', '/api/reports/ExpensesReport')).json<typeof report>();
    expect(year.range).toEqual({ from_date: `${cairoToday().slice(0, 4)}-01-01`, to_date: cairoToday() });
    expect((await call('GET', `/api/reports/ExpensesReport?from_date=${cairoDaysAgo(366 * 2)}`)).statusCode).toBe(200);
    const tooLong = await call('GET', `/api/reports/ExpensesReport?from_date=${cairoDaysAgo(366 * 3 + 5)}`);
    expect([tooLong.statusCode, tooLong.json<ErrorBody>().errors]).toEqual([400, { to_date: 'ledger.range_too_long' }]);
    const sheet = await call('GET', `/api/reports/ExpensesReport/export?from_date=${from}&lang=ar`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    const books = (await call('GET', `/api/reports/financeentries?figure=expenses&from_date=${lastMonth}&to_date=${lastMonth}`)).json<{
      results: { amount: string }[];
    }>();
    expect(books.results.map((entry) => entry.amount)).toContain('100.00');
  });

  it('keeps the photo of the receipt, an image only', async () => {
    const fuel = await category();
    const expense = (await spend({ category_id: fuel, amount: '80.00' })).json<Expense>();
    const send = (data: Buffer, contentType: string) => {
      const form = multipartForm({ file: { filename: 'receipt', contentType, data } });
      return t.call(admin.token, { method: 'POST', url: `/api/expenses/${expense.id}/receipt/`, payload: form.payload, headers: form.headers });
    };
    expect((await send(Buffer.from('not an image'), 'image/png')).statusCode).toBe(400);
    const kept = await send(PNG_1X1, 'image/png');
    expect(kept.statusCode, kept.body).toBe(200);
    const url = kept.json<Expense>().receipt_url!;
    const photo = await t.call(null, { method: 'GET', url });
    expect(photo.headers['content-type']).toBe('image/png');
  });
});
