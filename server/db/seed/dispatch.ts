import { sql } from 'drizzle-orm';
import { cairoDaysAgo, cairoToday } from '../../../domain/time';
import type { Tx } from '../client';
import { NUMBER_SHEET_LINES } from '../../dispatch/run-sheets';
import { closingOrders, HUB_SHIPPER_ID, orders, runSheetOrders, runSheets, shipperClosings } from '../schema';

/** How many couriers get a run sheet of today, and at most how many parcels each. */
const SHEETS = 3;
const PARCELS_PER_SHEET = 20;

/**
 * Today's run sheets of the first few couriers holding parcels out for delivery, so the hand-over screen, the
 * printed sheet and the scanner's lists show real parcels on first start. One statement for the sheets and
 * one for their parcels.
 */
export async function seedRunSheets(tx: Tx, userId: number): Promise<void> {
  const day = cairoToday();
  const out = sql`${orders.status} = 'Out For Deliver' and ${orders.shipper_id} <> ${HUB_SHIPPER_ID} and ${orders.status_code} is null`;
  await tx.execute(sql`
    insert into ${runSheets} (shipper_id, day, created_by)
    select distinct ${orders.shipper_id}, ${day}::date, ${userId}::int from ${orders} where ${out}
    order by 1 limit ${SHEETS}`);
  await tx.execute(sql`
    insert into ${runSheetOrders} (run_sheet_id, order_id)
    select run_sheet_id, order_id from (
      select s.id as run_sheet_id, o.id as order_id, row_number() over (partition by s.id order by o.id) as n
      from ${runSheets} s join ${orders} o on o.shipper_id = s.shipper_id
      where s.day = ${day}::date and o.status = 'Out For Deliver' and o.status_code is null
    ) numbered where n <= ${PARCELS_PER_SHEET}`);
  await pointAtLatestSheets(tx);
}

/**
 * Each order on a run sheet points at the latest one, and each sheet line is numbered among its parcel's sheets, as
 * hand-overs leave them (orders.run_sheet_id, run_sheet_orders.attempt and went_again).
 */
async function pointAtLatestSheets(tx: Tx): Promise<void> {
  await tx.execute(sql.raw(NUMBER_SHEET_LINES));
  await tx.execute(sql`update ${orders} o set run_sheet_id = latest.run_sheet_id
    from (select distinct on (rso.order_id) rso.order_id, rso.run_sheet_id from ${runSheetOrders} rso
      join ${runSheets} s on s.id = rso.run_sheet_id order by rso.order_id, s.day desc, s.id desc) latest
    where o.id = latest.order_id and o.run_sheet_id is distinct from latest.run_sheet_id`);
}

/**
 * The run sheets of the last 30 days: each courier's parcels went out on the morning of the day they were delivered
 * (their delivery's posting), else of the day their status came (failed, held that day; a returned parcel on its
 * order day), the ones he still holds or delivered and
 * the ones his closings received back (now at the hub), one sheet per courier and day. Some of them went out twice:
 * they came back the day before and went out again (carried over on the first sheet), a share that differs from
 * courier to courier (none for every fourth, up to three in ten), so the follow-up report shows couriers who deliver
 * the first time and couriers who do not, and the delivery times show parcels delivered the day they went out.
 */
export async function seedPastRunSheets(tx: Tx, userId: number): Promise<void> {
  const from = cairoDaysAgo(30);
  const today = cairoToday();
  const outOn = sql`coalesce(
    (select (min(t.posted_at) at time zone 'Africa/Cairo')::date from ledger_transactions t where t.order_id = o.id and t.kind in ('delivered', 'partial')),
    case when o.status = 'Returned' then o.order_date else (o.status_date at time zone 'Africa/Cairo')::date end)`;
  const went = sql`(
    select o.shipper_id, ${outOn} as day, o.order_date, o.id from ${orders} o
    where o.shipper_id <> ${HUB_SHIPPER_ID} and o.status <> 'Pending' and ${outOn} >= ${from}::date and ${outOn} < ${today}::date
    union
    select c.shipper_id, o.order_date, o.order_date, o.id from ${closingOrders} co
    join ${shipperClosings} c on c.id = co.closing_id join ${orders} o on o.id = co.order_id
    where co.role = 'return' and o.order_date >= ${from}::date and o.order_date < ${today}::date) went`;
  await tx.execute(sql`insert into ${runSheets} (shipper_id, day, created_by, created_at)
    select distinct shipper_id, day, ${userId}::int, (day + time '08:00') at time zone 'Africa/Cairo' from ${went}`);
  await tx.execute(sql`insert into ${runSheetOrders} (run_sheet_id, order_id, added_at)
    select s.id, went.id, s.created_at from ${went} join ${runSheets} s on s.shipper_id = went.shipper_id and s.day = went.day
    on conflict do nothing`);
  const again = sql`(select shipper_id, day - 1 as day, id from ${went}
    where day - 1 >= order_date and (id * 7 + shipper_id * 13) % 10 < shipper_id % 4) again`;
  await tx.execute(sql`insert into ${runSheets} (shipper_id, day, created_by, created_at)
    select distinct again.shipper_id, again.day, ${userId}::int, (again.day + time '08:00') at time zone 'Africa/Cairo' from ${again}
    where not exists (select 1 from ${runSheets} s where s.shipper_id = again.shipper_id and s.day = again.day)`);
  await tx.execute(sql`insert into ${runSheetOrders} (run_sheet_id, order_id, added_at)
    select s.id, again.id, s.created_at from ${again} join ${runSheets} s on s.shipper_id = again.shipper_id and s.day = again.day
    on conflict do nothing`);
  await pointAtLatestSheets(tx);
}
