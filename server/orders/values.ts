import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { validateOrder, type OrderValues } from '../../domain/validation/order';
import { formatMoney, resolveShipmentPrice, type PriceRow } from '../../domain/prices';
import type { MessageKey } from '../../domain/messages';
import type { FieldErrors } from '../../domain/validation';
import type { Db } from '../db/client';
import { jsonRows, rowsOf } from '../db/rows';
import { cities, customers, orders, shippers, zones } from '../db/schema';
import { ApiError, badRequest } from '../lib/errors';
import { priceRowsSql } from '../prices/shipment-price';
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

/** What the checks of an order's values need from the database, read in one statement (readOrderFacts). */
export interface OrderFacts {
  /** The probe of the caller's kept session (auth/session-probe.ts), true when none was asked for. */
  live: unknown;
  customerActive: boolean;
  cityExists: boolean;
  /** The city of the zone given, null when it does not exist. */
  zoneCity: number | null;
  /** The delivery fee of the shipper given when he exists and is active (his standard shipper fee). */
  shipperFee: string | undefined;
  /** Another order of the customer has the customer serial given. */
  serialTaken: boolean;
  /** The customer's own and its category's price rows for the city (read when `prices` is asked for). */
  prices: { own: PriceRow[]; category: PriceRow[] };
}

export interface FactsOptions {
  /** Checks the caller's kept session in the same statement. */
  probe?: SQL;
  /** Reads the price rows (the fee is to be worked out from the customer's prices). */
  prices?: boolean;
  /** The order being edited, which may keep its own customer serial. */
  exceptId?: number;
}

/**
 * Everything the checks of an order's values read, in one round trip: whether the customer, city, zone (and its
 * city) and shipper exist and are usable, the shipper's delivery fee, whether the customer serial is taken, and
 * the price rows for the fee; with the session check of the request when asked.
 */
export async function readOrderFacts(db: Db, c: OrderColumnsIn, options: FactsOptions = {}): Promise<OrderFacts> {
  const given = <T>(value: T | null | undefined, query: (value: T) => SQL, none: SQL = sql`null`) => (value == null ? none : query(value));
  const prices = options.prices && c.customer_id && c.city_id ? priceRowsSql(c.customer_id, c.city_id) : undefined;
  const [row] = rowsOf(
    await db.execute(sql`select
      ${options.probe ?? sql`true`} as live,
      ${given(c.customer_id, (id) => sql`exists (select 1 from ${customers} where ${customers.id} = ${id} and ${customers.is_active})`, sql`false`)} as customer_active,
      ${given(c.city_id, (id) => sql`exists (select 1 from ${cities} where ${cities.id} = ${id})`, sql`false`)} as city_exists,
      ${given(c.zone_id, (id) => sql`(select ${zones.city_id} from ${zones} where ${zones.id} = ${id})`)} as zone_city,
      ${given(c.shipper_id, (id) => sql`(select ${shippers.delivery_fee}::text from ${shippers} where ${shippers.id} = ${id} and ${shippers.is_active})`)} as shipper_fee,
      ${
        c.customer_serial && c.customer_id
          ? sql`exists (select 1 from ${orders} where ${and(
              eq(orders.customer_id, c.customer_id),
              eq(orders.customer_serial, c.customer_serial),
              options.exceptId ? ne(orders.id, options.exceptId) : undefined,
            )})`
          : sql`false`
      } as serial_taken,
      ${prices?.own ?? sql`null`} as own_prices,
      ${prices?.category ?? sql`null`} as category_prices`),
  );
  return {
    live: row?.live,
    customerActive: row?.customer_active === true,
    cityExists: row?.city_exists === true,
    zoneCity: row?.zone_city == null ? null : Number(row.zone_city),
    shipperFee: row?.shipper_fee == null ? undefined : formatMoney(String(row.shipper_fee)),
    serialTaken: row?.serial_taken === true,
    prices: { own: jsonRows<PriceRow>(row?.own_prices), category: jsonRows<PriceRow>(row?.category_prices) },
  };
}

/**
 * What is wrong with an order's values, by field: the form rules (domain/validation/order.ts), and a customer,
 * city, zone (in that city) or shipper that is not usable. Every way an order is made asks this (one form, one
 * row of an imported file).
 */
export function orderValueErrors(c: OrderColumnsIn, facts: OrderFacts): FieldErrors {
  const errors: FieldErrors = validateOrder(valuesOf(c));
  if (c.customer_id && !errors.customer && !facts.customerActive) errors.customer = 'errors.not_found';
  if (c.city_id && !errors.city && !facts.cityExists) errors.city = 'errors.not_found';
  if (c.zone_id) {
    if (facts.zoneCity === null) errors.zone = 'errors.not_found';
    else if (facts.zoneCity !== c.city_id) errors.zone = 'validation.zone_not_in_city';
  }
  if (c.shipper_id && facts.shipperFee === undefined) errors.shipper = 'errors.not_found';
  return errors;
}

/** Refuses (400) values that break the form rules or name a customer, city, zone (in that city) or shipper that is not usable. */
export function assertOrderValues(c: OrderColumnsIn, facts: OrderFacts): void {
  const errors = orderValueErrors(c, facts);
  if (Object.keys(errors).length) throw badRequest(errors);
}

/** A second order of one customer with the same customer serial is refused (409). */
export function assertSerialFree(c: OrderColumnsIn, facts: OrderFacts): void {
  if (facts.serialTaken)
    throw new ApiError(409, 'orders.customer_serial_taken', { serial: c.customer_serial ?? '' }, { customer_serial: 'orders.customer_serial_taken' });
}

/** The customer's price for the order's city and zone, or why there is none (no city: no fee, '0.00'). */
export function feeOf(c: OrderColumnsIn, facts: OrderFacts): { fee: string } | { error: MessageKey } {
  if (!c.city_id) return { fee: '0.00' };
  const resolution = resolveShipmentPrice({
    customerPrices: facts.prices.own,
    categoryPrices: facts.prices.category,
    HasReturnPrice: false,
    returnItems: null,
    city_id: c.city_id,
    zone_id: c.zone_id ?? null,
  });
  return resolution.ok ? { fee: resolution.price.fee } : { error: resolution.error };
}

/** The customer's price for the order's city and zone (the fee is not the caller's to choose without show_fees). */
export function priceFee(c: OrderColumnsIn, facts: OrderFacts): string {
  const price = feeOf(c, facts);
  if ('error' in price) throw badRequest({ city: price.error });
  return price.fee;
}
