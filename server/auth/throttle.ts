import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { ApiError } from '../lib/errors';

/** Ten failed logins for one account within fifteen minutes lock it until the oldest one ages out. */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

const windowStart = () => new Date(Date.now() - FAILURE_WINDOW_MS);

/** Throws 429 with Retry-After while the account is locked. Counters live in the database, shared by every server process. */
export async function assertNotLocked(db: Db, username: string): Promise<void> {
  const [row] = await db
    .select({ failures: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), gt(loginFailures.at, windowStart())));
  if (!row || row.failures < MAX_FAILURES || !row.oldest) return;
  const oldest = row.oldest instanceof Date ? row.oldest : new Date(row.oldest);
  const seconds = Math.max(1, Math.ceil((oldest.getTime() + FAILURE_WINDOW_MS - Date.now()) / 1000));
  throw new ApiError(429, 'auth.too_many_attempts', { minutes: Math.ceil(seconds / 60) }, undefined, {
    'retry-after': String(seconds),
  });
}

export async function recordFailure(db: Db, username: string): Promise<void> {
  await db.insert(loginFailures).values({ username });
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}
