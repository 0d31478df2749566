/**
 * Stock counts (domain/stock/counts.ts), read and written in the caller's transaction: a draft is made for a
 * warehouse or a visible courier with a line for each material the place holds, and its counted quantities change
 * freely until it is submitted (server/stock/count-decisions.ts). A courier the caller may not see is missing: his
 * counts are neither listed nor read nor made. Each change is audited.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StockCountRecord } from '../../domain/api/stock-counts';
import { isVisible, type Visibility } from '../../domain/permissions';
import { countLineErrors, countRefusal, isCallerRefusal, type CountAction, type CountActor, type CountLineInput } from '../../domain/stock/counts';
import type { CountPlace, CountStatus } from '../../domain/stock/counts';
import type { Db, Tx } from '../db/client';
import { rowsOf, timestampText } from '../db/rows';
import { packagingMaterials, shippers, stockCountLines, stockCounts, warehouses } from '../db/schema';
import { audit } from '../lib/audit';
import { ApiError, assertValid, badRequest, notFound } from '../lib/errors';
import type { PageWindow } from '../lib/rest/paging';

export interface CountFilter {
  status?: CountStatus;
  place?: CountPlace;
}

export type CountRow = typeof stockCounts.$inferSelect;

/** What the place holds of a line's material: now for a draft, at submission once submitted. */
const LINES = sql`coalesce((select json_agg(json_build_object('material', l.material_id, 'material_name', m.name, 'material_name_ar', m.name_ar,
    'unit', m.unit, 'counted', l.counted,
    'expected', case when c.status = 'draft' then coalesce(q.quantity, 0) else coalesce(l.expected, 0) end) order by m.name)
  from stock_count_lines l join packaging_materials m on m.id = l.material_id
  left join stock_locations sl on sl.kind = c.place and sl.owner_id = c.owner_id
  left join stock_quantities q on q.location_id = sl.id and q.material_id = l.material_id
  where l.count_id = c.id), '[]'::json)`;

const SELECT = sql`select c.*, coalesce(w.name, s.name, '') as place_name, coalesce(w.name_ar, '') as place_name_ar,
    cu.username as created_by_name, su.username as submitted_by_name, du.username as decided_by_name, ${LINES} as lines
  from stock_counts c left join warehouses w on c.place = 'warehouse' and w.id = c.owner_id
  left join shippers s on c.place = 'courier' and s.id = c.owner_id
  left join users cu on cu.id = c.created_by left join users su on su.id = c.submitted_by left join users du on du.id = c.decided_by`;

type StoredLine = Omit<StockCountRecord['lines'][number], 'id' | 'difference'>;

const timeOrNull = (value: unknown) => (value == null ? null : timestampText(value as Date | string));
const nameOrNull = (value: unknown) => (value as string | null) ?? null;

/** A stored count as the API answers it, each line with its difference (counted less expected). */
function recordOf(row: Record<string, unknown>): StockCountRecord {
  const stored = (typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines) as StoredLine[];
  const lines = stored.map((line) => ({ ...line, id: line.material, difference: line.counted === null ? null : line.counted - line.expected }));
  return {
    id: Number(row.id),
    place: row.place as CountPlace,
    owner_id: Number(row.owner_id),
    place_name: { name: String(row.place_name), name_ar: String(row.place_name_ar) },
    status: row.status as CountStatus,
    note: String(row.note),
    lines,
    differences: lines.filter((line) => line.difference !== null && line.difference !== 0).length,
    created_by_name: nameOrNull(row.created_by_name),
    submitted_by: row.submitted_by == null ? null : Number(row.submitted_by),
    submitted_by_name: nameOrNull(row.submitted_by_name),
    submitted_at: timeOrNull(row.submitted_at),
    decided_by_name: nameOrNull(row.decided_by_name),
    decided_at: timeOrNull(row.decided_at),
    refusal_note: String(row.refusal_note),
    created_at: timestampText(row.created_at as Date | string),
    version: Number(row.version),
  };
}

