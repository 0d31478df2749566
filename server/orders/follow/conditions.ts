import { and, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { filterDateError } from '../../../domain/dates';
import { FOLLOW_GROUPS, FOLLOW_MAX_DAYS, FOLLOWED_STATUSES, followRangeError, type FollowStatus } from '../../../domain/orders/follow-up';
import { shipperVisibility } from '../../../domain/permissions';
import { cairoDaysAgo, cairoToday } from '../../../domain/time';
import { heldSql } from '../../db/held';
import { HUB_SHIPPER_ID, orderPhotos, orders, runSheetOrders, runSheets } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { orderConditions } from '../filters';
import { canSeeShipper } from '../references';
import type { OrderFilter } from '../schemas';
import type { OrderScope } from '../scope';
import type { FollowFilter } from './schemas';

/** The followed day range: day_date to to_date, today when neither is given, one day when only one is. */
export function followRange(given: { day_date?: string; to_date?: string }): { from: string; to: string } {
  const from = given.day_date || given.to_date || cairoToday();
  const to = given.to_date || from;
  for (const [field, value] of [
    ['day_date', from],
    ['to_date', to],
  ] as const) {
    const error = filterDateError(value);
    if (error) throw badRequest({ [field]: error });
  }
  const error = followRangeError(from, to);
  if (error) throw badRequest({ to_date: error });
  return { from, to };
}

/** Parcels of shippers the caller holds rows for (every shipper for a superuser). */
export function visibleShippers(scope: OrderScope): SQL | undefined {
  const visibility = shipperVisibility(scope.grants);
  if (visibility.all) return undefined;
  return visibility.ids.length ? inArray(orders.shipper_id, visibility.ids) : sql`false`;
}

/** The statuses of a group, or of every followed parcel. */
const statusesOf = (group: FollowStatus | '' | undefined) => [...(group ? FOLLOW_GROUPS[group] : FOLLOWED_STATUSES)];

/**
 * The parcels of a follow-up range (domain/orders/follow-up.ts): those on a run sheet of a day in the range,
 * whatever their order date; and, when the range reaches today, those still out with their courier (held: out, on
 * hold, undelivered or refused, not brought back) whose last hand-over was on one of his sheets of the month before,
 * so the evening's review and a new morning start from what the couriers really carry. One array of order ids,
 * built from the sheets of the days, so it reads sheets and their parcels, never every order, and the page reads
 * the newest ids first. The parcels still out are found by each earlier sheet in orders_shipper_held_idx (shipper,
 * run sheet), one lookup per sheet, not by looking up every parcel those sheets ever carried.
 */
function onSheets(from: string, to: string, shipper: number | undefined): SQL {
  const first = to >= cairoToday() ? cairoDaysAgo(FOLLOW_MAX_DAYS, from) : from;
  const ofShipper = shipper ? sql`and rs.shipper_id = ${shipper}` : sql``;
  const inRange = sql`select rso.order_id from ${runSheetOrders} rso join ${runSheets} rs on rs.id = rso.run_sheet_id
    where rs.day between ${from} and ${to} ${ofShipper}`;
  if (first >= from) return sql`${orders.id} = any(array(${inRange}))`;
  const stillOut = sql`select h.id from ${runSheets} rs join ${orders} h on h.shipper_id = rs.shipper_id and h.run_sheet_id = rs.id
    and ${heldSql(sql.raw('h.status'), sql.raw('h.status_code'))} where rs.day >= ${first} and rs.day < ${from} ${ofShipper}`;
  return sql`${orders.id} = any(array(${inRange} union all ${stillOut}))`;
}

/**
 * A follow-up filter as the order list's filter (the caller's customers, the search, the shipper) and the
 * conditions it cannot say: the range's run sheets, followed statuses of a visible shipper other than the hub,
 * photos, cash. A shipper the caller may not see is refused as a missing one; filtering by cash needs seeing
 * total_amount.
 */
export function followWhere(scope: OrderScope, given: FollowFilter, group: FollowStatus | '' | undefined = given.followStatus) {
  const { from, to } = followRange(given);
  if (given.shipper && !canSeeShipper(scope, given.shipper)) throw badRequest({ shipper: 'errors.not_found' });
  if (given.totalStatus && !scope.fields.show_total_amount) throw badRequest({ totalStatus: 'followup.total_hidden' });
  const filter: OrderFilter = { query: given.query ?? '', shipper: given.shipper ?? '', rejected: '' };
  const photo = sql`select 1 from ${orderPhotos} where ${orderPhotos.order_id} = ${orders.id}`;
  const extra = and(
    onSheets(from, to, given.shipper || undefined),
    inArray(orders.status, statusesOf(group)),
    isNotNull(orders.shipper_id),
    ne(orders.shipper_id, HUB_SHIPPER_ID),
    visibleShippers(scope),
    given.imageStatus === 'with' ? sql`exists (${photo})` : given.imageStatus === 'without' ? sql`not exists (${photo})` : undefined,
    given.totalStatus === 'equal'
      ? sql`${orders.collected_amount} = ${orders.total_amount}`
      : given.totalStatus === 'different'
        ? sql`${orders.collected_amount} <> ${orders.total_amount}`
        : undefined,
  )!;
  return { filter, extra, range: { from, to } };
}

/** The whole condition of a follow-up filter, for counts and the report. */
export function followCondition(scope: OrderScope, given: FollowFilter, group?: FollowStatus | ''): SQL {
  const { filter, extra } = followWhere(scope, given, group);
  return and(orderConditions(scope, filter), extra)!;
}
