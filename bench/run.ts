/**
 * npm run bench: the budgets of design.md section 9, measured.
 *
 *   npm run bench [-- --orders N] [--requests N] [--engines pglite,postgres] [--steps list,merchant,import,...] [--skip-build]
 *
 * Each engine runs in its own process (bench/suite.ts); PostgreSQL uses DATABASE_URL when set (a new database
 * on that server, dropped afterwards), otherwise a throwaway cluster started by tests/helpers/with-postgres.ts.
 * `--steps` runs only the steps named (bench/steps.ts: list, merchant, throughput, mixed, export, bulk, closing, money, stock, reports, import, build;
 * all by default; the orders are loaded whatever the steps); `--skip-build` leaves out the build step.
 * Prints a table and writes bench/results/<timestamp>.json.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureFirstLoad } from './bundle';
import { updateBenchReadme } from './results-table';
import { formatTable, skipped, writeResults, type Measurement } from './report';
import { parseSteps } from './steps';

const root = fileURLToPath(new URL('..', import.meta.url));

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

function run(cmd: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    // The suite loads TypeScript through `--import tsx`, which @fastify/autoload does not see: it is told so, to load the route folders.
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FASTIFY_AUTOLOAD_TYPESCRIPT: '1' } });
    child.once('error', () => resolve(127));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

async function runEngine(kind: 'pglite' | 'postgres', orders: string, requests: string, steps: string): Promise<Measurement[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-run-'));
  const out = join(dir, `${kind}.json`);
  const suite = ['--expose-gc', '--import', 'tsx', join(root, 'bench', 'suite.ts'), kind, out, orders, requests, steps];
  try {
    const code =
      kind === 'postgres' && !process.env.DATABASE_URL
        ? await run(process.execPath, ['--import', 'tsx', join(root, 'tests', 'helpers', 'with-postgres.ts'), process.execPath, ...suite])
        : await run(process.execPath, suite);
    if (code !== 0) return [skipped(`benchmark on ${kind}`, kind, '-', `bench/suite.ts exited with ${code}`)];
    return JSON.parse(readFileSync(out, 'utf8')) as Measurement[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const orders = option('orders') ?? '1000000';
  const requests = option('requests') ?? '200';
  const engines = (option('engines') ?? 'pglite,postgres').split(',').filter((e): e is 'pglite' | 'postgres' => e === 'pglite' || e === 'postgres');
  const steps = parseSteps(option('steps'));
  if (process.argv.includes('--skip-build')) steps.delete('build');
  const engineSteps = [...steps].filter((step) => step !== 'build').join(',');
  const results: Measurement[] = [];
  if (engineSteps) for (const kind of engines) results.push(...(await runEngine(kind, orders, requests, engineSteps)));
  if (steps.has('build')) results.push(measureFirstLoad(console.log));
  console.log(`\n${formatTable(results)}\n`);
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', memoryGb: Math.round(totalmem() / 1024 ** 3), node: process.version };
  const file = writeResults(join(root, 'bench', 'results'), {
    at: new Date().toISOString(),
    orders: Number(orders),
    requests: Number(requests),
    steps: [...steps],
    machine,
    results,
  });
  console.log(`results written to ${file}`);
  if (engines.length === 2 && engineSteps && (await updateBenchReadme(join(root, 'bench')))) console.log('bench/README.md: latest results table updated');
  if (results.some((r) => r.pass === false)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
