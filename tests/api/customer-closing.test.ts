import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { rowsOf } from '../../server/db/rows';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomerPermission } from '../helpers/builders';
import { balanceOf, closingsApi, ledgerProblems } from '../helpers/ledger';
import { storedOrder } from '../helpers/orders-api';
import { merchantWithMoney, settlementsApi } from '../helpers/settlements';

const { t, admin } = await openApiTest();
const api = settlementsApi(t);
const supervisor = await t.loginAs({ role: 'superuser' });

interface Preview {
  collected: string;
  fees: string;
  return_fees: string;
  adjustments: string;
  net: string;
  orders: { order_id: number; serial: string; net: string; adjustments: string; state: string }[];
}
interface Statement extends Omit<Preview, 'orders'> {
  id: number;
  number: number;
  customer_id: number;
  order_count: number;
  lines: { order_id: number; serial: string; collected: string; fees: string; return_fees: string; net: string; state: string }[];
}
interface Wallet {
  owed: string;
  with_shippers: string;
  in_office: string;
  due: string;
  paid: string;
}

const money = () => merchantWithMoney(t, admin.token, supervisor.token);

describe('the customer closing', () => {
  it("settles a merchant's collected and returned orders in one balanced transaction, and its statement lists every figure", async () => {
    const { customer, collected, returned, outstanding } = await money();
    const before = (await api.wallet(admin.token, customer.id)).json<Wallet>();
    // 300 + 250 collected less 2 x 45 fees, less the 15 return fee: 445 in the office; 400 - 45 still with a shipper.
    expect(before).toEqual(expect.objectContaining({ owed: '800.00', in_office: '445.00', with_shippers: '355.00', due: '0.00', paid: '0.00' }));
    // The spec's wallet (section 3): total_amount minus total_fees over the delivered orders not settled, less the return fee charged.
    const [spec] = rowsOf(
      await t.db.execute(sql`select sum(total_amount - total_fees)::text as wallet from orders
        where customer_id = ${customer.id} and status in ('Delivered', 'Collected') and customer_closing_id is null`),
    );
    expect(Number(spec!.wallet) - 15).toBe(Number(before.owed));

    const preview = (await api.preview(admin.token, customer.id)).json<Preview>();
    expect(preview).toMatchObject({ collected: '550.00', fees: '90.00', return_fees: '15.00', adjustments: '0.00', net: '445.00' });
    expect(preview.orders.map((o) => o.order_id)).toEqual([...collected.map((o) => o.id), returned.id]);
    expect(preview.orders.map((o) => o.order_id)).not.toContain(outstanding.id);

    const saved = await api.settle(admin.token, { customer: customer.id, orders: preview.orders.map((o) => o.order_id), note: 'weekly' });
    expect(saved.statusCode, saved.body).toBe(201);
    const statement = saved.json<Statement>();
    expect(statement).toMatchObject({ customer_id: customer.id, order_count: 3, collected: '550.00', fees: '90.00', return_fees: '15.00', net: '445.00' });
    expect(statement.lines.map((l) => [l.order_id, l.collected, l.fees, l.return_fees, l.net, l.state])).toEqual([
      [collected[0]!.id, '300.00', '45.00', '0.00', '255.00', 'Full Submit'],
      [collected[1]!.id, '250.00', '45.00', '0.00', '205.00', 'Full Submit'],
      [returned.id, '0.00', '0.00', '15.00', '-15.00', 'No Submit'],
    ]);
    expect(await ledgerProblems(t.db)).toEqual([]);
    expect(await balanceOf(t.db, 'merchant_due', customer.id)).toBe(-44500n);
    expect(await balanceOf(t.db, 'merchant', customer.id)).toBe(-35500n);
    expect(await storedOrder(t.db, collected[0]!.id)).toMatchObject({ customer_cash_state: 'Full Submit', customer_cashed: '255.00' });
    expect((await t.db.select({ id: orders.customer_closing_id }).from(orders).where(eq(orders.id, returned.id)))[0]?.id).toBe(statement.id);

    const after = (await api.wallet(admin.token, customer.id)).json<Wallet>();
    expect(after).toEqual(expect.objectContaining({ owed: '800.00', in_office: '0.00', with_shippers: '355.00', due: '445.00' }));
    expect((await api.statement(admin.token, statement.id)).json<Statement>().lines).toHaveLength(3);
    const listed = (await api.list(admin.token, { customer: String(customer.id) })).json<{ results: { id: number }[]; totals: { net: string } }>();
    expect(listed.results.map((c) => c.id)).toEqual([statement.id]);
    expect(listed.totals.net).toBe('445.00');
    const sheet = await api.exportStatement(admin.token, statement.id, 'ar');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-disposition']).toContain(`statement-${statement.number}.xlsx`);
  });

  it('refuses an order settled already, still with its shipper or of another merchant, naming it, and changes nothing', async () => {
    const { customer, collected, outstanding } = await money();
    const other = await money();
    const first = await api.settle(admin.token, { customer: customer.id, orders: [collected[0]!.id] });
    expect(first.statusCode).toBe(201);
    const stored = await storedOrder(t.db, collected[0]!.id);
    for (const [ids, serial] of [
      [[collected[1]!.id, collected[0]!.id], stored!.serial],
      [[outstanding.id], outstanding.serial],
      [[other.collected[0]!.id], `#${other.collected[0]!.id}`],
    ] as const) {
      const refused = await api.settle(admin.token, { customer: customer.id, orders: ids });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>().message).toContain(serial);
    }
    const empty = await api.settle(admin.token, { customer: customer.id, orders: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().errors).toHaveProperty('orders');
    expect((await api.list(admin.token, { customer: String(customer.id) })).json<{ count: number }>().count).toBe(1);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('settles each order once when two staff settle the same merchant at the same moment, and posts a repeated request once', async () => {
    const { customer, collected, returned } = await money();
    const ids = [...collected.map((o) => o.id), returned.id];
    const answers = await Promise.all([
      api.settle(admin.token, { customer: customer.id, orders: ids }),
      api.settle(supervisor.token, { customer: customer.id, orders: ids }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const key = 'settle-twice-0001';
    const again = await money();
    const twice = await Promise.all(
      [1, 2].map(() => api.settle(admin.token, { customer: again.customer.id, orders: [again.returned.id], idempotency_key: key })),
    );
    expect(twice.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(new Set(twice.map((a) => a.json<Statement>().id)).size).toBe(1);
    expect((await api.list(admin.token, { customer: String(again.customer.id) })).json<{ count: number }>().count).toBe(1);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('shows an approved fee change on a settled order as an adjustment on the next closing', async () => {
    const { customer, collected } = await money();
    const order = collected[0]!;
    expect((await api.settle(admin.token, { customer: customer.id, orders: [order.id] })).statusCode).toBe(201);
    const closings = closingsApi(t);
    const asked = await closings.ask(admin.token, { kind: 'fee_change', order_id: order.id, amount: '55.00', reason: 'heavier than declared' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await closings.decide(supervisor.token, asked.json<{ id: number }>().id, 'approve')).statusCode).toBe(200);
    const preview = (await api.preview(admin.token, customer.id)).json<Preview>();
    expect(preview.orders.find((o) => o.order_id === order.id)).toMatchObject({ adjustments: '-10.00', net: '-10.00' });
    const saved = await api.settle(admin.token, { customer: customer.id, orders: [order.id] });
    expect(saved.json<Statement>()).toMatchObject({ collected: '0.00', fees: '0.00', adjustments: '-10.00', net: '-10.00' });
    expect(await storedOrder(t.db, order.id)).toMatchObject({ customer_cashed: '245.00' });
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it("settles the orders a merchant's collect request asks for, and names the request", async () => {
    const { customer, collected, returned } = await money();
    const merchant = await t.loginAs({ role: 'customer', customerId: customer.id });
    const asked = await t.call(merchant.token, { method: 'POST', url: '/api/customization/customer_collect_Deliverd', payload: { id: collected[0]!.id } });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json<{ id: number }>().id;
    const query = { customer: String(customer.id), collect: String(request) };
    const preview = (await t.call(admin.token, { method: 'GET', url: '/api/customer-closing/preview/', query })).json<Preview & { requested: number[] }>();
    expect(preview.requested).toEqual([collected[0]!.id]);
    expect(preview.orders.map((o) => o.order_id)).toEqual([...collected.map((o) => o.id), returned.id]);
    const other = await money();
    const wrong = await api.settle(admin.token, { customer: other.customer.id, orders: [other.returned.id], collect_request: request });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().errors).toHaveProperty('collect_request');
    const saved = await api.settle(admin.token, { customer: customer.id, orders: preview.requested, collect_request: request });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<Statement & { collect_request_id: number }>()).toMatchObject({ collect_request_id: request, order_count: 1, net: '255.00' });
  });

  it("pages the wallets in the spec's protocol, sorted as the list asks", async () => {
    await money();
    await money();
    const page = (query: Record<string, string>) =>
      api.wallets(admin.token, query).then((answer) => answer.json<{ count: number; next: string | null; previous: string | null; results: Wallet[] }>());
    const first = await page({ page_size: '1', ordering: 'name' });
    expect(first.count).toBeGreaterThanOrEqual(2);
    expect([first.results.length, first.next, first.previous]).toEqual([1, '?page_size=1&ordering=name&page=2', null]);
    const second = await page({ page: '2', page_size: '1', ordering: 'name' });
    expect(second.previous).toBe('?page=1&page_size=1&ordering=name');
    const names = async (ordering: string) => (await page({ page_size: '100', ordering })).results.map((wallet) => (wallet as Wallet & { name: string }).name);
    expect(await names('-name')).toEqual((await names('name')).reverse());
    const owed = (await page({ page_size: '100', ordering: '-owed' })).results.map((wallet) => Number(wallet.owed));
    expect(owed).toEqual([...owed].sort((a, b) => b - a));
    expect((await api.wallets(admin.token, { ordering: 'phone' })).statusCode).toBe(400);
  });

  it('keeps staff to merchants whose money they may see, and a merchant to its own wallet and statements', async () => {
    const { customer, returned } = await money();
    const other = await money();
    const saved = (await api.settle(admin.token, { customer: customer.id, orders: [returned.id] })).json<Statement>();
    const urls = ['/dashboard/customers/wallet', '/dashboard/customer-closing', '/dashboard/customer-closing/new'];
    const clerk = await t.loginAs({ role: 'staff', urls });
    await buildCustomerPermission(t.db, clerk.user.id, customer.id, { view: true, revnue: true });
    await buildCustomerPermission(t.db, clerk.user.id, other.customer.id, { view: true, revnue: false });
    const wallets = (await api.wallets(clerk.token)).json<{ results: { id: number }[] }>();
    expect(wallets.results.map((w) => w.id)).toEqual([customer.id]);
    // The list reads each merchant's own balances, as its wallet does.
    expect(wallets.results[0]).toEqual((await api.wallet(admin.token, customer.id)).json());
    const everyone = (await api.wallets(admin.token, { page_size: '100' })).json<{ results: (Wallet & { id: number })[] }>().results;
    for (const other of everyone.slice(0, 6)) expect(other).toEqual((await api.wallet(admin.token, other.id)).json());
    expect((await api.preview(clerk.token, customer.id)).statusCode).toBe(200);
    const refused = await api.preview(clerk.token, other.customer.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().message).toBe("You don't have permission to open revenue");
    const stranger = await money();
    for (const call of [api.wallet(clerk.token, stranger.customer.id), api.preview(clerk.token, stranger.customer.id)])
      expect((await call).statusCode).toBe(404);
    const blind = await t.loginAs({ role: 'staff', urls });
    expect((await api.statement(blind.token, saved.id)).statusCode).toBe(404);

    const merchant = await t.loginAs({ role: 'customer', customerId: customer.id });
    const own = await t.call(merchant.token, { method: 'GET', url: '/api/customerdashboard/wallet/' });
    expect(own.json<Wallet>()).toMatchObject({ due: '-15.00' });
    expect((await t.call(merchant.token, { method: 'GET', url: `/api/customerdashboard/statements/${saved.id}` })).statusCode).toBe(200);
    const rival = await t.loginAs({ role: 'customer', customerId: other.customer.id });
    expect((await t.call(rival.token, { method: 'GET', url: `/api/customerdashboard/statements/${saved.id}` })).statusCode).toBe(404);
    expect((await api.preview(merchant.token, customer.id)).statusCode).toBe(403);
  });
});
