import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, count } from 'drizzle-orm';
import type { Db } from '../client';
import { cities, users } from '../schema';
import { seedCustomers } from './partners/customers';
import { seedStaffGrants } from './partners/permissions';
import { seedPrices } from './partners/prices';
import { seedShippers } from './partners/shippers';
import { seedLookups } from './lookups';
import { seedAccounts, type DemoAccount } from './accounts';
import { seedOrders } from './orders';
import { seedDeskRequests, seedRequests } from './requests';
import { seedIssuesAndNotices } from './issues';
import { seedRunSheets } from './dispatch';

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
    const cityIds = (await tx.select({ id: cities.id }).from(cities).orderBy(asc(cities.id))).map((c) => c.id);
    const shipperIds = await seedShippers(tx, cityIds);
    const customerIds = await seedCustomers(tx, cityIds, shipperIds.slice(0, 12));
    await seedPrices(tx);
    const { accounts: demo, staffId, merchantId } = await seedAccounts(tx, customerIds);
    await seedStaffGrants(tx, staffId, customerIds, shipperIds);
    await seedOrders(tx);
    await seedRequests(tx, customerIds[0]!, shipperIds[1]!, merchantId);
    await seedDeskRequests(tx, customerIds, shipperIds);
    await seedIssuesAndNotices(tx, customerIds[0]!, merchantId, staffId);
    await seedRunSheets(tx, staffId);
    return demo;
  });
  writeFileSync(file, `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600 });
  return accounts;
}
