import { eq } from 'drizzle-orm';
import { filterDateError } from '../../domain/dates';
import { handOverDayError } from '../../domain/dispatch/rules';
import { cairoToday } from '../../domain/time';
import type { Db } from '../db/client';
import { HUB_SHIPPER_ID, shippers } from '../db/schema';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { canSeeShipper } from '../orders/references';
import type { OrderScope } from '../orders/scope';

export interface DispatchShipper {
  id: number;
  name: string;
  delivery_fee: string;
  is_active: boolean;
}

/**
 * The shipper a dispatch call names: one the caller may not see answers exactly as a missing one (404), since
 * the call is about him (his run sheet, his parcels).
 */
export async function visibleShipper(db: Db, scope: OrderScope, id: number): Promise<DispatchShipper> {
  const [row] = await db
    .select({ id: shippers.id, name: shippers.name, delivery_fee: shippers.delivery_fee, is_active: shippers.is_active })
    .from(shippers)
    .where(eq(shippers.id, id));
  if (!row || !canSeeShipper(scope, id)) throw notFound();
  return row;
}

/** A shipper who may take parcels out: seen by the caller, active, and a courier rather than the hub. */
export async function courier(db: Db, scope: OrderScope, id: number): Promise<DispatchShipper> {
  const shipper = await visibleShipper(db, scope, id);
  if (shipper.id === HUB_SHIPPER_ID) throw badRequest({ shipper: 'dispatch.hub_is_no_courier' });
  if (!shipper.is_active) throw badRequest({ shipper: 'dispatch.shipper_inactive' });
  return shipper;
}

/** The day of a read (any real day; today when omitted), or a 400 beside `day`. */
export function readDay(day: string | undefined): string {
  if (!day) return cairoToday();
  const error = filterDateError(day);
  if (error) throw badRequest({ day: error });
  return day;
}

/** The day of a hand-over (today when omitted; today or tomorrow), or a 400 beside `day`. */
export function handOverDay(day: string | undefined): string {
  if (!day) return cairoToday();
  const error = handOverDayError(day);
  if (error) throw badRequest({ day: error });
  return day;
}

/** A refusal of one parcel in a hand-over, naming it as the caller gave it. */
export const parcelRefused = (serial: string, status: 400 | 403 | 404 | 409, reasonKey: ApiError['key'], reason: string): ApiError =>
  new ApiError(status, 'orders.bulk_refused', { serial, reason, reason_key: reasonKey });
