import { and, eq, sql } from 'drizzle-orm';
import { shipperVisibility, isVisible } from '../../domain/permissions';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { holdReasons, shippers } from '../db/schema';
import { badRequest } from '../lib/errors';
import type { FieldErrors } from '../../domain/validation';
import { canSeeCustomer, type OrderScope } from './scope';

export const canSeeShipper = (scope: OrderScope, id: number): boolean => isVisible(shipperVisibility(scope.grants), id);

const activeShipper = preparedStatement<'id'>(
  (value) => sql`select ${shippers.name} as name, ${shippers.delivery_fee}::text as delivery_fee from ${shippers}
    where ${shippers.id} = ${value('id')}::int and ${shippers.is_active}`,
);

/**
 * An active shipper the caller may work with (a shipper row or a superuser), or the field error of a missing
 * one: a shipper the caller may not see does not exist for them (design.md section 12).
 */
export async function usableShipper(db: Db, scope: OrderScope, id: number) {
  const [shipper] = await activeShipper(db, { id });
  if (!shipper || !canSeeShipper(scope, id)) throw badRequest({ shipper: 'errors.not_found' });
  return { id, name: String(shipper.name), delivery_fee: String(shipper.delivery_fee) };
}

/** An active hold reason, or a field error. */
export async function usableHoldReason(db: Db, id: number): Promise<void> {
  const [reason] = await db
    .select({ id: holdReasons.id })
    .from(holdReasons)
    .where(and(eq(holdReasons.id, id), eq(holdReasons.is_active, true)));
  if (!reason) throw badRequest({ hold_reason: 'errors.not_found' });
}

/**
 * A customer or shipper that a body names and the caller may not see is refused as a missing one (a field
 * error, nothing stored). On an edit only a changed reference is checked: keeping an order's shipper is no use
 * of him.
 */
export function assertVisibleReferences(
  scope: OrderScope,
  given: { customer_id?: number | null; shipper_id?: number | null },
  before?: { customer_id: number; shipper_id: number | null },
): void {
  const errors: FieldErrors = {};
  if (given.customer_id && given.customer_id !== before?.customer_id && !canSeeCustomer(scope, given.customer_id)) errors.customer = 'errors.not_found';
  if (given.shipper_id && given.shipper_id !== before?.shipper_id && !canSeeShipper(scope, given.shipper_id)) errors.shipper = 'errors.not_found';
  if (Object.keys(errors).length) throw badRequest(errors);
}
