/**
 * The rows of the orders statistics (domain/reports/orders-statistics.ts). Every figure is summed as its measure says
 * (domain/reports/measures.ts): a count of statuses from each merchant's orders by day and status (order_day_figures,
 * by order date), a ledger figure from each merchant's day totals (merchant_days, by posting day), both kept by the
 * writes, so a month reads a few thousand rows however many orders it holds. The orders behind a count are read a page
 * at a time through the orders' own indexes.
 */
import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MEASURES, statusesOf, type MeasureKey } from '../../domain/reports/measures';
import type { ReportColumn } from '../../domain/reports/kit';
import {
  dayStatisticsReport,
  merchantStatisticsReport,
  ordersStatisticsReport,
  statisticsOrdersReport,
  topCompaniesReport,
} from '../../domain/reports/orders-statistics';
import type { DateRange } from '../../domain/reports/range';
import { fromPiastres } from '../../domain/orders/money';
import { STATUS_CODE } from '../../domain/orders/status';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { cities, customers, merchantDays, orderDayFigures, orders } from '../db/schema';
import { containsPattern } from '../lib/rest/list-query';
import { staffMerchant } from '../revenue/access';
import { moneyCustomers } from '../settlements/access';
import type { OrderScope } from '../orders/scope';
import { serve } from './kit';
import type { ReportRow } from './rows';

/** What the figures are grouped by: the day (order date or posting day) or the merchant. */
type Group = 'day' | 'customer';

interface Narrowing {
  scope: OrderScope;
  range: DateRange;
  customer?: number;
  category?: number;
  customerName?: string;
}

/** The columns of the figures that sum from one source: status counts from the order figures, ledger figures from the day totals. */
const measuredColumns = (columns: readonly ReportColumn[]) => columns.flatMap((column) => (column.measure ? [column.measure] : []));

function countSums(measures: readonly MeasureKey[]): SQL[] {
  return measures.flatMap((key) =>
    'statuses' in MEASURES[key]
      ? [
          sql`coalesce(sum(${orderDayFigures.orders}) filter (where ${orderDayFigures.status} = any(${sql.param(statusesOf(key))}::text[])), 0)::int as ${sql.identifier(key)}`,
        ]
      : [],
  );
}

function ledgerSums(measures: readonly MeasureKey[]): SQL[] {
  return measures.flatMap((key) => {
    const measure = MEASURES[key];
    return 'ledger' in measure
      ? [sql`coalesce(sum(${sql.identifier('merchant_days')}.${sql.identifier(measure.ledger)}), 0)::bigint as ${sql.identifier(key)}`]
      : [];
  });
}

/** The merchants read, as a condition on a customer id column: those whose money the caller may see, narrowed as asked. */
function merchantsOf(column: AnyPgColumn, { scope, customer, category, customerName }: Narrowing): SQL | undefined {
  const name = customerName?.trim();
  const narrowed =
    category || name
      ? sql`${column} in (select ${customers.id} from ${customers} where ${and(
          category ? eq(customers.category_id, category) : undefined,
          name ? sql`(${customers.name} ilike ${containsPattern(name)} or ${customers.company_name} ilike ${containsPattern(name)})` : undefined,
        )})`
      : undefined;
  return and(moneyCustomers(scope, column), customer ? eq(column, customer) : undefined, narrowed);
}

/** The figures of `columns` by `group` over the range: status counts by order date, ledger figures by posting day. */
async function figuresBy(db: Db, group: Group, columns: readonly ReportColumn[], narrowing: Narrowing): Promise<ReportRow[]> {
  const measures = measuredColumns(columns);
  const { from_date, to_date } = narrowing.range;
  const counted = sql`select ${group === 'day' ? sql`${orderDayFigures.order_date}::text` : orderDayFigures.customer_id} as k, ${sql.join(countSums(measures), sql`, `)}
    from ${orderDayFigures} where ${and(between(orderDayFigures.order_date, from_date, to_date), merchantsOf(orderDayFigures.customer_id, narrowing))} group by 1`;
  const posted = sql`select ${group === 'day' ? sql`${merchantDays.day}::text` : merchantDays.customer_id} as k, ${sql.join(ledgerSums(measures), sql`, `)}
    from ${merchantDays} where ${and(between(merchantDays.day, from_date, to_date), merchantsOf(merchantDays.customer_id, narrowing))} group by 1`;
  const names = group === 'customer' ? sql`, ${customers.name} as customer_name, ${customers.company_name} as company_name` : sql``;
  const joinNames = group === 'customer' ? sql`join ${customers} on ${customers.id} = coalesce(n.k, p.k)` : sql``;
  const rows = rowsOf(
    await db.execute(sql`select coalesce(n.k, p.k) as key, n.*, p.* ${names}
      from (${counted}) n full join (${posted}) p on p.k = n.k ${joinNames}`),
  );
  return rows.map((row) => ({
    ...(group === 'day'
      ? { day: String(row.key) }
      : { customer_id: Number(row.key), customer_name: String(row.customer_name), company_name: String(row.company_name ?? '') }),
    ...Object.fromEntries(
      measures.map((key) => [
        key,
        MEASURES[key].unit === 'money' ? fromPiastres(BigInt(String(row[key] ?? 0))) : MEASURES[key].unit === 'count' ? Number(row[key] ?? 0) : null,
      ]),
    ),
  }));
}

