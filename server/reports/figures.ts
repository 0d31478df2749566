/**
 * The measured figures of the orders statistics (domain/reports/orders-statistics.ts) by day, merchant, city or
 * shipper, each summed as its measure says (domain/reports/measures.ts) from the totals the writes keep, so a month
 * reads a few thousand rows however many orders it holds:
 * - counts by day or merchant from the orders by day and status (order_day_figures), the statuses the measure's;
 * - counts by city or shipper, or of one city or shipper, from the orders by day and place (order_day_cities,
 *   order_day_shippers), whose delivered and returned columns the database keeps with the same statuses;
 * - money from each merchant's ledger totals by posting day (merchant_days), which know no city or shipper.
 * Only the merchants whose revenue the caller may open are read.
 */
import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { shipperVisibility } from '../../domain/permissions';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fromPiastres } from '../../domain/orders/money';
import type { ReportColumn } from '../../domain/reports/kit';
import { MEASURES, statusesOf, type MeasureKey } from '../../domain/reports/measures';
import type { DateRange } from '../../domain/reports/range';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { cities, customers, merchantDays, orderDayCities, orderDayFigures, orderDayShippers, shippers } from '../db/schema';
import { containsPattern } from '../lib/rest/list-query';
import type { OrderScope } from '../orders/scope';
import { moneyCustomers } from '../settlements/access';
import type { ReportRow } from './rows';

/** What the figures are grouped by. */
export type Group = 'day' | 'customer' | 'city' | 'shipper';

export interface Narrowing {
  scope: OrderScope;
  range: DateRange;
  customer?: number;
  category?: number;
  customerName?: string;
  city?: number;
  shipper?: number;
  /**
   * Counts of every merchant the caller sees (the analytics home), money still of those whose revenue it may open;
   * by default both are of the latter, so a report's rows are of the same merchants throughout.
   */
  countSeen?: true;
}

/** The counts the tables by place keep, each under its measure's name. */
const KEPT_BY_PLACE: readonly MeasureKey[] = ['orders', 'delivered', 'returned'];

/** A table of counts by day: its columns, and the sum of a measure over its rows. */
interface CountTable {
  table: typeof orderDayFigures | typeof orderDayCities | typeof orderDayShippers;
  day: AnyPgColumn;
  customer: AnyPgColumn;
  sum: (key: MeasureKey) => SQL;
}

const BY_STATUS: CountTable = {
  table: orderDayFigures,
  day: orderDayFigures.order_date,
  customer: orderDayFigures.customer_id,
  sum: (key) => sql`sum(${orderDayFigures.orders}) filter (where ${orderDayFigures.status} = any(${sql.param(statusesOf(key))}::text[]))`,
};

const byPlace = (table: typeof orderDayCities | typeof orderDayShippers): CountTable => ({
  table,
  day: table.order_date,
  customer: table.customer_id,
  sum: (key) => {
    if (!KEPT_BY_PLACE.includes(key)) throw new Error(`${key} is not kept by place`);
    return sql`sum(${sql.identifier(key)})`;
  },
});
const BY_CITY = byPlace(orderDayCities);
const BY_SHIPPER = byPlace(orderDayShippers);

/** The table a group's counts come from, the place narrowed to, and the column of the group's key. */
function countsFor(group: Group, { scope, city, shipper }: Narrowing): { counts: CountTable; key: SQL; place?: SQL } {
  if (group === 'city' || city) {
    return { counts: BY_CITY, key: keyOf(group, BY_CITY, orderDayCities.city_id), place: city ? eq(orderDayCities.city_id, city) : undefined };
  }
  if (group === 'shipper' || shipper) {
    // Shippers are named only as the caller may see them (one named was checked by the kit).
    const seen = shipperVisibility(scope.grants);
    const visible = seen.all ? undefined : seen.ids.length ? inArray(orderDayShippers.shipper_id, seen.ids) : sql`false`;
    return {
      counts: BY_SHIPPER,
      key: keyOf(group, BY_SHIPPER, orderDayShippers.shipper_id),
      place: shipper ? eq(orderDayShippers.shipper_id, shipper) : visible,
    };
  }
  return { counts: BY_STATUS, key: keyOf(group, BY_STATUS) };
}

function keyOf(group: Group, counts: CountTable, place?: AnyPgColumn): SQL {
  if (group === 'day') return sql`${counts.day}::text`;
  if (group === 'customer') return sql`${counts.customer}`;
  return sql`${place}`;
}

