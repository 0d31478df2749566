import { and, eq } from 'drizzle-orm';
import { shipperVisibility, isVisible } from '../../../domain/permissions';
import type { Db } from '../../db/client';
import { holdReasons, shippers } from '../../db/schema';
import { ApiError, badRequest } from '../../lib/errors';
import type { OrderScope } from './scope';

/** An active shipper the caller may work with (a shipper row or a superuser), or a field error. */
export async function usableShipper(db: Db, scope: OrderScope, id: number) {
  const [shipper] = await db
    .select({ id: shippers.id, delivery_fee: shippers.delivery_fee })
    .from(shippers)
    .where(and(eq(shippers.id, id), eq(shippers.is_active, true)));
  if (!shipper) throw badRequest({ shipper: 'errors.not_found' });
  if (!isVisible(shipperVisibility(scope.grants), id)) throw new ApiError(403, 'permissions.denied', {}, { shipper: 'permissions.denied' });
  return shipper;
}

/** An active hold reason, or a field error. */
export async function usableHoldReason(db: Db, id: number): Promise<void> {
  const [reason] = await db
    .select({ id: holdReasons.id })
    .from(holdReasons)
    .where(and(eq(holdReasons.id, id), eq(holdReasons.is_active, true)));
  if (!reason) throw badRequest({ hold_reason: 'errors.not_found' });
}
