import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { permittedUrls, sessions, users } from '../db/schema';

/** Who is calling: loaded afresh on every request, so permission changes apply at once. */
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
  /**
   * The database's WAL insert position, read with the session before anything else of the request ran (null
   * on a standby, where it cannot be read). Every committed change moves it: see routes/orders/count-cache.ts.
   */
  stamp: string | null;
}

export type Role = 'superuser' | 'staff' | 'customer';

export const roleOf = (user: Pick<SessionUser, 'is_staff' | 'is_superuser'>): Role => (user.is_superuser ? 'superuser' : user.is_staff ? 'staff' : 'customer');

/**
 * The lookups run on every request, so they are prepared once per database: PostgreSQL parses and plans them
 * once per connection, and Drizzle does not render them again. The session lookup reads the WAL stamp in the
 * same round trip.
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
      stamp: sql<string | null>`case when pg_is_in_recovery() then null else pg_current_wal_insert_lsn()::text end`,
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

/** The user of a live session, or null when the session was revoked or the account disabled. */
export async function loadSessionUser(db: Db, userId: number, sessionId: string): Promise<SessionUser | null> {
  const [row] = await lookupsOf(db).session.execute({ userId, sessionId });
  if (!row) return null;
  const urls = row.is_staff && !row.is_superuser ? await listPermittedUrls(db, row.id) : [];
  return { ...row, permitted_url: urls, session_id: sessionId };
}

export async function listPermittedUrls(db: Db, userId: number): Promise<string[]> {
  const rows = await lookupsOf(db).urls.execute({ userId });
  return rows.map((r) => r.url).sort();
}
