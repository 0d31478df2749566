/**
 * The parcels on the couriers' run sheets, read for the reports that count them (followordersreport,
 * shipperevaluationreport): each sheet's parcels by their status now, whether the sheet was their first (as the
 * hand-over numbered it: run_sheet_orders.attempt) and whether they went out again on a later one, and each sheet
 * count of the measures (domain/reports/measures.ts) written as a condition on those rows, so every report counts a
 * sheet measure the one way.
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

/** The couriers' sheets of the range the caller may see, as conditions on the columns of a sheet's courier and day. */
function sheetsOf(scope: OrderScope, { from, to, shipper }: Sheets, columns: { shipper: SQL; day: SQL }): SQL {
  const couriers = shipperVisibility(scope.grants);
  return sql.join(
    [
      sql`${columns.day} between ${from} and ${to}`,
      sql`${columns.shipper} <> ${HUB_SHIPPER_ID}`,
      couriers.all ? sql`true` : sql`${columns.shipper} = any(${sql.param(couriers.ids)}::int[])`,
      shipper ? sql`${columns.shipper} = ${shipper}` : sql`true`,
    ],
    sql` and `,
  );
}

/**
 * The parcels on the sheets the caller may see, one row per sheet and parcel: the sheet, the parcel, its status now,
 * its attempt (1 for its first sheet), whether that is its first (`first`) and whether it went out again on a later
 * one. Reads the range's sheets by day and their lines by the sheet; the orders only to keep to the merchants the
 * caller may see.
 */
export function sheetLines(scope: OrderScope, sheets: Sheets): SQL {
  const visible = visibleOrders(scope);
  return sql`
    select rs.id as sheet_id, rs.shipper_id, rs.day, rso.order_id, rso.status, rso.attempt, rso.attempt = 1 as first, rso.went_again, 1 as parcels
    from run_sheets rs
    join run_sheet_orders rso on rso.run_sheet_id = rs.id
    ${visible ? sql`join ${orders} on ${orders.id} = rso.order_id and ${visible}` : sql``}
    where ${sheetsOf(scope, sheets, { shipper: sql`rs.shipper_id`, day: sql`rs.day` })}`;
}

/**
 * The same parcels counted: rows of a sheet, a status, first or not, gone again or not, and how many `parcels`. A
 * caller who sees every merchant reads the counts the writes keep (run_sheet_figures: a year of sheets in a few
 * hundred thousand rows); one kept to some merchants counts their parcels' lines.
 */
export function sheetFigures(scope: OrderScope, sheets: Sheets): SQL {
  if (visibleOrders(scope)) return sql`select sheet_id, shipper_id, day, status, first, went_again, parcels from (${sheetLines(scope, sheets)}) lines`;
  return sql`
    select f.run_sheet_id as sheet_id, f.shipper_id, f.day, f.status, f.first, f.went_again, f.parcels from run_sheet_figures f
    where ${sheetsOf(scope, sheets, { shipper: sql`f.shipper_id`, day: sql`f.day` })}`;
}

/** The condition a sheet count of the measures puts on a row of sheetLines or sheetFigures (`l`). */
export function sheetCondition(key: MeasureKey): SQL {
  const measure = MEASURES[key];
  if (!isSheetCount(measure)) throw new Error(`${key} counts no run sheets`);
  const place = {
    whole: sql`true`,
    first: sql`l.first`,
    last: sql`not l.went_again`,
    earlier: sql`l.went_again`,
    only: sql`l.first and not l.went_again`,
  }[measure.sheet];
  return measure.outcome ? sql`${place} and l.status = any(${sql.param([...measure.outcome])}::text[])` : place;
}

/** Each of `keys` counted over the rows `l`, as a column named after it. */
export const sheetCounts = (keys: readonly MeasureKey[]): SQL =>
  sql.join(
    keys.map((key) => sql`coalesce(sum(l.parcels) filter (where ${sheetCondition(key)}), 0)::int as ${sql.identifier(key)}`),
    sql`, `,
  );
