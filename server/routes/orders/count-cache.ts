/**
 * Counts of order lists, remembered until the database changes. Counting the first 10,000 matches of a broad
 * filter is most of the cost of a list page; staff paging through one list ask for the same count again and
 * again.
 *
 * The stamp is PostgreSQL's WAL insert position, read with the caller's session at the start of each request
 * (auth/session-user.ts): every committed change anywhere in the database moves it, and reading does not. A
 * stamp read before a count started that still equals the current position proves nothing was written in
 * between, so the remembered count is still exact. The stamp lives in the database, so this stays correct with
 * several server processes; a busy database just counts more often. The key is the counted condition's SQL and
 * parameters, which include the caller's visibility, so one caller never gets another's count.
 */
export interface Counted {
  count: number;
  capped: boolean;
}

/** Enough for every filter a busy office has open; the oldest entry goes first. */
const MAX_ENTRIES = 500;
const remembered = new Map<string, { stamp: string; counted: Counted }>();

export function recall(key: string, stamp: string | null): Counted | undefined {
  if (stamp === null) return undefined;
  const known = remembered.get(key);
  return known?.stamp === stamp ? known.counted : undefined;
}

/** Remembers a count whose query started after `stamp` was read. */
export function remember(key: string, stamp: string | null, counted: Counted): void {
  if (stamp === null) return;
  remembered.delete(key);
  remembered.set(key, { stamp, counted });
  if (remembered.size > MAX_ENTRIES) remembered.delete(remembered.keys().next().value as string);
}
