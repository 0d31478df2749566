import { sql } from 'drizzle-orm';
import { isPickupDay } from '../../domain/requests/desks';
import { cairoToday } from '../../domain/time';
import type { Db } from '../db/client';
import { customerRequests, customers, requestEvents } from '../db/schema';
import { rowsOf } from '../db/rows';

/** How often the server makes sure today's automatic pickups exist (the first time at start). */
export const AUTO_PICKUP_EVERY_MS = 15 * 60 * 1000;

/**
 * Makes the day's automatic pickup request (domain/requests/desks.ts, isPickupDay) for every active customer
 * with autoPickup that has none for that day, at its pickup address (else its address), with the first line
 * of its history; the unique index keeps it to one per customer and day, also when two servers run it at
 * once. Returns how many were made.
 */
export async function makeAutoPickups(db: Db, day: string = cairoToday()): Promise<number> {
  if (!isPickupDay(day)) return 0;
  const made = rowsOf(
    await db.execute(sql`with made as (
      insert into ${customerRequests} (kind, customer_id, pickup_date, address, auto)
      select 'pickup', c.id, ${day}::date, coalesce(nullif(c.pickup_address, ''), c.address), true
      from ${customers} c
      where c.auto_pickup and c.is_active and not exists (
        select 1 from ${customerRequests} r
        where r.customer_id = c.id and r.kind = 'pickup' and r.pickup_date = ${day}::date and r.status <> 'cancelled')
      on conflict do nothing
      returning id)
    , history as (insert into ${requestEvents} (request_id, action, to_status) select id, 'create', 'open' from made)
    select id from made`),
  );
  return made.length;
}

/** Runs makeAutoPickups now and every AUTO_PICKUP_EVERY_MS; returns the function that stops it. */
export function startAutoPickups(db: Db, log: (message: string) => void): () => void {
  const run = () =>
    makeAutoPickups(db).catch((error: unknown) => {
      log(`automatic pickups failed: ${String(error)}`);
    });
  void run();
  const timer = setInterval(() => void run(), AUTO_PICKUP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
