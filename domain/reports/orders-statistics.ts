/**
 * The orders statistics (spec section 2, Reports: OrdersStatistics with TopCompaniesByOrderReport and the topcdetails
 * variants): orders and money over a range, by day and by merchant, each figure a measure of ./measures.ts (its
 * formula shown on request). Only the merchants whose revenue (`revnue`) the caller may see are read, as on the
 * revenue screens: these figures are their money.
 *
 * CompaniesOrdersByCityReport and CompaniesOrdersByShipperReport count the same orders by the city they go to and the
 * shipper they are with now (the money has no place in the ledger, so they count only).
 *
 * The spec names the detail pages but not their addresses; they are `topcdetails/customer/{customer}` (one
 * merchant's days), `topcdetails/day/{day}`, `topcdetails/city/{city}` and `topcdetails/shipper/{shipper}` (the
 * merchants of one day, city or shipper), and `topcdetails` itself, the orders behind a count (of a merchant, a day,
 * a city, a shipper or a range, all or those of an outcome), each opening its order.
 */
import { defineReport, param, type ReportColumn, type RowLink } from './kit';
import type { MeasureKey } from './measures';

/** The outcomes whose orders a count opens: each a status count of the measures' table. */
export const OUTCOMES = ['delivered', 'returned'] as const satisfies readonly MeasureKey[];

/** The orders behind a count: all, or those of an outcome; `who` adds their range of order dates and merchant. */
const ordersOf = (outcome: (typeof OUTCOMES)[number] | '', who: string) => `/dashboard/topcdetails?outcome=${outcome}${who}` as const;

const measured = (measure: MeasureKey, kind: ReportColumn['kind'], drill?: RowLink): ReportColumn => ({
  key: measure,
  kind,
  measure,
  ...(kind === 'percent' ? {} : { total: true }),
  ...(drill ? { drill } : {}),
});

/** The counts of a row and their rates; each count opens the orders behind it (`who`: the row's days, merchant and place). */
const counts = (who: string): ReportColumn[] => [
  measured('orders', 'count', ordersOf('', who)),
  measured('delivered', 'count', ordersOf('delivered', who)),
  measured('returned', 'count', ordersOf('returned', who)),
  measured('success_rate', 'percent'),
  measured('return_rate', 'percent'),
];

/** The figures of a day or a merchant: its counts, and its money as the ledger posted it. */
const figures = (who: string): ReportColumn[] => [
  ...counts(who),
  measured('refused_with_fee', 'count'),
  measured('cod_collected', 'money'),
  measured('fees', 'money'),
  measured('return_fees', 'money'),
];

/** A day's counts are of the orders entered that day; a merchant's over the range, of its own. */
const OF_DAY = '&from_date={day}&to_date={day}';
const OF_MERCHANT = '&customer={customer_id}';
const OF_RANGE = '&from_date={from_date}&to_date={to_date}';
const range = { days: 30, maxDays: 366 } as const;
/** A merchant to narrow to, among those whose revenue the caller may open. */
const merchant = param.reference('customers', { filter: { revnue: true } });
const byDayChart = { kind: 'line', x: 'day', y: ['orders', 'delivered', 'returned'] } as const;
const merchantLink = (path: RowLink): ReportColumn => ({ key: 'customer_name', kind: 'link', drill: path });

/** Every merchant's orders and money by day; each day opens its merchants. */
export const ordersStatisticsReport = defineReport({
  name: 'OrdersStatistics',
  id: 'day',
  params: { category: param.reference('customercategory') },
  range,
  columns: [{ key: 'day', kind: 'date', drill: '/dashboard/topcdetails/day/{day}' }, ...figures(OF_DAY)],
  defaultSort: { field: 'day', order: 'DESC' },
  chart: byDayChart,
});

/** The merchants ranked by their orders over the range; each opens its days. */
export const topCompaniesReport = defineReport({
  name: 'TopCompaniesByOrderReport',
  id: 'customer_id',
  params: { category: param.reference('customercategory'), customer_name: param.text() },
  range,
  columns: [
    merchantLink('/dashboard/topcdetails/customer/{customer_id}?from_date={from_date}&to_date={to_date}'),
    { key: 'company_name', kind: 'text' },
    ...figures(OF_RANGE + OF_MERCHANT),
  ],
  defaultSort: { field: 'orders', order: 'DESC' },
  chart: { kind: 'bar', x: 'customer_name', y: ['orders', 'delivered'], top: 10 },
});

