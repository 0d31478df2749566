/**
 * Counts of order lists, remembered while they still hold. Counting the first 10,000 matches of a broad filter is
 * most of the cost of a list page; staff paging through one list ask for the same count again and again, while
 * others enter orders and move them.
 *
 * Every change to the orders adds the number of rows it touched to the order_changes table, by status (a
 * trigger, migrations 0006 and 0017), so its sum, read in the statement that counts, says how many row changes
 * that count saw: of the filter's status when it names one (a row counts under its status before and after the
 * change), of all statuses otherwise. A later statement reads the same sum again in its own snapshot: each
 * changed row moves a count by at most one, so a count is still exact when nothing changed since, and a count
 * above the cap still says "more than COUNT_CAP" while fewer rows changed than it was above the cap by. That is
 * why counts go up to COUNT_CAP + COUNT_SLACK: the list's count stays right while others write, and a count of
 * the Hold orders stays right without counting again while orders are entered and sent out. The sum lives in
 * the database, so this holds with several server processes and for changes made by hand; the key is the counted condition's SQL and parameters, which
 * include the caller's visibility, so one caller never gets another's count. Everything is kept per database.
 */
import type { Db } from '../db/client';

/**
 * Counting every match of a broad filter over a million orders costs more than the page itself, so the count
 * is exact up to COUNT_CAP and reported as "at least COUNT_CAP" (count_capped) above it; narrow the filter to
 * get the exact number.
 */
export const COUNT_CAP = 10000;
/** Matches counted beyond the cap, so that a capped count survives that many changed rows. */
export const COUNT_SLACK = 1000;
/** The LIMIT of the counting subquery. */
export const COUNT_LIMIT = COUNT_CAP + 1 + COUNT_SLACK;

export interface Counted {
  count: number;
  capped: boolean;
}

/** What a list answers for `matched` rows counted up to COUNT_LIMIT. */
export const countedOf = (matched: number): Counted => (matched > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count: matched, capped: false });

/** A count and the sum of order_changes its statement read. */
export interface Known {
  matched: number;
  changes: number;
  /** The counts of each group, when several were counted in one pass (the follow-up's status groups). */
  parts?: number[];
}

/**
 * The largest sum of order_changes at which `known` still gives the list's answer (see above); counts of several
 * groups hold only while nothing changed (a changed row may have moved from one group to another).
 */
export const holdsUntil = (known: Known): number => (known.parts ? known.changes : known.changes + Math.max(0, known.matched - COUNT_CAP - 1));

/** Enough for every filter a busy office has open; the oldest entry goes first. */
const MAX_ENTRIES = 500;

const memories = new WeakMap<Db, Map<string, Known>>();

function memoryOf(db: Db): Map<string, Known> {
  let memory = memories.get(db);
  if (!memory) memories.set(db, (memory = new Map()));
  return memory;
}

/** The remembered count of `key`: the list's statement tells whether it still holds (list.ts). */
export const peekCount = (db: Db, key: string): Known | undefined => memoryOf(db).get(key);

/** Remembers a count with the sum of order_changes read in the same statement. */
export function remember(db: Db, key: string, known: Known): void {
  const memory = memoryOf(db);
  memory.delete(key);
  memory.set(key, known);
  if (memory.size > MAX_ENTRIES) memory.delete(memory.keys().next().value as string);
}
