import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executeStatement } from '../db/prepared';
import { renderSql } from '../db/render';
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
 * The lookups run as named prepared statements (db/prepared.ts), on either engine: every request reads its session,
 * and parsing and planning the lookup took longer than running it.
 */
const SESSION_LOOKUP = renderSql(sql`select u.id, u.username, u.email, u.first_name, u.last_name, u.is_staff, u.is_superuser, u.customer_id, u.auth_version
  from ${users} u join ${sessions} s on s.user_id = u.id and s.id = ${''} and s.revoked_at is null
  where u.id = ${0}::int and u.is_active`).sql;
const URLS_LOOKUP = renderSql(sql`select url from ${permittedUrls} where user_id = ${0}::int`).sql;

export type SessionRow = Omit<SessionUser, 'permitted_url' | 'session_id'>;

/** The account of a live session as stored now, or null when the session was revoked or the account disabled. */
export async function readSessionRow(db: Db, userId: number, sessionId: string): Promise<SessionRow | null> {
  const [row] = await executeStatement(db, { sql: SESSION_LOOKUP, params: [sessionId, userId] }, true);
  if (!row) return null;
  return {
    id: Number(row.id),
    username: String(row.username),
    email: row.email == null ? null : String(row.email),
    first_name: String(row.first_name),
    last_name: String(row.last_name),
    is_staff: row.is_staff === true,
    is_superuser: row.is_superuser === true,
    customer_id: row.customer_id == null ? null : Number(row.customer_id),
    auth_version: Number(row.auth_version),
  };
}

/** The caller from its session row: a staff member's permitted screens are read with it. */
export async function sessionUserOf(db: Db, row: SessionRow, sessionId: string): Promise<SessionUser> {
  const urls = row.is_staff && !row.is_superuser ? await listPermittedUrls(db, row.id) : [];
  return { ...row, permitted_url: urls, session_id: sessionId };
}

export async function listPermittedUrls(db: Db, userId: number): Promise<string[]> {
  const rows = await executeStatement(db, { sql: URLS_LOOKUP, params: [userId] }, true);
  return rows.map((row) => String(row.url)).sort();
}
