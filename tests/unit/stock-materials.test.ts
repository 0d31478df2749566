import { describe, expect, it } from 'vitest';
import { MONEY_LIMITS } from '../../domain/ledger/limits';
import { fromPiastres } from '../../domain/orders/money';
import { averageCost, isBelowReorder, MATERIAL_UNIT_MONEY_LIMIT } from '../../domain/stock/materials';
import { validateMaterial, validateWarehouse } from '../../domain/validation';

const material = { name: 'Flyer bag A4', unit: 'pack', size: '25 x 35 cm', unit_cost: '12.50', price: '15.00', reorder_point: 200 };

describe('a material at weighted average cost', () => {
  it('is its own unit cost before anything was received', () => {
    expect(averageCost({ received_quantity: 0, received_value: 0n, unit_cost: 1250n })).toBe(1250n);
  });

  it('is everything received over how much was received, rounded to the piastre', () => {
    // 100 at 10.00 and 50 at 13.00: 1,650.00 over 150 units.
    expect(averageCost({ received_quantity: 150, received_value: 100n * 1000n + 50n * 1300n, unit_cost: 0n })).toBe(1100n);
    // 3,500 piastres over 3 units is 1166.67: rounded up; 3,499 over 3 is 1166.33: rounded down.
    expect(averageCost({ received_quantity: 3, received_value: 3500n, unit_cost: 0n })).toBe(1167n);
    expect(averageCost({ received_quantity: 3, received_value: 3499n, unit_cost: 0n })).toBe(1166n);
  });

  it('rings below the reorder point only when one is set', () => {
    expect(isBelowReorder(199, 200)).toBe(true);
    expect(isBelowReorder(200, 200)).toBe(false);
    expect(isBelowReorder(0, 0)).toBe(false);
  });
});

describe('the material form and the server, one set of rules', () => {
  it('accepts a material with money of 0 and the ceiling itself', () => {
    expect(validateMaterial(material)).toEqual({});
    expect(validateMaterial({ ...material, unit_cost: '0', price: fromPiastres(MATERIAL_UNIT_MONEY_LIMIT) })).toEqual({});
    expect(MONEY_LIMITS.material).toBe(MATERIAL_UNIT_MONEY_LIMIT);
    expect(fromPiastres(MATERIAL_UNIT_MONEY_LIMIT)).toBe('10000.00');
  });

  it('names each wrong field by its message key', () => {
    expect(validateMaterial({ ...material, name: '', unit: 'barrel', unit_cost: '10000.01', price: '-1', reorder_point: 1_000_001 })).toEqual({
      name: 'validation.name_required',
      unit: 'stock.unit_invalid',
      unit_cost: 'limits.material',
      price: 'prices.money_invalid',
      reorder_point: 'stock.reorder_point_invalid',
    });
    expect(validateMaterial({ ...material, unit_cost: '', reorder_point: 2.5 })).toEqual({
      unit_cost: 'validation.required',
      reorder_point: 'stock.reorder_point_invalid',
    });
  });

  it('asks a warehouse for its name only', () => {
    expect(validateWarehouse({ name: 'Nasr City hub' })).toEqual({});
    expect(validateWarehouse({ name: ' ', address: 'x'.repeat(256) })).toEqual({ name: 'validation.name_required', address: 'validation.max_255' });
  });
});
