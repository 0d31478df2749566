/**
 * The merchants' revenue on the kit (spec section 2: customers/revenue and its `_enhanced` twin, customers/newrevenue,
 * and the merchant's own /customerdashboard/revenue), read from the day totals the ledger keeps (domain/revenue.ts
 * says what each figure is; ./messages-revenue.ts shows it on request):
 * - one merchant's days (the spec's `?id=` the merchant), each opening that day's orders, a page below
 *   customers/revenue whose orders add up to the day; the detailed twin with a filter of the days and a chart;
 * - every merchant whose money the caller may see, narrowed by `customer_name`, each opening its days over the range;
 * - the merchant's own days (detailed) and a day's orders, each order opening its page.
 */
import { MONEY_FIGURES, REVENUE_FIGURES, REVENUE_FILTERS } from '../revenue';
import { defineReport, param, type ReportColumn, type RowLink } from './kit';

const FIGURES: readonly ReportColumn[] = REVENUE_FIGURES.map((key) => ({ key, kind: MONEY_FIGURES.includes(key) ? 'money' : 'count', total: true }));
/** The merchant whose days are read, picked among those whose revenue (`revnue`) the caller may see. */
const merchant = { id: param.reference('customers', { required: true, filter: { revnue: true } }) };
const detailed = { has: param.choice(REVENUE_FILTERS) };
const chart = { kind: 'bar', x: 'day', y: ['net', 'fees', 'return_fees'] } as const;

/** A merchant's days, each opening its orders at `orders`. */
const days = (orders: RowLink) =>
  ({
    id: 'day',
    range: { days: 30 },
    columns: [{ key: 'day', kind: 'date', drill: orders }, ...FIGURES],
    defaultSort: { field: 'day', order: 'DESC' },
  }) as const;

/** A merchant's orders of a day, each opening its page at `order`. */
const dayOrders = (order: RowLink) =>
  ({
    id: 'order_id',
    columns: [{ key: 'serial', kind: 'link', drill: order }, { key: 'status', kind: 'status' }, ...FIGURES.filter((column) => column.kind === 'money')],
    defaultSort: { field: 'serial', order: 'ASC' },
  }) as const;

const STAFF_DAY = '/dashboard/customers/revenue/orders?id={customer_id}&day_date={day}';
const staffDays = { ...days(STAFF_DAY), keys: ['customer_id'] };

export const customerDaysReport = defineReport({ name: 'customerrevenue', ...staffDays, params: merchant, twin: 'customerrevenue_enhanced' });

export const customerDaysDetailedReport = defineReport({
  name: 'customerrevenue_enhanced',
  ...staffDays,
  params: { ...merchant, ...detailed },
  chart,
  twin: 'customerrevenue',
});

export const customerDayOrdersReport = defineReport({
  name: 'customerrevenue_orders',
  below: { screen: 'customerrevenue', path: 'orders' },
  ...dayOrders('/dashboard/adminorders/order/{order_id}'),
  params: { ...merchant, day_date: param.date({ required: true }) },
});

export const customersRevenueReport = defineReport({
  name: 'customernewrevenue',
  id: 'customer_id',
  params: { customer_name: param.text() },
  range: { days: 30 },
  columns: [
    { key: 'customer_name', kind: 'link', drill: '/dashboard/customers/revenue?id={customer_id}&from_date={from_date}&to_date={to_date}' },
    { key: 'company_name', kind: 'text' },
    ...FIGURES,
  ],
  defaultSort: { field: 'customer_name', order: 'ASC' },
});

export const ownDaysReport = defineReport({
  name: 'ownrevenue',
  merchant: '/customerdashboard/revenue',
  ...days('/customerdashboard/revenue/orders?day_date={day}'),
  params: detailed,
  chart,
});

export const ownDayOrdersReport = defineReport({
  name: 'ownrevenue_orders',
  merchant: '/customerdashboard/revenue/orders',
  ...dayOrders('/customerdashboard/orders/{order_id}'),
  params: { day_date: param.date({ required: true }) },
});
