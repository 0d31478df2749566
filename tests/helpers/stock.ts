/** The stock's builders and readers for the tests (server/stock/moves.ts). */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Location } from '../../domain/stock/moves';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { warehouses } from '../../server/db/schema';
import { postMove, type MoveInput } from '../../server/stock/moves';

/** A warehouse that keeps packaging. */
export async function buildWarehouse(db: Db, values: Partial<typeof warehouses.$inferInsert> = {}) {
  const [row] = await db
    .insert(warehouses)
    .values({ name: `Warehouse ${randomBytes(4).toString('hex')}`, ...values })
    .returning();
  return row!;
}

/** What a location holds of a material, from the quantity table (0 when it never held any). */
export async function heldAt(db: Db, material: number, place: Location): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`select q.quantity from stock_quantities q join stock_locations l on l.id = q.location_id
      where q.material_id = ${material} and l.kind = ${place.kind} and l.owner_id = ${place.owner}`),
  );
  return Number(row?.quantity ?? 0);
}

/** What the moves to a location less those from it add up to, for a material. */
export async function movedTo(db: Db, material: number, place: Location): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`select coalesce(sum(case when t.kind = ${place.kind} and t.owner_id = ${place.owner} then m.quantity else -m.quantity end), 0)::int as n
      from stock_moves m join stock_locations f on f.id = m.from_id join stock_locations t on t.id = m.to_id
      where m.material_id = ${material} and ((f.kind = ${place.kind} and f.owner_id = ${place.owner}) or (t.kind = ${place.kind} and t.owner_id = ${place.owner}))`),
  );
  return Number(row?.n ?? 0);
}

let keys = 0;
/** Posts one move in its own transaction, with a fresh key unless one is given. */
export const move = (db: Db, input: Omit<MoveInput, 'key' | 'user'> & { key?: string }) =>
  db.transaction((tx) => postMove(tx, { user: null, ...input, key: input.key ?? `test:${process.pid}:${++keys}:${randomBytes(3).toString('hex')}` }));

/**
 * Places a posted move at an earlier time, for the reports over past days. The ledger refuses every change of a
 * move, so the test steps around its trigger for this one statement (triggers are off for its transaction only).
 */
export const backdate = (db: Db, moveId: number, at: Date) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update stock_moves set moved_at = ${at.toISOString()} where id = ${moveId}`);
  });
