/**
 * Stock entries (domain/stock/entries.ts), read and written in the caller's transaction: a draft is written and
 * changed freely; posting it writes one move per line (server/stock/moves.ts) and, for a receipt, adds what it
 * brought to its materials' received quantity and value (the weighted average cost); reversing a posted entry undoes
 * each of its moves with a reversal and takes its receipt back out of the average. Each change is audited.
 */
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { fromPiastres, toPiastres } from '../../domain/orders/money';
import { entryHeaderErrors, entryLineErrors, lineMove, mayDoEntry, type EntryAction, type EntryHeader, type EntryKind } from '../../domain/stock/entries';
import type { AdjustmentReason, EntryLineInput, EntryStatus } from '../../domain/stock/entries';
import type { StockEntryRecord } from '../../domain/api/stock-entries';
import type { Db, Tx } from '../db/client';
import { rowsOf, timestampText } from '../db/rows';
import { packagingMaterials, stockEntries, stockEntryLines, stockMoves, warehouses } from '../db/schema';
import { audit } from '../lib/audit';
import { ApiError, assertValid, badRequest, notFound } from '../lib/errors';
import type { PageWindow } from '../lib/rest/paging';
import { postMove, reverseMove } from './moves';

/** What a form sends for an entry. */
export interface EntryValues extends EntryHeader {
  supplier: string;
  entry_date: string;
  note: string;
  lines: readonly EntryLineInput[];
}

export interface EntryFilter {
  kind?: EntryKind;
  status?: EntryStatus;
  warehouse?: number;
  from_date?: string;
  to_date?: string;
}

/** The stock entries' document name on their moves. */
const DOCUMENT = 'stock_entry';

const LINES = sql`coalesce((select json_agg(json_build_object('material', l.material_id, 'material_name', m.name, 'material_name_ar', m.name_ar,
    'unit', m.unit, 'quantity', l.quantity, 'unit_cost', l.unit_cost) order by m.name)
  from stock_entry_lines l join packaging_materials m on m.id = l.material_id where l.entry_id = e.id), '[]'::json)`;

const SELECT = sql`select e.*, w.name as warehouse_name, w.name_ar as warehouse_name_ar, tw.name as to_name, tw.name_ar as to_name_ar,
    cu.username as created_by_name, pu.username as posted_by_name, ru.username as reversed_by_name, ${LINES} as lines
  from stock_entries e join warehouses w on w.id = e.warehouse_id left join warehouses tw on tw.id = e.to_warehouse_id
  left join users cu on cu.id = e.created_by left join users pu on pu.id = e.posted_by left join users ru on ru.id = e.reversed_by`;

interface StoredLine {
  material: number;
  material_name: string;
  material_name_ar: string;
  unit: Unit;
  quantity: number;
  unit_cost: number | string;
}
type Unit = StockEntryRecord['lines'][number]['unit'];

const timeOrNull = (value: unknown) => (value == null ? null : timestampText(value as Date | string));

/** A stored entry as the API answers it: money in LE text, each line's value and the entry's totals. */
function recordOf(row: Record<string, unknown>): StockEntryRecord {
  const stored = (typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines) as StoredLine[];
  const lines = stored.map((line) => {
    const cost = BigInt(line.unit_cost);
    return { ...line, id: line.material, unit: line.unit as Unit, unit_cost: fromPiastres(cost), value: fromPiastres(cost * BigInt(line.quantity)) };
  });
  return {
    id: Number(row.id),
    kind: row.kind as EntryKind,
    status: row.status as EntryStatus,
    warehouse_id: Number(row.warehouse_id),
    warehouse: { name: String(row.warehouse_name), name_ar: String(row.warehouse_name_ar) },
    to_warehouse_id: row.to_warehouse_id == null ? null : Number(row.to_warehouse_id),
    to_warehouse: row.to_warehouse_id == null ? null : { name: String(row.to_name), name_ar: String(row.to_name_ar) },
    supplier: String(row.supplier),
    reason: (row.reason as AdjustmentReason | null) ?? null,
    entry_date: String(row.entry_date).slice(0, 10),
    note: String(row.note),
    lines,
    quantity: lines.reduce((total, line) => total + line.quantity, 0),
    value: fromPiastres(lines.reduce((total, line) => total + toPiastres(line.value), 0n)),
    created_by_name: (row.created_by_name as string | null) ?? null,
    posted_by_name: (row.posted_by_name as string | null) ?? null,
    posted_at: timeOrNull(row.posted_at),
    reversed_by_name: (row.reversed_by_name as string | null) ?? null,
    reversed_at: timeOrNull(row.reversed_at),
    created_at: timestampText(row.created_at as Date | string),
    version: Number(row.version),
  };
}

