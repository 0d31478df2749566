/**
 * A count's way through the four eyes (domain/stock/counts.ts): submitting takes each line's expected quantity
 * from what the place holds at that moment; approving (another person, at the approval desk) locks the count and
 * the place's quantities, checks that nothing moved since submission, and posts each difference once as a
 * `count_difference` move; refusing, with its reason, moves nothing.
 */
import { eq, sql } from 'drizzle-orm';
import type { Visibility } from '../../domain/permissions';
import { countLineErrors, differenceMove, movedLine, placeOf, type CountActor } from '../../domain/stock/counts';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { packagingMaterials, stockCountLines, stockCounts } from '../db/schema';
import { audit } from '../lib/audit';
import { ApiError, assertValid, badRequest } from '../lib/errors';
import { lockCount, type CountRow } from './counts';
import { postMove } from './moves';

/** The counts' document name on their moves. */
const DOCUMENT = 'stock_count';

/**
 * What the counted place holds of each material, its quantity rows locked (`for update`) when asked, so no move
 * of the place slips between reading them and posting the differences.
 */
async function heldAt(tx: Tx, count: CountRow, lock: boolean): Promise<Map<number, number>> {
  const rows = rowsOf(
    await tx.execute(sql`select q.material_id, q.quantity from stock_quantities q join stock_locations l on l.id = q.location_id
      where l.kind = ${count.place} and l.owner_id = ${count.owner_id} order by q.material_id ${lock ? sql`for update of q` : sql``}`),
  );
  return new Map(rows.map((row) => [Number(row.material_id), Number(row.quantity)]));
}

/** Submits a counted draft: every line counted, each line's expected quantity what the place holds now. */
export async function submitCount(tx: Tx, actor: CountActor, visibility: Visibility, id: number, version?: number): Promise<void> {
  const count = await lockCount(tx, visibility, id, 'submit', actor, version);
  const lines = await tx.select().from(stockCountLines).where(eq(stockCountLines.count_id, id)).orderBy(stockCountLines.material_id);
  assertValid(
    countLineErrors(
      lines.map((line) => ({ material: line.material_id, counted: line.counted })),
      true,
    ),
  );
  const held = await heldAt(tx, count, false);
  for (const line of lines)
    await tx
      .update(stockCountLines)
      .set({ expected: held.get(line.material_id) ?? 0 })
      .where(sql`${stockCountLines.count_id} = ${id} and ${stockCountLines.material_id} = ${line.material_id}`);
  await tx
    .update(stockCounts)
    .set({ status: 'submitted', submitted_by: actor.id, submitted_at: new Date(), version: sql`${stockCounts.version} + 1` })
    .where(eq(stockCounts.id, id));
  await audit(tx, { userId: actor.id, action: 'stock_count.submit', entity: 'stock_counts', entityId: id });
}

/**
 * Approves a submitted count: under the count's lock (a second approval waits, then finds it approved) and the
 * place's quantity rows' locks, refused whole when a line's place no longer holds what was expected at submission;
 * otherwise each difference is posted as one move, keyed by the count and the material so it posts once.
 */
export async function approveCount(tx: Tx, actor: CountActor, visibility: Visibility, id: number, version?: number): Promise<void> {
  const count = await lockCount(tx, visibility, id, 'approve', actor, version);
  const held = await heldAt(tx, count, true);
  const lines = await tx
    .select({ material: stockCountLines.material_id, name: packagingMaterials.name, expected: stockCountLines.expected, counted: stockCountLines.counted })
    .from(stockCountLines)
    .innerJoin(packagingMaterials, eq(packagingMaterials.id, stockCountLines.material_id))
    .where(eq(stockCountLines.count_id, id))
    .orderBy(stockCountLines.material_id);
  const now = (line: { material: number }) => held.get(line.material) ?? 0;
  const moved = movedLine(lines, now);
  if (moved) throw new ApiError(409, 'stock_count.stock_moved', { material: moved.name, expected: moved.expected ?? 0, held: now(moved) });
  const place = placeOf(count);
  for (const line of lines) {
    const move = differenceMove(place, (line.counted ?? 0) - now(line));
    if (move)
      await postMove(tx, {
        kind: 'count_difference',
        material: line.material,
        ...move,
        key: `${DOCUMENT}:${id}:${line.material}`,
        document: DOCUMENT,
        documentId: id,
        user: actor.id,
        note: count.note,
      });
  }
  await tx
    .update(stockCounts)
    .set({ status: 'approved', decided_by: actor.id, decided_at: new Date(), version: sql`${stockCounts.version} + 1` })
    .where(eq(stockCounts.id, id));
  await audit(tx, { userId: actor.id, action: 'stock_count.approve', entity: 'stock_counts', entityId: id });
}

/** Refuses a submitted count with its reason; nothing moves. */
export async function refuseCount(tx: Tx, actor: CountActor, visibility: Visibility, id: number, note: string, version?: number): Promise<void> {
  const reason = note.trim();
  await lockCount(tx, visibility, id, 'refuse', actor, version);
  if (!reason) throw badRequest({ note: 'stock_count.reason_required' });
  await tx
    .update(stockCounts)
    .set({ status: 'refused', decided_by: actor.id, decided_at: new Date(), refusal_note: reason, version: sql`${stockCounts.version} + 1` })
    .where(eq(stockCounts.id, id));
  await audit(tx, { userId: actor.id, action: 'stock_count.refuse', entity: 'stock_counts', entityId: id, after: { note: reason } });
}
