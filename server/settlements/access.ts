import type { CustomerPerm } from '../../domain/permissions/entity';
import { notFound } from '../lib/errors';
import { assertMay, canSeeCustomer, customersWith, type OrderScope } from '../orders/scope';
import { customers } from '../db/schema';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { checkCustomerPermission } from '../../domain/permissions';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A merchant's money is seen and settled by staff whose row for it grants `revnue` (spec section 6: 'open
 * revenue'): the wallet, customer closings, statements and payouts. A merchant the caller may not see at all is
 * missing (404); one it sees without the right gets the spec's refusal (403).
 */
export const MONEY_PERMISSION: CustomerPerm = 'revnue';

export function assertMoneyOf(scope: OrderScope, customerId: number): void {
  if (!canSeeCustomer(scope, customerId)) throw notFound();
  assertMay(scope, customerId, MONEY_PERMISSION);
}

/** Whether the caller may see the money of any merchant at all (a superuser, or `revnue` on one of its merchant rows). */
export const seesAnyMoney = (scope: OrderScope): boolean =>
  scope.grants.is_superuser || scope.grants.customerRows.some((row) => checkCustomerPermission(scope.grants, MONEY_PERMISSION, row.customer_id));

/** The merchants whose money the caller may see (it sees them, and holds `revnue` for them), as a condition on a customer id column (undefined: all). */
export function moneyCustomers(scope: OrderScope, column: AnyPgColumn = customers.id): SQL | undefined {
  const { visibility } = scope;
  const seen = visibility.all ? undefined : visibility.ids.length ? inArray(column, visibility.ids) : sql`false`;
  return and(seen, customersWith(scope, MONEY_PERMISSION, column));
}
