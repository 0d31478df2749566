import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Usernames and emails are compared without regard to case or surrounding spaces. */
export const normaliseLogin = (value: string): string => value.trim().toLowerCase();

export async function findLoginUser(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.username, normaliseLogin(username)));
  return row ?? null;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}
