import { inArray, sql, type SQL } from 'drizzle-orm';
import { checkShipperPermission, maskContact, shipperContactRights, shipperVisibility, type EntityGrants, type Visibility } from '../../domain/permissions';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { shippers } from '../db/schema';
import { loadGrants } from '../permissions/grants';

/** What the caller may see of shippers (spec section 6), read afresh for each request. */
export interface ShipperScope {
  grants: EntityGrants;
  visibility: Visibility;
}

export async function loadShipperScope(db: Db, user: SessionUser): Promise<ShipperScope> {
  const grants = await loadGrants(db, user);
  return { grants, visibility: shipperVisibility(grants) };
}

const idsCondition = (ids: readonly number[]): SQL => (ids.length ? inArray(shippers.id, [...ids]) : sql`false`);

/** The shippers the caller may see, as a condition on `shippers` (none for every one). */
export const visibleCondition = (visibility: Visibility): SQL | undefined => (visibility.all ? undefined : idsCondition(visibility.ids));

/**
 * The shippers whose phone the caller may see, as a condition (none for every one). Searching by phone or
 * national ID is limited to them, so that a search cannot tell a hidden number.
 */
export function phoneCondition(grants: EntityGrants): SQL | undefined {
  if (grants.is_superuser) return undefined;
  const ids = grants.shipperRows.map((row) => row.shipper_id).filter((id) => checkShipperPermission(grants, 'phone', id));
  return idsCondition(ids);
}

export interface ContactColumns {
  id: number;
  phone: string;
  national_id: string;
}

/**
 * A shipper as the caller may see it: the phone, and the national ID with it, blanked unless the caller's row
 * or override grants the phone; `contact_hidden` tells the browser which were blanked.
 */
export function presentContact<T extends ContactColumns>(record: T, grants: EntityGrants): T & { contact_hidden: { phone: boolean } } {
  const rights = shipperContactRights(grants, record.id);
  const masked = maskContact(record, rights);
  return { ...masked, national_id: rights.phone ? record.national_id : '', contact_hidden: { phone: !rights.phone } };
}
