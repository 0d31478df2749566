import { checkCustomerPermission, checkShipperPermission, type EntityGrants } from './entity';

/** Which records of a kind a user may see: every one, or only these ids. */
export type Visibility = { all: true } | { all: false; ids: number[] };

/**
 * Customers a staff user may see: a superuser all; otherwise those whose row grants `view`, or every
 * customer with a row when the `all_customer_view` override is set (with no rows at all, none: spec section 6).
 */
export function customerVisibility(grants: EntityGrants): Visibility {
  if (grants.is_superuser) return { all: true };
  const ids = grants.customerRows.filter((row) => checkCustomerPermission(grants, 'view', row.customer_id)).map((row) => row.customer_id);
  if (grants.overrides.all_customer_view && grants.customerRows.length > 0) return { all: true };
  return { all: false, ids };
}

/** Shippers a staff user may see: a superuser all; otherwise those the user has a row for. */
export function shipperVisibility(grants: EntityGrants): Visibility {
  if (grants.is_superuser) return { all: true };
  return { all: false, ids: grants.shipperRows.map((row) => row.shipper_id) };
}

export const isVisible = (visibility: Visibility, id: number): boolean => visibility.all || visibility.ids.includes(id);

export interface ContactFields {
  phone?: string;
  phone2?: string;
  address?: string;
  pickup_address?: string;
}

/** Blanks the phone and address fields the user may not see (spec section 6: phone and address rows). */
export function maskContact<T extends ContactFields>(record: T, may: { phone: boolean; address: boolean }): T {
  const masked = { ...record };
  if (!may.phone) {
    if ('phone' in masked) masked.phone = '';
    if ('phone2' in masked) masked.phone2 = '';
  }
  if (!may.address) {
    if ('address' in masked) masked.address = '';
    if ('pickup_address' in masked) masked.pickup_address = '';
  }
  return masked;
}

export const customerContactRights = (grants: EntityGrants, customerId: number) => ({
  phone: checkCustomerPermission(grants, 'phone', customerId),
  address: checkCustomerPermission(grants, 'address', customerId),
});

export const shipperContactRights = (grants: EntityGrants, shipperId: number) => ({
  phone: checkShipperPermission(grants, 'phone', shipperId),
  address: checkShipperPermission(grants, 'address', shipperId),
});
