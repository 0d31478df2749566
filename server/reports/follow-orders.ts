/**
 * The rows of followordersreport and of one courier's sheet below it (their rules: domain/reports/follow-orders.ts),
 * read from the run sheets of the range with each parcel's place among the sheets it went out on (./sheets.ts), so
 * the figure and its page of parcels agree; the page also says how many times each parcel went out.
 */
import { sql, type SQL } from 'drizzle-orm';
import { isOrderStatus } from '../../domain/orders/status';
import { followOrdersReport, sheetOrdersReport, sheetOutcome, SHEET_FIGURES } from '../../domain/reports/follow-orders';
import { isRate, MEASURES, type MeasureKey } from '../../domain/reports/measures';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { chartPoints } from './chart';
import { serve, type ReportSort } from './kit';
import { sheetCondition, sheetCounts, sheetFigures, sheetLines, type Sheets } from './sheets';
import { namedRecord, orderNamed, ranksByName, totalsOf } from './rows';

const COUNTED: readonly MeasureKey[] = ['sheet_parcels', ...SHEET_FIGURES];

/** A rate of the measures over the columns of its parts (`g`), rounded as the report shows it (rateOf). */
function rateSql(key: MeasureKey): SQL {
  const measure = MEASURES[key];
  if (!isRate(measure)) throw new Error(`${key} is no rate`);
  const [top, bottom] = measure.rate;
  const part = (name: MeasureKey) => sql`g.${sql.identifier(name)}`;
  return sql`round(${part(top)} * 1000.0 / nullif(${sql.join(bottom.map(part), sql` + `)}, 0)) / 10`;
}

/**
 * What the page sorts by, as the kit would sort the rows: figures as numbers (a rate without a denominator lowest),
 * courier names in the kit's order of names; ties newest sheet first, the rows' own order.
 */
async function orderOf(db: Db, sort: ReportSort): Promise<SQL> {
  const direction = sort.order === 'ASC' ? sql`asc nulls first` : sql`desc nulls last`;
  const newest = sql`g.day desc, g.sheet_id desc`;
  if (sort.field === 'shipper_name') {
    const names = new Map(rowsOf(await db.execute(sql`select id, name from shippers`)).map((row) => [Number(row.id), String(row.name)]));
    const ranked = [...ranksByName(names, (name) => name)].sort(([, a], [, b]) => a - b).map(([id]) => id);
    return sql`array_position(${sql.param(ranked)}::int[], g.shipper_id) ${direction}, ${newest}`;
  }
  const figure = (COUNTED as readonly string[]).includes(sort.field) ? sql`g.${sql.identifier(sort.field)}` : undefined;
  const rate = sort.field in MEASURES && isRate(MEASURES[sort.field as MeasureKey]) ? rateSql(sort.field as MeasureKey) : undefined;
  const by = figure ?? rate ?? sql`g.day`;
  return sql`${by} ${direction}, ${newest}`;
}

/**
 * Every courier's sheets of the range, a page at a time in the order asked for (a year holds some fifty thousand
 * sheets); the totals and the chart from the same figures summed per courier.
 */
export const followOrders = serve(followOrdersReport, async (db, scope, params, range, window, sort) => {
  const sheets: Sheets = { from: range!.from_date, to: range!.to_date, shipper: params.shipper };
  const counts = sheetCounts(COUNTED);
  const page = rowsOf(
    await db.execute(sql`
      select g.sheet_id, g.shipper_id, s.name as shipper_name, g.day::text as day, ${sql.join(
        COUNTED.map((key) => sql`g.${sql.identifier(key)}`),
        sql`, `,
      )}
      from (select l.sheet_id, l.shipper_id, l.day, ${counts} from (${sheetFigures(scope, sheets)}) l group by 1, 2, 3 having sum(l.parcels) > 0) g
      join shippers s on s.id = g.shipper_id
      order by ${await orderOf(db, sort)}
      limit ${window?.size ?? null} offset ${window?.offset ?? 0}`),
  );
  const couriers = rowsOf(
    await db.execute(sql`
      select l.shipper_id, s.name as shipper_name, count(distinct l.sheet_id) filter (where l.parcels > 0)::int as sheets, ${counts}
      from (${sheetFigures(scope, sheets)}) l join shippers s on s.id = l.shipper_id group by 1, 2 order by 1`),
  );
  const { columns } = followOrdersReport;
  return {
    rows: page,
    count: couriers.reduce((sum, row) => sum + Number(row.sheets), 0),
    totals: totalsOf(columns, couriers, []),
    chart: chartPoints(followOrdersReport, couriers, []),
  };
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
