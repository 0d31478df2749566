/**
 * Posting stock moves (domain/stock/moves.ts), in the caller's transaction: the move is written once (its
 * idempotency key), and the quantities of the two locations move with it. Taking from a warehouse or a courier is
 * checked and moved in one statement (design.md section 12, atomic limits): the row is changed only if it holds
 * enough, so parallel moves cannot both take the last unit; a refusal names the material and what is left. A move to
 * or from a warehouse may ring the low-stock bell (./low-stock.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { isCounted, moveError, OUTSIDE_LOCATIONS, type Location, type MoveKind } from '../../domain/stock/moves';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { customers, packagingMaterials, shippers, stockMoves, warehouses } from '../db/schema';
import { ApiError, badRequest } from '../lib/errors';
import { watchLowStock } from './low-stock';

export interface MoveInput {
  kind: MoveKind;
  material: number;
  quantity: number;
  from: Location;
  to: Location;
  /** What this is the move of (`receipt:<entry>:<line>`, `issue:<request>:<material>`): the same key moves once. */
  key: string;
  document?: string;
  documentId?: number | null;
  reverses?: number | null;
  user: number | null;
  note?: string;
  /** When it happened, for records of the past (the demo's history); now otherwise. */
  at?: Date;
}

export type StoredMove = typeof stockMoves.$inferSelect;

const OWNER_TABLES = { warehouse: warehouses, courier: shippers, merchant: customers } as const;

/** Refuses a place that does not exist: an outside one is owner 0, the others a warehouse, courier or merchant of that id. */
async function assertPlace(tx: Tx, place: Location, field: 'from' | 'to'): Promise<void> {
  if (OUTSIDE_LOCATIONS.includes(place.kind)) {
    if (place.owner !== 0) throw badRequest({ [field]: 'stock.unknown_place' });
    return;
  }
  const table = OWNER_TABLES[place.kind as keyof typeof OWNER_TABLES];
  const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, place.owner)).limit(1);
  if (!found) throw badRequest({ [field]: 'stock.unknown_place' });
}

/** The location's id, made the first time it is named. */
async function locationId(tx: Tx, place: Location): Promise<number> {
  const [row] = rowsOf(
    await tx.execute(sql`insert into stock_locations (kind, owner_id) values (${place.kind}, ${place.owner})
      on conflict (kind, owner_id) do update set kind = excluded.kind returning id`),
  );
  return Number(row!.id);
}

/** Adds `delta` to what a location holds of a material (a place outside may go below zero). */
async function add(tx: Tx, material: number, location: number, counted: boolean, delta: number): Promise<void> {
  await tx.execute(sql`insert into stock_quantities (material_id, location_id, counted, quantity) values (${material}, ${location}, ${counted}, ${delta})
    on conflict (material_id, location_id) do update set quantity = stock_quantities.quantity + excluded.quantity`);
}

/** Takes `quantity` from a warehouse or a courier only if it holds that much, in one statement; else refuses with what is left. */
async function take(tx: Tx, material: { id: number; name: string }, location: number, quantity: number): Promise<void> {
  const taken = rowsOf(
    await tx.execute(sql`update stock_quantities set quantity = quantity - ${quantity}
      where material_id = ${material.id} and location_id = ${location} and quantity >= ${quantity} returning quantity`),
  );
  if (taken.length) return;
  const [held] = await tx.execute(sql`select quantity from stock_quantities where material_id = ${material.id} and location_id = ${location}`).then(rowsOf);
  throw new ApiError(409, 'stock.not_enough', { material: material.name, left: Number(held?.quantity ?? 0), asked: quantity });
}

/** Posts one move and moves the two quantities; a key already posted answers its move and moves nothing again. */
export async function postMove(tx: Tx, move: MoveInput): Promise<StoredMove> {
  const problem = moveError(move.kind, move.from, move.to, move.quantity);
  if (problem) throw badRequest(problem === 'stock.bad_quantity' ? { quantity: problem } : { kind: problem });
  const [material] = await tx
    .select({ id: packagingMaterials.id, name: packagingMaterials.name })
    .from(packagingMaterials)
    .where(eq(packagingMaterials.id, move.material));
  if (!material) throw badRequest({ material: 'stock.unknown_material' });
  await assertPlace(tx, move.from, 'from');
  await assertPlace(tx, move.to, 'to');
  const [from, to] = [await locationId(tx, move.from), await locationId(tx, move.to)];
  const [written] = await tx
    .insert(stockMoves)
    .values({
      kind: move.kind,
      material_id: material.id,
      quantity: move.quantity,
      from_id: from,
      to_id: to,
      document: move.document ?? '',
      document_id: move.documentId ?? null,
      reverses_id: move.reverses ?? null,
      idempotency_key: move.key,
      user_id: move.user,
      note: move.note ?? '',
      ...(move.at ? { moved_at: move.at } : {}),
    })
    .onConflictDoNothing({ target: stockMoves.idempotency_key })
    .returning();
  if (!written) {
    const [posted] = await tx.select().from(stockMoves).where(eq(stockMoves.idempotency_key, move.key));
    return posted!;
  }
  if (isCounted(move.from)) await take(tx, material, from, move.quantity);
  else await add(tx, material.id, from, false, -move.quantity);
  await add(tx, material.id, to, isCounted(move.to), move.quantity);
  if (move.from.kind === 'warehouse' || move.to.kind === 'warehouse') await watchLowStock(tx, material.id);
  return written;
}

/**
 * Undoes a move with one that carries the same quantity back, pointing at it; reversing it again answers the same
 * reversal. Taking back what a warehouse or courier no longer holds is refused like any other move.
 */
export async function reverseMove(tx: Tx, id: number, user: number | null, note = ''): Promise<StoredMove> {
  const [original] = rowsOf(
    await tx.execute(sql`select m.id, m.material_id, m.quantity, m.document, m.document_id, f.kind as from_kind, f.owner_id as from_owner, t.kind as to_kind, t.owner_id as to_owner
      from stock_moves m join stock_locations f on f.id = m.from_id join stock_locations t on t.id = m.to_id where m.id = ${id}`),
  );
  if (!original) throw new ApiError(404, 'errors.not_found');
  return postMove(tx, {
    kind: 'reversal',
    material: Number(original.material_id),
    quantity: Number(original.quantity),
    from: { kind: original.to_kind as Location['kind'], owner: Number(original.to_owner) },
    to: { kind: original.from_kind as Location['kind'], owner: Number(original.from_owner) },
    key: `reverse:${id}`,
    // The reversal belongs to the document of the move it undoes (a stock entry's, a request's).
    document: String(original.document),
    documentId: original.document_id == null ? null : Number(original.document_id),
    reverses: id,
    user,
    note,
  });
}
