import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  checkCustomerPermission,
  customerContactRights,
  customerVisibility,
  fieldPermissionsOf,
  isVisible,
  type CustomerPerm,
  type EntityGrants,
  type FieldPermission,
  type Visibility,
} from '../../domain/permissions';
import { MERCHANT_FIELDS, merchantGrants } from '../../domain/permissions/merchant';
import { hiddenOrderFields, type MaskableField } from '../../domain/orders/visibility';
import type { MessageKey } from '../../domain/messages';
import { roleOf, type SessionUser } from '../auth/session-user';
import type { Db, Tx } from '../db/client';
import { orders, userFieldPermissions } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { loadGrants } from '../permissions/grants';
import { perSession } from '../permissions/memo';

/** What one caller may see and do with orders (its permissions read once per session and account version). */
export interface OrderScope {
  user: SessionUser;
  grants: EntityGrants;
  /** Customers whose orders the caller sees (the `view` row, spec section 6). */
  visibility: Visibility;
  fields: Record<FieldPermission, boolean>;
  /** Whether the caller may set an order's fee (total_fees) by hand; otherwise it is the customer's price. */
  feesEditable: boolean;
  hiddenByCustomer: Map<number, MaskableField[]>;
}

/** The caller's field permission rows (none for a superuser, who has every field), kept per version (permissions/memo.ts). */
const fieldRowsOf = (db: Db, user: SessionUser) =>
  user.is_superuser
    ? Promise.resolve([])
    : perSession(db, user, 'fields', async (from) => await from.select().from(userFieldPermissions).where(eq(userFieldPermissions.user_id, user.id)));

/**
 * A staff member's scope comes from their rows; a merchant login's from its own customer alone
 * (domain/permissions/merchant.ts), so every order call keeps a merchant to its own orders by the same checks.
 */
export async function orderScope(db: Db, user: SessionUser): Promise<OrderScope> {
  if (roleOf(user) === 'customer') return merchantScope(user);
  const [grants, fieldRows] = await Promise.all([loadGrants(db, user), fieldRowsOf(db, user)]);
  const fields = fieldPermissionsOf(user, fieldRows);
  return { user, grants, visibility: customerVisibility(grants), fields, feesEditable: fields.show_fees, hiddenByCustomer: new Map() };
}

function merchantScope(user: SessionUser): OrderScope {
  // A login that belongs to no customer sees nothing: its grants name no customer.
  const grants: EntityGrants =
    user.customer_id == null ? { is_superuser: false, overrides: {}, customerRows: [], shipperRows: [] } : merchantGrants(user.customer_id);
  return { user, grants, visibility: customerVisibility(grants), fields: { ...MERCHANT_FIELDS }, feesEditable: false, hiddenByCustomer: new Map() };
}

/**
 * A condition keeping only orders of customers the caller may see (undefined: all of them), or the rows of another
 * table whose merchant is in `column`. The customers travel as one array: the statement's text is then the same
 * however many a caller sees, and a prepared statement's generic plan compares each row with the array as it is,
 * instead of building it afresh from a parameter per customer for every row it reads.
 */
export function visibleOrders(scope: OrderScope, column: AnyPgColumn = orders.customer_id): SQL | undefined {
  const { visibility } = scope;
  if (visibility.all) return undefined;
  return visibility.ids.length ? sql`${column} = any(${sql.param(visibility.ids)}::int[])` : sql`false`;
}

/**
 * Customers for whom the caller holds a permission, as a condition on `column` (orders.customer_id; undefined: all).
 * The customers travel as one array, as in visibleOrders: a statement's text, and so its prepared name, is the same
 * however many customers a caller holds (a desk's request lock is prepared).
 */
export function customersWith(scope: Pick<OrderScope, 'grants'>, perm: CustomerPerm, column: AnyPgColumn = orders.customer_id): SQL | undefined {
  const { grants } = scope;
  if (grants.is_superuser) return undefined;
  const override = grants.customerRows.length > 0 && checkCustomerPermission(grants, perm, -1);
  if (override) return undefined;
  const ids = grants.customerRows.filter((row) => checkCustomerPermission(grants, perm, row.customer_id)).map((row) => row.customer_id);
  return ids.length ? sql`${column} = any(${sql.param(ids)}::int[])` : sql`false`;
}

export const canSeeCustomer = (scope: OrderScope, customerId: number): boolean => isVisible(scope.visibility, customerId);

/**
 * The order locked for a change, when the caller may see it. One they may not see is missing (404) before
 * anything else is looked at (the version sent, the permission), so no answer tells it exists.
 */
export async function lockVisibleOrder(tx: Tx, scope: OrderScope, id: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row || !canSeeCustomer(scope, row.customer_id)) throw notFound();
  return row;
}

/** The spec's denial message for each order permission. */
export const DENIAL: Partial<Record<CustomerPerm, MessageKey>> = {
  addOrder: 'orders.no_add_permission',
  updateOrder: 'orders.no_update_permission',
  deleteOrder: 'orders.no_delete_permission',
  collectclient: 'orders.no_open_collect',
  collect_request: 'orders.no_collect_permission',
  returnclient: 'orders.no_open_return',
  pickup_request: 'requests.no_pickup_permission',
  material_request: 'requests.no_material_permission',
  revnue: 'orders.no_open_revenue',
};

/**
 * Why the caller may not act on one customer's orders, or undefined: the permission's own denial message
 * (spec section 6, e.g. 'add order to customer') first, then the general one when the customer is not visible.
 */
export function refusal(scope: OrderScope, customerId: number, perm: CustomerPerm): MessageKey | undefined {
  if (!checkCustomerPermission(scope.grants, perm, customerId)) return DENIAL[perm] ?? 'permissions.denied';
  return canSeeCustomer(scope, customerId) ? undefined : 'permissions.denied';
}

/** Throws 403 with the spec's message when the caller may not act on the customer's orders. */
export function assertMay(scope: OrderScope, customerId: number, perm: CustomerPerm): void {
  const key = refusal(scope, customerId, perm);
  if (key) throw forbidden(key);
}

/** How a refusal names an order: by serial when the caller may see it (the field and the customer), else by id. */
export const orderName = (scope: OrderScope, row: { id: number; serial: string; customer_id: number }): string =>
  scope.fields.show_order_serial && canSeeCustomer(scope, row.customer_id) ? row.serial : `#${row.id}`;

/** The fields hidden from the caller in one customer's orders (worked out once per customer per request). */
export function hiddenFor(scope: OrderScope, customerId: number): MaskableField[] {
  let hidden = scope.hiddenByCustomer.get(customerId);
  if (!hidden) {
    hidden = hiddenOrderFields(scope.fields, customerContactRights(scope.grants, customerId));
    scope.hiddenByCustomer.set(customerId, hidden);
  }
  return hidden;
}
