import { eq } from 'drizzle-orm';
import { hasSpecialPermissions, type SpecialCode } from '../../domain/permissions';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { specialPermissions } from '../db/schema';
import { ApiError } from '../lib/errors';
import { perSession } from './memo';

/** The special permission codes a user holds, sorted. */
export async function heldSpecialCodes(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ code: specialPermissions.code }).from(specialPermissions).where(eq(specialPermissions.user_id, userId));
  return rows.map((r) => r.code).sort();
}

/** The caller's own codes, read once per session and account version (./memo.ts). */
export const callerSpecialCodes = (db: Db, user: SessionUser): Promise<string[]> => perSession(db, user, 'special', (from) => heldSpecialCodes(from, user.id));

/** Refuses (403) a caller without the special code; a superuser holds every code (spec section 6). */
export async function assertSpecial(db: Db, user: SessionUser, code: SpecialCode): Promise<void> {
  if (user.is_superuser) return;
  if (!hasSpecialPermissions(user, await callerSpecialCodes(db, user), [code])) throw new ApiError(403, 'orders.special_required', { code });
}
