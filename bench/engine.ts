/**
 * A benchmark database: PGlite in a temporary folder, or a new database on a PostgreSQL server (dropped
 * afterwards, so a DATABASE_URL pointing at real data is never touched). Both expose the Drizzle `db` the app
 * uses, raw SQL for the generator's DDL, and COPY ... FROM for the bulk load.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { CONNECTION_OPTIONS, POOL_SIZE, poolSizeSetting, WRITE_POOL_SIZE, type Db } from '../server/db/client';
import { preparesOnPglite } from '../server/db/prepared';
import * as schema from '../server/db/schema';

export type EngineKind = 'pglite' | 'postgres';

export interface BenchEngine {
  kind: EngineKind;
  db: Db;
  /** The app's pool for order entry and status moves (server/db/client.ts); `db` on PGlite. */
  writeDb: Db;
  /** The PostgreSQL database's address (for the bare comparison loop); undefined on PGlite. */
  url?: string;
  /** A folder for demo-accounts.json and other files (a temporary one is removed on close). */
  workDir: string;
  /** How many statements may usefully run at once (PGlite has one connection). */
  parallelism: number;
  rows: <T>(text: string) => Promise<T[]>;
  exec: (text: string) => Promise<void>;
  /** Runs `COPY <target> FROM STDIN` (text format) fed with the given blocks. */
  copyFrom: (target: string, blocks: AsyncIterable<Uint8Array<ArrayBuffer>>) => Promise<void>;
  close: () => Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../server/db/migrations', import.meta.url));

/** PGlite in `dataDir` (kept), or in a temporary folder removed on close. */
export async function openPgliteEngine(dataDir?: string): Promise<BenchEngine> {
  const workDir = dataDir ?? mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  mkdirSync(workDir, { recursive: true });
  const client = new PGlite(join(workDir, 'pgdata'));
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  preparesOnPglite(db, client);
  return {
    kind: 'pglite',
    db,
    writeDb: db,
    workDir,
    parallelism: 1,
    rows: async <T>(text: string) => (await client.query<T>(text)).rows,
    exec: async (text) => void (await client.exec(text)),
    copyFrom: async (target, blocks) => {
      // PGlite reads COPY input from a Blob presented as /dev/blob; one COPY per block keeps memory flat.
      for await (const block of blocks) await client.query(`COPY ${target} FROM '/dev/blob'`, [], { blob: new Blob([block]) });
    },
    close: async () => {
      await client.close();
      if (!dataDir) rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * PostgreSQL at `serverUrl`: with fresh, a new database on that server, dropped on close (so a DATABASE_URL
 * pointing at real data is never touched); without, that database itself.
 */
export async function openPostgresEngine(serverUrl: string, fresh: boolean, poolSize = POOL_SIZE, writePoolSize = WRITE_POOL_SIZE): Promise<BenchEngine> {
  const workDir = mkdtempSync(join(tmpdir(), 'bench-postgres-'));
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const url = new URL(serverUrl);
  if (fresh) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    url.pathname = `/${name}`;
  }
  const pool = new pg.Pool({ connectionString: url.toString(), max: poolSize, options: CONNECTION_OPTIONS });
  const writes = new pg.Pool({ connectionString: url.toString(), max: writePoolSize, options: CONNECTION_OPTIONS });
  for (const opened of [pool, writes]) opened.on('error', (error) => console.warn('bench: database connection closed:', error.message));
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  return {
    kind: 'postgres',
    db,
    writeDb: drizzlePg(writes, { schema }),
    url: url.toString(),
    workDir,
    parallelism: 3,
    rows: async <T>(text: string) => (await pool.query(text)).rows as T[],
    exec: async (text) => void (await pool.query(text)),
    copyFrom: async (target, blocks) => {
      const client = await pool.connect();
      try {
        await pipeline(Readable.from(blocks), client.query(copyFrom(`COPY ${target} FROM STDIN`)));
      } finally {
        client.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), writes.end()]);
      rmSync(workDir, { recursive: true, force: true });
      if (!fresh) return;
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const openEngine = (kind: EngineKind): Promise<BenchEngine> => {
  if (kind === 'pglite') return openPgliteEngine();
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the postgres engine needs DATABASE_URL (bench/run.ts starts a throwaway cluster when it is unset)');
  return openPostgresEngine(url, true, poolSizeSetting(process.env.DATABASE_POOL_SIZE) ?? POOL_SIZE);
};
