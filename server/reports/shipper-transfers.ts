/**
 * The rows of shippertransferreport (its rules: domain/reports/shipper-transfers.ts), read from the orders' events
 * that changed their shipper (an index holds only those, by time), a page at a time.
 */
import { sql, type SQL } from 'drizzle-orm';
import { shipperVisibility } from '../../domain/permissions';
import { shipperTransferReport } from '../../domain/reports/shipper-transfers';
import { TIME_ZONE } from '../../domain/time';
import { rowsOf } from '../db/rows';
import { customers, HUB_SHIPPER_ID, orderEvents, orders, users } from '../db/schema';
import { userName } from '../db/user-name';
import { visibleOrders } from '../orders/scope';
import { cairoDaysSql } from './days';
import { serve } from './kit';
import { orderNamed } from './rows';

const from = sql`(${orderEvents.changes} -> 'shipper_id' ->> 0)::int`;
const to = sql`(${orderEvents.changes} -> 'shipper_id' ->> 1)::int`;

export const shipperTransfers = serve(shipperTransferReport, async (db, scope, params, range, window, sort) => {
  const { start, end } = cairoDaysSql(range!);
  const couriers = shipperVisibility(scope.grants);
  const conditions: SQL[] = [
    // The index's own condition, then the range and what makes a change a transfer between two couriers.
    sql`(${orderEvents.changes} -> 'shipper_id') is not null`,
    sql`${orderEvents.at} >= ${start} and ${orderEvents.at} < ${end}`,
    sql`${from} <> ${to} and ${from} <> ${HUB_SHIPPER_ID} and ${to} <> ${HUB_SHIPPER_ID}`,
    visibleOrders(scope) ?? sql`true`,
    couriers.all ? sql`true` : sql`(${from} = any(${sql.param(couriers.ids)}::int[]) or ${to} = any(${sql.param(couriers.ids)}::int[]))`,
    params.shipper ? sql`(${from} = ${params.shipper} or ${to} = ${params.shipper})` : sql`true`,
    params.customer ? sql`${orders.customer_id} = ${params.customer}` : sql`true`,
  ];
  const where = sql.join(conditions, sql` and `);
  const direction = sort.order === 'ASC' ? sql`asc` : sql`desc`;
  const rows = rowsOf(
    await db.execute(sql`
      select ${orderEvents.id} as event_id, ${orderEvents.order_id} as order_id, ${orders.serial} as serial,
        ${orders.customer_id} as customer_id, ${customers.name} as customer_name,
        ${from} as from_shipper_id, ${to} as to_shipper_id,
        coalesce((select s.name from shippers s where s.id = ${from}), '') as from_shipper,
        coalesce((select s.name from shippers s where s.id = ${to}), '') as to_shipper,
        ${userName} as moved_by, ${orderEvents.action} as how, ${orderEvents.note} as note,
        to_char(${orderEvents.at} at time zone ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI') as moved_at
      from ${orderEvents}
      join ${orders} on ${orders.id} = ${orderEvents.order_id}
      join ${customers} on ${customers.id} = ${orders.customer_id}
      left join ${users} on ${users.id} = ${orderEvents.user_id}
      where ${where}
      order by ${orderEvents.at} ${direction}, ${orderEvents.id} ${direction}
      limit ${window?.size ?? null} offset ${window?.offset ?? 0}`),
  );
  const [all] = rowsOf(
    await db.execute(sql`select count(*)::int as n from ${orderEvents} join ${orders} on ${orders.id} = ${orderEvents.order_id} where ${where}`),
  );
  return {
    count: Number(all?.n ?? 0),
    totals: {},
    rows: rows.map((row) => ({ ...row, serial: orderNamed(scope.fields, Number(row.order_id), String(row.serial)) })),
  };
});
