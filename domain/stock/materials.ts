/**
 * A packaging material's own rules (spec: Stock, material): the units it is counted in, the bounds of its money
 * and reorder point, and what one unit is worth.
 */
export const MATERIAL_UNITS = ['piece', 'pack', 'roll', 'box', 'meter'] as const;
export type MaterialUnit = (typeof MATERIAL_UNITS)[number];

/** Piastres in one pound. */
const LE = 100n;

/** The most one unit may cost or be sold for (a box of a hundred flyers is a few hundred pounds). */
export const MATERIAL_UNIT_MONEY_LIMIT = 10_000n * LE;
/** The highest reorder point (a warehouse of flyers holds tens of thousands). */
export const REORDER_POINT_MAX = 1_000_000;

/**
 * What one unit is worth at weighted average cost: everything received (each posted receipt's quantity times its
 * unit cost, less the receipts reversed) over how much was received, rounded to the piastre; the material's own
 * unit cost before anything was received. Every unit in stock is valued at this one figure, wherever it is.
 */
export function averageCost(material: { received_quantity: number; received_value: bigint; unit_cost: bigint }): bigint {
  if (material.received_quantity <= 0) return material.unit_cost;
  const quantity = BigInt(material.received_quantity);
  return (material.received_value * 2n + quantity) / (quantity * 2n);
}

/**
 * When a material is low: the company buys centrally, so the reorder point is compared with what all its
 * warehouses hold together (what couriers carry is on its way out). A reorder point of 0 never rings.
 */
export const isBelowReorder = (inWarehouses: number, reorderPoint: number): boolean => reorderPoint > 0 && inWarehouses < reorderPoint;
