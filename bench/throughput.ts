import { fileURLToPath } from 'node:url';
import { startBareServer } from './bare-server';
import { runJson } from './child';
import { LIST_URL } from './list-latency';
import { fmt, within, type Measurement } from './report';

/** 4x the Django REST framework server measured on the same data and query (326 req/s). */
const BUDGET_RPS = 4 * 326;
const autocannonBin = fileURLToPath(new URL('../node_modules/.bin/autocannon', import.meta.url));

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p97_5: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Runs the autocannon CLI and reads its JSON. */
const autocannon = (args: string[]) => runJson<AutocannonResult>('autocannon', autocannonBin, args);

/** The unfiltered order list at 20 connections against `baseUrl`, after a 2-second warm-up. */
async function listAtTwenty(baseUrl: string, token: string, seconds: number) {
  const common = ['-c', '20', '-m', 'POST', '-H', `authorization=Bearer ${token}`, '-H', 'content-type=application/json'];
  const body = JSON.stringify({ Filterdata: {} });
  const url = `${baseUrl}${LIST_URL}?page=1&page_size=10`;
  await autocannon([...common, '-d', '2', '-b', body, '-j', '-n', url]);
  const result = await autocannon([...common, '-d', String(seconds), '-b', body, '-j', '-n', url]);
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    figure: `${fmt(result.requests.average, 0)} req/s (latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms)`,
    failures,
    note: failures ? `${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts` : undefined,
  };
}

/** Throughput of the unfiltered order list at 20 connections against the listening server. */
export async function measureThroughput(baseUrl: string, token: string, seconds: number): Promise<Measurement> {
  const run = await listAtTwenty(baseUrl, token, seconds);
  return {
    what: 'order list throughput, 20 connections',
    engine: 'postgres',
    figure: run.figure,
    value: run.rps,
    unit: 'req/s',
    budget: `>= ${BUDGET_RPS} req/s`,
    pass: run.failures === 0 && within(run.rps, BUDGET_RPS, 'min'),
    note: run.note,
  };
}

/** The same against the bare Fastify + pg loop (bench/bare-server.ts): the ceiling of this machine, for reference. */
export async function measureBareThroughput(databaseUrl: string, seconds: number): Promise<Measurement> {
  const bare = await startBareServer(databaseUrl);
  try {
    const run = await listAtTwenty(bare.url, 'none', seconds);
    return {
      what: 'bare Fastify + pg loop, same list (reference)',
      engine: 'postgres',
      figure: run.figure,
      value: run.rps,
      unit: 'req/s',
      budget: '-',
      pass: null,
      note: run.note,
    };
  } finally {
    await bare.close();
  }
}
