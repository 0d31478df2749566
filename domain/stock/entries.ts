/**
 * Stock entries (spec: Stock, stock_entry): the documents that move stock in and between warehouses outside the
 * material requests. A receipt brings a supplier's delivery into a warehouse at a unit cost; a transfer moves stock
 * from one warehouse to another; an adjustment adds what was found or takes what was damaged or lost, with its
 * reason. An entry is written as a draft (changed freely, moving nothing), then posted (each line one move,
 * domain/stock/moves.ts); a posted entry is never edited: it is reversed, each of its moves undone by a reversal.
 */
import { toPiastres } from '../orders/money';
import { isMoney } from '../prices';
import type { MessageKey } from '../messages';
import type { FieldErrors } from '../validation';
import { MATERIAL_UNIT_MONEY_LIMIT } from './materials';
import { MOVE_MAX_QUANTITY, type Location, type MoveKind } from './moves';

export const ENTRY_KINDS = ['receipt', 'transfer', 'adjustment'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const ENTRY_STATUSES = ['draft', 'posted', 'reversed'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** Why stock is adjusted: found adds to the warehouse, the others take from it. */
export const ADJUSTMENT_REASONS = ['found', 'damaged', 'lost', 'expired', 'other'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** The most lines one entry carries. */
export const ENTRY_MAX_LINES = 50;

export type EntryAction = 'edit' | 'post' | 'reverse' | 'delete';

/** What may be done to an entry in each status: a draft is edited, posted or deleted; a posted one only reversed. */
const ACTIONS: Readonly<Record<EntryStatus, readonly EntryAction[]>> = {
  draft: ['edit', 'post', 'delete'],
  posted: ['reverse'],
  reversed: [],
};
export const mayDoEntry = (action: EntryAction, status: EntryStatus): boolean => ACTIONS[status].includes(action);
export const entryActions = (status: EntryStatus): readonly EntryAction[] => ACTIONS[status];

/** The places an entry's header names. */
export interface EntryHeader {
  kind: EntryKind;
  warehouse_id: number;
  to_warehouse_id: number | null;
  reason: AdjustmentReason | null;
}

/** The move a line of an entry makes: its kind and from where to where. */
export function lineMove(entry: EntryHeader): { kind: MoveKind; from: Location; to: Location } {
  const warehouse: Location = { kind: 'warehouse', owner: entry.warehouse_id };
  const adjustment: Location = { kind: 'adjustment', owner: 0 };
  if (entry.kind === 'receipt') return { kind: 'receipt', from: { kind: 'supplier', owner: 0 }, to: warehouse };
  if (entry.kind === 'transfer') return { kind: 'transfer', from: warehouse, to: { kind: 'warehouse', owner: entry.to_warehouse_id ?? 0 } };
  return entry.reason === 'found'
    ? { kind: 'count_difference', from: adjustment, to: warehouse }
    : { kind: 'count_difference', from: warehouse, to: adjustment };
}

/** Field errors of an entry's header as the form and the server see them (translation keys). */
export function entryHeaderErrors(entry: EntryHeader): FieldErrors {
  const errors: FieldErrors = {};
  if (entry.kind === 'transfer') {
    if (!entry.to_warehouse_id) errors.to_warehouse_id = 'stock_entry.to_required';
    else if (entry.to_warehouse_id === entry.warehouse_id) errors.to_warehouse_id = 'stock_entry.same_warehouse';
  }
  if (entry.kind === 'adjustment' && !entry.reason) errors.reason = 'stock_entry.reason_required';
  return errors;
}

/** A line as the form and the API carry it: the unit cost in LE text ("2.35"), a receipt's only. */
export interface EntryLineInput {
  material: number;
  quantity: number;
  unit_cost?: string;
}

/** Why a line's quantity cannot be moved (a whole number within a move's bounds), or undefined. */
export const lineQuantityError = (quantity: unknown): MessageKey | undefined =>
  typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 && quantity <= MOVE_MAX_QUANTITY ? undefined : 'stock.bad_quantity';

/** Why a receipt line's unit cost (LE text) cannot be taken, or undefined. */
export function lineCostError(cost: unknown): MessageKey | undefined {
  const text = typeof cost === 'string' ? cost.trim() : typeof cost === 'number' ? String(cost) : '';
  if (!isMoney(text)) return 'stock_entry.cost_invalid';
  return toPiastres(text) > MATERIAL_UNIT_MONEY_LIMIT ? 'stock_entry.cost_too_high' : undefined;
}

/**
 * Field errors of an entry's lines (keyed `lines` for the list as a whole, `lines.<i>.<field>` for one line): at
 * least one line and at most ENTRY_MAX_LINES, each material once, a whole quantity within a move's bounds, and for
 * a receipt a unit cost in LE, no more than a unit's ceiling.
 */
export function entryLineErrors(kind: EntryKind, lines: readonly EntryLineInput[]): FieldErrors {
  const errors: FieldErrors = {};
  if (lines.length === 0) errors.lines = 'stock_entry.lines_required';
  if (lines.length > ENTRY_MAX_LINES) errors.lines = 'stock_entry.too_many_lines';
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    if (seen.has(line.material)) errors[`lines.${index}.material`] = 'stock_entry.material_twice';
    seen.add(line.material);
    const quantity = lineQuantityError(line.quantity);
    if (quantity) errors[`lines.${index}.quantity`] = quantity;
    const cost = kind === 'receipt' ? lineCostError(line.unit_cost) : undefined;
    if (cost) errors[`lines.${index}.unit_cost`] = cost;
  });
  return errors;
}
