/**
 * The readers of the mixed workload, in their own process so they do not share the server's event loop:
 *
 *   node --import tsx bench/readers.ts <config.json>
 *
 * After a warm-up run, autocannon keeps `connections` connections busy, each going round the given requests (list pages and
 * searches); the latency of every answer is printed as JSON with the count of answers, so that rounds can be
 * put together (bench/mixed.ts).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { postgresCpu, processCpu, spent, type CpuSample } from './cpu';

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
  /** The server under test's process, whose CPU time the run reports with PostgreSQL's. */
  serverPid?: number;
}

/** What one run of the readers saw: every answer's latency (ms), over `seconds`. */
export interface ReadersResult {
  total: number;
  seconds: number;
  latencies: number[];
  failures: number;
  /** What PostgreSQL's processes and the server's spent over the measured run, where /proc tells. */
  postgres?: CpuSample;
  server?: CpuSample;
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
  const server = () => (config.serverPid ? processCpu(config.serverPid) : undefined);
  const before = { postgres: postgresCpu(), server: server() };
  const instance = run(config.seconds);
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const after = { postgres: postgresCpu(), server: server() };
  const out: ReadersResult = {
    total: result.requests.total,
    seconds: config.seconds,
    latencies,
    failures: result.non2xx + result.errors + result.timeouts,
    postgres: spent(before.postgres, after.postgres),
    server: spent(before.server, after.server),
  };
  process.stdout.write(JSON.stringify(out));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
