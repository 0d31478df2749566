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
  payout_account?: string;
}

export type ContactRights = { phone: boolean; address: boolean };

/**
 * The one masking rule of a partner's contact details (spec section 6: phone and address rows): the phone right
 * covers both phones, the address right both addresses, and the payout account (a bank account, or a wallet
 * number that is often the phone itself) needs both. `contact_hidden` in an answer says which are hidden.
 */
export const contactHidden = (may: ContactRights) => ({ phone: !may.phone, address: !may.address, payout: !(may.phone && may.address) });

const HIDDEN_BY: Readonly<Record<keyof ReturnType<typeof contactHidden>, readonly (keyof ContactFields)[]>> = {
  phone: ['phone', 'phone2'],
  address: ['address', 'pickup_address'],
  payout: ['payout_account'],
};

/** The contact fields a caller with these rights may not see. */
export const hiddenContactFields = (may: ContactRights): (keyof ContactFields)[] =>
  Object.entries(contactHidden(may)).flatMap(([right, hidden]) => (hidden ? HIDDEN_BY[right as keyof typeof HIDDEN_BY] : []));

/** Blanks the contact fields the user may not see. */
export function maskContact<T extends ContactFields>(record: T, may: ContactRights): T {
  const masked = { ...record };
  for (const field of hiddenContactFields(may)) if (field in masked) masked[field] = '';
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
