import { and, eq, isNull } from 'drizzle-orm';
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
}

export type Role = 'superuser' | 'staff' | 'customer';

export const roleOf = (user: Pick<SessionUser, 'is_staff' | 'is_superuser'>): Role =>
  user.is_superuser ? 'superuser' : user.is_staff ? 'staff' : 'customer';

/** The user of a live session, or null when the session was revoked or the account disabled. */
export async function loadSessionUser(db: Db, userId: number, sessionId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      is_staff: users.is_staff,
      is_superuser: users.is_superuser,
      customer_id: users.customer_id,
    })
    .from(users)
    .innerJoin(sessions, and(eq(sessions.user_id, users.id), eq(sessions.id, sessionId), isNull(sessions.revoked_at)))
    .where(and(eq(users.id, userId), eq(users.is_active, true)));
  if (!row) return null;
  const urls = row.is_staff && !row.is_superuser ? await listPermittedUrls(db, row.id) : [];
  return { ...row, permitted_url: urls, session_id: sessionId };
}

export async function listPermittedUrls(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ url: permittedUrls.url }).from(permittedUrls).where(eq(permittedUrls.user_id, userId));
  return rows.map((r) => r.url).sort();
}
