import { Type } from '@sinclair/typebox';
import { and, eq, or } from 'drizzle-orm';
import { canOpenUrl } from '../../domain/permissions';
import { screenUrl } from '../../domain/screens';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { changeAccess } from '../permissions/privileges';

/** The permission screens (spec section 2, "Permissions"); each route below declares one of them. */
export const SCREENS = {
  overrides: screenUrl('userprivient'),
  customers: screenUrl('CustomerUserPermission'),
  shippers: screenUrl('ShipperUserPermission'),
  swap: screenUrl('shipperswappermission'),
  groups: screenUrl('grouppermission'),
  followup: screenUrl('followupperm'),
  fields: screenUrl('userpermissionfieldValue'),
  logs: screenUrl('special-permission-logs'),
} as const;

export const UserId = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const UserParams = Type.Object({ user: UserId });

export interface Target {
  id: number;
  username: string;
  is_superuser: boolean;
}

/** A staff account whose permissions are managed; merchant logins have none, so they are not found. */
export async function findTarget(db: Db, userId: number): Promise<Target> {
  const [row] = await db
    .select({ id: users.id, username: users.username, is_superuser: users.is_superuser })
    .from(users)
    .where(and(eq(users.id, userId), or(eq(users.is_staff, true), eq(users.is_superuser, true))));
  if (!row) throw notFound();
  return row;
}

/**
 * Changes the permissions of a staff account (404 when there is none) in one transaction, refused with 403 and
 * nothing kept when the caller may not manage it before or after the change (server/permissions/privileges.ts):
 * nobody changes their own, and a non-superuser grants only what they hold, to accounts holding no more.
 */
export async function changeOf<T>(db: Db, caller: SessionUser, userId: number, write: (tx: Db, target: Target) => Promise<T>): Promise<T> {
  const target = await findTarget(db, userId);
  return changeAccess(db, caller, target.id, (tx) => write(tx, target));
}

/** A staff member may read their own permissions; somebody else's need the screen that shows them. */
export function assertMayRead(caller: SessionUser, userId: number, screen: string): void {
  if (userId !== caller.id && !canOpenUrl(caller, screen)) throw forbidden();
}
