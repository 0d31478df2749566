/**
 * The rows of followordersreport and of one courier's sheet below it (their rules: domain/reports/follow-orders.ts),
 * read from the run sheets of the range and, for each parcel on them, its place among all the sheets it went out on.
 * Each count is written from its measure (domain/reports/measures.ts), so the figure and its page of parcels agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import { shipperVisibility } from '../../domain/permissions';
import { isOrderStatus } from '../../domain/orders/status';
import { followOrdersReport, sheetOrdersReport, sheetOutcome, SHEET_FIGURES } from '../../domain/reports/follow-orders';
import { isSheetCount, MEASURES, type MeasureKey } from '../../domain/reports/measures';
import { rowsOf } from '../db/rows';
import { HUB_SHIPPER_ID, orders } from '../db/schema';
import { visibleOrders, type OrderScope } from '../orders/scope';
import { serve } from './kit';
import { namedRecord, orderNamed } from './rows';

/** Which sheets to read: of a range of days, of one courier when named. */
interface Sheets {
  from: string;
  to: string;
  shipper?: number;
}

/**
 * The parcels on the sheets the caller may see, one row per sheet and parcel: the sheet, the parcel's status now, its
 * attempt (the sheet's place among the parcel's sheets, by day) and how many sheets it went out on. Reads the range's
 * sheets, then each parcel's sheets by its index (run_sheet_orders_order_idx).
 */
function sheetLines(scope: OrderScope, { from, to, shipper }: Sheets): SQL {
  const couriers = shipperVisibility(scope.grants);
  const conditions = [
    sql`rs.day between ${from} and ${to}`,
    sql`rs.shipper_id <> ${HUB_SHIPPER_ID}`,
    couriers.all ? sql`true` : sql`rs.shipper_id = any(${sql.param(couriers.ids)}::int[])`,
    shipper ? sql`rs.shipper_id = ${shipper}` : sql`true`,
    visibleOrders(scope) ?? sql`true`,
  ];
  return sql`
    select rs.id as sheet_id, rs.shipper_id, rs.day, ${orders.id} as order_id, ${orders.status} as status, place.attempt, place.sheets
    from run_sheets rs
    join run_sheet_orders rso on rso.run_sheet_id = rs.id
    join ${orders} on ${orders.id} = rso.order_id
    cross join lateral (
      select count(*) filter (where (ps.day, ps.id) <= (rs.day, rs.id))::int as attempt, count(*)::int as sheets
      from run_sheet_orders p join run_sheets ps on ps.id = p.run_sheet_id where p.order_id = rso.order_id
    ) place
    where ${sql.join(conditions, sql` and `)}`;
}

/** The condition a sheet count of the measures puts on a line of sheetLines (`l`). */
function sheetCondition(key: MeasureKey): SQL {
  const measure = MEASURES[key];
  if (!isSheetCount(measure)) throw new Error(`${key} counts no run sheets`);
  const place = {
    any: sql`true`,
    first: sql`l.attempt = 1`,
    last: sql`l.attempt = l.sheets`,
    earlier: sql`l.attempt < l.sheets`,
    only: sql`l.sheets = 1`,
  }[measure.sheet];
  return measure.outcome ? sql`${place} and l.status = any(${sql.param([...measure.outcome])}::text[])` : place;
}

const COUNTED: readonly MeasureKey[] = ['sheet_parcels', ...SHEET_FIGURES];

export const followOrders = serve(followOrdersReport, async (db, scope, params, range) => {
  const counts = COUNTED.map((key) => sql`count(*) filter (where ${sheetCondition(key)})::int as ${sql.identifier(key)}`);
  const result = await db.execute(sql`
    select l.sheet_id, l.shipper_id, s.name as shipper_name, l.day::text as day, ${sql.join(counts, sql`, `)}
    from (${sheetLines(scope, { from: range!.from_date, to: range!.to_date, shipper: params.shipper })}) l
    join shippers s on s.id = l.shipper_id
    group by l.sheet_id, l.shipper_id, s.name, l.day
    order by l.day desc, l.sheet_id desc`);
  return { rows: rowsOf(result) };
});

export const sheetOrders = serve(sheetOrdersReport, async (db, scope, params) => {
  const day = params.day_date!;
  const figure = params.outcome ?? '';
  const result = await db.execute(sql`
    select l.order_id, l.shipper_id, l.status, l.attempt, l.sheets, o.serial, o.customer_id, c.name as customer_name,
      ci.name as city_name, ci.name_ar as city_name_ar
    from (${sheetLines(scope, { from: day, to: day, shipper: params.shipper })}) l
    join orders o on o.id = l.order_id
    join customers c on c.id = o.customer_id
    left join cities ci on ci.id = o.city_id
    where ${figure ? sheetCondition(figure) : sql`true`}
    order by l.order_id`);
  return {
    rows: rowsOf(result).map(({ city_name, city_name_ar, ...row }) => {
      if (!isOrderStatus(row.status)) throw new Error(`order ${String(row.order_id)} has no status`);
      return {
        ...row,
        serial: orderNamed(scope.fields, Number(row.order_id), String(row.serial)),
        city: namedRecord(city_name, city_name_ar),
        outcome: sheetOutcome(row.status, Number(row.attempt), Number(row.sheets)),
      };
    }),
  };
});
