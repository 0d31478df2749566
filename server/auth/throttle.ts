import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import type { MessageKey } from '../../domain/messages';
import { ApiError } from '../lib/errors';

/**
 * Failed logins are limited per account *and* source address: ten attempts within fifteen minutes lock that
 * account from that address (429 with Retry-After) until fifteen minutes after the window's first attempt.
 * Another address is not affected, so nobody can lock a colleague (or the superuser) out by guessing, and a
 * correct password from the hammered address is refused too while the lock lasts.
 *
 * An attempt is counted before its password is checked, in one statement (an upsert on the pair's row, which
 * PostgreSQL serialises on the row), so N parallel guesses can never pass the limit: the eleventh is refused
 * without hashing anything. A correct password takes its own attempt back and clears its address's count;
 * other addresses keep theirs. The counts live in the database, shared by every server process.
 */
export const MAX_ATTEMPTS = 10;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/**
 * How many attempts a key may make in a window, and what a refusal says. Logins use the rule above; the public
 * parcel tracking counts its guesses of a phone's last digits with the same table and statement
 * (server/routes/tracking), under keys no login name can take (login names hold no ':').
 */
export interface AttemptLimit {
  max: number;
  message: MessageKey;
}

export const LOGIN_LIMIT: AttemptLimit = { max: MAX_ATTEMPTS, message: 'auth.too_many_attempts' };

const WINDOW = sql.raw(`interval '${ATTEMPT_WINDOW_MS / 1000} seconds'`);

/** Whose attempts are counted together: the normalised login name and the source address (see sourceOf). */
export interface AttemptKey {
  username: string;
  source: string;
}

const keyIs = (key: AttemptKey) => and(eq(loginAttempts.username, key.username), eq(loginAttempts.source, key.source));

export const tooManyAttempts = (seconds: number, message: MessageKey = LOGIN_LIMIT.message): ApiError =>
  new ApiError(429, message, { minutes: Math.ceil(seconds / 60) }, undefined, { 'retry-after': String(seconds) });

/** Counts an attempt before its password is checked; throws 429 with Retry-After when it is over the limit. */
export async function reserveAttempt(db: Db, key: AttemptKey, limit: AttemptLimit = LOGIN_LIMIT): Promise<void> {
  const expired = sql`${loginAttempts.window_start} <= now() - ${WINDOW}`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ ...key, attempts: 1 })
    .onConflictDoUpdate({
      target: [loginAttempts.username, loginAttempts.source],
      set: {
        attempts: sql`case when ${expired} then 1 else ${loginAttempts.attempts} + 1 end`,
        window_start: sql`case when ${expired} then now() else ${loginAttempts.window_start} end`,
      },
    })
    .returning({
      attempts: loginAttempts.attempts,
      seconds: sql<number>`greatest(1, ceil(extract(epoch from ${loginAttempts.window_start} + ${WINDOW} - now())))::int`,
    });
  if (row && row.attempts > limit.max) throw tooManyAttempts(row.seconds, limit.message);
}

/** Gives back an attempt whose password was never checked (the server was too busy to check it). */
export async function releaseAttempt(db: Db, key: AttemptKey): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
    .where(keyIs(key));
}

/** A correct password: this address starts afresh for this account; windows that have ended are removed. */
export async function clearAttempts(db: Db, key: AttemptKey): Promise<void> {
  await db.delete(loginAttempts).where(keyIs(key));
  await db.delete(loginAttempts).where(lt(loginAttempts.window_start, sql`now() - ${WINDOW}`));
}
