/**
 * A courier's packaging at his closing (the closing screen's materials section): what he carries is listed, what
 * he brings back is received into a warehouse (a `return` move), and what he cannot show is taken out of his hands
 * as missing (a `count_difference` move to adjustment). Missing packaging costs the company its average cost; it
 * becomes the courier's debt only if the company says so: the clerk asks for it, and a second person approves it on
 * the approval list (a money request `material_shortage`). Without that, the company bears the loss.
 * The server and the screen both check the lines with `handBackErrors`.
 */
import type { MessageKey } from '../messages';
import { MOVE_MAX_QUANTITY } from './moves';

/** One material handed back: how many came back and how many are missing. */
export interface HandBackLine {
  material: number;
  returned: number;
  missing: number;
}

/** Most lines one hand-back carries. */
export const HAND_BACK_MAX_LINES = 200;

const isCount = (value: number) => Number.isInteger(value) && value >= 0 && value <= MOVE_MAX_QUANTITY;

/**
 * Why each line cannot be taken (by its index and field), against what the courier holds of each material:
 * whole numbers, a material he holds, and no more back and missing together than he holds. At least one unit must
 * move. An empty answer means the lines may be posted.
 */
export function handBackErrors(lines: readonly HandBackLine[], held: ReadonlyMap<number, number>): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    const at = (field: keyof HandBackLine) => `lines.${index}.${field}`;
    if (seen.has(line.material)) errors[at('material')] = 'stock.duplicate_material';
    seen.add(line.material);
    const holds = held.get(line.material) ?? 0;
    if (holds === 0) errors[at('material')] = 'stock.hand_back_not_held';
    for (const field of ['returned', 'missing'] as const) if (!isCount(line[field])) errors[at(field)] = 'stock.bad_quantity';
    if (isCount(line.returned) && isCount(line.missing) && line.returned + line.missing > holds && holds > 0)
      errors[at('missing')] = 'stock.hand_back_too_many';
  });
  if (Object.keys(errors).length === 0 && !lines.some((line) => line.returned + line.missing > 0)) errors.lines = 'stock.hand_back_empty';
  return errors;
}

/** What the missing units cost the company: each at its material's average cost (piastres). */
export const missingValue = (lines: readonly HandBackLine[], costOf: (material: number) => bigint): bigint =>
  lines.reduce((sum, line) => sum + BigInt(line.missing) * costOf(line.material), 0n);
