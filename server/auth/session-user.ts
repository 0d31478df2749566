import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { permittedUrls, sessions, users } from '../db/schema';

/**
 * Who is calling. One object per session and account version, kept between requests by the session cache
 * (./session-cache.ts) and never changed: a change to the account or its permissions raises `auth_version`
 * (database triggers), and the next request gets a new object.
 */
export interface SessionUser {
  id: number;
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  is_staff: boolean;
  is_superuser: boolean;
  customer_id: number | null;
  permitted_url: string[];
  session_id: string;
  /** users.auth_version when this object was read; statements check it (./session-probe.ts). */
  auth_version: number;
}

export type Role = 'superuser' | 'staff' | 'customer';

export const roleOf = (user: Pick<SessionUser, 'is_staff' | 'is_superuser'>): Role => (user.is_superuser ? 'superuser' : user.is_staff ? 'staff' : 'customer');

/**
 * The lookups are prepared once per database: PostgreSQL parses and plans them once per connection, and
 * Drizzle does not render them again.
 */
const prepareLookups = (db: Db) => ({
  session: db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      is_staff: users.is_staff,
      is_superuser: users.is_superuser,
      customer_id: users.customer_id,
      auth_version: users.auth_version,
    })
    .from(users)
    .innerJoin(sessions, and(eq(sessions.user_id, users.id), eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revoked_at)))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.is_active, true)))
    .prepare('session_user'),
  urls: db
    .select({ url: permittedUrls.url })
    .from(permittedUrls)
    .where(eq(permittedUrls.user_id, sql.placeholder('userId')))
    .prepare('permitted_urls'),
});
const prepared = new WeakMap<Db, ReturnType<typeof prepareLookups>>();

function lookupsOf(db: Db) {
  let lookups = prepared.get(db);
  if (!lookups) prepared.set(db, (lookups = prepareLookups(db)));
  return lookups;
}

export type SessionRow = Omit<SessionUser, 'permitted_url' | 'session_id'>;

/** The account of a live session as stored now, or null when the session was revoked or the account disabled. */
export async function readSessionRow(db: Db, userId: number, sessionId: string): Promise<SessionRow | null> {
  const [row] = await lookupsOf(db).session.execute({ userId, sessionId });
  return row ?? null;
}

/** The caller from its session row: a staff member's permitted screens are read with it. */
export async function sessionUserOf(db: Db, row: SessionRow, sessionId: string): Promise<SessionUser> {
  const urls = row.is_staff && !row.is_superuser ? await listPermittedUrls(db, row.id) : [];
  return { ...row, permitted_url: urls, session_id: sessionId };
}

export async function listPermittedUrls(db: Db, userId: number): Promise<string[]> {
  const rows = await lookupsOf(db).urls.execute({ userId });
  return rows.map((r) => r.url).sort();
}
