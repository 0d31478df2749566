/**
 * The reports and the analytics home (issue 23, item 8: p95 <= 300 ms for a month, <= 1 s for a year), read by the
 * superuser over the generated year of orders: the month ending on the last order day, and the whole year. Each
 * ranked report is read, then what its rows open for the busiest merchant, city, courier and staff member (one
 * merchant's days, deliveries, issues and repeats, one place's merchants, one courier's and one clerk's months), and
 * the merchants gone quiet (no range: for 30 days with the month, for a year with the year). Each is timed as the
 * order list is (bench/latency.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { BenchEngine } from './engine';
import { timeCalls, type TimedCall } from './latency';
import type { Measurement } from './report';

const MONTH_MS = 300;
const YEAR_MS = 1_000;

/** The busiest of each, whose rows the drill-downs open. */
interface Busiest {
  customer: number;
  city: number;
  shipper: number;
  user: number;
}

/** What is read over each range: each report with the query it is opened with. */
const REPORTS = (b: Busiest): readonly (readonly [string, string])[] => [
  ['OrdersStatistics', ''],
  ['TopCompaniesByOrderReport', ''],
  ['topcdetails_customer', `&customer=${b.customer}`],
  ['CompaniesOrdersByCityReport', ''],
  ['topcdetails_city', `&city=${b.city}`],
  ['CompaniesOrdersByShipperReport', ''],
  ['topcdetails_shipper', `&shipper=${b.shipper}`],
  ['topcdetails', '&outcome=delivered'],
  ['issuereport', ''],
  ['issuereport_customer', `&customer=${b.customer}`],
  ['shippertransferreport', ''],
  ['repeatedorders', ''],
  ['repeatedorders_customer', `&customer=${b.customer}`],
  ['followordersreport', ''],
  ['shipperevaluationreport', ''],
  ['shipperevaluationreport_detail', `&shipper=${b.shipper}`],
  ['userevalation', ''],
  ['userevalation_detail', `&user=${b.user}`],
  ['trackCustomerOrdersList', ''],
  ['codaging', ''],
  ['codaging_orders', `&customer=${b.customer}`],
  ['deliverytimes', ''],
  ['deliverytimes_orders', `&customer=${b.customer}`],
];

/** The calls over one range, named with it. */
function reportCalls(from: string, to: string, label: string, quietDays: number, busiest: Busiest): { what: string; url: string }[] {
  const range = `from_date=${from}&to_date=${to}`;
  return [
    { what: `analytics home, ${label}`, url: `/api/addorders/company_saticts?${range}` },
    ...REPORTS(busiest).map(([name, query]) => ({ what: `report ${name}, ${label}`, url: `/api/reports/${name}?${range}&page_size=10${query}` })),
    { what: `report UnactiveCustomersReport, quiet ${quietDays} days`, url: `/api/reports/UnactiveCustomersReport?days=${quietDays}&page_size=10` },
  ];
}

const busiestOf = async (engine: BenchEngine): Promise<Busiest> => {
  const [row] = await engine.rows<Busiest>(`select
    (select customer_id from order_day_figures group by customer_id order by sum(orders) desc limit 1) as customer,
    (select city_id from order_day_cities group by city_id order by sum(orders) desc limit 1) as city,
    (select shipper_id from orders where shipper_id <> 1 group by shipper_id order by count(*) desc limit 1) as shipper,
    (select user_id from staff_work_figures group by user_id order by sum(entered) desc limit 1) as user`);
  return row!;
};

/**
 * Each call timed on its own with a token of its own: a slow report's calls take minutes, and a token lives ten
 * (a session idle that long has ended).
 */
export async function measureReports(app: FastifyInstance, engine: BenchEngine, login: () => Promise<string>, requests: number): Promise<Measurement[]> {
  const [span] = await engine.rows<{ first: string; last: string; month: string }>(
    `select min(order_date)::text as first, max(order_date)::text as last, (max(order_date) - 29)::text as month from orders`,
  );
  const { first, last, month } = span!;
  const busiest = await busiestOf(engine);
  const results: Measurement[] = [];
  for (const [from, label, quietDays, budgetMs] of [
    [month, 'a month', 30, MONTH_MS],
    [first, 'a year', 365, YEAR_MS],
  ] as const) {
    for (const { what, url } of reportCalls(from, last, label, quietDays, busiest)) {
      const token = await login();
      const call: TimedCall = { what, call: () => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }) };
      results.push(...(await timeCalls([call], { engine: engine.kind, requests, budgetMs })));
    }
  }
  return results;
}
