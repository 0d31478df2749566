/**
 * The stock under random days (issue 22, item 9, the moves' part): every random sequence of receipts, transfers, issues,
 * deliveries, returns, consumption and reversals, some refused for want of stock, keeps every quantity equal to the
 * sum of its moves, no warehouse or courier below zero, and every move written as it was; a quantity corrupted on
 * purpose is found.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Location } from '../../domain/stock/moves';
import { rowsOf } from '../../server/db/rows';
import { ApiError } from '../../server/lib/errors';
import { stockProblems } from '../../server/stock/invariants';
import { reverseMove } from '../../server/stock/moves';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildMaterial, buildShipper } from '../helpers/builders';
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

describe('the stock under random days', () => {
  it('keeps every quantity equal to its moves and no warehouse or courier below zero after every step, never changing a move', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        const material = (await buildMaterial(t.db)).id;
        const warehouses: Location[] = [
          { kind: 'warehouse', owner: (await buildWarehouse(t.db)).id },
          { kind: 'warehouse', owner: (await buildWarehouse(t.db)).id },
        ];
        const couriers: Location[] = [
          { kind: 'courier', owner: (await buildShipper(t.db)).id },
          { kind: 'courier', owner: (await buildShipper(t.db)).id },
        ];
        const merchant: Location = { kind: 'merchant', owner: (await buildCustomer(t.db)).id };
        const made: number[] = [];
        let written = await movesText();
        for (const s of steps) {
          const go = (kind: Parameters<typeof move>[1]['kind'], from: Location, to: Location, count: number) =>
            refusedOrDone(move(t.db, { kind, material, quantity: count, from, to }).then((moved) => made.push(moved.id)));
          if (s.do === 'receipt') await go('receipt', SUPPLIER, warehouses[s.warehouse]!, s.quantity);
          if (s.do === 'transfer') await go('transfer', warehouses[s.warehouse]!, warehouses[1 - s.warehouse]!, s.quantity);
          if (s.do === 'issue') await go('issue', warehouses[s.warehouse]!, couriers[s.courier]!, s.quantity);
          if (s.do === 'delivery') await go('delivery', couriers[s.courier]!, merchant, s.quantity);
          if (s.do === 'return') await go('return', couriers[s.courier]!, warehouses[s.warehouse]!, s.quantity);
          if (s.do === 'consumption') await go('consumption', merchant, CONSUMED, s.quantity);
          if (s.do === 'reversal' && made.length) await refusedOrDone(t.db.transaction((tx) => reverseMove(tx, made[s.move % made.length]!, null)));
          expect(await stockProblems(t.db), JSON.stringify(s)).toEqual([]);
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
