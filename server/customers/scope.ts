import { inArray, sql, type SQL } from 'drizzle-orm';
import {
  checkCustomerPermission,
  contactHidden,
  customerContactRights,
  customerVisibility,
  maskContact,
  type EntityGrants,
  type Visibility,
} from '../../domain/permissions';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { loadGrants } from '../permissions/grants';

export type CustomerRow = typeof customers.$inferSelect;

/** What one caller may see of customers: which records, and whose phone numbers. */
export interface CustomerScope {
  grants: EntityGrants;
  visibility: Visibility;
  phones: Visibility;
}

/** Customers whose phone the caller may see, by the same rule as customerContactRights. */
function phoneVisibility(grants: EntityGrants): Visibility {
  if (grants.is_superuser) return { all: true };
  if (grants.overrides.all_customer_phone && grants.customerRows.length > 0) return { all: true };
  const ids = grants.customerRows.filter((row) => checkCustomerPermission(grants, 'phone', row.customer_id)).map((row) => row.customer_id);
  return { all: false, ids };
}

export async function customerScope(db: Db, user: SessionUser): Promise<CustomerScope> {
  const grants = await loadGrants(db, user);
  return { grants, visibility: customerVisibility(grants), phones: phoneVisibility(grants) };
}

/** A condition on `customers.id` that keeps only the ids a visibility allows (none when it lists none). */
export function withinVisibility(visibility: Visibility): SQL | undefined {
  if (visibility.all) return undefined;
  return visibility.ids.length ? inArray(customers.id, visibility.ids) : sql`false`;
}

/** The API's customer: contact fields the caller may not see are blanked, and `contact_hidden` says which. */
export function present(scope: CustomerScope, row: CustomerRow) {
  const rights = customerContactRights(scope.grants, row.id);
  return { ...maskContact(row, rights), contact_hidden: contactHidden(rights) };
}

export type CustomerRecord = ReturnType<typeof present>;