export const ordersStatistics = serve(ordersStatisticsReport, async (db, scope, params, range) => ({
  rows: await figuresBy(db, 'day', ordersStatisticsReport.columns, { scope, range: range!, category: params.category }),
}));

export const topCompanies = serve(topCompaniesReport, async (db, scope, params, range) => ({
  rows: await figuresBy(db, 'customer', topCompaniesReport.columns, { scope, range: range!, category: params.category, customerName: params.customer_name }),
}));

export const merchantStatistics = serve(merchantStatisticsReport, async (db, scope, params, range) => {
  const customer = await staffMerchant(db, scope, params.customer!);
  const rows = await figuresBy(db, 'day', merchantStatisticsReport.columns, { scope, range: range!, customer });
  return { rows: rows.map((row) => ({ ...row, customer_id: customer })) };
});

export const dayStatistics = serve(dayStatisticsReport, async (db, scope, params) => {
  const day = params.day_date!;
  const rows = await figuresBy(db, 'customer', dayStatisticsReport.columns, { scope, range: { from_date: day, to_date: day } });
  return { rows: rows.map(({ company_name: _company, ...row }) => ({ ...row, day })) };
});

export const statisticsOrders = serve(statisticsOrdersReport, async (db, scope, params, range, window, sort) => {
  const { from_date, to_date } = range!;
  const customer = params.customer ? await staffMerchant(db, scope, params.customer) : undefined;
  const outcome = params.outcome ? sql`${orders.status} = any(${sql.param(statusesOf(params.outcome))}::text[])` : undefined;
  // The orders a count counts: every one but those cancelled (domain/reports/measures.ts).
  const where = and(
    between(orders.order_date, from_date, to_date),
    sql`${orders.status_code} is distinct from ${STATUS_CODE.cancelled}`,
    customer ? eq(orders.customer_id, customer) : moneyCustomers(scope, orders.customer_id),
    outcome,
  );
  const direction = sql.raw(sort.order === 'ASC' ? 'asc' : 'desc');
  const order = sort.field === 'serial' ? sql`${orders.serial} ${direction}` : sql`${orders.order_date} ${direction}, ${orders.id} ${direction}`;
  const rows = rowsOf(
    await db.execute(sql`select ${orders.id} as order_id, ${orders.serial} as serial, ${orders.order_date}::text as order_date,
        ${customers.name} as customer_name, ci.name as city_name, ci.name_ar as city_name_ar, ${orders.status} as status, ${orders.total_amount} as total_amount
      from ${orders} join ${customers} on ${customers.id} = ${orders.customer_id} left join ${cities} ci on ci.id = ${orders.city_id}
      where ${where} order by ${order} limit ${window?.size ?? null} offset ${window?.offset ?? 0}`),
  );
  const [all] = rowsOf(await db.execute(sql`select count(*)::int as n from ${orders} where ${where}`));
  return {
    count: Number(all?.n ?? 0),
    totals: {},
    rows: rows.map((row) => ({
      order_id: Number(row.order_id),
      serial: String(row.serial),
      order_date: String(row.order_date),
      customer_name: String(row.customer_name),
      city: row.city_name == null ? null : { name: String(row.city_name), name_ar: row.city_name_ar == null ? null : String(row.city_name_ar) },
      status: String(row.status),
      total_amount: String(row.total_amount),
    })),
  };
});
