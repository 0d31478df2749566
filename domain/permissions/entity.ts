/**
 * Per-customer and per-shipper permission checks (spec section 6, "Fine-grained checks").
 * Field names follow the stored rows (spec section 3), including the spelling 'revnue', which is part of the contract.
 */
export const CUSTOMER_PERMS = [
  'phone',
  'address',
  'pickup_request',
  'collect_request',
  'material_request',
  'addOrder',
  'updateOrder',
  'deleteOrder',
  'returnclient',
  'collectclient',
  'revnue',
  'view',
  'customer_view_report',
] as const;
export const SHIPPER_PERMS = ['phone', 'address'] as const;

export type CustomerPerm = (typeof CUSTOMER_PERMS)[number];
export type ShipperPerm = (typeof SHIPPER_PERMS)[number];

export const OVERRIDE_FLAGS = [
  'all_customer_phone',
  'all_customer_address',
  'all_customer_pickup_request',
  'all_customer_collect_request',
  'all_customer_material_request',
  'all_addOrder',
  'all_updateOrder',
  'all_deleteOrder',
  'all_returnclient',
  'all_collectclient',
  'all_revnue',
  'all_customer_view',
  'all_customer_view_report',
  'all_shipper_phone',
  'all_shipper_address',
] as const;
export type OverrideFlag = (typeof OVERRIDE_FLAGS)[number];

/** The 'all' flag that grants each customer permission for every customer. */
export const CUSTOMER_OVERRIDE: Readonly<Record<CustomerPerm, OverrideFlag>> = Object.freeze({
  phone: 'all_customer_phone',
  address: 'all_customer_address',
  pickup_request: 'all_customer_pickup_request',
  collect_request: 'all_customer_collect_request',
  material_request: 'all_customer_material_request',
  addOrder: 'all_addOrder',
  updateOrder: 'all_updateOrder',
  deleteOrder: 'all_deleteOrder',
  returnclient: 'all_returnclient',
  collectclient: 'all_collectclient',
  revnue: 'all_revnue',
  view: 'all_customer_view',
  customer_view_report: 'all_customer_view_report',
});

/** The 'all' flag that grants each shipper permission for every shipper. */
export const SHIPPER_OVERRIDE: Readonly<Record<ShipperPerm, OverrideFlag>> = Object.freeze({
  phone: 'all_shipper_phone',
  address: 'all_shipper_address',
});

export type CustomerPermissionRow = { customer_id: number } & Partial<Record<CustomerPerm, boolean>>;
export type ShipperPermissionRow = { shipper_id: number } & Partial<Record<ShipperPerm, boolean>>;

export interface EntityGrants {
  is_superuser: boolean;
  overrides: Partial<Record<OverrideFlag, boolean>>;
  customerRows: readonly CustomerPermissionRow[];
  shipperRows: readonly ShipperPermissionRow[];
}

/**
 * The spec's rule, applied in the spec's order:
 * 1. a superuser passes;
 * 2. with no specific entity given (undefined or null) the check passes;
 * 3. with no permission rows at all of that kind the check fails, even when the override flag is set, because
 *    the spec puts this step before the override;
 * 4. otherwise it passes when the override flag is set or a row for that entity grants the permission.
 * An id of 0 counts as given: it matches no row, so only the override can pass it.
 */
function decide(
  isSuperuser: boolean,
  entityId: number | null | undefined,
  hasRows: boolean,
  overrideSet: boolean,
  rowGrants: (id: number) => boolean,
): boolean {
  if (isSuperuser) return true;
  if (entityId === undefined || entityId === null) return true;
  if (!hasRows) return false;
  return overrideSet || rowGrants(entityId);
}

export function checkCustomerPermission(g: EntityGrants, perm: CustomerPerm, customerId?: number | null): boolean {
  return decide(g.is_superuser, customerId, g.customerRows.length > 0, g.overrides[CUSTOMER_OVERRIDE[perm]] === true, (id) =>
    g.customerRows.some((row) => row.customer_id === id && row[perm] === true),
  );
}

export function checkShipperPermission(g: EntityGrants, perm: ShipperPerm, shipperId?: number | null): boolean {
  return decide(g.is_superuser, shipperId, g.shipperRows.length > 0, g.overrides[SHIPPER_OVERRIDE[perm]] === true, (id) =>
    g.shipperRows.some((row) => row.shipper_id === id && row[perm] === true),
  );
}
