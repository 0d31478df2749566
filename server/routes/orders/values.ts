import { and, eq } from 'drizzle-orm';
import { validateOrder, type OrderValues } from '../../../domain/validation/order';
import { formatMoney } from '../../../domain/prices';
import type { FieldErrors } from '../../../domain/validation';
import type { Db } from '../../db/client';
import { cities, customers, shippers, zones } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { OrderBody } from './schemas';

/** "0", 0, "" and null all mean "none" (spec section 3); anything else is an id. */
export const refOf = (value: number | string | null | undefined): number | null | undefined =>
  value === undefined ? undefined : value === null || value === '' || Number(value) === 0 ? null : Number(value);

const moneyText = (value: string | number | null | undefined): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : formatMoney(String(value));

/** The order columns a body sets (only the fields it carries). */
export function columnsOf(body: Partial<OrderBody>) {
  const columns = {
    order_date: body.order_date,
    customer_id: refOf(body.customer) ?? undefined,
    city_id: refOf(body.city),
    zone_id: refOf(body.zone),
    shipper_id: refOf(body.shipper),
    shipment_contents: body.shipment_contents,
    full_name: body.full_name?.trim(),
    phone: body.phone?.trim(),
    address: body.address,
    weight: moneyText(body.weight),
    total_amount: moneyText(body.total_amount ?? body.price),
    total_fees: moneyText(body.total_fees),
    shipper_fees: moneyText(body.shipper_fees),
    notes: body.notes,
    pick_up: body.pick_up,
    swapped_serial: body.swapped_serial?.trim(),
    customer_serial: body.customer_serial?.trim(),
    rejected: body.rejected,
    taxable: body.taxable,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Partial<typeof columns>;
}
export type OrderColumnsIn = ReturnType<typeof columnsOf>;

/** The form's view of stored or merged columns, for validateOrder. */
export const valuesOf = (c: OrderColumnsIn): OrderValues => ({
  order_date: c.order_date,
  customer: c.customer_id,
  city: c.city_id,
  zone: c.zone_id,
  full_name: c.full_name,
  phone: c.phone,
  address: c.address,
  shipment_contents: c.shipment_contents,
  weight: c.weight,
  total_amount: c.total_amount,
  total_fees: c.total_fees,
  shipper_fees: c.shipper_fees,
  notes: c.notes,
  customer_serial: c.customer_serial,
  swapped_serial: c.swapped_serial,
});

/** Checks the form rules, then that the customer, city, zone (in that city) and shipper exist and are usable. */
export async function checkOrder(db: Db, c: OrderColumnsIn): Promise<void> {
  const errors: FieldErrors = validateOrder(valuesOf(c));
  const [customer, city, zone, shipper] = await Promise.all([
    c.customer_id && !errors.customer
      ? db
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.id, c.customer_id), eq(customers.is_active, true)))
      : [],
    c.city_id && !errors.city ? db.select({ id: cities.id }).from(cities).where(eq(cities.id, c.city_id)) : [],
    c.zone_id ? db.select({ city_id: zones.city_id }).from(zones).where(eq(zones.id, c.zone_id)) : [],
    c.shipper_id
      ? db
          .select({ id: shippers.id })
          .from(shippers)
          .where(and(eq(shippers.id, c.shipper_id), eq(shippers.is_active, true)))
      : [],
  ]);
  if (c.customer_id && !errors.customer && !customer.length) errors.customer = 'errors.not_found';
  if (c.city_id && !errors.city && !city.length) errors.city = 'errors.not_found';
  if (c.zone_id) {
    if (!zone.length) errors.zone = 'errors.not_found';
    else if (zone[0]!.city_id !== c.city_id) errors.zone = 'validation.zone_not_in_city';
  }
  if (c.shipper_id && !shipper.length) errors.shipper = 'errors.not_found';
  if (Object.keys(errors).length) throw badRequest(errors);
}
