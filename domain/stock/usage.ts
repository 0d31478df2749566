/**
 * What a merchant used of the packaging it was given (issue 22, item 6; docs/stock.md, "Used packaging"), the rule
 * the material usage reports (domain/reports/material-usage.ts) count by:
 *
 * - **Issued** is what the merchant was handed (`delivery` moves to it), **returned** what came back from it
 *   (`return` moves from it); a reversal counts against the move it undoes, on its own day.
 * - **Used**: every order the merchant shipped uses one unit of one material. A material may say the heaviest order
 *   it packs (`packs_up_to_kg`, its weight band); an order uses the material of the smallest band its weight fits
 *   (two materials of one band: the older one), an order heavier than every band the largest one. Materials without a
 *   band (tape, bubble wrap, AWB rolls) are never used per order: nothing measures them.
 * - **Shipped**: an order that left Pending (`SHIPPED_STATUSES`: it went out, or was decided), neither cancelled
 *   nor refused at intake, counted on its order day (the Cairo day it was entered, which never moves, so a month's
 *   figure does not change as its orders move on).
 * - **Difference**, per merchant and Cairo month, in units of the banded materials only: issued − returned − used.
 *   A merchant keeping more than `FLAG_UNITS` units and more than `FLAG_SHARE` % of what it was issued is flagged:
 *   it takes packaging and ships with someone else.
 */
import { ORDER_STATUSES } from '../orders/status';

/** The statuses of an order that left the merchant: every one but Pending. */
export const SHIPPED_STATUSES = ORDER_STATUSES.filter((status) => status !== 'Pending');

/** The heaviest band a material may pack (kg), as an order's weight is bounded (domain/validation/order.ts). */
export const PACKS_UP_TO_MAX = 9999.99;

/** A difference is flagged above both: more than this many units … */
export const FLAG_UNITS = 20;
/** … and more than this share (%) of the units issued. */
export const FLAG_SHARE = 30;

export interface UsageFigures {
  issued: number;
  returned: number;
  used: number;
}

/** What the merchant kept beyond what its orders used (negative: it packed some orders with its own). */
export const differenceOf = (figures: UsageFigures): number => figures.issued - figures.returned - figures.used;

/** The difference as a share of what was issued (%, one decimal); none when nothing was issued. */
export const shareOf = (figures: UsageFigures): number | null => (figures.issued > 0 ? Math.round((differenceOf(figures) * 1000) / figures.issued) / 10 : null);

/** Whether a merchant's month is flagged: more than FLAG_UNITS units and more than FLAG_SHARE % of its issued kept. */
export const isFlagged = (figures: UsageFigures): boolean => {
  const difference = differenceOf(figures);
  return difference > FLAG_UNITS && difference * 100 > FLAG_SHARE * figures.issued;
};

/** A material's weight band: orders heavier than `above` and at most `upTo` kg use it (`upTo` null: no limit). */
export interface WeightBand {
  material: number;
  above: number | null;
  upTo: number | null;
}

/**
 * The bands of the materials that have one, lightest first: each takes the orders heavier than the band before it
 * up to its own; the largest takes every heavier order too. A second material of the same band takes none.
 */
export function weightBands(materials: readonly { id: number; packs_up_to_kg: number }[]): WeightBand[] {
  const sorted = [...materials].sort((a, b) => a.packs_up_to_kg - b.packs_up_to_kg || a.id - b.id);
  const distinct = sorted.filter((material, i) => i === 0 || material.packs_up_to_kg !== sorted[i - 1]!.packs_up_to_kg);
  return distinct.map((material, i) => ({
    material: material.id,
    above: i === 0 ? null : distinct[i - 1]!.packs_up_to_kg,
    upTo: i === distinct.length - 1 ? null : material.packs_up_to_kg,
  }));
}
