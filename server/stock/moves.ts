/**
 * Posting stock moves (domain/stock/moves.ts), in the caller's transaction: the move is written once (its
 * idempotency key), and the quantities of the two locations move with it. Taking from a warehouse or a courier is
 * checked and moved in the statement that writes the move (design.md section 12, atomic limits): the row is changed
 * only if it holds enough, so parallel moves cannot both take the last unit; a refusal names the material and what is
 * left. A move to or from a warehouse may ring the low-stock bell (./low-stock.ts). One round trip per move: a desk
 * action issuing or handing over a request under twenty clients at once spends its time in round trips.
 */
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { COUNTED_LOCATIONS, isCounted, moveError, OUTSIDE_LOCATIONS, type Location, type LocationKind, type MoveKind } from '../../domain/stock/moves';
import type { Tx } from '../db/client';
import { preparedShapes } from '../db/prepared';
import { rowsOf } from '../db/rows';
import { customers, shippers, stockMoves, warehouses } from '../db/schema';
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

type Value = keyof ReturnType<typeof movedFields> | 'from' | 'to' | 'at';

/** What a move stores that its input says, named as its columns are. */
const movedFields = (move: MoveInput) => ({
  kind: move.kind,
  material_id: move.material,
  quantity: move.quantity,
  document: move.document ?? '',
  document_id: move.documentId ?? null,
  reverses_id: move.reverses ?? null,
  idempotency_key: move.key,
  user_id: move.user,
  note: move.note ?? '',
});

/** Whether a place of this kind exists, in SQL: an outside one is owner 0, the others a warehouse, courier or merchant of that id. */
function placeExists(kind: LocationKind, owner: Placeholder): SQL {
  if (OUTSIDE_LOCATIONS.includes(kind)) return sql`${owner}::int = 0`;
  const table = OWNER_TABLES[kind as keyof typeof OWNER_TABLES];
  return sql`exists (select 1 from ${table} where ${table.id} = ${owner}::int)`;
}

/** The location of a place as the CTE `name`: its id, made the first time it is named (only for a place that exists). */
function locationOf(name: 'src' | 'dst', kind: LocationKind, owner: Placeholder): SQL {
  const [found, made, cte] = [sql.raw(`${name}_found`), sql.raw(`${name}_made`), sql.raw(name)];
  return sql`${found} as (select id from stock_locations where kind = ${kind}::text and owner_id = ${owner}::int),
    ${made} as (insert into stock_locations (kind, owner_id) select ${kind}::text, ${owner}::int
      where ${placeExists(kind, owner)} and not exists (select 1 from ${found}) on conflict do nothing returning id),
    ${cte} as (select id from ${found} union all select id from ${made})`;
}

/**
 * What a side's quantity does: a warehouse or a courier is taken from only if it holds enough (the row is changed
 * only then, so parallel moves cannot both take the last unit); any other place is added to, below zero if so.
 */
const fromSide = (counted: boolean): SQL =>
  counted
    ? sql`update stock_quantities q set quantity = q.quantity - moved.quantity from moved
        where q.material_id = moved.material_id and q.location_id = moved.from_id and q.quantity >= moved.quantity returning q.quantity`
    : sql`insert into stock_quantities (material_id, location_id, counted, quantity) select material_id, from_id, false, -quantity from moved
        on conflict (material_id, location_id) do update set quantity = stock_quantities.quantity + excluded.quantity returning quantity`;

/** What the warehouses hold of the material before the move, and whether it is already marked low (only for a move touching a warehouse). */
const lowStockColumns = (material: Placeholder, touches: boolean): SQL =>
  touches
    ? sql`, (select coalesce(sum(q.quantity), 0)::bigint from stock_quantities q join stock_locations l on l.id = q.location_id
          where q.material_id = ${material}::int and l.kind = 'warehouse') as held,
        exists (select 1 from stock_low_materials where material_id = ${material}::int) as marked`
    : sql``;

/**
 * One statement per move, of one shape for each pair of location kinds: it finds the material and the two places
 * (making a place's location the first time), writes the move unless its key was posted, takes from the first place
 * only if it holds enough, adds to the second, and reads what the low-stock bell needs. All of it sees the database
 * as it was before the statement. Prepared: its plan (index probes of one material and two places) does not depend
 * on the values, and planning it took longer than running it.
 */
