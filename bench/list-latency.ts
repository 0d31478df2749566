import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES } from '../domain/orders/status';
import type { DataFacts } from './facts';
import { fmt, percentile, skipped, within, type Measurement } from './report';

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

/**
 * Server time of the order list per filter: app.inject (no network), `requests` calls after a warm-up, p50 and
 * p95 against the engine's budget.
 */
export async function measureListLatency(
  app: FastifyInstance,
  token: string,
  facts: DataFacts,
  engine: 'pglite' | 'postgres',
  requests: number,
): Promise<Measurement[]> {
  const budgetMs = engine === 'pglite' ? 25 : 10;
  const budget = `p95 <= ${budgetMs} ms`;
  if (routeMissing(app, LIST_URL)) return [skipped('order list (all filters)', engine, budget, `route not available yet: POST ${LIST_URL}`)];
  const out: Measurement[] = [];
  for (const query of LIST_QUERIES) {
    const call = (i: number) =>
      app.inject({
        method: 'POST',
        url: `${LIST_URL}${PAGE}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { Filterdata: query.filter(i, facts) },
      });
    const first = await call(0);
    if (first.statusCode !== 200) {
      out.push({
        ...skipped(`order list: ${query.name}`, engine, budget, `answered ${first.statusCode}: ${first.body.slice(0, 160)}`),
        figure: 'error',
        pass: false,
      });
      continue;
    }
    for (let i = 1; i <= 10; i += 1) await call(i * 31);
    const times: number[] = [];
    let matched = 0;
    for (let i = 0; i < requests; i += 1) {
      const started = performance.now();
      const response = await call(i);
      times.push(performance.now() - started);
      if (response.statusCode === 200) matched += response.json<{ results: unknown[] }>().results.length > 0 ? 1 : 0;
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    out.push({
      what: `order list: ${query.name}`,
      engine,
      figure: `p50 ${fmt(p50)} ms / p95 ${fmt(p95)} ms`,
      value: p95,
      unit: 'ms',
      budget,
      pass: within(p95, budgetMs),
      note: matched < requests ? `${requests - matched} of ${requests} requests matched no order` : undefined,
    });
  }
  return out;
}
