/**
 * Twenty clients at once on shared packaging (issue 22, item 9): a desk issuing material requests from a warehouse
 * that holds too little for all of them, couriers' requests handed over to a merchant beyond its free quota, and
 * counts of a warehouse and of a courier approved while the stock around them moves. Afterwards every quantity
 * equals the sum of its moves and none is below zero, each refusal is a 409 naming the material, the merchant was
 * charged exactly the units beyond its quota times the price, and the money ledger balances. On PostgreSQL the
 * clients really run at once (`npm run test:pg`); PGlite serves them one after another.
 */
import { describe, expect, it } from 'vitest';
import type { StockCountRecord } from '../../domain/api/stock-counts';
import type { Location } from '../../domain/stock/moves';
import { stockProblems } from '../../server/stock/invariants';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildMaterial, buildShipper, buildShipperPermission } from '../helpers/builders';
import { balanceOf, ledgerProblems } from '../helpers/ledger';
import { buildMaterialRequest, heldAt, stockedWarehouse } from '../helpers/stock';
import { rowsOf } from '../../server/db/rows';
import { sql } from 'drizzle-orm';

const { t, admin } = await openApiTest();

/** Counts are made by the superuser and approved by another person at the approval list (who sees the courier counted). */
const approver = await t.loginAs({ role: 'staff', urls: ['/dashboard/stockcount', '/dashboard/approvallist'] });

const call = (url: string, payload: Record<string, unknown>, token = admin.token, method: 'POST' | 'PUT' = 'POST') =>
  t.call(token, { method, url: `/api${url}`, payload });

/** The price beyond the quota (piastres), the merchant's free units a month, and each request's units. */
const [PRICE, QUOTA, UNITS] = [200n, 5, 2];

/** A count of a place, the material counted as `counted`, submitted. */
async function submittedCount(place: Location, material: number, counted: number): Promise<StockCountRecord> {
  const made = await call('/stockcount', { place: place.kind, owner_id: place.owner });
  expect(made.statusCode, made.body).toBe(201);
  const draft = made.json<StockCountRecord>();
  const lines = draft.lines.map((line) => ({ material: line.material, counted: line.material === material ? counted : line.expected }));
  const saved = (await call(`/stockcount/${draft.id}`, { lines, version: draft.version }, admin.token, 'PUT')).json<StockCountRecord>();
  const sent = await call(`/stockcount/${draft.id}/submit/`, { version: saved.version });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json<StockCountRecord>();
}

/**
 * A material; a shelf of 14 units that twelve requests of 2 race for; a store of 40 from which six requests were
 * issued to three couriers before, for a merchant with 5 free units a month; a count of the store (3 short) and of
 * the first courier (1 over), submitted.
 */
async function setting() {
  const material = await buildMaterial(t.db, { price: PRICE });
  const [shelf, store] = [await stockedWarehouse(t.db, material.id, 14), await stockedWarehouse(t.db, material.id, 40)];
  const merchant = (await buildCustomer(t.db)).id;
  const quota = await call('/CustomerMaterialLimitList', { customer_id: merchant, material_id: material.id, monthly_quantity: QUOTA });
  expect(quota.statusCode, quota.body).toBe(201);
  const couriers = [(await buildShipper(t.db)).id, (await buildShipper(t.db)).id, (await buildShipper(t.db)).id];
  const issued: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const request = await buildMaterialRequest(t.db, merchant, material.id, UNITS);
    const assigned = await call('/requests/change_shipper/', { ids: [request], shipper: couriers[i % 3], warehouse: store, note: '' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    issued.push(request);
  }
  const open = await Promise.all(Array.from({ length: 12 }, () => buildMaterialRequest(t.db, merchant, material.id, UNITS)));
  const courier: Location = { kind: 'courier', owner: couriers[0]! };
  await buildShipperPermission(t.db, approver.user.id, courier.owner);
  const counts = { store: await submittedCount({ kind: 'warehouse', owner: store }, material.id, 25), courier: await submittedCount(courier, material.id, 5) };
  return { material, shelf, store, merchant, couriers, issued, open, courier, counts };
}

/** What the merchant's month says it was handed and charged, and what its balance was charged (piastres). */
async function charges(merchant: number, material: number) {
  const [usage] = rowsOf(
    await t.db.execute(sql`select sum(delivered)::int as delivered, sum(charged)::int as charged from material_quota_usage
      where customer_id = ${merchant} and material_id = ${material}`),
  );
  return { delivered: Number(usage?.delivered), charged: Number(usage?.charged), money: await balanceOf(t.db, 'merchant', merchant) };
}

describe('the stock under twenty clients at once', () => {
  it('issues what the shelf holds, hands over and charges beyond the quota once, posts counts only against unmoved stock, and keeps every invariant', async () => {
    const s = await setting();
    const approve = (count: StockCountRecord) => call(`/stockcount/${count.id}/approve/`, { version: count.version }, approver.token);
    const [issues, handovers, counts] = await Promise.all([
      // Issued to the other two couriers, so the first one's stock moves only by his hand-overs and his count.
      Promise.all(s.open.map((id, i) => call('/requests/change_shipper/', { ids: [id], shipper: s.couriers[1 + (i % 2)], warehouse: s.shelf, note: '' }))),
      Promise.all(s.issued.map((id) => call('/requests/done/', { ids: [id], note: '' }))),
      Promise.all([approve(s.counts.store), approve(s.counts.courier)]),
    ]);

    // 14 units issue seven requests of 2; the other five are refused, naming the material.
    expect(issues.filter((answer) => answer.statusCode === 200)).toHaveLength(7);
    for (const refused of issues.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody & { params: Record<string, unknown> }>()).toMatchObject({
        key: 'stock.not_enough',
        params: { material: s.material.name, asked: 2 },
      });
    }
    expect(await heldAt(t.db, s.material.id, { kind: 'warehouse', owner: s.shelf })).toBe(0);

    // Every request issued before is handed over; 12 units to a merchant with 5 free: 7 charged at the price.
    expect(handovers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 6 }, () => 200));
    expect(await charges(s.merchant, s.material.id)).toEqual({ delivered: 12, charged: 7, money: 7n * PRICE });

    // The store did not move since its count: approved, it holds what was counted. The courier's moved (or not yet).
    expect(counts[0]!.statusCode, counts[0]!.body).toBe(200);
    expect(await heldAt(t.db, s.material.id, { kind: 'warehouse', owner: s.store })).toBe(25);
    const courierCount = counts[1]!;
    if (courierCount.statusCode === 200) expect(await heldAt(t.db, s.material.id, s.courier)).toBe(1);
    else {
      expect([courierCount.statusCode, courierCount.json<ErrorBody>().key]).toEqual([409, 'stock_count.stock_moved']);
      expect(await heldAt(t.db, s.material.id, s.courier)).toBe(0);
    }

    expect(await stockProblems(t.db)).toEqual([]);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});
