/**
 * The readers of the mixed workload, in their own process so they do not share the server's event loop:
 *
 *   node --import tsx bench/readers.ts <config.json>
 *
 * After a warm-up run, autocannon keeps `connections` connections busy, each going round the given requests (list pages and
 * searches); the latency of every answer is kept, so the exact p95 is printed with the rest as JSON.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { percentile } from './report';

export interface ReadersConfig {
  url: string;
  token: string;
  connections: number;
  seconds: number;
  /** A first run whose answers are not counted (connections, plans and caches warm up). */
  warmupSeconds: number;
  /** The request bodies, sent in turn to `path` with POST. */
  bodies: string[];
  path: string;
}

export interface ReadersResult {
  rps: number;
  total: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

async function main(): Promise<void> {
  const config = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as ReadersConfig;
  const run = (duration: number) =>
    autocannon({
      url: config.url,
      connections: config.connections,
      duration,
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
      requests: config.bodies.map((body) => ({ method: 'POST', path: config.path, body })),
    });
  if (config.warmupSeconds > 0) await run(config.warmupSeconds);
  const latencies: number[] = [];
  const instance = run(config.seconds);
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const out: ReadersResult = {
    rps: result.requests.average,
    total: result.requests.total,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
  process.stdout.write(JSON.stringify(out));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
