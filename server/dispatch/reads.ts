import { and, asc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { AT_HUB_SENDABLE } from '../../domain/dispatch/rules';
import { heldSql } from '../db/held';
import type { OrderRecord } from '../../domain/orders/record';
import { STATUS_CODE } from '../../domain/orders/status';
import { cairoToday } from '../../domain/time';
import type { Db } from '../db/client';
import { HUB_SHIPPER_ID, orders, runSheetOrders, runSheets, shipperZones } from '../db/schema';
import { readOrders, present } from '../orders/record';
import { visibleOrders, type OrderScope } from '../orders/scope';

/** A day's list is a shipper's day: a few hundred parcels at most; this bounds a mistaken call. */
const MOST = 2000;

/** Neither cancelled, archived nor waiting to be picked up from the merchant. */
const inWork: SQL = or(isNull(orders.status_code), notInArray(orders.status_code, [STATUS_CODE.cancelled, STATUS_CODE.archived, STATUS_CODE.awaitingPickup]))!;

/** The orders matching `where` that the caller may see, as the caller may see them (masked fields blanked). */
async function visible(db: Db, scope: OrderScope, where: SQL, tail: SQL = sql`order by ${orders.id}`): Promise<OrderRecord[]> {
  const rows = await readOrders(db, and(where, visibleOrders(scope)), sql`${tail} limit ${MOST}`);
  const today = cairoToday();
  return rows.map((row) => present(scope, row, today));
}

const onSheets = (sheetIds: SQL) =>
  inArray(orders.id, sql`(select ${runSheetOrders.order_id} from ${runSheetOrders} where ${runSheetOrders.run_sheet_id} in ${sheetIds})`);

/** The parcels on the shipper's run sheet of the day (today's shipper orders), in the order they were handed over. */
export function sheetParcels(db: Db, scope: OrderScope, shipperId: number, day: string): Promise<OrderRecord[]> {
  const sheets = sql`(select ${runSheets.id} from ${runSheets} where ${runSheets.shipper_id} = ${shipperId} and ${runSheets.day} = ${day})`;
  return visible(db, scope, onSheets(sheets));
}

/** The parcels on one run sheet. */
export function parcelsOfSheet(db: Db, scope: OrderScope, sheetId: number): Promise<OrderRecord[]> {
  return visible(db, scope, onSheets(sql`(${sheetId})`));
}

/** What the shipper must bring back (return shipper orders): every parcel he holds that was not delivered. */
export function toBringBack(db: Db, scope: OrderScope, shipperId: number): Promise<OrderRecord[]> {
  return visible(db, scope, and(eq(orders.shipper_id, shipperId), heldSql(orders.status, orders.status_code))!);
}

/**
 * The hub's parcels in the shipper's zones that may go out with him (spec: daily send orders): at the hub (or
 * with no shipper yet), or already assigned to him and pending; oldest first. A shipper with no zones has none.
 */
export function sendable(db: Db, scope: OrderScope, shipperId: number): Promise<OrderRecord[]> {
  const zones = sql`(select ${shipperZones.zone_id} from ${shipperZones} where ${shipperZones.shipper_id} = ${shipperId})`;
  const atHub = or(isNull(orders.shipper_id), eq(orders.shipper_id, HUB_SHIPPER_ID));
  const where = and(
    inArray(orders.zone_id, zones),
    inArray(orders.status, [...AT_HUB_SENDABLE]),
    inWork,
    or(atHub, and(eq(orders.shipper_id, shipperId), eq(orders.status, 'Pending'))),
  )!;
  return visible(db, scope, where, sql`order by ${asc(orders.order_date)}, ${asc(orders.id)}`);
}
