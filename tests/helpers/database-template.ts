/**
 * The api project's global setup: one migrated, empty database that every test file's databases start from,
 * instead of each creating a cluster (PGlite: seconds each) or running every migration (PostgreSQL). On PGlite a
 * dump in a temporary file; on PostgreSQL (DATABASE_URL) a template database, dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { emptyPgliteDump, openDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite dump's file, or the PostgreSQL template database's name. */
    databaseTemplate: string;
  }
}

/** Runs `sql` on the server's maintenance database. */
export async function onServer(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** `url` with its database replaced by `name`. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    await onServer(url, `create database ${name}`);
    await (await openDatabase({ databaseUrl: databaseUrl(url, name), poolSize: 1, writePoolSize: 1 })).close();
    project.provide('databaseTemplate', name);
    return () => onServer(url, `drop database if exists ${name} with (force)`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(folder, 'empty.tar');
  writeFileSync(file, Buffer.from(await (await emptyPgliteDump()).arrayBuffer()));
  project.provide('databaseTemplate', file);
  return async () => rmSync(folder, { recursive: true, force: true });
}