/** One merchant's days (`topcdetails/customer/{customer}`). */
export const merchantStatisticsReport = defineReport({
  name: 'topcdetails_customer',
  below: { screen: 'topcdetails', path: 'customer/:customer', from: 'TopCompaniesByOrderReport' },
  id: 'day',
  keys: ['customer_id'],
  params: { customer: param.reference('customers', { required: true, filter: { revnue: true } }) },
  range,
  columns: [{ key: 'day', kind: 'date' }, ...figures(OF_DAY + OF_MERCHANT)],
  defaultSort: { field: 'day', order: 'DESC' },
  chart: byDayChart,
});

/** One day's merchants (`topcdetails/day/{day}`), ranked by their orders entered that day. */
export const dayStatisticsReport = defineReport({
  name: 'topcdetails_day',
  below: { screen: 'topcdetails', path: 'day/:day_date', from: 'OrdersStatistics' },
  id: 'customer_id',
  keys: ['day'],
  params: { day_date: param.date({ required: true }) },
  columns: [merchantLink('/dashboard/topcdetails/customer/{customer_id}?from_date={day}&to_date={day}'), ...figures(OF_DAY + OF_MERCHANT)],
  defaultSort: { field: 'orders', order: 'DESC' },
  chart: { kind: 'bar', x: 'customer_name', y: ['orders', 'delivered'], top: 10 },
});

/**
 * Every city's orders over the range, or every shipper's (those he holds now), of one merchant when chosen, ranked
 * by their orders; each place opens its merchants.
 */
const ordersByPlace = (name: 'CompaniesOrdersByCityReport' | 'CompaniesOrdersByShipperReport', place: 'city' | 'shipper') =>
  defineReport({
    name,
    id: `${place}_id`,
    params: { customer: merchant, category: param.reference('customercategory') },
    range,
    columns: [
      // A city is named in the interface language; a shipper by his name.
      {
        key: `${place}_name`,
        kind: place === 'city' ? 'name' : 'link',
        drill: `/dashboard/topcdetails/${place}/{${place}_id}?from_date={from_date}&to_date={to_date}`,
      },
      ...counts(`${OF_RANGE}&${place}={${place}_id}`),
    ],
    defaultSort: { field: 'orders', order: 'DESC' },
    chart: { kind: 'bar', x: `${place}_name`, y: ['orders', 'delivered'], top: 10 },
  });

export const ordersByCityStatisticsReport = ordersByPlace('CompaniesOrdersByCityReport', 'city');
export const ordersByShipperStatisticsReport = ordersByPlace('CompaniesOrdersByShipperReport', 'shipper');

/** The merchants of one city or shipper over the range, ranked by their orders; each opens its orders there. */
const merchantsOfPlace = (place: 'city' | 'shipper', from: 'CompaniesOrdersByCityReport' | 'CompaniesOrdersByShipperReport') =>
  defineReport({
    name: `topcdetails_${place}`,
    below: { screen: 'topcdetails', path: `${place}/:${place}`, from },
    id: 'customer_id',
    keys: [`${place}_id`],
    params: { [place]: param.reference(place === 'city' ? 'City' : 'Shipper', { required: true }) },
    range,
    columns: [
      merchantLink(`/dashboard/topcdetails?${place}={${place}_id}${OF_RANGE}${OF_MERCHANT}`),
      ...counts(`${OF_RANGE}${OF_MERCHANT}&${place}={${place}_id}`),
    ],
    defaultSort: { field: 'orders', order: 'DESC' },
    chart: { kind: 'bar', x: 'customer_name', y: ['orders', 'delivered'], top: 10 },
  });

export const cityMerchantsReport = merchantsOfPlace('city', 'CompaniesOrdersByCityReport');
export const shipperMerchantsReport = merchantsOfPlace('shipper', 'CompaniesOrdersByShipperReport');

/**
 * The orders behind a count (`topcdetails`): those entered over the range, of a merchant if named, all or those of an
 * outcome (its statuses: the measure's of the same name), newest first; each opens its order. A caller without the
 * order serial's field permission sees each order by its number (#id), sorted by it; without the total's, no amount.
 */
export const statisticsOrdersReport = defineReport({
  name: 'topcdetails',
  id: 'order_id',
  params: {
    customer: merchant,
    city: param.reference('City'),
    shipper: param.reference('Shipper'),
    outcome: param.choice(OUTCOMES),
  },
  range,
  columns: [
    { key: 'serial', kind: 'link', drill: '/dashboard/adminorders/order/{order_id}' },
    { key: 'order_date', kind: 'date' },
    { key: 'customer_name', kind: 'text', unsortable: true },
    { key: 'city', kind: 'name', unsortable: true },
    { key: 'status', kind: 'status', unsortable: true },
    { key: 'total_amount', kind: 'money', unsortable: true, mask: { field: 'show_total_amount' } },
  ],
  defaultSort: { field: 'order_date', order: 'DESC' },
});
