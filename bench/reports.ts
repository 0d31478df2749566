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

/** The calls over one range, named with it. */
function reportCalls(app: FastifyInstance, token: string, from: string, to: string, label: string): TimedCall[] {
  const get = (url: string) => () => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const range = `from_date=${from}&to_date=${to}`;
  const report = (name: string, query = '') => ({ what: `report ${name}, ${label}`, call: get(`/api/reports/${name}?${range}&page_size=10${query}`) });
  return [
    { what: `analytics home, ${label}`, call: get(`/api/addorders/company_saticts?${range}`) },
    report('OrdersStatistics'),
    report('TopCompaniesByOrderReport'),
    report('CompaniesOrdersByCityReport'),
    report('CompaniesOrdersByShipperReport'),
    report('topcdetails', '&outcome=delivered'),
    report('issuereport'),
    report('shippertransferreport'),
    report('repeatedorders'),
    report('followordersreport'),
    report('shipperevaluationreport'),
    report('userevalation'),
    report('trackCustomerOrdersList'),
    report('codaging'),
    report('deliverytimes'),
  ];
}

export async function measureReports(app: FastifyInstance, engine: BenchEngine, token: string, requests: number): Promise<Measurement[]> {
  const [span] = await engine.rows<{ first: string; last: string; month: string }>(
    `select min(order_date)::text as first, max(order_date)::text as last, (max(order_date) - 29)::text as month from orders`,
  );
  const { first, last, month } = span!;
  return [
    ...(await timeCalls(reportCalls(app, token, month, last, 'a month'), { engine: engine.kind, requests, budgetMs: MONTH_MS })),
    ...(await timeCalls(reportCalls(app, token, first, last, 'every day of the orders'), { engine: engine.kind, requests, budgetMs: LONGEST_MS })),
  ];
}
