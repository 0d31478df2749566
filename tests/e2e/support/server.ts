import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface DemoAccount {
  role: 'superuser' | 'staff' | 'customer';
  username: string;
  password: string;
}

export interface RunningServer {
  url: string;
  accounts: Record<DemoAccount['role'], DemoAccount>;
  /** Every demo account, in the order the seed made them (merchant@example.com, shop2@example.com, ...). */
  everyone: readonly DemoAccount[];
  stop: () => Promise<void>;
}

const root = resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** The last OUTPUT_KEPT characters the server printed, kept to explain an exit nobody asked for. */
const OUTPUT_KEPT = 20_000;

function waitForStart(child: ChildProcess, output: { text: string }, timeoutMs: number): Promise<void> {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output.text}`)), timeoutMs);
    const read = () => {
      if (!output.text.includes('Courier back office: http')) return;
      clearTimeout(timer);
      child.stdout?.off('data', read);
      done();
    };
    child.stdout?.on('data', read);
    child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${output.text}`)));
  });
}

/**
 * The real server (`npm start`'s entry) on a free port, serving the built app, on `dataDir`: a fresh one is seeded
 * with the demo data, one seeded before is used as it is. `stop` leaves the folder in place.
 */
export async function runServer(dataDir: string): Promise<RunningServer> {
  if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error('Build the app first: npm run build');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'server/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { text: '' };
  const keep = (chunk: Buffer) => (output.text = (output.text + chunk.toString()).slice(-OUTPUT_KEPT));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let stopping = false;
  // A server that dies under a test shows up as refused connections; what it printed says why.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The server on port ${port} exited (code ${code}, signal ${signal}) with nobody stopping it:\n${output.text}`);
  });
  await waitForStart(child, output, 120_000);
  const list = JSON.parse(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8')) as DemoAccount[];
  // The first account of each role (the file lists more than one merchant).
  const accounts = Object.fromEntries([...list].reverse().map((a) => [a.role, a])) as RunningServer['accounts'];
  return {
    url: `http://127.0.0.1:${port}`,
    accounts,
    everyone: list,
    stop: async () => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The server on a copy of `seeded` (a DATA_DIR the demo data was seeded into once for the whole run, by
 * seeded-data.ts), so each test file has a database of its own without seeding it again; removed when stopped.
 */
export async function startServer(seeded: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'courier-e2e-'));
  cpSync(seeded, dataDir, { recursive: true });
  const server = await runServer(dataDir);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
