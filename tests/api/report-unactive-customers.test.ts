/**
 * UnactiveCustomersReport (domain/reports/unactive-customers.ts): which merchants count as gone quiet, and the
 * figures beside each; the spec's own calls answer the same. Each test keeps to merchants of a category of its own.
 */
import { describe, expect, it } from 'vitest';
import { STATUS_CODE } from '../../domain/orders/status';
import type { ReportPage } from '../../domain/reports/kit';
import { cairoDaysAgo } from '../../domain/time';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildCustomerCategory, buildOrder } from '../helpers/builders';

const { t, admin } = await openApiTest();

type Row = { id: number; last_order: string | null; days_inactive: number; usual_orders: number; total_orders: number; category: { name: string } };

async function rowsOf(query: Record<string, string>): Promise<Row[]> {
  const answer = await t.call(admin.token, { method: 'GET', url: '/api/reports/UnactiveCustomersReport', query: { page_size: '100', ...query } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ReportPage<Row>>().results;
}

/** A merchant of `category` with orders `daysAgo` (one order per entry). */
async function merchantWith(category: number, daysAgo: number[], values: Parameters<typeof buildCustomer>[1] = {}) {
  const customer = await buildCustomer(t.db, { category_id: category, ...values });
  for (const days of daysAgo) await buildOrder(t.db, { customer_id: customer.id, order_date: cairoDaysAgo(days) });
  return customer;
}

describe('merchants gone quiet', () => {
  it('lists merchants whose last order is at least `days` old, with their last order, quiet days and usual volume', async () => {
    const category = await buildCustomerCategory(t.db);
    // Six orders in the 90 days up to its last order 40 days ago, and one long before: two a month.
    const quiet = await merchantWith(category.id, [40, 41, 50, 60, 100, 125, 300]);
    const busy = await merchantWith(category.id, [2, 40]);
    const never = await buildCustomer(t.db, { category_id: category.id });
    await merchantWith(category.id, [45], { is_active: false });

    const rows = await rowsOf({ category: String(category.id), days: '30' });
    expect(rows.map((row) => row.id).sort()).toEqual([quiet.id, never.id].sort());
    const quietRow = rows.find((row) => row.id === quiet.id)!;
    expect(quietRow).toMatchObject({ last_order: cairoDaysAgo(40), days_inactive: 40, usual_orders: 2, total_orders: 7 });
    expect(quietRow.category.name).toBe(category.name);
    expect(rows.find((row) => row.id === never.id)).toMatchObject({ last_order: null, days_inactive: 0, usual_orders: 0, total_orders: 0 });
    // Sorted by usual volume, the biggest loss first.
    expect(rows[0]!.id).toBe(quiet.id);

    expect((await rowsOf({ category: String(category.id), days: '41' })).map((row) => row.id)).toEqual([never.id]);
    expect((await rowsOf({ category: String(category.id), days: '30', active: 'true' })).map((row) => row.id)).toEqual([busy.id]);
  });

  it('does not count cancelled orders', async () => {
    const category = await buildCustomerCategory(t.db);
    const customer = await merchantWith(category.id, [50]);
    await buildOrder(t.db, { customer_id: customer.id, order_date: cairoDaysAgo(1), status_code: STATUS_CODE.cancelled });
    expect(await rowsOf({ category: String(category.id) })).toMatchObject([{ id: customer.id, last_order: cairoDaysAgo(50), total_orders: 1 }]);
  });

  it("answers the spec's calls with the same rows: get_unactive_customers_report and active_customers", async () => {
    const category = await buildCustomerCategory(t.db);
    const quiet = await merchantWith(category.id, [70]);
    const busy = await merchantWith(category.id, [3]);
    const post = (url: string) => t.call(admin.token, { method: 'POST', url, payload: { category: category.id, days: 10 } });
    const unactive = await post('/api/get_unactive_customers_report');
    expect(unactive.statusCode, unactive.body).toBe(200);
    expect(unactive.json<ReportPage<Row>>().results.map((row) => row.id)).toEqual([quiet.id]);
    expect((await post('/api/active_customers')).json<ReportPage<Row>>().results.map((row) => row.id)).toEqual([busy.id]);
    expect((await t.call(admin.token, { method: 'POST', url: '/api/active_customers', payload: { days: 'many' } })).statusCode).toBe(400);
  });
});
