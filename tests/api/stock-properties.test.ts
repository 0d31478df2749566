/**
 * The stock under random days (issue 22, item 9): every random sequence of receipts, transfers, issues, deliveries
 * (each counted against the merchant's quota and charged beyond it, as a request handed over is), returns,
 * consumption, counts approved by a second person and reversals, some refused for want of stock, keeps every
 * quantity equal to the sum of its moves, no warehouse or courier below zero, every move written as it was, the
 * money charged equal to the units beyond the quota times the price, and the money ledger balanced; a quantity
 * corrupted on purpose is found.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Location } from '../../domain/stock/moves';
import { rowsOf } from '../../server/db/rows';
import { ApiError } from '../../server/lib/errors';
import { stockProblems } from '../../server/stock/invariants';
import { approveCount, submitCount } from '../../server/stock/count-decisions';
import { createCount, saveCount } from '../../server/stock/counts';
import { postMove, reverseMove } from '../../server/stock/moves';
import { chargeBeyondQuota } from '../../server/stock/quotas';
import { materialQuotas } from '../../server/db/schema';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildMaterial, buildShipper, buildUser } from '../helpers/builders';
import { balanceOf, ledgerProblems } from '../helpers/ledger';
import { buildWarehouse, move } from '../helpers/stock';

const { t } = await openApiTest();
const SUPPLIER: Location = { kind: 'supplier', owner: 0 };
const CONSUMED: Location = { kind: 'consumed', owner: 0 };

const quantity = fc.integer({ min: 1, max: 30 });
const step = fc.oneof(
  fc.record({ do: fc.constant('receipt' as const), warehouse: fc.nat(1), quantity }),
  fc.record({ do: fc.constant('transfer' as const), warehouse: fc.nat(1), quantity }),
  fc.record({ do: fc.constant('issue' as const), warehouse: fc.nat(1), courier: fc.nat(1), quantity }),
  fc.record({ do: fc.constant('delivery' as const), courier: fc.nat(1), quantity }),
  fc.record({ do: fc.constant('return' as const), courier: fc.nat(1), warehouse: fc.nat(1), quantity }),
  fc.record({ do: fc.constant('consumption' as const), quantity }),
  fc.record({ do: fc.constant('reversal' as const), move: fc.nat() }),
  fc.record({ do: fc.constant('count' as const), warehouse: fc.nat(1), counted: fc.integer({ min: 0, max: 40 }) }),
);

/** Every move so far, as text: what was written must never change. */
const movesText = async () =>
  rowsOf(await t.db.execute(sql`select id, kind, material_id, quantity, from_id, to_id, reverses_id from stock_moves order by id`)).map((row) =>
    JSON.stringify(row),
  );

/** A step's refusal is fine (not enough stock, a move already reversed); anything else is a fault. */
const refusedOrDone = (promise: Promise<unknown>) =>
  promise.catch((error: unknown) => {
    if (!(error instanceof ApiError) || ![400, 409].includes(error.statusCode)) throw error;
  });

/** The price of a unit beyond the quota (piastres). */
const PRICE = 250n;
let deliveries = 0;

/** A request handed over: the courier's units to the merchant and the charge beyond its quota, in one transaction; the units handed, or 0 when refused. */
const handOver = (material: number, courier: Location, customer: number, quantity: number) =>
  t.db
    .transaction(async (tx) => {
      const request = ++deliveries;
      await postMove(tx, {
        kind: 'delivery',
        material,
        quantity,
        from: courier,
        to: { kind: 'merchant', owner: customer },
        key: `handed:${material}:${request}`,
        user: null,
      });
      await chargeBeyondQuota(tx, { request: 1_000_000 + material * 100 + request, customer, material, quantity, userId: counter.id });
      return quantity;
    })
    .catch(async (error: unknown) => {
      await refusedOrDone(Promise.reject(error));
      return 0;
    });

/** A count of a warehouse finding `counted` units, submitted by one person and approved by another. */
async function count(warehouse: number, material: number, counted: number) {
  const id = await t.db.transaction((tx) => createCount(tx, counter.id, { all: true }, { place: 'warehouse', owner_id: warehouse, note: '' }));
  await t.db.transaction((tx) => saveCount(tx, { id: counter.id, desk: false }, { all: true }, id, { lines: [{ material, counted }], note: '' }));
  await t.db.transaction((tx) => submitCount(tx, { id: counter.id, desk: false }, { all: true }, id));
  await t.db.transaction((tx) => approveCount(tx, { id: approver.id, desk: true }, { all: true }, id));
}

/**
 * What the charges say against what was handed over: the months' delivered counts add up to the units handed, and the
 * merchant was charged the units beyond the quota of each month times the price, no more and no less.
 */
