import { eq } from 'drizzle-orm';
import { checkCustomerPermission } from '../../domain/permissions';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import type { OrderScope } from '../orders/scope';
import { assertMoneyOf } from '../settlements/access';

/**
 * Whose revenue a caller reads. Staff: merchants they may see whose row grants `revnue` (or the `all_revnue`
 * override; a superuser every one): `moneyCustomers`, as for the merchants' wallets. A merchant named that the caller may not see
 * is missing (404); one it sees without `revnue` is refused with the spec's 'open revenue' (403). A merchant login
 * reads its own customer only, and needs its `customer_view_report` row.
 */
export interface Merchant {
  id: number;
  name: string;
  company_name: string;
}

async function merchantRow(db: Db, id: number): Promise<Merchant> {
  const [row] = await db.select({ id: customers.id, name: customers.name, company_name: customers.company_name }).from(customers).where(eq(customers.id, id));
  if (!row) throw notFound();
  return row;
}

/** The merchant a staff member names, after the checks above. */
export async function staffMerchant(db: Db, scope: OrderScope, id: number): Promise<Merchant> {
  assertMoneyOf(scope, id);
  return merchantRow(db, id);
}

/** A merchant login's own customer (`ownCustomer` has already refused any other id). */
export async function ownMerchant(db: Db, scope: OrderScope, id: number): Promise<Merchant> {
  if (!checkCustomerPermission(scope.grants, 'customer_view_report', id)) throw forbidden();
  return merchantRow(db, id);
}
