import { eq } from 'drizzle-orm';
import { fieldPermissionsOf, type PermissionUser } from '../../domain/permissions';
import { privilegeBeyond, type Privileges } from '../../domain/permissions/privileges';
import { listPermittedUrls } from '../auth/session-user';
import type { Db } from '../db/client';
import { userFieldPermissions, userFollowupShippers, userShipperGroups, userShipperSwaps, users } from '../db/schema';
import type { MessageKey } from '../../domain/messages';
import { forbidden } from '../lib/errors';
import { readGrants } from './grants';
import { heldSpecialCodes } from './special';

export interface Account extends PermissionUser {
  id: number;
}

/** Everything an account may do, read from the tables the permission screens write (in `db`, a transaction too). */
export async function loadPrivileges(db: Db, account: Account): Promise<Privileges> {
  const [grants, specialCodes, fieldRows, swap, groups, followup] = await Promise.all([
    readGrants(db, account),
    heldSpecialCodes(db, account.id),
    db.select().from(userFieldPermissions).where(eq(userFieldPermissions.user_id, account.id)),
    db.select({ id: userShipperSwaps.shipper_id }).from(userShipperSwaps).where(eq(userShipperSwaps.user_id, account.id)),
    db.select({ id: userShipperGroups.group_id }).from(userShipperGroups).where(eq(userShipperGroups.user_id, account.id)),
    db.select({ id: userFollowupShippers.shipper_id }).from(userFollowupShippers).where(eq(userFollowupShippers.user_id, account.id)),
  ]);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  return {
    ...account,
    grants,
    specialCodes,
    fields: fieldPermissionsOf(account, fieldRows),
    sets: { swap: ids(swap), groups: ids(groups), followup: ids(followup) },
  };
}

/** The account as stored now (not as a session or an earlier read saw it); a missing one holds nothing. */
async function storedAccount(db: Db, id: number): Promise<Account> {
  const [row] = await db.select({ is_staff: users.is_staff, is_superuser: users.is_superuser }).from(users).where(eq(users.id, id));
  const flags = row ?? { is_staff: false, is_superuser: false };
  return { id, ...flags, permitted_url: flags.is_superuser ? [] : await listPermittedUrls(db, id) };
}

/** Who is asking: the caller's session says who they are; what they hold is read afresh. */
type Caller = { id: number; is_superuser: boolean };

/**
 * Why the caller may not manage `target`'s access, or undefined: their own, or one that holds anything the caller
 * does not (domain/permissions/privileges.ts). A superuser manages anyone.
 */
export async function managementRefusal(db: Db, caller: Caller, targetId: number): Promise<MessageKey | undefined> {
  if (caller.is_superuser) return undefined;
  if (caller.id === targetId) return 'permissions.denied';
  const [holder, held] = await Promise.all([storedAccount(db, caller.id), storedAccount(db, targetId)]);
  if (held.is_superuser) return 'permissions.superuser_only';
  const [mine, theirs] = await Promise.all([loadPrivileges(db, holder), loadPrivileges(db, held)]);
  return privilegeBeyond(theirs, mine) === undefined ? undefined : 'permissions.denied';
}

/** Refuses (403, the spec's denial) a caller who may not manage the account. */
export async function assertMayManage(db: Db, caller: Caller, targetId: number): Promise<void> {
  const refusal = await managementRefusal(db, caller, targetId);
  if (refusal) throw forbidden(refusal);
}

/**
 * Changes an account's access in one transaction, refused (403, nothing kept) when the caller may not manage the
 * account before the change, or after it: so a caller grants only what they hold, whatever the screen.
 */
export function changeAccess<T>(db: Db, caller: Caller, targetId: number, write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await assertMayManage(tx, caller, targetId);
    const result = await write(tx);
    await assertMayManage(tx, caller, targetId);
    return result;
  });
}
