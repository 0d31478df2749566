/**
 * The parcels on the couriers' run sheets, read for the reports that count them (followordersreport,
 * shipperevaluationreport): one line per sheet and parcel with the sheet's place among the parcel's sheets as the
 * hand-over numbered it (run_sheet_orders.attempt and went_again), and each sheet count of the measures
 * (domain/reports/measures.ts) written as a condition on those lines, so every report counts a sheet measure the one way.
 */
import { sql, type SQL } from 'drizzle-orm';
import { shipperVisibility } from '../../domain/permissions';
import { isSheetCount, MEASURES, type MeasureKey } from '../../domain/reports/measures';
import { HUB_SHIPPER_ID, orders } from '../db/schema';
import { visibleOrders, type OrderScope } from '../orders/scope';

/** Which sheets to read: of a range of days, of one courier when named. */
export interface Sheets {
  from: string;
  to: string;
  shipper?: number;
}

/**
 * The parcels on the sheets the caller may see, one row per sheet and parcel: the sheet, the parcel's status now, its
 * attempt (1 for its first sheet) and whether it went out again on a later one. Reads the range's sheets by day and
 * each line's parcel by its key.
 */
export function sheetLines(scope: OrderScope, { from, to, shipper }: Sheets): SQL {
  const couriers = shipperVisibility(scope.grants);
  const conditions = [
    sql`rs.day between ${from} and ${to}`,
    sql`rs.shipper_id <> ${HUB_SHIPPER_ID}`,
    couriers.all ? sql`true` : sql`rs.shipper_id = any(${sql.param(couriers.ids)}::int[])`,
    shipper ? sql`rs.shipper_id = ${shipper}` : sql`true`,
    visibleOrders(scope) ?? sql`true`,
  ];
  return sql`
    select rs.id as sheet_id, rs.shipper_id, rs.day, ${orders.id} as order_id, ${orders.status} as status, rso.attempt, rso.went_again
    from run_sheets rs
    join run_sheet_orders rso on rso.run_sheet_id = rs.id
    join ${orders} on ${orders.id} = rso.order_id
    where ${sql.join(conditions, sql` and `)}`;
}

/** The condition a sheet count of the measures puts on a line of sheetLines (`l`). */
export function sheetCondition(key: MeasureKey): SQL {
  const measure = MEASURES[key];
  if (!isSheetCount(measure)) throw new Error(`${key} counts no run sheets`);
  const place = {
    whole: sql`true`,
    first: sql`l.attempt = 1`,
    last: sql`not l.went_again`,
    earlier: sql`l.went_again`,
    only: sql`l.attempt = 1 and not l.went_again`,
  }[measure.sheet];
  return measure.outcome ? sql`${place} and l.status = any(${sql.param([...measure.outcome])}::text[])` : place;
}

/** Each of `keys` counted over the lines `l`, as a column named after it. */
export const sheetCounts = (keys: readonly MeasureKey[]): SQL =>
  sql.join(
    keys.map((key) => sql`count(*) filter (where ${sheetCondition(key)})::int as ${sql.identifier(key)}`),
    sql`, `,
  );
