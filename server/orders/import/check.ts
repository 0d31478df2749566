import { and, eq, inArray, sql } from 'drizzle-orm';
import { importedAmount, importedPhone, type ImportValues } from '../../../domain/orders/import';
import type { PriceRow } from '../../../domain/prices';
import type { FieldErrors } from '../../../domain/validation';
import type { Db } from '../../db/client';
import { jsonRows, rowsOf } from '../../db/rows';
import { customers, orders } from '../../db/schema';
import { priceRowsSql } from '../../prices/shipment-price';
import type { OrderBody } from '../schemas';
import type { OrderScope } from '../scope';
import { feeOf, orderValueErrors, type OrderFacts } from '../values';
import { newOrderColumns, newOrderRow, pricedByCustomer, type NewOrderRow } from '../write';
import { readPlaces, type Places } from './places';
import type { ImportRow } from './table';

/** Who the file's orders are for, and what the caller's own single create adds to each (a merchant's: awaiting pickup). */
export interface ImportTarget {
  customerId: number;
  /** Fields of the order body the caller's create sets (a merchant's `pick_up`). */
  body: Partial<OrderBody>;
  /** Columns the caller's create sets (a merchant's status code). */
  extra: Partial<typeof orders.$inferInsert>;
}

/** A row of the file as checked: its values as read, what is wrong with them by column, and what it would store. */
export interface CheckedRow {
  row: number;
  values: ImportValues;
  errors: FieldErrors;
  city_id: number | null;
  zone_id: number | null;
  /** The fee (the customer's price), when the row is good. */
  total_fees: string | null;
  insert?: NewOrderRow;
}

/** What every row's checks read once: the customer, its prices for every city, and its orders' customer serials among the file's. */
async function readCustomerFacts(db: Db, customerId: number, serials: string[]) {
  const prices = priceRowsSql(customerId);
  const [row] = rowsOf(
    await db.execute(sql`select
      exists (select 1 from ${customers} where ${customers.id} = ${customerId} and ${customers.is_active}) as customer_active,
      ${prices.own} as own_prices, ${prices.category} as category_prices`),
  );
  const taken = serials.length
    ? await db
        .select({ serial: orders.customer_serial })
        .from(orders)
        .where(and(eq(orders.customer_id, customerId), inArray(orders.customer_serial, serials)))
    : [];
  return {
    customerActive: row?.customer_active === true,
    prices: { own: jsonRows<PriceRow>(row?.own_prices), category: jsonRows<PriceRow>(row?.category_prices) },
    taken: new Set(taken.map((order) => order.serial)),
  };
}

/** The order body a row stands for: the caller's own create's body with the row's cells, places by id. */
function bodyOf(values: ImportValues, target: ImportTarget, cityId: number | null, zoneId: number | null): OrderBody {
  return {
    ...target.body,
    customer: target.customerId,
    city: cityId ?? '',
    zone: zoneId ?? '',
    full_name: values.full_name,
    phone: importedPhone(values.phone),
    address: values.address,
    total_amount: importedAmount(values.total_amount),
    weight: importedAmount(values.weight),
    shipment_contents: values.shipment_contents,
    notes: values.notes,
    customer_serial: values.customer_serial,
  };
}

/** The row's city and zone by name, with the error of a name that matches none (or several). */
function placesOf(values: ImportValues, places: Places) {
  const errors: FieldErrors = {};
  let cityId: number | null = null;
  let zoneId: number | null = null;
  if (values.city !== '') {
    const city = places.city(values.city);
    if ('id' in city) cityId = city.id;
    else errors.city = city.error;
  }
  if (cityId !== null && values.zone !== '') {
    const zone = places.zone(cityId, values.zone);
    if ('id' in zone) zoneId = zone.id;
    else errors.zone = zone.error;
  }
  return { cityId, zoneId, errors };
}

/**
 * Checks every row of a file as the order form's create checks one order (the same columns, rules, facts and
 * fee: routes/orders/write.ts and values.ts), the facts read once for the whole file; plus what only a file can
 * get wrong: a city or zone name that matches none, and a customer serial given twice in it. The customer itself
 * (visible, addOrder, active) is checked before, for the whole file.
 */
export async function checkRows(db: Db, scope: OrderScope, target: ImportTarget, rows: readonly ImportRow[]): Promise<CheckedRow[]> {
  const serialCount = new Map<string, number>();
  for (const { values } of rows) if (values.customer_serial) serialCount.set(values.customer_serial, (serialCount.get(values.customer_serial) ?? 0) + 1);
  const [places, customer] = await Promise.all([readPlaces(db), readCustomerFacts(db, target.customerId, [...serialCount.keys()])]);
  return rows.map(({ row, values }) => {
    const place = placesOf(values, places);
    const c = newOrderColumns(scope, bodyOf(values, target, place.cityId, place.zoneId));
    const facts: OrderFacts = {
      live: true,
      customerActive: customer.customerActive,
      cityExists: place.cityId !== null,
      zoneCity: place.zoneId === null ? null : place.cityId,
      shipperFee: undefined,
      serialTaken: c.customer_serial !== undefined && customer.taken.has(c.customer_serial),
      prices: customer.prices,
    };
    const errors: FieldErrors = { ...orderValueErrors(c, facts), ...place.errors };
    if (!errors.customer_serial && c.customer_serial && (serialCount.get(values.customer_serial) ?? 0) > 1) errors.customer_serial = 'import.serial_in_file';
    else if (!errors.customer_serial && facts.serialTaken) errors.customer_serial = 'import.serial_taken';
    if (!errors.city && !errors.zone && pricedByCustomer(scope, c)) {
      const price = feeOf(c, facts);
      if ('error' in price) errors[c.zone_id ? 'zone' : 'city'] = price.error;
      else c.total_fees = price.fee;
    }
    const good = Object.keys(errors).length === 0;
    return {
      row,
      values,
      errors,
      city_id: place.cityId,
      zone_id: place.zoneId,
      total_fees: good ? (c.total_fees ?? null) : null,
      ...(good ? { insert: newOrderRow(scope, c, facts, target.extra) } : {}),
    };
  });
}