async function chargeProblems(customer: number, material: number, quota: number, handed: number): Promise<string[]> {
  const months = rowsOf(
    await t.db.execute(sql`select delivered, charged from material_quota_usage where customer_id = ${customer} and material_id = ${material}`),
  );
  const delivered = months.reduce((sum, row) => sum + Number(row.delivered), 0);
  const beyond = months.reduce((sum, row) => sum + Math.max(0, Number(row.delivered) - quota), 0);
  const problems: string[] = [];
  if (delivered !== handed) problems.push(`counted ${delivered} handed over, not ${handed}`);
  const charged = await balanceOf(t.db, 'merchant', customer);
  if (charged !== BigInt(beyond) * PRICE) problems.push(`charged ${charged}, not ${beyond} × ${PRICE}`);
  return problems;
}

const counter = await buildUser(t.db, { role: 'staff' });
const approver = await buildUser(t.db, { role: 'staff' });

describe('the stock under random days', () => {
  it('keeps every quantity equal to its moves, no warehouse or courier below zero, every move as written and every charge what lies beyond the quota', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), fc.integer({ min: 0, max: 40 }), async (steps, quota) => {
        const material = (await buildMaterial(t.db, { price: PRICE })).id;
        const warehouses: Location[] = [
          { kind: 'warehouse', owner: (await buildWarehouse(t.db)).id },
          { kind: 'warehouse', owner: (await buildWarehouse(t.db)).id },
        ];
        const couriers: Location[] = [
          { kind: 'courier', owner: (await buildShipper(t.db)).id },
          { kind: 'courier', owner: (await buildShipper(t.db)).id },
        ];
        const merchant: Location = { kind: 'merchant', owner: (await buildCustomer(t.db)).id };
        await t.db.insert(materialQuotas).values({ customer_id: merchant.owner, material_id: material, monthly_quantity: quota });
        const made: number[] = [];
        let handed = 0;
        // Each day starts with stock in both warehouses and with both couriers, so that most steps can happen.
        for (const [i, warehouse] of warehouses.entries()) {
          await move(t.db, { kind: 'receipt', material, quantity: 60, from: SUPPLIER, to: warehouse });
          await move(t.db, { kind: 'issue', material, quantity: 25, from: warehouse, to: couriers[i]! });
        }
        let written = await movesText();
        for (const s of steps) {
          const go = (kind: Parameters<typeof move>[1]['kind'], from: Location, to: Location, count: number) =>
            refusedOrDone(move(t.db, { kind, material, quantity: count, from, to }).then((moved) => made.push(moved.id)));
          if (s.do === 'receipt') await go('receipt', SUPPLIER, warehouses[s.warehouse]!, s.quantity);
          if (s.do === 'transfer') await go('transfer', warehouses[s.warehouse]!, warehouses[1 - s.warehouse]!, s.quantity);
          if (s.do === 'issue') await go('issue', warehouses[s.warehouse]!, couriers[s.courier]!, s.quantity);
          if (s.do === 'delivery') handed += await handOver(material, couriers[s.courier]!, merchant.owner, s.quantity);
          if (s.do === 'return') await go('return', couriers[s.courier]!, warehouses[s.warehouse]!, s.quantity);
          if (s.do === 'consumption') await go('consumption', merchant, CONSUMED, s.quantity);
          if (s.do === 'reversal' && made.length) await refusedOrDone(t.db.transaction((tx) => reverseMove(tx, made[s.move % made.length]!, null)));
          if (s.do === 'count') await refusedOrDone(count(warehouses[s.warehouse]!.owner, material, s.counted));
          expect(await stockProblems(t.db), JSON.stringify(s)).toEqual([]);
          expect(await chargeProblems(merchant.owner, material, quota, handed), JSON.stringify(s)).toEqual([]);
          expect(await ledgerProblems(t.db)).toEqual([]);
          const now = await movesText();
          expect(now.slice(0, written.length)).toEqual(written);
          written = now;
        }
      }),
      { numRuns: 12 },
    );
  });

  it('finds a quantity that no longer equals its moves', async () => {
    const material = (await buildMaterial(t.db)).id;
    const warehouse: Location = { kind: 'warehouse', owner: (await buildWarehouse(t.db)).id };
    await move(t.db, { kind: 'receipt', material, quantity: 5, from: SUPPLIER, to: warehouse });
    expect(await stockProblems(t.db)).toEqual([]);
    await t.db.execute(sql`update stock_quantities set quantity = quantity + 1 where material_id = ${material} and counted`);
    const [problem] = await stockProblems(t.db);
    expect(problem).toMatch(new RegExp(`^quantities differ from their moves at material ${material} place \\d+$`));
    await t.db.execute(sql`update stock_quantities set quantity = quantity - 1 where material_id = ${material} and counted`);
  });
});
