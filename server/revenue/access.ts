import { sql } from 'drizzle-orm';
import { checkCustomerPermission } from '../../domain/permissions';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { forbidden, notFound } from '../lib/errors';
import type { OrderScope } from '../orders/scope';
import { assertMoneyOf } from '../settlements/access';
import { scopeCustomer } from '../merchant/own';

/**
 * Whose revenue a caller reads. Staff: merchants they may see whose row grants `revnue` (or the `all_revnue`
 * override; a superuser every one): `moneyCustomers`, as for the merchants' wallets. A merchant named that the caller may not see
 * is missing (404); one it sees without `revnue` is refused with the spec's 'open revenue' (403). A merchant login
 * reads its own customer only, and needs its `customer_view_report` row.
 */
export async function staffMerchant(db: Db, scope: OrderScope, id: number): Promise<number> {
  assertMoneyOf(scope, id);
  if (rowsOf(await db.execute(sql`select 1 from customers where id = ${id}`)).length === 0) throw notFound();
  return id;
}

/** A merchant login's own customer. */
export function ownMerchant(scope: OrderScope): number {
  const id = scopeCustomer(scope);
  if (!checkCustomerPermission(scope.grants, 'customer_view_report', id)) throw forbidden();
  return id;
}
