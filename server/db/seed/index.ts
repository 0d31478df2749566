import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { cities, users } from '../schema';
import { seedCustomers } from './partners/customers';
import { seedStaffGrants, seedSupervisorGrants } from './partners/permissions';
import { seedPrices } from './partners/prices';
import { seedShippers } from './partners/shippers';
import { seedLookups } from './lookups';
import { seedAccounts, type DemoAccount } from './accounts';
import { seedOrders } from './orders';
import { seedDeskRequests, seedRequests } from './requests';
import { seedStock } from './stock';
import { seedIssueHistory, seedIssuesAndNotices } from './issues';
import { seedPastRunSheets, seedRunSheets } from './dispatch';
import { seedTrackedCustomers } from './tracked';
import { seedEvaluations } from './evaluations';
import { seedPositions } from './positions';
import { demoMoney } from './closings';
import { seedSettlements } from './settlements';
import { cairoToday } from '../../../domain/time';

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
    const { accounts: demo, staffId, supervisorId, merchantId } = await seedAccounts(tx, customerIds);
    await seedStaffGrants(tx, staffId, customerIds, shipperIds);
    await seedSupervisorGrants(tx, supervisorId, customerIds, shipperIds);
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const money = demoMoney(tx, { today: cairoToday(), shipperIds, makerId: admin!.id, approverId: supervisorId });
    await seedOrders(tx, money.afterDay);
    await money.finish();
    await seedSettlements(tx, customerIds, admin!.id, supervisorId, merchantId);
    await seedRequests(tx, customerIds[0]!, shipperIds[1]!, merchantId);
    await seedDeskRequests(tx, customerIds, shipperIds);
    await seedStock(tx, staffId, admin!.id);
    await seedIssuesAndNotices(tx, customerIds[0]!, merchantId, staffId);
    await seedIssueHistory(tx, customerIds, staffId);
    await seedPastRunSheets(tx, staffId);
    await seedRunSheets(tx, staffId);
    await seedTrackedCustomers(tx, customerIds, staffId, admin!.id);
    await seedEvaluations(tx, supervisorId, admin!.id, staffId);
    await seedPositions(tx, shipperIds, staffId);
    return demo;
  });
  writeFileSync(file, `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600 });
  return accounts;
}
