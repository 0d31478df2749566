import { eq } from 'drizzle-orm';
import type { EntityGrants, OverrideFlag } from '../../domain/permissions';
import { OVERRIDE_FLAGS } from '../../domain/permissions';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { customerUserPermissions, shipperUserPermissions, userPermissionOverrides } from '../db/schema';
import { perSession } from './memo';

const SUPERUSER: EntityGrants = { is_superuser: true, overrides: {}, customerRows: [], shipperRows: [] };

/**
 * A staff user's per-customer and per-shipper rows and 'all' overrides, read once per session and account
 * version (./memo.ts): a change raises the version, so it applies at the next request. A superuser needs none
 * of it.
 */
export function loadGrants(db: Db, user: SessionUser): Promise<EntityGrants> {
  if (user.is_superuser) return Promise.resolve(SUPERUSER);
  return perSession(db, user, 'grants', (from) => readGrants(from, user));
}

/** Any account's grants as stored now (in `db`, a transaction too), never kept: for checks made about others. */
export async function readGrants(db: Db, account: Pick<SessionUser, 'id' | 'is_superuser'>): Promise<EntityGrants> {
  if (account.is_superuser) return SUPERUSER;
  const userId = account.id;
  const [overrideRows, customerRows, shipperRows] = await Promise.all([
    db.select().from(userPermissionOverrides).where(eq(userPermissionOverrides.user_id, userId)),
    db.select().from(customerUserPermissions).where(eq(customerUserPermissions.user_id, userId)),
    db.select().from(shipperUserPermissions).where(eq(shipperUserPermissions.user_id, userId)),
  ]);
  const overrides: Partial<Record<OverrideFlag, boolean>> = {};
  const stored = overrideRows[0];
  if (stored) for (const flag of OVERRIDE_FLAGS) overrides[flag] = stored[flag];
  return { is_superuser: false, overrides, customerRows, shipperRows };
}
