import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { checkCustomerPermission } from '../../domain/permissions';
import { canOpenUrl } from '../../domain/permissions/urls';
import { REQUEST_SCREEN } from '../../domain/requests/desks';
import { REQUEST_KINDS, REQUEST_PERMISSION, type RequestKind } from '../../domain/requests/rules';
import { screenUrl } from '../../domain/screens';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { customerRequests } from '../db/schema';
import { forbidden } from '../lib/errors';
import type { CollectTotals } from '../../domain/requests/collect';
import { canSeeCustomer, customersWith, hiddenFor, orderScope, refusal, type OrderScope } from '../orders/scope';

/** The URLs of the request desks: a route of the desks needs one of them. */
export const DESK_URLS: readonly string[] = REQUEST_KINDS.map((kind) => screenUrl(REQUEST_SCREEN[kind]));

/** What a staff member handles at the request desks. */
export interface DeskScope {
  scope: OrderScope;
  /** The kinds whose desk the caller may open. */
  kinds: RequestKind[];
  /** The requests the caller handles: of those kinds, of customers whose rows grant the kind's permission. */
  visible: SQL;
}

/**
 * A staff member handles a request when they may open its kind's desk (the screen) and the request's customer
 * grants them the kind's permission (spec section 6: pickup_request, material_request, returnclient, or their
 * 'all' flag). Any other request does not exist for them (404), whatever the call.
 */
export async function deskScope(db: Db, user: SessionUser): Promise<DeskScope> {
  const scope = await orderScope(db, user);
  const kinds = REQUEST_KINDS.filter((kind) => canOpenUrl(user, screenUrl(REQUEST_SCREEN[kind])));
  const byKind = kinds.map((kind) => and(eq(customerRequests.kind, kind), customersWith(scope, REQUEST_PERMISSION[kind], customerRequests.customer_id)));
  return { scope, kinds, visible: byKind.length ? (or(...byKind) ?? sql`false`) : sql`false` };
}

/**
 * A desk's list narrowed to one customer: a customer the caller sees but may not handle this kind for is refused
 * with the spec's message ('open return' and its siblings); one they do not see lists nothing, as a missing one.
 */
export function customerFilter(desk: DeskScope, kind: RequestKind, customerId: number | '' | undefined): SQL | undefined {
  if (!customerId) return undefined;
  const perm = REQUEST_PERMISSION[kind];
  if (canSeeCustomer(desk.scope, customerId) && !checkCustomerPermission(desk.scope.grants, perm, customerId)) {
    throw forbidden(refusal(desk.scope, customerId, perm) ?? 'permissions.denied');
  }
  return inArray(customerRequests.customer_id, [customerId]);
}

/**
 * A listed request as a desk's caller may see it: a pickup's address blank without the customer's `address` row;
 * a collect request's money blank for a caller kept from what a merchant is paid (the order fields' one masking
 * rule, domain/orders/visibility.ts: `customer_cashed` needs both the amount and the fees), its order count kept.
 */
export function shownToDesk<T extends { customer: number; address: string; totals: CollectTotals | null }>(desk: DeskScope, row: T): T {
  const address = checkCustomerPermission(desk.scope.grants, 'address', row.customer) ? row.address : '';
  const moneyHidden = row.totals !== null && hiddenFor(desk.scope, row.customer).includes('customer_cashed');
  const totals = moneyHidden && row.totals ? { ...row.totals, collected: '', fees: '', return_fees: '', net: '' } : row.totals;
  return { ...row, address, totals };
}
