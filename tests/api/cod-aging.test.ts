/**
 * codaging (domain/reports/cod-aging.ts) against a merchant's money worked through the API: two deliveries closed,
 * settled and paid out, one still with its courier; each stage dated and aged by hand, the cash at each stage equal
 * to what the ledger says for the merchant (collected, due, paid), and a limited clerk without the merchant's money
 * seeing none of it.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReportPage } from '../../domain/reports/kit';
import { fromPiastres } from '../../domain/orders/money';
import { rowsOf } from '../../server/db/rows';
import { openApiTest } from '../helpers/api-test';
import { buildCustomerPermission } from '../helpers/builders';
import { merchantDue, payoutsApi } from '../helpers/settlements';

const { t, admin } = await openApiTest();
const supervisor = await t.loginAs({ role: 'superuser' });

type Row = Record<string, unknown>;

async function read(token: string, report: string, query: Record<string, string>): Promise<ReportPage<Row>> {
  const answer = await t.call(token, { method: 'GET', url: `/api/reports/${report}`, query: { page_size: '100', ...query } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ReportPage<Row>>();
}

/** Moves a record's moment `hours` later (the stages here all happen within a test's second). */
const later = (table: string, column: string, id: number, hours: number) =>
  t.db.execute(
    sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${sql.identifier(column)} + make_interval(hours => ${hours}) where id = ${id}`,
  );

/** What the ledger says of the merchant: the cash its deliveries posted, and what is due to it now (settled, not paid). */
async function ledgerOf(customer: number) {
  const [row] = rowsOf(await t.db.execute(sql`select coalesce(sum(collected), 0)::bigint as collected from merchant_days where customer_id = ${customer}`));
  return { collected: fromPiastres(BigInt(String(row!.collected))) };
}

describe('codaging', () => {
  it('dates and ages each delivery from delivered to paid out, its cash at each stage adding up to the ledger', async () => {
    // 300 and 250 LE delivered, closed and settled (with a 15 LE return fee): 445 LE due; 400 LE still with a courier.
    const { customer, collected, outstanding } = await merchantDue(t, admin.token, supervisor.token);
    const statement = rowsOf(await t.db.execute(sql`select id from customer_closings where customer_id = ${customer.id}`))[0]!;
    const closing = rowsOf(
      await t.db.execute(sql`select distinct c.id from shipper_closings c join closing_orders co on co.closing_id = c.id
        where co.order_id = ${collected[0]!.id}`),
    )[0]!;
    // Closed a day after the deliveries, settled a day and a half after that (the ledger's times are its own; the
    // records' are moved later).
    await later('shipper_closings', 'created_at', Number(closing.id), 24);
    await later('customer_closings', 'created_at', Number(statement.id), 60);

    const page = async () => (await read(admin.token, 'codaging', { customer: String(customer.id) })).results[0];
    expect(await page()).toMatchObject({ parcels: 3, cod: '950.00', with_courier: '400.00', in_office: '0.00', due: '550.00', paid: '0.00' });

    const api = payoutsApi(t);
    const batch = (await api.create(admin.token, { method: 'bank_transfer', customers: [customer.id] })).json<{ id: number; items: { id: number }[] }>();
    expect((await api.pay(admin.token, batch.id, [batch.items[0]!.id], 'CIB-1')).statusCode).toBe(200);
    await later('payouts', 'paid_at', batch.items[0]!.id, 72);

    // Paid out half a day after the statement: its 445 LE due was reached by the payout, so both its orders are paid.
    const row = await page();
    expect(row).toMatchObject({ parcels: 3, cod: '950.00', with_courier: '400.00', due: '0.00', paid: '550.00', days_to_close: 1, days_to_settle: 1.5 });
    expect(row!.days_to_pay).toBeCloseTo(0.5, 1);
    expect(row!.days_to_merchant).toBeCloseTo(3, 1);
    // The cash collected is the ledger's, to the piastre.
    expect((await ledgerOf(customer.id)).collected).toBe(row!.cod);

    // The orders behind it: each stage dated, the one still out with its courier alone when asked for.
    const orders = await read(admin.token, 'codaging_orders', { customer: String(customer.id) });
    expect(orders.results.map((order) => [order.order_id, order.stage])).toEqual(
      expect.arrayContaining([
        [collected[0]!.id, 'paid'],
        [collected[1]!.id, 'paid'],
        [outstanding.id, 'with_courier'],
      ]),
    );
    expect(orders.totals.cod).toBe('950.00');
    const out = await read(admin.token, 'codaging_orders', { customer: String(customer.id), stage: 'with_courier' });
    expect(out.results).toMatchObject([{ order_id: outstanding.id, cod: '400.00', closed_on: null, paid_on: null }]);

    // A clerk who sees the merchant but not its money reads nothing of it; with its money, the same figures.
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/codaging'] });
    await buildCustomerPermission(t.db, clerk.user.id, customer.id, { view: true });
    expect((await read(clerk.token, 'codaging', {})).count).toBe(0);
    const cashier = await t.loginAs({ role: 'staff', urls: ['/dashboard/codaging'] });
    await buildCustomerPermission(t.db, cashier.user.id, customer.id, { view: true, revnue: true });
    expect((await read(cashier.token, 'codaging', {})).results).toMatchObject([{ customer_id: customer.id, cod: '950.00', paid: '550.00' }]);
  });
});
