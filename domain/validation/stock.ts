import { MATERIAL_UNITS, REORDER_POINT_MAX } from '../stock/materials';
import { PACKS_UP_TO_MAX } from '../stock/usage';
import { nameRules } from './lookups';
import { WEIGHT_RE } from './order';
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

/** The heaviest order a material packs: empty (it is not used per order), or a weight in kg as an order's is written, above 0. */
const packsUpToRule: Rule = (value) => {
  if (value == null || value === '') return undefined;
  const text = String(value);
  return WEIGHT_RE.test(text) && Number(text) > 0 && Number(text) <= PACKS_UP_TO_MAX ? undefined : 'stock.packs_up_to_invalid';
};

export interface MaterialValues {
  name: string;
  name_ar?: string;
  unit?: string;
  size?: string;
  unit_cost?: string | number | null;
  price?: string | number | null;
  reorder_point?: number | string | null;
  packs_up_to_kg?: number | string | null;
}

/**
 * A packaging material (spec: Stock, material): a name in English (the Arabic one optional), the unit it is
 * counted in, its size as the supplier writes it, what a unit costs and what a merchant pays for one beyond its
 * quota (both 0 or more, at most the material's ceiling), the stock below which it is reordered, and the heaviest order
 * it packs (its weight band, domain/stock/usage.ts), if it is used one per order.
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
    packs_up_to_kg: [packsUpToRule],
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
