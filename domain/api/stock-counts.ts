/** The answers of the stock counts (server/routes/stock-counts). */
import { Type, type Static } from '@sinclair/typebox';
import { COUNT_PLACES, COUNT_STATUSES } from '../stock/counts';
import { MATERIAL_UNITS } from '../stock/materials';
import { Nullable, OneOf, SpecPage, Timestamp } from './common';

/**
 * A line: a material, what the place holds (now for a draft, at submission once submitted), what was counted
 * (null while not counted) and the difference (counted less expected; null while not counted).
 */
export const StockCountLine = Type.Object({
  /** The line's material, which names the line (a material is on a count once). */
  id: Type.Integer(),
  material: Type.Integer(),
  material_name: Type.String(),
  material_name_ar: Type.String(),
  unit: OneOf(MATERIAL_UNITS),
  expected: Type.Integer(),
  counted: Nullable(Type.Integer()),
  difference: Nullable(Type.Integer()),
});
export type StockCountLine = Static<typeof StockCountLine>;

/** A count of a warehouse or a courier with its lines, who counted, submitted and decided it, and its version for edits. */
export const StockCountRecord = Type.Object({
  id: Type.Integer(),
  place: OneOf(COUNT_PLACES),
  owner_id: Type.Integer(),
  place_name: Type.Object({ name: Type.String(), name_ar: Type.String() }),
  status: OneOf(COUNT_STATUSES),
  note: Type.String(),
  lines: Type.Array(StockCountLine),
  /** How many lines are short or over. */
  differences: Type.Integer(),
  created_by_name: Nullable(Type.String()),
  submitted_by: Nullable(Type.Integer()),
  submitted_by_name: Nullable(Type.String()),
  submitted_at: Nullable(Timestamp),
  decided_by_name: Nullable(Type.String()),
  decided_at: Nullable(Timestamp),
  refusal_note: Type.String(),
  created_at: Timestamp,
  version: Type.Integer(),
});
export type StockCountRecord = Static<typeof StockCountRecord>;

export const StockCountPage = SpecPage(StockCountRecord);
