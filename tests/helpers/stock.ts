/** The stock's builders and readers for the tests (server/stock/moves.ts). */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Location } from '../../domain/stock/moves';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { materialQuotas, requestItems, warehouses } from '../../server/db/schema';
import { buildMaterial, buildRequest, buildShipper } from './builders';
import type { TestApp } from './test-app';
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

/** A warehouse holding `stock` units of a material, received from the supplier. */
export async function stockedWarehouse(db: Db, material: number, stock: number): Promise<number> {
  const warehouse = (await buildWarehouse(db)).id;
  await move(db, { kind: 'receipt', material, quantity: stock, from: { kind: 'supplier', owner: 0 }, to: { kind: 'warehouse', owner: warehouse } });
  return warehouse;
}

/** A merchant's open material request for `quantity` of a material. */
export async function buildMaterialRequest(db: Db, customer: number, material: number, quantity: number): Promise<number> {
  const request = await buildRequest(db, { kind: 'material', customer_id: customer });
  await db.insert(requestItems).values({ request_id: request.id, material_id: material, quantity });
  return request.id;
}

/**
 * Hands `quantity` units of a new material to the merchant through a material request that `token` assigns from a
 * stocked warehouse and marks done, the merchant having `free` units a month free and paying `price` piastres for
 * each beyond: what lies beyond is charged to it through the ledger.
 */
export async function handPackaging(t: TestApp, token: string, customer: number, { quantity, free, price }: { quantity: number; free: number; price: bigint }) {
  const material = (await buildMaterial(t.db, { price })).id;
  const warehouse = await stockedWarehouse(t.db, material, quantity);
  await t.db.insert(materialQuotas).values({ customer_id: customer, material_id: material, monthly_quantity: free });
  const request = await buildMaterialRequest(t.db, customer, material, quantity);
  const shipper = (await buildShipper(t.db)).id;
  const assigned = await t.call(token, { method: 'POST', url: '/api/requests/change_shipper/', payload: { ids: [request], shipper, warehouse, note: '' } });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const done = await t.call(token, { method: 'POST', url: '/api/requests/done/', payload: { ids: [request], note: '' } });
  expect(done.statusCode, done.body).toBe(200);
  return { material, request };
}
