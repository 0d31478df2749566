import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { notFound } from '../lib/errors';
import { userColumns } from '../lib/user-columns';

/** A merchant login as the API shows it: never the password hash. */
export const loginColumns = { ...userColumns, customer_id: users.customer_id };

/** Logins of a customer are its users that are neither staff nor superusers. */
const merchantOf = (customerId: number) => and(eq(users.customer_id, customerId), eq(users.is_staff, false), eq(users.is_superuser, false));

export async function listLogins(db: Db, customerId: number) {
  return db.select(loginColumns).from(users).where(merchantOf(customerId)).orderBy(asc(users.username));
}

/** The login `userId` of customer `customerId`, or 404 when it is not one of that customer's logins. */
export async function loginOf(db: Db, customerId: number, userId: number) {
  const [row] = await db
    .select(loginColumns)
    .from(users)
    .where(and(eq(users.id, userId), merchantOf(customerId)));
  if (!row) throw notFound();
  return row;
}

/** Whether any account already signs in with this name (as its username or its email). */
export async function loginNameTaken(db: Db, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.username, name), eq(users.email, name)))
    .limit(1);
  return Boolean(row);
}
