/** The answers of the stock entries (server/routes/stock-entries). Money is LE text ("2.35"). */
import { Type, type Static } from '@sinclair/typebox';
import { ADJUSTMENT_REASONS, ENTRY_KINDS, ENTRY_STATUSES } from '../stock/entries';
import { MATERIAL_UNITS } from '../stock/materials';
import { Nullable, OneOf, SpecPage, Timestamp } from './common';

const Named = { name: Type.String(), name_ar: Type.String() };

/** A line: a quantity of one material, at a unit cost for a receipt, and the line's value. */
export const StockEntryLine = Type.Object({
  /** The line's material, which names the line (a material is on an entry once). */
  id: Type.Integer(),
  material: Type.Integer(),
  material_name: Type.String(),
  material_name_ar: Type.String(),
  unit: OneOf(MATERIAL_UNITS),
  quantity: Type.Integer(),
  unit_cost: Type.String(),
  value: Type.String(),
});
export type StockEntryLine = Static<typeof StockEntryLine>;

/** A receipt, transfer or adjustment with its lines, who wrote, posted and reversed it, and its version for edits. */
export const StockEntryRecord = Type.Object({
  id: Type.Integer(),
  kind: OneOf(ENTRY_KINDS),
  status: OneOf(ENTRY_STATUSES),
  warehouse_id: Type.Integer(),
  warehouse: Type.Object(Named),
  to_warehouse_id: Nullable(Type.Integer()),
  to_warehouse: Nullable(Type.Object(Named)),
  supplier: Type.String(),
  reason: Nullable(OneOf(ADJUSTMENT_REASONS)),
  /** YYYY-MM-DD. */
  entry_date: Type.String(),
  note: Type.String(),
  lines: Type.Array(StockEntryLine),
  /** How many units the lines carry, and what a receipt's are worth. */
  quantity: Type.Integer(),
  value: Type.String(),
  created_by_name: Nullable(Type.String()),
  posted_by_name: Nullable(Type.String()),
  posted_at: Nullable(Timestamp),
  reversed_by_name: Nullable(Type.String()),
  reversed_at: Nullable(Timestamp),
  created_at: Timestamp,
  version: Type.Integer(),
});
export type StockEntryRecord = Static<typeof StockEntryRecord>;

export const StockEntryPage = SpecPage(StockEntryRecord);
