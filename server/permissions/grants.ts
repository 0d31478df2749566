import { eq } from 'drizzle-orm';
import type { EntityGrants, OverrideFlag } from '../../domain/permissions';
import { OVERRIDE_FLAGS } from '../../domain/permissions';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { customerUserPermissions, shipperUserPermissions, userPermissionOverrides } from '../db/schema';

/**
 * A staff user's per-customer and per-shipper rows and 'all' overrides, read afresh on every request so that a
 * change applies at once. A superuser needs none of it.
 */
export async function loadGrants(db: Db, user: Pick<SessionUser, 'id' | 'is_superuser'>): Promise<EntityGrants> {
  if (user.is_superuser) return { is_superuser: true, overrides: {}, customerRows: [], shipperRows: [] };
  const [overrideRows, customerRows, shipperRows] = await Promise.all([
    db.select().from(userPermissionOverrides).where(eq(userPermissionOverrides.user_id, user.id)),
    db.select().from(customerUserPermissions).where(eq(customerUserPermissions.user_id, user.id)),
    db.select().from(shipperUserPermissions).where(eq(shipperUserPermissions.user_id, user.id)),
  ]);
  const overrides: Partial<Record<OverrideFlag, boolean>> = {};
  const stored = overrideRows[0];
  if (stored) for (const flag of OVERRIDE_FLAGS) overrides[flag] = stored[flag];
  return { is_superuser: false, overrides, customerRows, shipperRows };
}
