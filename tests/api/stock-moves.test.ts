/**
 * The stock ledger (domain/stock/moves.ts, server/stock/moves.ts): moves that are never changed, quantities moved
 * with them, reversals, a key that moves once, and no warehouse or courier ever below zero, also when twenty
 * issues race for the last ten units.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Location } from '../../domain/stock/moves';
import { stockMoves } from '../../server/db/schema';
import { ApiError } from '../../server/lib/errors';
import { reverseMove } from '../../server/stock/moves';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildMaterial, buildShipper } from '../helpers/builders';
import { buildWarehouse, heldAt, move, movedTo } from '../helpers/stock';

const { t } = await openApiTest();
const SUPPLIER: Location = { kind: 'supplier', owner: 0 };

/** A material received into a warehouse (`stock` units), and a courier. */
async function stocked(stock: number) {
  const material = await buildMaterial(t.db, { name_ar: 'أكياس' });
  const warehouse: Location = { kind: 'warehouse', owner: (await buildWarehouse(t.db)).id };
  const courier: Location = { kind: 'courier', owner: (await buildShipper(t.db)).id };
  await move(t.db, { kind: 'receipt', material: material.id, quantity: stock, from: SUPPLIER, to: warehouse });
  return { material, warehouse, courier };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('stock moves', () => {
  it('moves the quantities of both places with each move, each equal to the sum of its moves', async () => {
    const { material, warehouse, courier } = await stocked(50);
    const merchant: Location = { kind: 'merchant', owner: (await buildCustomer(t.db)).id };
    await move(t.db, { kind: 'issue', material: material.id, quantity: 20, from: warehouse, to: courier, document: 'request', documentId: 7 });
    await move(t.db, { kind: 'delivery', material: material.id, quantity: 15, from: courier, to: merchant });
    const expected = new Map<Location, number>([
      [warehouse, 30],
      [courier, 5],
      [merchant, 15],
    ]);
    for (const [place, quantity] of expected) {
      expect(await heldAt(t.db, material.id, place), place.kind).toBe(quantity);
      expect(await movedTo(t.db, material.id, place), place.kind).toBe(quantity);
    }
  });

  it('moves once for one key: the same move posted again answers the first', async () => {
    const { material, warehouse, courier } = await stocked(10);
    const first = await move(t.db, { kind: 'issue', material: material.id, quantity: 3, from: warehouse, to: courier, key: `once:${material.id}` });
    const again = await move(t.db, { kind: 'issue', material: material.id, quantity: 3, from: warehouse, to: courier, key: `once:${material.id}` });
    expect(again.id).toBe(first.id);
    expect(await heldAt(t.db, material.id, warehouse)).toBe(7);
  });

  it('is never changed: the database refuses to update, delete or truncate a move', async () => {
    const { material } = await stocked(5);
    for (const statement of [
      sql`update stock_moves set quantity = 1 where material_id = ${material.id}`,
      sql`delete from stock_moves where material_id = ${material.id}`,
      sql`truncate stock_moves cascade`,
    ]) {
      // The trigger's own words, under the query's error.
      await expect(t.db.execute(statement)).rejects.toMatchObject({ cause: { message: expect.stringMatching(/ledger rows are immutable/) } });
    }
    expect(await heldAt(t.db, material.id, SUPPLIER)).toBe(-5);
  });

  it('corrects a mistake with a reversal pointing at it, once, and refuses one taking back what is gone', async () => {
    const { material, warehouse, courier } = await stocked(8);
    const issued = await move(t.db, { kind: 'issue', material: material.id, quantity: 8, from: warehouse, to: courier });
    const reversal = await t.db.transaction((tx) => reverseMove(tx, issued.id, null, 'wrong courier'));
    expect([reversal.kind, reversal.reverses_id, reversal.quantity]).toEqual(['reversal', issued.id, 8]);
    expect(await t.db.transaction((tx) => reverseMove(tx, issued.id, null))).toEqual(reversal);
    expect([await heldAt(t.db, material.id, warehouse), await heldAt(t.db, material.id, courier)]).toEqual([8, 0]);
    // The receipt's 8 units went out again: reversing it would take them from a warehouse that no longer holds them.
    await move(t.db, { kind: 'issue', material: material.id, quantity: 8, from: warehouse, to: courier });
    const [receipt] = await t.db
      .select({ id: stockMoves.id })
      .from(stockMoves)
      .where(and(eq(stockMoves.material_id, material.id), eq(stockMoves.kind, 'receipt')));
    const refused = await refusal(t.db.transaction((tx) => reverseMove(tx, receipt!.id, null)));
    expect([refused.statusCode, refused.key, refused.params]).toEqual([409, 'stock.not_enough', { material: material.name, left: 0, asked: 8 }]);
  });

  it('refuses a bad quantity, a move its kind may not make, and a material or place that does not exist, moving nothing', async () => {
    const { material, warehouse, courier } = await stocked(10);
    const cases: [Parameters<typeof move>[1], Record<string, string>][] = [
      [{ kind: 'issue', material: material.id, quantity: 0, from: warehouse, to: courier }, { quantity: 'stock.bad_quantity' }],
      [{ kind: 'issue', material: material.id, quantity: 1.5, from: warehouse, to: courier }, { quantity: 'stock.bad_quantity' }],
      [{ kind: 'issue', material: material.id, quantity: 10_000_000, from: warehouse, to: courier }, { quantity: 'stock.bad_quantity' }],
      [{ kind: 'receipt', material: material.id, quantity: 1, from: warehouse, to: courier }, { kind: 'stock.bad_move' }],
      [{ kind: 'transfer', material: material.id, quantity: 1, from: warehouse, to: warehouse }, { kind: 'stock.bad_move' }],
      [{ kind: 'count_difference', material: material.id, quantity: 1, from: warehouse, to: courier }, { kind: 'stock.bad_move' }],
      [{ kind: 'issue', material: 999999, quantity: 1, from: warehouse, to: courier }, { material: 'stock.unknown_material' }],
      [{ kind: 'issue', material: material.id, quantity: 1, from: warehouse, to: { kind: 'courier', owner: 999999 } }, { to: 'stock.unknown_place' }],
      [{ kind: 'receipt', material: material.id, quantity: 1, from: { kind: 'supplier', owner: 4 }, to: warehouse }, { from: 'stock.unknown_place' }],
    ];
    for (const [input, errors] of cases) {
      const refused = await refusal(move(t.db, input));
      expect([refused.statusCode, refused.errors], JSON.stringify(input)).toEqual([400, errors]);
    }
    expect(await heldAt(t.db, material.id, warehouse)).toBe(10);
  });

  it('never takes a warehouse below zero: 20 issues of 1 racing for 10 give exactly 10 moves and 10 refusals naming what is left', async () => {
    const { material, warehouse, courier } = await stocked(10);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => move(t.db, { kind: 'issue', material: material.id, quantity: 1, from: warehouse, to: courier })),
    );
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as ApiError] : []));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(refused.map((error) => [error.statusCode, error.key, error.params])).toEqual(
      Array.from({ length: 10 }, () => [409, 'stock.not_enough', { material: material.name, left: 0, asked: 1 }]),
    );
    expect(refused[0]!.message).toBe(`Only 0 of ${material.name} left there: 1 cannot be taken`);
    expect([await heldAt(t.db, material.id, warehouse), await heldAt(t.db, material.id, courier)]).toEqual([0, 10]);
    expect(await movedTo(t.db, material.id, courier)).toBe(10);
  });
});
