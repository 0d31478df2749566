import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderEvents } from '../db/schema';

export type OrderEvent = typeof orderEvents.$inferInsert;

/**
 * The INSERT of timeline rows (the order's audit: who, when, from, to, note, changes), one statement whatever
 * their number: the rows travel as one JSON parameter (a multi-row VALUES of thousands of rows costs more to
 * build and parse than to write). `onlyIf` keeps them out unless it holds (a guard in the same statement).
 */
export const eventsSql = (events: OrderEvent[], onlyIf?: SQL): SQL => sql`
  insert into ${orderEvents} (order_id, user_id, action, from_status, to_status, note, changes, at)
  select order_id, user_id, action, from_status, to_status, coalesce(note, ''), changes, coalesce(at, now())
  from json_populate_recordset(null::order_events, ${JSON.stringify(events)}::json)${onlyIf ? sql` where ${onlyIf}` : sql``}`;

/** Writes timeline rows in the caller's transaction. */
export async function recordEvents(db: Db, events: OrderEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.execute(eventsSql(events));
}

/** Bookkeeping columns that are not changes a person made. */
const NOT_CHANGES: ReadonlySet<string> = new Set(['version', 'shipper_fees_manual']);

/** The fields that differ between two versions of an order, as { field: [before, after] }. */
export function changesBetween<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (NOT_CHANGES.has(key)) continue;
    const was = before[key];
    const now = after[key];
    if (now !== undefined && String(was) !== String(now)) changes[key] = [was, now];
  }
  return changes;
}
