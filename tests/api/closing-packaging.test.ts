/**
 * Packaging charged beyond a merchant's quota is settled by its next customer closing (server/settlements): the
 * preview and the statement show each charge, the net is lowered by it, the ledger balances, and no charge is taken
 * twice, not by a later closing nor by two closings made at the same moment.
 */
import { describe, expect, it } from 'vitest';
import { openApiTest } from '../helpers/api-test';
import { balanceOf, ledgerProblems } from '../helpers/ledger';
import { xlsxRows } from '../helpers/orders-api';
import { merchantWithMoney, settlementsApi } from '../helpers/settlements';
import { handPackaging } from '../helpers/stock';

const { t, admin } = await openApiTest();
const api = settlementsApi(t);
const supervisor = await t.loginAs({ role: 'superuser' });

interface Charge {
  request_id: number | null;
  material: string | null;
  units: number | null;
  amount: string;
}
interface Preview {
  net: string;
  packaging: string;
  packaging_charges: Charge[];
  orders: { order_id: number; net: string }[];
}
interface Statement {
  id: number;
  number: number;
  net: string;
  packaging: string;
  packaging_charges: Charge[];
}

/** A merchant with two orders' money in the office, a return fee, and 20 units of packaging charged at 2.00 LE beyond its quota. */
async function merchantWithPackaging() {
  const money = await merchantWithMoney(t, admin.token, supervisor.token);
  const packaging = await handPackaging(t, admin.token, money.customer.id, { quantity: 30, free: 10, price: 200n });
  return { ...money, ...packaging };
}

const previewOf = async (customer: number) => (await api.preview(admin.token, customer)).json<Preview>();

describe('packaging charges in the customer closing', () => {
  it('takes every charge not settled into the closing, lowering its net, shown on the statement and its spreadsheet, once', async () => {
    const { customer, collected, request } = await merchantWithPackaging();
    const preview = await previewOf(customer.id);
    // Orders: 255.00 + 205.00 - 15.00 (the return fee) = 445.00; packaging: 20 × 2.00 = 40.00.
    expect(preview).toMatchObject({ packaging: '40.00', net: '405.00' });
    expect(preview.packaging_charges).toEqual([expect.objectContaining({ request_id: request, units: 20, amount: '40.00' })]);
    const settled = await api.settle(admin.token, { customer: customer.id, orders: [collected[0]!.id] });
    expect(settled.statusCode, settled.body).toBe(201);
    const statement = settled.json<Statement>();
    expect(statement).toMatchObject({ packaging: '40.00', net: '215.00' });
    expect(statement.packaging_charges).toHaveLength(1);
    expect(await balanceOf(t.db, 'merchant_due', customer.id)).toBe(-21500n);
    expect(await ledgerProblems(t.db)).toEqual([]);
    // The next closing settles the other orders and no packaging.
    expect(await previewOf(customer.id)).toMatchObject({ packaging: '0.00', packaging_charges: [], net: '190.00' });
    const next = await api.settle(admin.token, { customer: customer.id, orders: [collected[1]!.id] });
    expect(next.json<Statement>()).toMatchObject({ packaging: '0.00', net: '205.00', packaging_charges: [] });
    const rows = await xlsxRows(await api.exportStatement(admin.token, statement.id, 'ar'));
    const charge = rows.find((row) => row.some((cell) => cell.includes(`طلب مواد ${request}`)));
    expect(charge).toEqual(expect.arrayContaining(['مواد تغليف فوق الحصة', '-40']));
    expect(rows.at(-1)).toEqual(expect.arrayContaining(['215']));
  });

  it('takes a charge into one of two closings made at the same moment', async () => {
    const { customer, collected } = await merchantWithPackaging();
    const answers = await Promise.all(collected.map((order) => api.settle(admin.token, { customer: customer.id, orders: [order.id] })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const taken = answers.map((answer) => answer.json<Statement>().packaging).sort();
    expect(taken).toEqual(['0.00', '40.00']);
    expect(await balanceOf(t.db, 'merchant_due', customer.id)).toBe(-(25500n + 20500n - 4000n));
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});
