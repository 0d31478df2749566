/**
 * Merchants' free packaging (domain/stock/quotas.ts, server/stock/quotas.ts, server/routes/stock/quotas.ts): quota
 * rows per merchant or per category, scoped to the merchants a staff member sees; a delivery beyond the month's quota
 * charged at the material's price through one ledger event, the merchant's own row winning over its category's, and
 * parallel deliveries never sharing the same free units.
 */
import { describe, expect, it } from 'vitest';
import { chargedUnits } from '../../domain/stock/quotas';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildCustomerCategory, buildCustomerPermission, buildMaterial, buildShipper } from '../helpers/builders';
import { balanceOf, ledgerProblems } from '../helpers/ledger';
import { buildMaterialRequest, stockedWarehouse } from '../helpers/stock';

const { t, admin } = await openApiTest();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, token = admin.token) =>
  t.call(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const quota = (values: Record<string, unknown>, token = admin.token) => call('POST', '/CustomerMaterialLimitList', values, token);

/** A material at 2.00 LE beyond quota, a warehouse holding plenty, a courier and a merchant of a category. */
async function setting() {
  const material = (await buildMaterial(t.db, { price: 200n })).id;
  const hub = await stockedWarehouse(t.db, material, 10_000);
  const category = (await buildCustomerCategory(t.db)).id;
  const customer = (await buildCustomer(t.db, { category_id: category })).id;
  return { material, hub, category, customer, shipper: (await buildShipper(t.db)).id };
}

/** Hands `quantity` of the material to the merchant through a request: assigned from the warehouse, then done. */
async function deliver(s: Awaited<ReturnType<typeof setting>>, quantity: number) {
  const request = await buildMaterialRequest(t.db, s.customer, s.material, quantity);
  const assigned = await call('POST', '/requests/change_shipper/', { ids: [request], shipper: s.shipper, warehouse: s.hub, note: '' });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return call('POST', '/requests/done/', { ids: [request], note: '' });
}

/** What the merchant has been charged, in piastres (its balance account is credit-normal: a charge is a debit). */
const charged = (customer: number) => balanceOf(t.db, 'merchant', customer);

describe('packaging quotas', () => {
  it('charges nothing within the free quantity and the price of each unit beyond it, once, through the ledger', async () => {
    const s = await setting();
    expect((await quota({ category_id: s.category, material_id: s.material, monthly_quantity: 50 })).statusCode).toBe(201);
    expect((await deliver(s, 30)).statusCode).toBe(200);
    expect(await charged(s.customer)).toBe(0n);
    expect((await deliver(s, 40)).statusCode).toBe(200);
    // 30 + 40 = 70 handed over, 50 free: 20 × 2.00 LE.
    expect(await charged(s.customer)).toBe(4000n);
    expect(await balanceOf(t.db, 'material_revenue')).toBeLessThanOrEqual(-4000n);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('shows the merchant its own quota, what it was handed and charged this month and what it holds, and no other merchant any of it', async () => {
    const s = await setting();
    await quota({ customer_id: s.customer, material_id: s.material, monthly_quantity: 50 });
    await deliver(s, 80);
    const own = await t.loginAs({ role: 'customer', customerId: s.customer });
    const mine = (await call('GET', '/merchant/materials/', undefined, own.token)).json<
      { id: number; free: number | null; handed: number; charged: number; held: number; price: string }[]
    >();
    expect(mine.find((row) => row.id === s.material)).toMatchObject({ free: 50, handed: 80, charged: 30, held: 80, price: '2.00' });
    const other = await t.loginAs({ role: 'customer' });
    const theirs = (await call('GET', '/merchant/materials/', undefined, other.token)).json<{ id: number; free: number | null; handed: number }[]>();
    expect(theirs.find((row) => row.id === s.material)).toMatchObject({ free: null, handed: 0 });
  });

  it("takes the merchant's own quota over its category's, and charges nothing where neither is set", async () => {
    const s = await setting();
    await quota({ category_id: s.category, material_id: s.material, monthly_quantity: 5 });
    await quota({ customer_id: s.customer, material_id: s.material, monthly_quantity: 100 });
    await deliver(s, 80);
    expect(await charged(s.customer)).toBe(0n);
    const free = await setting();
    await deliver(free, 500);
    expect(await charged(free.customer)).toBe(0n);
  });

  it('charges a hand-over once: done again, twice at once, or by a staff member who does not handle the merchant, charges nothing more', async () => {
    const s = await setting();
    await quota({ customer_id: s.customer, material_id: s.material, monthly_quantity: 0 });
    const request = await buildMaterialRequest(t.db, s.customer, s.material, 3);
    await call('POST', '/requests/change_shipper/', { ids: [request], shipper: s.shipper, warehouse: s.hub, note: '' });
    const outsider = await t.loginAs({ role: 'staff', urls: ['/dashboard/materialrequestlist'] });
    expect((await call('POST', '/requests/done/', { ids: [request], note: '' }, outsider.token)).statusCode).toBe(404);
    expect(await charged(s.customer)).toBe(0n);
    const answers = await Promise.all([1, 2].map(() => call('POST', '/requests/done/', { ids: [request], note: '' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await call('POST', '/requests/done/', { ids: [request], note: '' })).statusCode).toBe(409);
    // 3 × 2.00 LE, once.
    expect(await charged(s.customer)).toBe(600n);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('never lets parallel deliveries share the same free units', async () => {
    const s = await setting();
    await quota({ customer_id: s.customer, material_id: s.material, monthly_quantity: 50 });
    const requests = await Promise.all(Array.from({ length: 10 }, () => buildMaterialRequest(t.db, s.customer, s.material, 10)));
    for (const request of requests) await call('POST', '/requests/change_shipper/', { ids: [request], shipper: s.shipper, warehouse: s.hub, note: '' });
    const answers = await Promise.all(requests.map((request) => call('POST', '/requests/done/', { ids: [request], note: '' })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    // 100 handed over, 50 free: 50 × 2.00 LE, whatever order the deliveries took.
    expect(await charged(s.customer)).toBe(10000n);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('keeps a row to one merchant or one category, and a merchant row to the merchants the caller sees', async () => {
    const s = await setting();
    const both = await quota({ customer_id: s.customer, category_id: s.category, material_id: s.material, monthly_quantity: 1 });
    expect(both.json<ErrorBody>().errors).toEqual({ customer_id: 'stock_quota.one_owner' });
    const negative = await quota({ category_id: s.category, material_id: s.material, monthly_quantity: -1 });
    expect(negative.json<ErrorBody>().errors).toEqual({ monthly_quantity: 'stock_quota.quantity_invalid' });
    const seen = (await buildCustomer(t.db)).id;
    const limited = await t.loginAs({ role: 'staff', urls: ['/dashboard/CustomerMaterialLimitList', '/dashboard/CustomerMaterialLimitList/new'] });
    await buildCustomerPermission(t.db, limited.user.id, seen, { view: true });
    const hidden = await quota({ customer_id: s.customer, material_id: s.material, monthly_quantity: 1 }, limited.token);
    expect(hidden.json<ErrorBody>().errors).toEqual({ customer_id: 'errors.not_found' });
    expect((await quota({ customer_id: seen, material_id: s.material, monthly_quantity: 1 }, limited.token)).statusCode).toBe(201);
    const other = (await quota({ customer_id: s.customer, material_id: s.material, monthly_quantity: 7 })).json<{ id: number }>();
    expect((await call('GET', `/CustomerMaterialLimitList/${other.id}`, undefined, limited.token)).statusCode).toBe(404);
    const listed = await call(
      'GET',
      `/CustomerMaterialLimitList?filter=${encodeURIComponent(JSON.stringify({ material_id: s.material }))}`,
      undefined,
      limited.token,
    );
    expect(listed.json<{ customer_id: number | null }[]>().map((row) => row.customer_id)).toEqual([seen]);
  });

  it('counts only the units past the quota, never more than the delivery', () => {
    expect([chargedUnits(50, 0, 30), chargedUnits(50, 30, 40), chargedUnits(50, 70, 5), chargedUnits(0, 0, 3)]).toEqual([0, 20, 5, 3]);
  });
});
