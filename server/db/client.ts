import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { preparesOnPglite } from './prepared';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database or an open transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  /**
   * Order entry and status moves: on PostgreSQL a small pool of its own, so a write never waits for a
   * connection behind a screenful of list requests; on PGlite (one connection) the same as `db`.
   */
  writeDb: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... to use a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files; omitted means an in-memory database (tests). */
  dataDir?: string;
  /** PGlite's files to start from (`emptyPgliteDump`), instead of creating a new cluster, which takes seconds. */
  pgliteDump?: Blob;
  poolSize?: number;
  writePoolSize?: number;
}

/**
 * Connections for reads (lists, pages, everything but order entry and status moves): twice the processor count,
 * at least 4, unless DATABASE_POOL_SIZE says otherwise (README, Configuration). More statements at once than
 * the database has cores to run them only queue inside it, where order entry's statements wait among them: on
 * two cores, 20 reading connections made a new order take 100-150 ms under a full read load, 4 keep it under
 * 50 ms while reading as much (bench/mixed.ts). Queued here instead, a waiting read costs nothing.
 */
export const POOL_SIZE = Math.max(4, 2 * availableParallelism());
/** Order entry and status moves, on a pool of their own so they never wait for a connection behind the reads. */
export const WRITE_POOL_SIZE = 4;

/** DATABASE_POOL_SIZE as a pool size: unset means the default; anything but a whole number from 1 is refused. */
export function poolSizeSetting(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1) throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1, not ${value}`);
  return size;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Serialises migrations when several server processes start against one PostgreSQL. */
const MIGRATION_LOCK = 724_311;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? POOL_SIZE, options.writePoolSize ?? WRITE_POOL_SIZE);
  return openPglite(options.dataDir, options.pgliteDump);
}

async function openPglite(dataDir?: string, dump?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir: dataDir ? `${dataDir}/pgdata` : undefined, loadDataDir: dump });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  preparesOnPglite(db, client);
  return { db, writeDb: db, kind: 'pglite', close: () => client.close() };
}

/** A migrated, empty in-memory PGlite database as one file: the test suite starts each of its databases from it. */
export async function emptyPgliteDump(): Promise<Blob> {
  const client = new PGlite();
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

/**
 * What every connection to PostgreSQL sets at its start. JIT compilation off: it pays for statements that run for
 * seconds, while a report over a year of orders is estimated costly enough to be compiled and then runs in a few
 * hundred milliseconds, to which compiling added 200-460 ms (bench/README.md, 2026-11-28). Behind a pooler that
 * refuses startup options, set it on the app's role instead (`alter role … set jit = off`).
 */
export const CONNECTION_OPTIONS = '-c jit=off';

function pool(url: string, max: number): pg.Pool {
  const opened = new pg.Pool({ connectionString: url, max, options: CONNECTION_OPTIONS });
  // An idle connection that the server closes (restart, failover) must not take the process down; the pool
  // replaces it on the next query.
  opened.on('error', (error) => console.warn('database connection closed:', error.message));
  return opened;
}

async function openPostgres(url: string, max: number, writeMax: number): Promise<Database> {
  const reads = pool(url, max);
  const lock = await reads.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(lock, { schema }), { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
  const writes = pool(url, writeMax);
  const db = drizzlePg(reads, { schema });
  const writeDb = drizzlePg(writes, { schema });
  return {
    db,
    writeDb,
    kind: 'postgres',
    close: async () => {
      await Promise.all([reads.end(), writes.end()]);
    },
  };
}
