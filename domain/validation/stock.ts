import { MATERIAL_UNITS, REORDER_POINT_MAX } from '../stock/materials';
import { nameRules } from './lookups';
import { atMost, moneyRules } from './prices';
import { maxLength, validateFields, type FieldErrors, type Rule } from './rules';

/** What one unit of a material costs or sells for: an amount in LE, 0 allowed, at most the material's ceiling. */
const unitMoneyRules: readonly Rule[] = [...moneyRules, atMost('material')];

const unitRule: Rule = (value) => (MATERIAL_UNITS.some((unit) => unit === value) ? undefined : 'stock.unit_invalid');

/** A whole number of units from 0 (never rings) to REORDER_POINT_MAX; empty is 0. */
const reorderPointRule: Rule = (value) => {
  if (value == null || value === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= REORDER_POINT_MAX ? undefined : 'stock.reorder_point_invalid';
};

export interface MaterialValues {
  name: string;
  name_ar?: string;
  unit?: string;
  size?: string;
  unit_cost?: string | number | null;
  price?: string | number | null;
  reorder_point?: number | string | null;
}

/**
 * A packaging material (spec: Stock, material): a name in English (the Arabic one optional), the unit it is
 * counted in, its size as the supplier writes it, what a unit costs and what a merchant pays for one beyond its
 * quota (both 0 or more, at most the material's ceiling), and the stock below which it is reordered.
 */
export const validateMaterial = (values: MaterialValues): FieldErrors =>
  validateFields(values, {
    name: nameRules,
    name_ar: [maxLength(255)],
    unit: [unitRule],
    size: [maxLength(255)],
    unit_cost: unitMoneyRules,
    price: unitMoneyRules,
    reorder_point: [reorderPointRule],
  });

export interface WarehouseValues {
  name: string;
  name_ar?: string;
  address?: string;
  keeper_id?: number | null;
}

/** A warehouse: a name in English (the Arabic one optional) and its address; its keeper is checked by the server against the staff accounts. */
export const validateWarehouse = (values: WarehouseValues): FieldErrors =>
  validateFields(values, { name: nameRules, name_ar: [maxLength(255)], address: [maxLength(255)] });
