import type { Db } from '../../db/client';
import { orderEvents } from '../../db/schema';

export type OrderEvent = typeof orderEvents.$inferInsert;

/**
 * Writes timeline rows (the order's audit: who, when, from, to, note, changes) in the caller's transaction,
 * in chunks small enough for one statement's parameter limit.
 */
export async function recordEvents(db: Db, events: OrderEvent[]): Promise<void> {
  const CHUNK = 5000;
  for (let start = 0; start < events.length; start += CHUNK) {
    await db.insert(orderEvents).values(events.slice(start, start + CHUNK));
  }
}

/** The fields that differ between two versions of an order, as { field: [before, after] }. */
export function changesBetween<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (key === 'version') continue;
    const was = before[key];
    const now = after[key];
    if (now !== undefined && String(was) !== String(now)) changes[key] = [was, now];
  }
  return changes;
}
