import { PgTransaction } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';

const memos = new WeakMap<SessionUser, Map<string, Promise<unknown>>>();

/**
 * What one caller's requests read about their own permissions (grants, field permissions, special codes), read
 * once per session and account version: the caller object is replaced when the version changes
 * (auth/session-cache.ts), and every request confirms the version against the database. A failed read is not
 * kept, nor one made inside a transaction (it could see that transaction's own changes, later rolled back).
 * The value is shared by the session's requests, so nobody may change it.
 */
export function perSession<T>(db: Db, user: SessionUser, key: string, read: (db: Db) => Promise<T>): Promise<T> {
  const inTransaction: boolean = db instanceof PgTransaction;
  if (inTransaction) return read(db);
  let memo = memos.get(user);
  if (!memo) memos.set(user, (memo = new Map()));
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  const reading = read(db);
  memo.set(key, reading);
  reading.catch(() => memo.delete(key));
  return reading;
}
