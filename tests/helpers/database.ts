import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { databaseUrl, onServer } from './database-template';

export interface TestDatabase extends Database {
  /**
   * The same database through connections of its own, as a second server process has: on PostgreSQL new pools,
   * on PGlite (one process) the same database. Closed by its own `close`.
   */
  reopen: () => Promise<Database>;
}

/**
 * A fresh, migrated database for one test file, copied from the suite's empty one (database-template.ts):
 * in-memory PGlite, or, when DATABASE_URL is set (npm run test:pg), a new database on that server that is
 * dropped afterwards.
 */
export async function freshDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const template = inject('databaseTemplate');
  if (!url) {
    const database = await openDatabase({ pgliteDump: new Blob([readFileSync(template)]) });
    return { ...database, reopen: async () => ({ ...database, close: async () => undefined }) };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(url, `create database ${name} template ${template}`);
  const open = () => openDatabase({ databaseUrl: databaseUrl(url, name), poolSize: 5, writePoolSize: 2 });
  const database = await open();
  return {
    ...database,
    reopen: open,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await dropWhenIdle(cleanup, name);
      await cleanup.end();
    },
  };
}

/** Drops a test database once its connections have closed (pool.end() can return a moment before they do). */
async function dropWhenIdle(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
    if (Number(rows[0]?.n ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await client.query(`drop database if exists ${name} with (force)`);
}