/** The counts the caller may see: every warehouse's, and the couriers' they may see. */
function seenWhere(visibility: Visibility): SQL {
  if (visibility.all) return sql`true`;
  const ids = visibility.ids.length
    ? sql.join(
        visibility.ids.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`null`;
  return sql`(c.place = 'warehouse' or c.owner_id in (${ids}))`;
}

/** A page of counts, newest first. */
export async function listCounts(db: Db, visibility: Visibility, filter: CountFilter, window: PageWindow) {
  const parts: SQL[] = [seenWhere(visibility)];
  if (filter.status) parts.push(sql`c.status = ${filter.status}`);
  if (filter.place) parts.push(sql`c.place = ${filter.place}`);
  const where = sql.join(parts, sql` and `);
  const [rows, [total]] = await Promise.all([
    db.execute(sql`${SELECT} where ${where} order by c.id desc limit ${window.size} offset ${window.offset}`).then(rowsOf),
    db.execute(sql`select count(*)::int as n from stock_counts c where ${where}`).then(rowsOf),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map(recordOf) };
}

export async function countById(db: Db | Tx, visibility: Visibility, id: number): Promise<StockCountRecord> {
  const [row] = rowsOf(await db.execute(sql`${SELECT} where c.id = ${id} and ${seenWhere(visibility)}`));
  if (!row) throw notFound();
  return recordOf(row);
}

/**
 * The count locked for `action`, refused unless the rules let `actor` do it (403 when it is about the caller, 409
 * when about the count) and its version is the one the caller read. A count of a courier the caller may not see is
 * missing.
 */
export async function lockCount(tx: Tx, visibility: Visibility, id: number, action: CountAction, actor: CountActor, version?: number): Promise<CountRow> {
  const [row] = await tx.select().from(stockCounts).where(eq(stockCounts.id, id)).for('update');
  if (!row || (row.place === 'courier' && !isVisible(visibility, row.owner_id))) throw notFound();
  const refusal = countRefusal(action, row, actor);
  if (refusal) throw new ApiError(isCallerRefusal(refusal) ? 403 : 409, refusal);
  if (version !== undefined && version !== row.version) throw new ApiError(409, 'orders.stale');
  return row;
}

/** Refuses a place that does not exist or, for a courier, that the caller may not see: both are missing (404). */
async function assertPlace(tx: Tx, visibility: Visibility, place: CountPlace, owner: number): Promise<void> {
  const table = place === 'warehouse' ? warehouses : shippers;
  const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, owner));
  if (!found || (place === 'courier' && !isVisible(visibility, owner))) throw notFound();
}

/** A new draft of a place, with a line (not yet counted) for each material the place holds. */
export async function createCount(tx: Tx, userId: number, visibility: Visibility, values: { place: CountPlace; owner_id: number; note: string }) {
  await assertPlace(tx, visibility, values.place, values.owner_id);
  const [row] = await tx
    .insert(stockCounts)
    .values({ place: values.place, owner_id: values.owner_id, note: values.note.trim(), created_by: userId })
    .returning({ id: stockCounts.id });
  const id = row!.id;
  await tx.execute(sql`insert into stock_count_lines (count_id, material_id)
    select ${id}, q.material_id from stock_quantities q join stock_locations l on l.id = q.location_id
    where l.kind = ${values.place} and l.owner_id = ${values.owner_id} and q.quantity > 0`);
  await audit(tx, { userId, action: 'stock_count.create', entity: 'stock_counts', entityId: id, after: values });
  return id;
}

/** Refuses lines naming a material that does not exist, beside the line. */
async function assertMaterials(tx: Tx, lines: readonly CountLineInput[]): Promise<void> {
  if (!lines.length) return;
  const ids = lines.map((line) => line.material);
  const kept = await tx.select({ id: packagingMaterials.id }).from(packagingMaterials).where(inArray(packagingMaterials.id, ids));
  lines.forEach((line, index) => {
    if (!kept.some((row) => row.id === line.material)) throw badRequest({ [`lines.${index}.material`]: 'errors.not_found' });
  });
}

/** Saves a draft's counted quantities (its lines as sent: a scanned material adds a line) and its note. */
export async function saveCount(
  tx: Tx,
  actor: CountActor,
  visibility: Visibility,
  id: number,
  values: { lines: readonly CountLineInput[]; note: string; version?: number },
): Promise<void> {
  const before = await lockCount(tx, visibility, id, 'edit', actor, values.version);
  assertValid(countLineErrors(values.lines, false));
  await assertMaterials(tx, values.lines);
  await tx.delete(stockCountLines).where(eq(stockCountLines.count_id, id));
  if (values.lines.length)
    await tx.insert(stockCountLines).values(values.lines.map((line) => ({ count_id: id, material_id: line.material, counted: line.counted })));
  await tx
    .update(stockCounts)
    .set({ note: values.note.trim(), version: sql`${stockCounts.version} + 1` })
    .where(eq(stockCounts.id, id));
  await audit(tx, { userId: actor.id, action: 'stock_count.update', entity: 'stock_counts', entityId: id, before, after: values });
}

/** Deletes a draft (it never moved anything). */
export async function deleteCount(tx: Tx, actor: CountActor, visibility: Visibility, id: number): Promise<void> {
  const before = await lockCount(tx, visibility, id, 'delete', actor);
  await tx.delete(stockCounts).where(eq(stockCounts.id, id));
  await audit(tx, { userId: actor.id, action: 'stock_count.delete', entity: 'stock_counts', entityId: id, before });
}
