import { and, eq, gte, like, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { STATUS_CODE } from '../../domain/orders/status';
import { cairoToday } from '../../domain/time';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orders } from '../db/schema';
import { badRequest } from '../lib/errors';
import type { OrderFilter } from './schemas';
import { customersWith, visibleOrders, type OrderScope } from './scope';
import { filterDateError } from '../../domain/dates';

/** `text%` for LIKE with the wildcards in the text escaped. */
const prefix = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const flag = (value: string | undefined): boolean | undefined => (value === '1' ? true : value === '0' ? false : undefined);

/** The last digits of a phone or serial that a search matches: from 4 (fewer match too much) to 11 (a whole mobile). */
export const SUFFIX_DIGITS = { min: 4, max: 11 } as const;

/** `text` is how `column` ends: a prefix search of the reversed text, served by the reverse(...) indexes. */
const endsWith = (column: AnyPgColumn, text: string): SQL => sql`reverse(${column}) like ${prefix([...text].reverse().join(''))}`;

/**
 * The search box (spec section 7 `query`): for digits, the start or the end (4 to 11 digits) of the serial or
 * of the phone, and the start of the customer serial; otherwise the start of the recipient's name or the
 * customer serial. Prefix and suffix searches use the text_pattern_ops indexes, so they stay fast at a million
 * orders; a field the caller may not see is not searched, so a search cannot reveal it.
 */
function queryCondition(scope: OrderScope, raw: string): SQL | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  const options: (SQL | undefined)[] = [];
  // An order without a customer serial never matches a search: saying so lets the partial index serve it.
  if (scope.fields.show_customer_serial) options.push(and(ne(orders.customer_serial, ''), like(orders.customer_serial, prefix(text))));
  if (/^\d+$/.test(text)) {
    const tail = text.length >= SUFFIX_DIGITS.min;
    if (scope.fields.show_order_serial) options.push(like(orders.serial, prefix(text)), tail ? endsWith(orders.serial, text) : undefined);
    if (scope.fields.show_customer_phone) {
      const phone = or(like(orders.phone, prefix(text)), tail && text.length <= SUFFIX_DIGITS.max ? endsWith(orders.phone, text) : undefined);
      options.push(and(phone, customersWith(scope, 'phone')));
    }
  } else {
    options.push(sql`lower(${orders.full_name}) like ${prefix(text.toLowerCase())}`);
  }
  const given = options.filter((o): o is SQL => o !== undefined);
  return given.length ? or(...given) : sql`false`;
}

const equalsIf = <T>(column: Parameters<typeof eq>[0], value: T | '' | undefined) => (value === undefined || value === '' ? undefined : eq(column, value));

/** The WHERE of an order list: the caller's visible customers and every filter given. */
export function orderConditions(scope: OrderScope, filter: OrderFilter = {}): SQL | undefined {
  for (const field of ['order_date', 'to_date'] as const) {
    const error = filterDateError(filter[field] ?? '');
    if (error) throw badRequest({ [field]: error });
  }
  const rejected = filter.rejected ?? '0';
  const today = flag(filter.today);
  const printO = flag(filter.printO);
  const pickup = flag(filter.pickup);
  const repeated = flag(filter.is_repeated);
  const urgent = flag(filter.is_urgent);
  const taxable = flag(filter.taxable);
  return and(
    visibleOrders(scope),
    queryCondition(scope, filter.query ?? ''),
    equalsIf(orders.city_id, filter.city),
    equalsIf(orders.zone_id, filter.zone),
    equalsIf(orders.status, filter.status),
    filter.status_code === undefined
      ? // Cancelled (6) and archived (7) orders have their own lists; the others leave them out unless asked.
        sql`(${orders.status_code} is null or ${orders.status_code} = ${STATUS_CODE.awaitingPickup})`
      : filter.status_code === ''
        ? undefined
        : filter.status_code === 0
          ? sql`${orders.status_code} is null`
          : eq(orders.status_code, filter.status_code),
    equalsIf(orders.customer_id, filter.customer),
    equalsIf(orders.shipper_id, filter.shipper),
    filter.order_date ? gte(orders.order_date, filter.order_date) : undefined,
    filter.to_date ? lte(orders.order_date, filter.to_date) : undefined,
    printO === undefined ? undefined : eq(orders.printO, printO),
    today === undefined ? undefined : today ? eq(orders.order_date, cairoToday()) : sql`${orders.order_date} <> ${cairoToday()}`,
    rejected === '' ? undefined : eq(orders.rejected, rejected === '1'),
    pickup === undefined ? undefined : eq(orders.pick_up, pickup),
    repeated === undefined ? undefined : eq(orders.is_repeated, repeated),
    urgent === undefined ? undefined : eq(orders.is_urgent, urgent),
    taxable === undefined ? undefined : eq(orders.taxable, taxable),
    filter.order_serial && scope.fields.show_order_serial ? eq(orders.serial, filter.order_serial.trim()) : filter.order_serial ? sql`false` : undefined,
    filter.customer_serial && scope.fields.show_customer_serial
      ? eq(orders.customer_serial, filter.customer_serial.trim())
      : filter.customer_serial
        ? sql`false`
        : undefined,
  );
}
