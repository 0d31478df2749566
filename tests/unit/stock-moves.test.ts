import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCATION_KINDS, MOVE_KINDS, MOVE_KINDS_LIST, isCounted, moveError, type Location, type MoveKind } from '../../domain/stock/moves';

const at = (kind: Location['kind'], owner = 1): Location => ({ kind, owner });

describe('the stock move kinds (domain/stock/moves.ts)', () => {
  it.each([
    ['receipt', 'supplier', 'warehouse'],
    ['transfer', 'warehouse', 'warehouse'],
    ['issue', 'warehouse', 'courier'],
    ['delivery', 'courier', 'merchant'],
    ['return', 'merchant', 'courier'],
    ['return', 'courier', 'warehouse'],
    ['consumption', 'merchant', 'consumed'],
    ['count_difference', 'warehouse', 'adjustment'],
    ['count_difference', 'adjustment', 'courier'],
  ] as const)('lets a %s go from a %s to a %s', (kind, from, to) => {
    expect(moveError(kind, at(from, 1), at(to, 2), 5)).toBeUndefined();
  });

  it.each([
    ['receipt', 'warehouse', 'courier'],
    ['issue', 'supplier', 'courier'],
    ['delivery', 'warehouse', 'merchant'],
    ['count_difference', 'warehouse', 'courier'],
    ['count_difference', 'adjustment', 'adjustment'],
  ] as const)('refuses a %s from a %s to a %s', (kind, from, to) => {
    expect(moveError(kind, at(from, 1), at(to, 2), 5)).toBe('stock.bad_move');
  });

  it('refuses any move from a place to itself, and any quantity but a whole number from 1 to 1,000,000', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MOVE_KINDS_LIST), fc.constantFrom(...LOCATION_KINDS), (kind: MoveKind, place) => {
        expect(moveError(kind, at(place), at(place), 1)).not.toBeUndefined();
      }),
    );
    for (const quantity of [0, -1, 1.5, 1_000_001, Number.NaN])
      expect(moveError('transfer', at('warehouse', 1), at('warehouse', 2), quantity)).toBe('stock.bad_quantity');
  });

  it('lets a reversal go anywhere a move came from, and keeps only warehouses and couriers from going below zero', () => {
    expect(MOVE_KINDS.reversal.from).toEqual(LOCATION_KINDS);
    expect(LOCATION_KINDS.filter((kind) => isCounted(at(kind)))).toEqual(['warehouse', 'courier']);
  });
});
