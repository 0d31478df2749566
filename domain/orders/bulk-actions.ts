/**
 * The order list's bulk actions (spec section 4: archive, cancel, delete, mark cashed, update status in bulk): one
 * table of what each needs, read by the server's routes (which refuse) and by the list's bulk bar (which offers an
 * action only when the server would take it for every selected order, design.md section 12).
 *
 * - Every action needs the customer permission `perm` on each order's customer (the spec's per-customer rows),
 *   and some a special code (`special`) or a further screen (`screen`: the closing that records cash).
 * - `fits` says whether an order's state allows the action; `together` whether the selected orders may go in one.
 * - Cash is never marked by hand (design.md section 11): "money cashed" opens the closing that posts it, the
 *   courier's for delivered parcels of one courier, the merchant's for collected or returned ones of one merchant.
 */
import { checkCustomerPermission, type CustomerPerm, type EntityGrants } from '../permissions/entity';
import { hasSpecialPermissions } from '../permissions/special';
import type { SpecialCode } from '../permissions/fields';
import type { PermissionUser } from '../permissions/types';
import { canOpenUrl } from '../permissions/urls';
import { screenUrl } from '../screens';
import { ARCHIVABLE, CANCELLABLE, STATUS_CODE, type OrderStatus } from './status';
import type { CashSubmitState } from './money';

/** What the bulk bar knows of a selected order (its list record). */
export interface BulkOrder {
  customer: number;
  shipper: number | null;
  Order_Delivery_Status: OrderStatus;
  status_code: number | null;
  shipper_cash_state: CashSubmitState;
  customer_cash_state: CashSubmitState;
}

export interface BulkRule {
  perm: CustomerPerm;
  special?: SpecialCode;
  screen?: string;
  fits: (order: BulkOrder) => boolean;
  together?: (orders: readonly BulkOrder[]) => boolean;
}

const HUB = 1;
const open = (order: BulkOrder) => order.status_code !== STATUS_CODE.cancelled && order.status_code !== STATUS_CODE.archived;
const one = (of: (order: BulkOrder) => number | null) => (orders: readonly BulkOrder[]) => new Set(orders.map(of)).size === 1;

export const ORDER_BULK_RULES = {
  status: { perm: 'updateOrder', special: 'bulk_status_update', fits: open },
  assign: { perm: 'updateOrder', fits: (o) => open(o) && !['Delivered', 'Collected', 'Returned'].includes(o.Order_Delivery_Status) },
  /** The courier hands over the cash of his delivered parcels at his closing. */
  cash_shipper: {
    perm: 'collectclient',
    screen: `${screenUrl('shipperclosing')}/new`,
    fits: (o) => o.Order_Delivery_Status === 'Delivered' && o.shipper_cash_state === 'No Submit' && o.shipper != null && o.shipper !== HUB,
    together: one((o) => o.shipper),
  },
  /** The merchant's money of collected (and returned) parcels is settled at its customer closing. */
  cash_customer: {
    perm: 'revnue',
    screen: `${screenUrl('customer-closing')}/new`,
    fits: (o) => ['Collected', 'Returned'].includes(o.Order_Delivery_Status) && o.customer_cash_state === 'No Submit',
    together: one((o) => o.customer),
  },
  print: { perm: 'view', fits: () => true },
  archive: { perm: 'updateOrder', fits: (o) => open(o) && ARCHIVABLE.includes(o.Order_Delivery_Status) },
  cancel: { perm: 'updateOrder', fits: (o) => open(o) && CANCELLABLE.includes(o.Order_Delivery_Status) },
  delete: {
    perm: 'deleteOrder',
    special: 'delete_orders',
    fits: (o) => o.status_code === STATUS_CODE.cancelled || (o.Order_Delivery_Status === 'Pending' && open(o)),
  },
} as const satisfies Record<string, BulkRule>;
export type OrderBulkAction = keyof typeof ORDER_BULK_RULES;

/** Who is choosing: the user (screens, role), its customer rows and its special codes. */
export interface BulkChooser {
  user: PermissionUser;
  grants: EntityGrants;
  specials: readonly string[];
}

/** Whether the action is offered for these orders: the server would take it for every one of them. */
export function bulkActionOffered(action: OrderBulkAction, who: BulkChooser, orders: readonly BulkOrder[]): boolean {
  const rule: BulkRule = ORDER_BULK_RULES[action];
  if (orders.length === 0) return false;
  if (rule.special && !hasSpecialPermissions(who.user, who.specials, [rule.special])) return false;
  if (rule.screen && !canOpenUrl(who.user, rule.screen)) return false;
  const allowed = (o: BulkOrder) => checkCustomerPermission(who.grants, 'view', o.customer) && checkCustomerPermission(who.grants, rule.perm, o.customer);
  return orders.every((o) => allowed(o) && rule.fits(o)) && (rule.together?.(orders) ?? true);
}