function whereOf(filter: EntryFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.kind) parts.push(sql`e.kind = ${filter.kind}`);
  if (filter.status) parts.push(sql`e.status = ${filter.status}`);
  if (filter.warehouse) parts.push(sql`(e.warehouse_id = ${filter.warehouse} or e.to_warehouse_id = ${filter.warehouse})`);
  if (filter.from_date) parts.push(sql`e.entry_date >= ${filter.from_date}`);
  if (filter.to_date) parts.push(sql`e.entry_date <= ${filter.to_date}`);
  return sql.join(parts, sql` and `);
}

/** A page of entries, newest first. */
export async function listEntries(db: Db, filter: EntryFilter, window: PageWindow) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db.execute(sql`${SELECT} where ${where} order by e.entry_date desc, e.id desc limit ${window.size} offset ${window.offset}`).then(rowsOf),
    db.execute(sql`select count(*)::int as n from stock_entries e where ${where}`).then(rowsOf),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map(recordOf) };
}

export async function entryById(db: Db | Tx, id: number): Promise<StockEntryRecord> {
  const [row] = rowsOf(await db.execute(sql`${SELECT} where e.id = ${id}`));
  if (!row) throw notFound();
  return recordOf(row);
}

/** Refuses an entry naming a warehouse or material that does not exist or is no longer in use, beside the field. */
async function assertReferences(tx: Tx, values: EntryValues): Promise<void> {
  assertValid({ ...entryHeaderErrors(values), ...entryLineErrors(values.kind, values.lines) });
  const places = [values.warehouse_id, ...(values.to_warehouse_id ? [values.to_warehouse_id] : [])];
  const open = await tx.select({ id: warehouses.id, active: warehouses.is_active }).from(warehouses).where(inArray(warehouses.id, places));
  for (const [field, id] of [
    ['warehouse_id', values.warehouse_id],
    ['to_warehouse_id', values.to_warehouse_id],
  ] as const) {
    if (!id) continue;
    const found = open.find((row) => row.id === id);
    if (!found) throw badRequest({ [field]: 'errors.not_found' });
    if (!found.active) throw badRequest({ [field]: 'stock_entry.warehouse_inactive' });
  }
  const ids = values.lines.map((line) => line.material);
  const kept = await tx
    .select({ id: packagingMaterials.id, active: packagingMaterials.is_active })
    .from(packagingMaterials)
    .where(inArray(packagingMaterials.id, ids));
  values.lines.forEach((line, index) => {
    const found = kept.find((row) => row.id === line.material);
    if (!found) throw badRequest({ [`lines.${index}.material`]: 'errors.not_found' });
    if (!found.active) throw badRequest({ [`lines.${index}.material`]: 'stock_entry.material_inactive' });
  });
}

const headerOf = (values: EntryValues) => ({
  kind: values.kind,
  warehouse_id: values.warehouse_id,
  to_warehouse_id: values.kind === 'transfer' ? values.to_warehouse_id : null,
  reason: values.kind === 'adjustment' ? values.reason : null,
  supplier: values.kind === 'receipt' ? values.supplier.trim() : '',
  entry_date: values.entry_date,
  note: values.note.trim(),
});

async function writeLines(tx: Tx, id: number, values: EntryValues): Promise<void> {
  await tx.delete(stockEntryLines).where(eq(stockEntryLines.entry_id, id));
  await tx.insert(stockEntryLines).values(
    values.lines.map((line) => ({
      entry_id: id,
      material_id: line.material,
      quantity: line.quantity,
      unit_cost: values.kind === 'receipt' ? toPiastres(line.unit_cost ?? '0') : 0n,
    })),
  );
}

/** Writes a draft; posted at once when `post` is asked. */
export async function createEntry(tx: Tx, userId: number, values: EntryValues, post: boolean): Promise<number> {
  await assertReferences(tx, values);
  const [row] = await tx
    .insert(stockEntries)
    .values({ ...headerOf(values), created_by: userId })
    .returning({ id: stockEntries.id });
  const id = row!.id;
  await writeLines(tx, id, values);
  await audit(tx, { userId, action: 'stock_entry.create', entity: 'stock_entries', entityId: id, after: { ...headerOf(values), lines: values.lines } });
  if (post) await postEntry(tx, userId, id);
  return id;
}

