/** The filters the request desks' lists share (spec section 7: the desks' list calls). */
import type { Static } from '@sinclair/typebox';
import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { filterDateError } from '../../domain/dates';
import type { RequestKind, RequestStatus } from '../../domain/requests/rules';
import { TIME_ZONE } from '../../domain/time';
import { customerRequests, customers, orders, requestOrders } from '../db/schema';
import { badRequest } from '../lib/errors';
import { customersWith } from '../orders/scope';
import { customerFilter, type DeskScope } from './desk-scope';
import { shipperIds, type DeskListQuery } from './schemas';

/** A day filter's error beside its field, or nothing. */
export function assertDays(days: Record<string, string | undefined>): void {
  for (const [field, day] of Object.entries(days)) {
    const error = day ? filterDateError(day) : undefined;
    if (error) throw badRequest({ [field]: error });
  }
}

/** Requests asked on days from..to (one day when only `from` is given), in Cairo. */
export function createdOn(from: string | undefined, to: string | undefined): SQL | undefined {
  if (!from && !to) return undefined;
  const start = from ? gte(customerRequests.created_at, sql`(${from}::date::timestamp at time zone ${TIME_ZONE})`) : undefined;
  const last = to || from;
  const end = last ? lt(customerRequests.created_at, sql`((${last}::date + 1)::timestamp at time zone ${TIME_ZONE})`) : undefined;
  return and(start, end);
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search box: a request number, or part of the customer's company name or name. The collect desk also finds
 * a merchant by its phone (only among customers whose phone the caller may see, so a hidden phone finds nothing)
 * and a request by the serial of one of its orders (only for a caller who may see serials).
 */
export function search(desk: DeskScope, kind: RequestKind, query: string | undefined): SQL | undefined {
  const text = query?.trim();
  if (!text) return undefined;
  const number = /^\d{1,9}$/.test(text) ? eq(customerRequests.id, Number(text)) : undefined;
  if (number && kind !== 'collect') return number;
  const like = likeOf(text);
  const names = or(ilike(customers.company_name, like), ilike(customers.name, like));
  const phones =
    kind === 'collect' && /^\d{4,11}$/.test(text)
      ? and(customersWith(desk.scope, 'phone', customers.id), or(ilike(customers.phone, like), ilike(customers.phone2, like)))
      : undefined;
  const byCustomer = sql`${customerRequests.customer_id} in (select ${customers.id} from ${customers} where ${or(names, phones)})`;
  const bySerial =
    kind === 'collect' && desk.scope.fields.show_order_serial
      ? sql`${customerRequests.id} in (select ${requestOrders.request_id} from ${requestOrders} join ${orders} on ${orders.id} = ${requestOrders.order_id} where ${orders.serial} = ${text})`
      : undefined;
  return or(number, byCustomer, bySerial);
}

/** What every desk list filters by: the kind, the caller's customers, statuses, shippers, one customer, the search box. */
export function deskFilters(
  desk: DeskScope,
  kind: RequestKind,
  query: Pick<Static<typeof DeskListQuery>, 'shippers' | 'status' | 'customer_id' | 'query'>,
  statuses: readonly RequestStatus[],
  shippers: number[] = shipperIds(query.shippers),
): SQL | undefined {
  return and(
    eq(customerRequests.kind, kind),
    desk.visible,
    inArray(customerRequests.status, query.status ? statuses.filter((status) => status === query.status) : [...statuses]),
    shippers.length ? inArray(customerRequests.shipper_id, shippers) : undefined,
    customerFilter(desk, kind, query.customer_id),
    search(desk, kind, query.query),
  );
}
