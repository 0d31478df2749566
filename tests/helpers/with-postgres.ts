import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';

type Cluster = { root: string; dataDir: string; pgCtl: string };
type Running = { proc: ChildProcess; relay: boolean };

const PG_ROOT = '/usr/lib/postgresql';
const asRoot = process.getuid?.() === 0;
let active: Running | undefined;
let interrupted: NodeJS.Signals | undefined;
let stopping = false;

function exitCode(signal: NodeJS.Signals): number {
  return 128 + constants.signals[signal];
}

function exec(cmd: string, args: string[], options: SpawnOptions, relay: boolean): Promise<number> {
  return new Promise<number>((resolve) => {
    const proc = spawn(cmd, args, { ...options, shell: false });
    active = { proc, relay };
    proc.once('error', (error) => {
      console.error(`with-postgres: cannot run ${cmd}: ${error.message}`);
      resolve(127);
    });
    proc.once('exit', (code, signal) => resolve(code ?? (signal ? exitCode(signal) : 1)));
  }).finally(() => (active = undefined));
}

function pgBinary(name: string): string {
  const versions = existsSync(PG_ROOT) ? readdirSync(PG_ROOT).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  const candidate = newest === undefined ? '' : join(PG_ROOT, newest, 'bin', name);
  return existsSync(candidate) ? candidate : name;
}

function readLogs(root: string): string {
  const logs = ['setup.log', 'postgres.log'].map((name) => join(root, name));
  return logs
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

async function pg(cluster: Cluster, bin: string, args: string[]): Promise<void> {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const out = openSync(join(cluster.root, 'setup.log'), 'a');
  const code = await exec(file, argv, { cwd: cluster.root, stdio: ['ignore', out, out] }, false);
  closeSync(out);
  if (code !== 0) throw new Error(`${bin} ${args.join(' ')} exited with ${code}\n${readLogs(cluster.root)}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function createCluster(): Cluster {
  const root = mkdtempSync(join(tmpdir(), 'with-postgres-'));
  if (asRoot) spawnSync('chown', ['postgres:', root], { stdio: 'inherit' });
  return { root, dataDir: join(root, 'data'), pgCtl: pgBinary('pg_ctl') };
}

async function startCluster(cluster: Cluster): Promise<string> {
  const { root, dataDir, pgCtl } = cluster;
  const initArgs = ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--encoding=UTF8', '--no-locale'];
  await pg(cluster, pgBinary('initdb'), initArgs);
  const port = await freePort();
  const tuning = '-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200';
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k '${root}' ${tuning}`;
  await pg(cluster, pgCtl, ['start', '-w', '-D', dataDir, '-l', join(root, 'postgres.log'), '-o', options]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.error(`with-postgres: started throwaway cluster ${url} (${pgCtl}, data ${dataDir})`);
  return url;
}

async function stopCluster(cluster: Cluster): Promise<void> {
  stopping = true;
  try {
    const running = existsSync(join(cluster.dataDir, 'postmaster.pid'));
    if (running) await pg(cluster, cluster.pgCtl, ['stop', '-w', '-m', 'fast', '-D', cluster.dataDir]);
  } finally {
    rmSync(cluster.root, { recursive: true, force: true });
  }
}

function runCommand(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const local = join(process.cwd(), 'node_modules', '.bin', cmd);
  const file = !cmd.includes('/') && existsSync(local) ? local : cmd;
  return exec(file, args, { env, stdio: 'inherit' }, true);
}

function onSignal(signal: NodeJS.Signals): void {
  interrupted = signal;
  if (!stopping) active?.proc.kill(active.relay ? signal : 'SIGTERM');
}

async function main(): Promise<number> {
  const [cmd, ...args] = process.argv.slice(2);
  if (!cmd) throw new Error('usage: tsx tests/helpers/with-postgres.ts <command...>');
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal);
  if (process.env.DATABASE_URL) return runCommand(cmd, args, process.env);
  const cluster = createCluster();
  try {
    const url = await startCluster(cluster);
    if (interrupted) return exitCode(interrupted);
    return await runCommand(cmd, args, { ...process.env, DATABASE_URL: url });
  } finally {
    await stopCluster(cluster);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (!interrupted) console.error(error instanceof Error ? error.message : error);
    process.exit(interrupted ? exitCode(interrupted) : 1);
  },
);
