import { eq } from 'drizzle-orm';
import { hiddenContactFields, isVisible, shipperVisibility, type ContactRights } from '../../domain/permissions';
import { validateCustomer, type FieldErrors } from '../../domain/validation';
import type { Db } from '../db/client';
import { customers, zones } from '../db/schema';
import { ApiError, assertValid, badRequest } from '../lib/errors';
import { customersWithPhone } from './repo';
import type { CustomerRow, CustomerScope } from './scope';
import type { CustomerBody } from './schemas';

export type CustomerColumns = Omit<typeof customers.$inferInsert, 'id' | 'created_at'>;

/** The stored columns of a request body: text trimmed, an empty email stored as none. */
export function columnsOf(body: CustomerBody): CustomerColumns {
  const email = body.email?.trim().toLowerCase() ?? '';
  const columns: CustomerColumns = {
    name: body.name.trim(),
    company_name: body.company_name.trim(),
    phone: body.phone.trim(),
    phone2: body.phone2.trim(),
    email: email === '' ? null : email,
    address: body.address.trim(),
    city_id: body.city_id,
    zone_id: body.zone_id,
    category_id: body.category_id,
    pickup_address: body.pickup_address.trim(),
    pickup_shipper_id: body.pickup_shipper_id,
    autoCollect: body.autoCollect,
    autoPickup: body.autoPickup,
    HasReturnPrice: body.HasReturnPrice,
    payout_method: body.payout_method,
    payout_account: body.payout_account.trim(),
    notes: body.notes,
    is_active: body.is_active,
  };
  if (body.return_price_template_id !== undefined) columns.return_price_template_id = body.return_price_template_id;
  return columns;
}

/** Contact fields the caller may not see keep their stored values: a masked form must not wipe them. */
export function keepHidden(columns: CustomerColumns, before: CustomerRow, may: ContactRights): CustomerColumns {
  const kept = { ...columns };
  for (const field of hiddenContactFields(may)) kept[field] = before[field];
  return kept;
}

/** A zone must exist and lie in the chosen city (staff writes and a merchant's own changes). */
export async function assertZoneInCity(db: Db, columns: Pick<CustomerColumns, 'city_id' | 'zone_id'>): Promise<void> {
  if (columns.zone_id == null) return;
  const [zone] = await db.select({ city_id: zones.city_id }).from(zones).where(eq(zones.id, columns.zone_id));
  if (!zone) throw badRequest({ zone_id: 'errors.not_found' });
  if (zone.city_id !== columns.city_id) throw badRequest({ zone_id: 'validation.zone_not_in_city' });
}

/**
 * Refuses a phone number another customer already uses, naming every field that has one; only numbers that change
 * are checked on an update. Staff writes and registration both call it. The table customer_phones (its key, kept
 * by a trigger) is what makes the rule hold when two writes race: the loser's 23505 answers the same 409
 * (plugins/errors.ts).
 */
export async function assertPhonesFree(db: Db, columns: Pick<CustomerColumns, 'phone' | 'phone2'>, before?: CustomerRow): Promise<void> {
  const errors: FieldErrors = {};
  for (const field of ['phone', 'phone2'] as const) {
    const phone = columns[field] ?? '';
    if (phone === '' || (before && (phone === before.phone || phone === before.phone2))) continue;
    if ((await customersWithPhone(db, phone, before?.id)).length > 0) errors[field] = 'customers.phone_taken';
  }
  if (Object.keys(errors).length > 0) throw new ApiError(409, 'customers.phone_taken', {}, errors);
}

/**
 * A pickup shipper the caller may not see is refused exactly as one that does not exist (400, 'errors.not_found'
 * beside the field), so a customer's form cannot probe shipper ids. One the customer already has is kept: an
 * edit by a caller who cannot see it sends it back unchanged.
 */
function assertPickupShipperVisible(columns: CustomerColumns, scope: CustomerScope, before?: CustomerRow): void {
  const shipperId = columns.pickup_shipper_id;
  if (shipperId == null || shipperId === before?.pickup_shipper_id) return;
  if (!isVisible(shipperVisibility(scope.grants), shipperId)) throw badRequest({ pickup_shipper_id: 'errors.not_found' });
}

/**
 * Every check a customer write passes, in order: the form rules, the zone's city, unique phones, then the pickup
 * shipper (last, where the database would refuse a missing one).
 */
export async function checkCustomer(db: Db, columns: CustomerColumns, scope: CustomerScope, before?: CustomerRow): Promise<void> {
  assertValid(validateCustomer(columns));
  await assertZoneInCity(db, columns);
  await assertPhonesFree(db, columns, before);
  assertPickupShipperVisible(columns, scope, before);
}
