/**
 * The reports and the analytics home (issue 23, item 8: p95 <= 300 ms for a month, <= 1 s for the longest range),
 * read by the superuser over the generated orders: a month ending on the last order day, and every day the orders
 * span (90 days of generated work; a year of the same work would read four times the day totals). Each is timed as
 * the order list is (bench/latency.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { BenchEngine } from './engine';
import { timeCalls, type TimedCall } from './latency';
import type { Measurement } from './report';

const MONTH_MS = 300;
const LONGEST_MS = 1_000;

/** What is read over each range: the analytics home, then each report with the query it is opened with. */
const REPORTS: readonly (readonly [string, string])[] = [
  ['OrdersStatistics', ''],
  ['TopCompaniesByOrderReport', ''],
  ['CompaniesOrdersByCityReport', ''],
  ['CompaniesOrdersByShipperReport', ''],
  ['topcdetails', '&outcome=delivered'],
  ['issuereport', ''],
  ['shippertransferreport', ''],
  ['repeatedorders', ''],
  ['followordersreport', ''],
  ['shipperevaluationreport', ''],
  ['userevalation', ''],
  ['trackCustomerOrdersList', ''],
  ['codaging', ''],
  ['deliverytimes', ''],
];

/** The calls over one range, named with it, each made with the token it is given. */
function reportCalls(from: string, to: string, label: string): { what: string; url: string }[] {
  const range = `from_date=${from}&to_date=${to}`;
  return [
    { what: `analytics home, ${label}`, url: `/api/addorders/company_saticts?${range}` },
    ...REPORTS.map(([name, query]) => ({ what: `report ${name}, ${label}`, url: `/api/reports/${name}?${range}&page_size=10${query}` })),
  ];
}

/**
 * Each call timed on its own with a token of its own: a slow report's calls take minutes, and a token lives ten
 * (a session idle that long has ended).
 */
export async function measureReports(app: FastifyInstance, engine: BenchEngine, login: () => Promise<string>, requests: number): Promise<Measurement[]> {
  const [span] = await engine.rows<{ first: string; last: string; month: string }>(
    `select min(order_date)::text as first, max(order_date)::text as last, (max(order_date) - 29)::text as month from orders`,
  );
  const { first, last, month } = span!;
  const results: Measurement[] = [];
  for (const [from, label, budgetMs] of [
    [month, 'a month', MONTH_MS],
    [first, 'every day of the orders', LONGEST_MS],
  ] as const) {
    for (const { what, url } of reportCalls(from, last, label)) {
      const token = await login();
      const call: TimedCall = { what, call: () => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }) };
      results.push(...(await timeCalls([call], { engine: engine.kind, requests, budgetMs })));
    }
  }
  return results;
}
