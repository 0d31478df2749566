import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { openDatabase, poolSizeSetting } from './db/client';
import { seedDemo } from './db/seed';
import { startPgliteMaintenance } from './db/maintenance';
import { startAutoPickups } from './requests/auto-pickup';
import { ensureBrowserBuild } from './build-once';
import { parseTrustProxy } from './lib/trust-proxy';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const distDir = resolve(process.env.DIST_DIR ?? './dist');

/** JWT_SECRET, or one generated on first start and kept in DATA_DIR. */
function jwtSecret(): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = resolve(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function main(): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  await ensureBrowserBuild(distDir);
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: poolSizeSetting(process.env.DATABASE_POOL_SIZE) });
  const accounts = await seedDemo(database.db, dataDir);
  const app = await buildApp({
    db: database.db,
    writeDb: database.writeDb,
    jwtSecret: jwtSecret(),
    distDir,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    maps: { tiles: process.env.MAP_TILES_URL, attribution: process.env.MAP_ATTRIBUTION, geocoder: process.env.GEOCODER_URL },
  });
  const stopMaintenance = startPgliteMaintenance(database, (message) => app.log.warn(message));
  const stopAutoPickups = startAutoPickups(database.db, (message) => app.log.warn(message));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: closing the server and the database`);
    stopMaintenance();
    stopAutoPickups();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port, host });
  const where = database.kind === 'pglite' ? `embedded PGlite in ${dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`Courier back office: http://localhost:${port}/  (database: ${where})`);
  console.log(`Demo accounts (also in ${resolve(dataDir, 'demo-accounts.json')}):`);
  const width = Math.max(0, ...accounts.map((a) => a.username.length));
  for (const account of accounts) console.log(`  ${account.role.padEnd(10)} ${account.username.padEnd(width)}  ${account.password}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
