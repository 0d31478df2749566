import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { printAction } from './actions';
import { runBulk } from './bulk';
import { present, readOrders } from './record';
import type { OrderScope } from './scope';

/** Marks the orders printed and answers them in the order asked, ready for the sheet or the labels. */
export async function printOrders(db: Db, scope: OrderScope, ids: readonly number[]) {
  await db.transaction((tx) => runBulk(tx, scope, ids, printAction));
  const rows = await readOrders(db, inArray(orders.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.order.id, row]));
  return ids.map((id) => present(scope, byId.get(id)!));
}