/** The entry locked for a change, refused unless `action` is allowed in its status and its version is the one the caller read. */
async function lockEntry(tx: Tx, id: number, action: EntryAction, version?: number) {
  const [row] = await tx.select().from(stockEntries).where(eq(stockEntries.id, id)).for('update');
  if (!row) throw notFound();
  if (!mayDoEntry(action, row.status)) throw new ApiError(409, action === 'reverse' ? 'stock_entry.not_posted' : 'stock_entry.not_draft');
  if (version !== undefined && version !== row.version) throw new ApiError(409, 'orders.stale');
  return row;
}

/** Changes a draft (its kind too). */
export async function updateEntry(tx: Tx, userId: number, id: number, values: EntryValues, version?: number): Promise<void> {
  const before = await lockEntry(tx, id, 'edit', version);
  await assertReferences(tx, values);
  await tx
    .update(stockEntries)
    .set({ ...headerOf(values), version: sql`${stockEntries.version} + 1` })
    .where(eq(stockEntries.id, id));
  await writeLines(tx, id, values);
  await audit(tx, { userId, action: 'stock_entry.update', entity: 'stock_entries', entityId: id, before, after: { ...headerOf(values), lines: values.lines } });
}

/** Deletes a draft (it never moved anything). */
export async function deleteEntry(tx: Tx, userId: number, id: number): Promise<void> {
  const before = await lockEntry(tx, id, 'delete');
  await tx.delete(stockEntries).where(eq(stockEntries.id, id));
  await audit(tx, { userId, action: 'stock_entry.delete', entity: 'stock_entries', entityId: id, before });
}

/** Adds (or, with -1, takes back) a receipt's lines to their materials' received quantity and value. */
async function addReceived(tx: Tx, lines: readonly { material_id: number; quantity: number; unit_cost: bigint }[], sign: 1 | -1): Promise<void> {
  for (const line of lines)
    await tx
      .update(packagingMaterials)
      .set({
        received_quantity: sql`${packagingMaterials.received_quantity} + ${sign * line.quantity}`,
        received_value: sql`${packagingMaterials.received_value} + ${BigInt(sign) * line.unit_cost * BigInt(line.quantity)}`,
      })
      .where(eq(packagingMaterials.id, line.material_id));
}

/**
 * Posts a draft: one move per line (refused whole when a warehouse lacks a line's quantity), in the draft's version;
 * `at` dates the moves for records of the past (the demo's history).
 */
export async function postEntry(tx: Tx, userId: number, id: number, version?: number, at?: Date): Promise<void> {
  const entry = await lockEntry(tx, id, 'post', version);
  assertValid(entryHeaderErrors(entry));
  const lines = await tx.select().from(stockEntryLines).where(eq(stockEntryLines.entry_id, id));
  const move = lineMove(entry);
  for (const line of lines)
    await postMove(tx, {
      ...move,
      material: line.material_id,
      quantity: line.quantity,
      key: `stock_entry:${id}:${line.material_id}`,
      document: DOCUMENT,
      documentId: id,
      user: userId,
      note: entry.note,
      at,
    });
  if (entry.kind === 'receipt') await addReceived(tx, lines, 1);
  await tx
    .update(stockEntries)
    .set({ status: 'posted', posted_by: userId, posted_at: at ?? new Date(), version: sql`${stockEntries.version} + 1` })
    .where(eq(stockEntries.id, id));
  await audit(tx, { userId, action: 'stock_entry.post', entity: 'stock_entries', entityId: id });
}

/** Reverses a posted entry: each of its moves undone by a reversal pointing at it (refused whole when the stock has gone on). */
export async function reverseEntry(tx: Tx, userId: number, id: number, note: string, version?: number): Promise<void> {
  const entry = await lockEntry(tx, id, 'reverse', version);
  const moves = await tx
    .select({ id: stockMoves.id })
    .from(stockMoves)
    .where(and(eq(stockMoves.document, DOCUMENT), eq(stockMoves.document_id, id), ne(stockMoves.kind, 'reversal')));
  for (const move of moves) await reverseMove(tx, move.id, userId, note.trim());
  if (entry.kind === 'receipt') await addReceived(tx, await tx.select().from(stockEntryLines).where(eq(stockEntryLines.entry_id, id)), -1);
  await tx
    .update(stockEntries)
    .set({ status: 'reversed', reversed_by: userId, reversed_at: new Date(), version: sql`${stockEntries.version} + 1` })
    .where(eq(stockEntries.id, id));
  await audit(tx, { userId, action: 'stock_entry.reverse', entity: 'stock_entries', entityId: id, after: { note } });
}
