/** The rule the material usage reports count by (domain/stock/usage.ts): weight bands, the difference and its flag. */
import { describe, expect, it } from 'vitest';
import { differenceOf, isFlagged, shareOf, weightBands } from '../../domain/stock/usage';

describe('weightBands', () => {
  it('gives each banded material the orders above the band before it, the largest every heavier one, a second of one band none', () => {
    const bands = weightBands([
      { id: 3, packs_up_to_kg: 5 },
      { id: 1, packs_up_to_kg: 1 },
      { id: 7, packs_up_to_kg: 5 },
      { id: 2, packs_up_to_kg: 2.5 },
    ]);
    expect(bands).toEqual([
      { material: 1, above: null, upTo: 1 },
      { material: 2, above: 1, upTo: 2.5 },
      { material: 3, above: 2.5, upTo: null },
    ]);
    expect(weightBands([])).toEqual([]);
  });
});

describe('the difference and its flag', () => {
  it('flags more than 20 units kept and more than 30 % of the issued, not either alone or at the edge', () => {
    const month = (issued: number, used: number, returned = 0) => ({ issued, returned, used });
    expect(differenceOf(month(50, 10, 5))).toBe(35);
    expect([isFlagged(month(21, 0)), isFlagged(month(20, 0))]).toEqual([true, false]);
    expect([isFlagged(month(70, 49)), isFlagged(month(69, 48))]).toEqual([false, true]);
    expect(isFlagged(month(0, 5))).toBe(false);
    expect([shareOf(month(70, 49)), shareOf(month(3, 1)), shareOf(month(0, 4))]).toEqual([30, 66.7, null]);
  });
});
