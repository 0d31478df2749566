/**
 * Who takes packaging and ships elsewhere (spec section 2, Stock: CustomerMaterialBalanceReport,
 * CustomerMaterialDifference[/{customer}]; issue 22, item 6). What issued, returned, used and the difference are, and
 * when a month is flagged, is the rule of domain/stock/usage.ts. Only the merchants the caller sees are read; naming
 * another one answers as a missing one.
 */
import { defineReport, param, type ReportColumn } from './kit';

const merchant = param.reference('customers');

/** The moves behind an issued or returned figure of a merchant's material over the days read. */
const MOVES = '/dashboard/StockReport/moves?customer={customer_id}&material={material_id}&from_date={from_date}&to_date={to_date}';
/** The orders behind a used figure: of one material over the days read, or of every banded one over a month's days. */
const ORDERS = '/dashboard/CustomerMaterialDifference/orders?customer={customer_id}';
const ORDERS_OF_MATERIAL = `${ORDERS}&material={material_id}&from_date={from_date}&to_date={to_date}` as const;
const ORDERS_OF_MONTH = `${ORDERS}&from_date={month_from}&to_date={month_to}` as const;
/** The material requests behind a month's issued and returned figures. */
const REQUESTS = '/dashboard/CustomerMaterialDifference/requests?customer={customer_id}&from_date={month_from}&to_date={month_to}';
/** One merchant's months. */
const MERCHANT_MONTHS = '/dashboard/CustomerMaterialDifference/{customer_id}?from_date={from_date}&to_date={to_date}';

/**
 * Per merchant and material over a range of Cairo days (this month unless chosen): what it was handed, what came
 * back, what its orders used, and what it kept (issued − returned − used). Issued and returned open the moves behind
 * them, used the orders, the merchant its months.
 */
export const customerMaterialBalanceReport = defineReport({
  name: 'CustomerMaterialBalanceReport',
  id: 'row_id',
  params: { customer: merchant, material: param.reference('material') },
  range: { days: 'month', maxDays: 366 },
  columns: [
    { key: 'customer_name', kind: 'link', drill: MERCHANT_MONTHS },
    { key: 'material_name', kind: 'name' },
    { key: 'unit', kind: 'word', words: 'StockBalance.units' },
    { key: 'issued', kind: 'count', total: true, drill: MOVES },
    { key: 'returned', kind: 'count', total: true, drill: MOVES },
    { key: 'used', kind: 'count', total: true, drill: ORDERS_OF_MATERIAL },
    { key: 'difference', kind: 'count', total: true },
  ],
  defaultSort: { field: 'customer_name', order: 'ASC' },
  chart: { kind: 'bar', x: 'customer_name', y: ['issued', 'used'], top: 10 },
});

/** A month's figures of the banded materials, the same on every merchant's months and on one merchant's. */
const MONTH_COLUMNS: readonly ReportColumn[] = [
  { key: 'month', kind: 'text' },
  { key: 'issued', kind: 'count', total: true, drill: REQUESTS },
  { key: 'returned', kind: 'count', total: true, drill: REQUESTS },
  { key: 'used', kind: 'count', total: true, drill: ORDERS_OF_MONTH },
  { key: 'difference', kind: 'count', total: true },
  { key: 'share', kind: 'percent' },
];

/**
 * Per merchant and Cairo month of the days read (this year unless chosen), in units of the materials orders use:
 * issued − returned − used, flagged above the threshold (FLAG_UNITS, FLAG_SHARE). The merchant opens its months,
 * issued and returned the requests behind them, used the orders.
 */
export const customerMaterialDifferenceReport = defineReport({
  name: 'CustomerMaterialDifference',
  id: 'row_id',
  params: { customer: merchant, flagged: param.flag() },
  range: { days: 'year', maxDays: 366 },
  columns: [{ key: 'customer_name', kind: 'link', drill: MERCHANT_MONTHS }, ...MONTH_COLUMNS],
  defaultSort: { field: 'difference', order: 'DESC' },
  chart: { kind: 'bar', x: 'customer_name', y: ['difference'], top: 10 },
  highlight: 'flagged',
});

/** One merchant's months (`CustomerMaterialDifference/{customer}`), the same figures over the days read. */
export const customerMaterialMonthsReport = defineReport({
  name: 'customermaterialmonths',
  below: { screen: 'CustomerMaterialDifference', path: ':customer' },
  id: 'row_id',
  params: { customer: param.reference('customers', { required: true }) },
  range: { days: 'year', maxDays: 366 },
  columns: MONTH_COLUMNS,
  defaultSort: { field: 'month', order: 'DESC' },
  chart: { kind: 'bar', x: 'month', y: ['issued', 'used'] },
  highlight: 'flagged',
});

/**
 * The moves behind a merchant's issued and returned figures over the days read: each hand-over to it and each
 * return from it of a material orders use, with its request; a reversal counts against the move it undoes.
 */
export const customerMaterialRequestsReport = defineReport({
  name: 'customermaterialrequests',
  below: { screen: 'CustomerMaterialDifference', path: 'requests' },
  id: 'move_id',
  params: { customer: param.reference('customers', { required: true }) },
  range: { days: 'month', maxDays: 366 },
  columns: [
    { key: 'moved_at', kind: 'text' },
    { key: 'request', kind: 'link', drill: '/dashboard/materialrequestlist/details/{request_id}' },
    { key: 'material_name', kind: 'name' },
    { key: 'issued', kind: 'count', total: true },
    { key: 'returned', kind: 'count', total: true },
  ],
  defaultSort: { field: 'moved_at', order: 'DESC' },
});

/** The orders behind a merchant's used figure over the days read: each order it shipped, its weight and the material it used. */
export const customerMaterialOrdersReport = defineReport({
  name: 'customermaterialorders',
  below: { screen: 'CustomerMaterialDifference', path: 'orders' },
  id: 'order_id',
  params: { customer: param.reference('customers', { required: true }), material: param.reference('material') },
  range: { days: 'month', maxDays: 366 },
  columns: [
    { key: 'serial', kind: 'link', drill: '/dashboard/adminorders/order/{order_id}' },
    { key: 'order_date', kind: 'date' },
    { key: 'status', kind: 'status' },
    { key: 'weight', kind: 'text' },
    { key: 'material_name', kind: 'name' },
    { key: 'used', kind: 'count', total: true },
  ],
  defaultSort: { field: 'order_date', order: 'DESC' },
});