const moveStatementFor = preparedShapes(
  ([fromKind, toKind]: readonly [LocationKind, LocationKind]) => `${fromKind}>${toKind}`,
  ([fromKind, toKind]) =>
    (value: (name: Value) => Placeholder) => {
      const touches = fromKind === 'warehouse' || toKind === 'warehouse';
      return sql`with mat as (select id, name, reorder_point from packaging_materials where id = ${value('material_id')}::int),
      ${locationOf('src', fromKind, value('from'))}, ${locationOf('dst', toKind, value('to'))},
      moved as (insert into stock_moves (kind, material_id, quantity, from_id, to_id, document, document_id, reverses_id, idempotency_key, user_id, note, moved_at)
        select ${value('kind')}::text, mat.id, ${value('quantity')}::int, src.id, dst.id, ${value('document')}::text, ${value('document_id')}::int,
          ${value('reverses_id')}::bigint, ${value('idempotency_key')}::text, ${value('user_id')}::int, ${value('note')}::text, coalesce(${value('at')}::timestamptz, now())
        from mat, src, dst on conflict (idempotency_key) do nothing returning *),
      taken as (${fromSide(COUNTED_LOCATIONS.includes(fromKind))}),
      given as (insert into stock_quantities (material_id, location_id, counted, quantity) select material_id, to_id, ${COUNTED_LOCATIONS.includes(toKind)}::boolean, quantity from moved
        on conflict (material_id, location_id) do update set quantity = stock_quantities.quantity + excluded.quantity returning quantity)
      select mat.name, mat.reorder_point, ${placeExists(fromKind, value('from'))} as from_exists, ${placeExists(toKind, value('to'))} as to_exists,
        (select count(*) from taken)::int as taken, moved.id, moved.from_id, moved.to_id, moved.moved_at
        ${lowStockColumns(value('material_id'), touches)}
      from (select 1) one left join mat on true left join moved on true`;
    },
);

async function moveStatement(tx: Tx, move: MoveInput) {
  const [row] = await moveStatementFor([move.from.kind, move.to.kind])(tx, {
    ...movedFields(move),
    from: move.from.owner,
    to: move.to.owner,
    at: move.at?.toISOString() ?? null,
  });
  return row!;
}

/** The move a key already posted, or undefined. */
async function postedMove(tx: Tx, key: string): Promise<StoredMove | undefined> {
  const [posted] = await tx.select().from(stockMoves).where(eq(stockMoves.idempotency_key, key));
  return posted;
}

/** Refuses a move the first place cannot bear: what it holds now, and what was asked. */
async function notEnough(tx: Tx, material: string, move: MoveInput, location: number): Promise<never> {
  const [held] = rowsOf(await tx.execute(sql`select quantity from stock_quantities where material_id = ${move.material} and location_id = ${location}`));
  throw new ApiError(409, 'stock.not_enough', { material, left: Number(held?.quantity ?? 0), asked: move.quantity });
}

/**
 * Posts one move and moves the two quantities, in one statement (moveStatement); a key already posted answers its
 * move and moves nothing again. A place named for the first time by two moves at once is found on a second try.
 */
export async function postMove(tx: Tx, move: MoveInput): Promise<StoredMove> {
  const problem = moveError(move.kind, move.from, move.to, move.quantity);
  if (problem) throw badRequest(problem === 'stock.bad_quantity' ? { quantity: problem } : { kind: problem });
  for (let attempt = 1; ; attempt += 1) {
    const row = await moveStatement(tx, move);
    if (row.name == null) throw badRequest({ material: 'stock.unknown_material' });
    if (!row.from_exists) throw badRequest({ from: 'stock.unknown_place' });
    if (!row.to_exists) throw badRequest({ to: 'stock.unknown_place' });
    if (row.id == null) {
      // Posted before (or, on a first try, a place made meanwhile by another move, which this statement did not see).
      const posted = await postedMove(tx, move.key);
      if (posted) return posted;
      if (attempt > 1) throw new Error(`the stock move ${move.key} was neither posted nor found`);
      continue;
    }
    if (isCounted(move.from) && !row.taken) return notEnough(tx, String(row.name), move, Number(row.from_id));
    if (row.held != null) {
      const held = Number(row.held) + (move.to.kind === 'warehouse' ? move.quantity : 0) - (move.from.kind === 'warehouse' ? move.quantity : 0);
      await watchLowStock(tx, { id: move.material, name: String(row.name), reorder: Number(row.reorder_point) }, held, row.marked === true);
    }
    return {
      id: Number(row.id),
      ...movedFields(move),
      from_id: Number(row.from_id),
      to_id: Number(row.to_id),
      moved_at: row.moved_at instanceof Date ? row.moved_at : new Date(String(row.moved_at)),
    };
  }
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
