import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES } from '../domain/orders/status';
import type { DataFacts } from './facts';
import { LIST_BUDGET_MS, timeCalls, type TimedCall } from './latency';
import { skipped, type Measurement } from './report';

export const LIST_URL = '/api/orders/adminorders/';
const PAGE = '?page=1&page_size=10';

/** The common filters of the order list; each request varies the value so no single row set is hot. */
export const LIST_QUERIES: readonly { name: string; filter: (i: number, f: DataFacts) => Record<string, unknown> }[] = [
  { name: 'no filter', filter: () => ({}) },
  {
    name: 'status + date range',
    filter: (i, f) => {
      const start = Date.parse(f.firstDate) + ((i * 7) % 83) * 86_400_000;
      const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      return { status: ORDER_STATUSES[i % ORDER_STATUSES.length], order_date: iso(start), to_date: iso(start + 6 * 86_400_000) };
    },
  },
  { name: 'one customer', filter: (i, f) => ({ customer: f.customerIds[i % f.customerIds.length] }) },
  { name: 'one shipper', filter: (i, f) => ({ shipper: f.shipperIds[i % f.shipperIds.length] }) },
  { name: 'phone prefix', filter: (i, f) => ({ query: f.phonePrefixes[i % f.phonePrefixes.length] }) },
  { name: 'serial', filter: (i, f) => ({ query: f.serials[i % f.serials.length] }) },
  { name: 'phone, last 4 to 11 digits', filter: (i, f) => ({ query: f.phoneSuffixes[i % f.phoneSuffixes.length] }) },
  { name: 'serial, last 5 digits', filter: (i, f) => ({ query: f.serialSuffixes[i % f.serialSuffixes.length] }) },
];

export const routeMissing = (app: FastifyInstance, url: string): boolean => !app.hasRoute({ method: 'POST', url });

/** Server time of the order list per filter (bench/latency.ts), against the engine's budget. */
export async function measureListLatency(
  app: FastifyInstance,
  token: string,
  facts: DataFacts,
  engine: 'pglite' | 'postgres',
  requests: number,
): Promise<Measurement[]> {
  if (routeMissing(app, LIST_URL))
    return [skipped('order list (all filters)', engine, `p95 <= ${LIST_BUDGET_MS[engine]} ms`, `route not available yet: POST ${LIST_URL}`)];
  const calls = LIST_QUERIES.map((query): TimedCall => ({
    what: `order list: ${query.name}`,
    call: (i) =>
      app.inject({
        method: 'POST',
        url: `${LIST_URL}${PAGE}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { Filterdata: query.filter(i, facts) },
      }),
    found: (response) => response.json<{ results: unknown[] }>().results.length > 0,
  }));
  return timeCalls(calls, { engine, requests });
}
