/**
 * The rows of followordersreport and of one courier's sheet below it (their rules: domain/reports/follow-orders.ts),
 * read from the run sheets of the range with each parcel's place among the sheets it went out on (./sheets.ts), so
 * the figure and its page of parcels agree; the page also says how many times each parcel went out.
 */
import { sql } from 'drizzle-orm';
import { isOrderStatus } from '../../domain/orders/status';
import { followOrdersReport, sheetOrdersReport, sheetOutcome, SHEET_FIGURES } from '../../domain/reports/follow-orders';
import type { MeasureKey } from '../../domain/reports/measures';
import { rowsOf } from '../db/rows';
import { serve } from './kit';
import { sheetCondition, sheetCounts, sheetLines } from './sheets';
import { namedRecord, orderNamed } from './rows';

const COUNTED: readonly MeasureKey[] = ['sheet_parcels', ...SHEET_FIGURES];

export const followOrders = serve(followOrdersReport, async (db, scope, params, range) => {
  const counts = sheetCounts(COUNTED);
  const result = await db.execute(sql`
    select l.sheet_id, l.shipper_id, s.name as shipper_name, l.day::text as day, ${counts}
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
    select l.order_id, l.shipper_id, l.status, l.attempt, l.went_again, o.serial, o.customer_id, c.name as customer_name,
      (select count(*)::int from run_sheet_orders p where p.order_id = l.order_id) as sheets,
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
      const { went_again: _wentAgain, ...shown } = row;
      return {
        ...shown,
        serial: orderNamed(scope.fields, Number(row.order_id), String(row.serial)),
        city: namedRecord(city_name, city_name_ar),
        outcome: sheetOutcome(row.status, row.went_again === true),
      };
    }),
  };
});
