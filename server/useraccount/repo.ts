import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { permittedUrls, users } from '../db/schema';
import { containsPattern, type ParsedList } from '../lib/rest/list-query';
import { userColumns } from '../lib/user-columns';

export const accountColumns = { ...userColumns, is_staff: users.is_staff, is_superuser: users.is_superuser };

const sortable = { ...accountColumns } as const;
type SortKey = keyof typeof sortable;

/** Staff accounts only: merchant logins belong to their customer's screens. */
const staffOnly = or(eq(users.is_staff, true), eq(users.is_superuser, true));

function whereOf(filter: Record<string, unknown>): SQL | undefined {
  const parts: (SQL | undefined)[] = [staffOnly];
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (q) parts.push(or(...[users.username, users.email, users.first_name, users.last_name].map((c) => ilike(c, containsPattern(q)))));
  if (typeof filter.is_active === 'boolean') parts.push(eq(users.is_active, filter.is_active));
  if (typeof filter.is_superuser === 'boolean') parts.push(eq(users.is_superuser, filter.is_superuser));
  if (Array.isArray(filter.id)) parts.push(inArray(users.id, filter.id.map(Number).filter(Number.isInteger)));
  return and(...parts);
}

async function withUrls<T extends { id: number }>(db: Db, rows: T[]): Promise<(T & { permitted_url: string[] })[]> {
  if (rows.length === 0) return [];
  const urls = await db
    .select()
    .from(permittedUrls)
    .where(
      inArray(
        permittedUrls.user_id,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    permitted_url: urls
      .filter((u) => u.user_id === row.id)
      .map((u) => u.url)
      .sort(),
  }));
}

export async function listAccounts(db: Db, list: ParsedList) {
  const where = whereOf(list.filter);
  const column = sortable[(list.sortField in sortable ? list.sortField : 'id') as SortKey];
  const [rows, [total]] = await Promise.all([
    db
      .select(accountColumns)
      .from(users)
      .where(where)
      .orderBy(list.sortOrder === 'DESC' ? desc(column) : asc(column), asc(users.id))
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: await withUrls(db, rows), total: total?.total ?? 0 };
}

/** One staff account with its screens (a merchant login is none); `lock` holds the row until the transaction ends. */
export async function getAccount(db: Db, id: number, lock = false) {
  const query = db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.id, id), staffOnly));
  const [account] = await withUrls(db, lock ? await query.for('update') : await query);
  return account ?? null;
}

export type Account = NonNullable<Awaited<ReturnType<typeof getAccount>>>;

export async function replacePermittedUrls(db: Db, userId: number, urls: readonly string[]): Promise<void> {
  await db.delete(permittedUrls).where(eq(permittedUrls.user_id, userId));
  const unique = [...new Set(urls)];
  if (unique.length) await db.insert(permittedUrls).values(unique.map((url) => ({ user_id: userId, url })));
}