/** The merchants read, as a condition on a customer id column: those whose money the caller may see, narrowed as asked. */
function merchantsOf(column: AnyPgColumn, { scope, customer, category, customerName }: Narrowing, seen = false): SQL | undefined {
  const name = customerName?.trim();
  const narrowed =
    category || name
      ? sql`${column} in (select ${customers.id} from ${customers} where ${and(
          category ? eq(customers.category_id, category) : undefined,
          name ? sql`(${customers.name} ilike ${containsPattern(name)} or ${customers.company_name} ilike ${containsPattern(name)})` : undefined,
        )})`
      : undefined;
  const { visibility } = scope;
  const sight = !seen ? moneyCustomers(scope, column) : visibility.all ? undefined : visibility.ids.length ? inArray(column, visibility.ids) : sql`false`;
  return and(sight, customer ? eq(column, customer) : undefined, narrowed);
}

/** The names each group's rows carry, and the join that gives them, given the row's key. */
function namesOf(group: Group, key: SQL): { columns: SQL; join: SQL } {
  if (group === 'customer')
    return {
      columns: sql`, ${customers.name} as customer_name, ${customers.company_name} as company_name`,
      join: sql`join ${customers} on ${customers.id} = ${key}`,
    };
  if (group === 'city')
    return { columns: sql`, ${cities.name} as city_name, ${cities.name_ar} as city_name_ar`, join: sql`join ${cities} on ${cities.id} = ${key}` };
  if (group === 'shipper') return { columns: sql`, ${shippers.name} as shipper_name`, join: sql`join ${shippers} on ${shippers.id} = ${key}` };
  return { columns: sql``, join: sql`` };
}

const text = (value: unknown) => String(value ?? '');

/** A row's key and names as the reports give them. */
function namedRow(group: Group, row: Record<string, unknown>): ReportRow {
  if (group === 'day') return { day: text(row.key) };
  if (group === 'customer') return { customer_id: Number(row.key), customer_name: text(row.customer_name), company_name: text(row.company_name) };
  if (group === 'city')
    return { city_id: Number(row.key), city_name: { name: text(row.city_name), name_ar: row.city_name_ar == null ? null : text(row.city_name_ar) } };
  return { shipper_id: Number(row.key), shipper_name: text(row.shipper_name) };
}

/** A figure as the reports give it: money as LE text, a count as a number; a rate is left to the kit. */
function figureOf(key: MeasureKey, value: unknown): string | number | null {
  const { unit } = MEASURES[key];
  if (unit === 'money') return fromPiastres(BigInt(String(value ?? 0)));
  return unit === 'count' ? Number(value ?? 0) : null;
}

/** The measures a report's columns show. */
export const measuresOf = (columns: readonly ReportColumn[]): MeasureKey[] => columns.flatMap((column) => (column.measure ? [column.measure] : []));

/** The figures of `measures` by `group` over the range. */
export async function figuresBy(db: Db, group: Group, measures: readonly MeasureKey[], narrowing: Narrowing): Promise<ReportRow[]> {
  const counted = measures.filter((key) => 'statuses' in MEASURES[key]);
  const posted = measures.flatMap((key) => {
    const measure = MEASURES[key];
    return 'ledger' in measure ? [{ key, column: measure.ledger }] : [];
  });
  const { from_date, to_date } = narrowing.range;
  const { counts, key, place } = countsFor(group, narrowing);
  const countSums = counted.map((measure) => sql`coalesce(${counts.sum(measure)}, 0)::int as ${sql.identifier(measure)}`);
  const countedRows = sql`select ${key} as k, ${sql.join(countSums, sql`, `)} from ${counts.table}
    where ${and(between(counts.day, from_date, to_date), merchantsOf(counts.customer, narrowing, narrowing.countSeen), place)} group by 1`;
  // The ledger knows merchants and days only: money is read for those groups, and never for one city or shipper.
  if (posted.length && counts !== BY_STATUS) throw new Error('money is not kept by city or shipper');
  const ledgerSums = posted.map(({ key: measure, column }) => sql`coalesce(sum(${sql.identifier(column)}), 0)::bigint as ${sql.identifier(measure)}`);
  const ledger = sql`full join (select ${group === 'day' ? sql`${merchantDays.day}::text` : merchantDays.customer_id} as k, ${sql.join(ledgerSums, sql`, `)}
      from ${merchantDays} where ${and(between(merchantDays.day, from_date, to_date), merchantsOf(merchantDays.customer_id, narrowing))}
      group by 1) p on p.k = n.k`;
  const rowKey = posted.length ? sql`coalesce(n.k, p.k)` : sql`n.k`;
  const names = namesOf(group, rowKey);
  const rows = rowsOf(
    await db.execute(
      sql`select ${rowKey} as key, n.* ${posted.length ? sql`, p.*` : sql``} ${names.columns} from (${countedRows}) n ${posted.length ? ledger : sql``} ${names.join}`,
    ),
  );
  return rows.map((row) => ({ ...namedRow(group, row), ...Object.fromEntries(measures.map((measure) => [measure, figureOf(measure, row[measure])])) }));
}
