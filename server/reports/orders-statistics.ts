/**
 * The rows of the orders statistics (domain/reports/orders-statistics.ts): the figures as ./figures.ts sums them, and
 * the orders behind a count, read a page at a time through the orders' own indexes.
 */
import { and, between, eq, sql } from 'drizzle-orm';
import { statusesOf } from '../../domain/reports/measures';
import {
  cityMerchantsReport,
  dayStatisticsReport,
  ordersByCityStatisticsReport,
  ordersByShipperStatisticsReport,
  shipperMerchantsReport,
  merchantStatisticsReport,
  ordersStatisticsReport,
  statisticsOrdersReport,
  topCompaniesReport,
} from '../../domain/reports/orders-statistics';
import { STATUS_CODE } from '../../domain/orders/status';
import { rowsOf } from '../db/rows';
import { namedRecord, orderNamed } from './rows';
import { cities, customers, orders } from '../db/schema';
import { staffMerchant } from '../revenue/access';
import { moneyCustomers } from '../settlements/access';
import { figuresBy, measuresOf } from './figures';
import { serve } from './kit';

export const ordersStatistics = serve(ordersStatisticsReport, async (db, scope, params, range) => ({
  rows: await figuresBy(db, 'day', measuresOf(ordersStatisticsReport.columns), { scope, range: range!, category: params.category }),
}));

export const topCompanies = serve(topCompaniesReport, async (db, scope, params, range) => ({
  rows: await figuresBy(db, 'customer', measuresOf(topCompaniesReport.columns), {
    scope,
    range: range!,
    category: params.category,
    customerName: params.customer_name,
  }),
}));

export const merchantStatistics = serve(merchantStatisticsReport, async (db, scope, params, range) => {
  const customer = await staffMerchant(db, scope, params.customer!);
  const rows = await figuresBy(db, 'day', measuresOf(merchantStatisticsReport.columns), { scope, range: range!, customer });
  return { rows: rows.map((row) => ({ ...row, customer_id: customer })) };
});

export const dayStatistics = serve(dayStatisticsReport, async (db, scope, params) => {
  const day = params.day_date!;
  const rows = await figuresBy(db, 'customer', measuresOf(dayStatisticsReport.columns), { scope, range: { from_date: day, to_date: day } });
  return { rows: rows.map(({ company_name: _company, ...row }) => ({ ...row, day })) };
});

export const ordersByCityStatistics = serve(ordersByCityStatisticsReport, async (db, scope, params, range) => ({
  rows: await figuresBy(db, 'city', measuresOf(ordersByCityStatisticsReport.columns), {
    scope,
    range: range!,
    customer: params.customer,
    category: params.category,
  }),
}));

export const ordersByShipperStatistics = serve(ordersByShipperStatisticsReport, async (db, scope, params, range) => ({
  rows: await figuresBy(db, 'shipper', measuresOf(ordersByShipperStatisticsReport.columns), {
    scope,
    range: range!,
    customer: params.customer,
    category: params.category,
  }),
}));

export const cityMerchants = serve(cityMerchantsReport, async (db, scope, params, range) => {
  const city = params.city!;
  const rows = await figuresBy(db, 'customer', measuresOf(cityMerchantsReport.columns), { scope, range: range!, city });
  return { rows: rows.map(({ company_name: _company, ...row }) => ({ ...row, city_id: city })) };
});

export const shipperMerchants = serve(shipperMerchantsReport, async (db, scope, params, range) => {
  const shipper = params.shipper!;
  const rows = await figuresBy(db, 'customer', measuresOf(shipperMerchantsReport.columns), { scope, range: range!, shipper });
  return { rows: rows.map(({ company_name: _company, ...row }) => ({ ...row, shipper_id: shipper })) };
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
    params.city ? eq(orders.city_id, params.city) : undefined,
    params.shipper ? eq(orders.shipper_id, params.shipper) : undefined,
    outcome,
  );
  const direction = sql.raw(sort.order === 'ASC' ? 'asc' : 'desc');
  // A caller who may not see serials gets each order by its number, and its order by number: no serial is shown or sorted by.
  const serialShown = scope.fields.show_order_serial;
  const bySerial = serialShown ? sql`${orders.serial} ${direction}` : sql`${orders.id} ${direction}`;
  const order = sort.field === 'serial' ? bySerial : sql`${orders.order_date} ${direction}, ${orders.id} ${direction}`;
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
      serial: orderNamed(scope.fields, Number(row.order_id), String(row.serial)),
      order_date: String(row.order_date),
      customer_name: String(row.customer_name),
      city: namedRecord(row.city_name, row.city_name_ar),
      status: String(row.status),
      total_amount: String(row.total_amount),
    })),
  };
});
