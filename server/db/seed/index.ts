import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { seedLookups } from './lookups';
import { seedAccounts, type DemoAccount } from './accounts';

/**
 * Fills an empty database with demo data, once: when any user exists the database is left alone
 * and the accounts written on the first start are read back.
 */
export async function seedDemo(db: Db, dataDir: string): Promise<DemoAccount[]> {
  const file = join(dataDir, 'demo-accounts.json');
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoAccount[]) : [];
  const accounts = await db.transaction(async (tx) => {
    await seedLookups(tx);
    return seedAccounts(tx);
  });
  writeFileSync(file, `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600 });
  return accounts;
}
