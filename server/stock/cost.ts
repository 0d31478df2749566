import { averageCost } from '../../domain/stock/materials';

/** One unit's average cost (piastres) of a material row as the database answers it (its receipts' sums and its unit cost). */
export const rowCost = (row: Record<string, unknown>): bigint =>
  averageCost({
    received_quantity: Number(row.received_quantity),
    received_value: BigInt(String(row.received_value)),
    unit_cost: BigInt(String(row.unit_cost)),
  });
