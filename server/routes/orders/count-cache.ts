/**
 * Counts of order lists, remembered until the database changes. Counting the first 10,000 matches of a broad
 * filter is most of the cost of a list page; staff paging through one list ask for the same count again and
 * again.
 *
 * The stamp is PostgreSQL's WAL insert position: every committed change anywhere in the database moves it, and
 * reading does not. A count is remembered under a stamp read before the count's snapshot was taken (so nothing
 * committed after that stamp is missing from it without moving the position past it); it is given again only
 * while a stamp read during the asking request still equals it, which proves nothing was committed in between.
 * The stamp lives in the database, so this stays correct with several server processes; a busy database just
 * counts more often. The key is the counted condition's SQL and parameters, which include the caller's
 * visibility, so one caller never gets another's count. Everything is kept per database.
 */
import type { Db } from '../../db/client';

export interface Counted {
  count: number;
  capped: boolean;
}

/** Enough for every filter a busy office has open; the oldest entry goes first. */
const MAX_ENTRIES = 500;

interface Memory {
  counts: Map<string, { stamp: string; counted: Counted }>;
  /** The stamp of the last statement that read one: read before any statement started after it answered. */
  lastStamp: string | null;
}
const memories = new WeakMap<Db, Memory>();

function memoryOf(db: Db): Memory {
  let memory = memories.get(db);
  if (!memory) memories.set(db, (memory = { counts: new Map(), lastStamp: null }));
  return memory;
}

/**
 * The remembered count of `key` and its stamp, whatever the stamp: the list's statement compares the stamp with
 * one it reads itself and counts again when they differ (list.ts).
 */
export const peekCount = (db: Db, key: string) => memoryOf(db).counts.get(key);

/** The latest stamp seen on this database (null before the first), to remember a count taken after it. */
export const lastStamp = (db: Db): string | null => memoryOf(db).lastStamp;

/** Notes a stamp a statement read (null on a standby, where it cannot be read). */
export function sawStamp(db: Db, stamp: string | null): void {
  memoryOf(db).lastStamp = stamp;
}

/** Remembers a count whose snapshot was taken after `stamp` was read. */
export function remember(db: Db, key: string, stamp: string | null, counted: Counted): void {
  if (stamp === null) return;
  const { counts } = memoryOf(db);
  counts.delete(key);
  counts.set(key, { stamp, counted });
  if (counts.size > MAX_ENTRIES) counts.delete(counts.keys().next().value as string);
}
