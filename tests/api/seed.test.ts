import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import type { DemoAccount } from '../../server/db/seed/accounts';
import { freshDatabase } from '../helpers/database';

let database: Database;
let dataDir: string;
let accounts: DemoAccount[];

beforeAll(async () => {
  database = await freshDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'seed-test-'));
  accounts = await seedDemo(database.db, dataDir);
}, 120_000);

afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function rows(table: PgTable): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('the demo seed', () => {
  it('writes generated passwords for each role to demo-accounts.json', () => {
    const saved = JSON.parse(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8')) as DemoAccount[];
    expect(saved).toEqual(accounts);
    expect(saved.map((a) => a.role)).toEqual(['superuser', 'staff', 'customer', 'customer', 'customer']);
    expect(new Set(saved.map((a) => a.password)).size).toBe(saved.length);
    for (const account of saved) expect(account.password).toMatch(/^[A-Za-z0-9]{12,}$/);
  });

  it('creates the governorates, forty merchants, the hub and twenty-five shippers in three groups', async () => {
    expect(await rows(schema.cities)).toBeGreaterThanOrEqual(20);
    expect(await rows(schema.customers)).toBe(40);
    expect(await rows(schema.shippers)).toBe(26);
    expect(await rows(schema.shipperGroups)).toBe(3);
    const [hub] = await database.db.select().from(schema.shippers).where(eq(schema.shippers.id, schema.HUB_SHIPPER_ID));
    expect(hub?.is_hub).toBe(true);
  });

  it('prices every city for every category and publishes three plans', async () => {
    expect(await rows(schema.categoryPrices)).toBe((await rows(schema.cities)) * (await rows(schema.customerCategories)));
    expect(await rows(schema.pricingPlans)).toBe(3);
  });

  it('gives the demo staff member a partial view: some customers (phone hidden for some) and some shippers', async () => {
    const [staff] = await database.db.select().from(schema.users).where(eq(schema.users.username, 'staff'));
    const grants = await database.db.select().from(schema.customerUserPermissions).where(eq(schema.customerUserPermissions.user_id, staff!.id));
    expect(grants.length).toBeGreaterThan(0);
    expect(grants.length).toBeLessThan(40);
    expect(grants.some((g) => !g.phone)).toBe(true);
    expect(grants.some((g) => g.phone)).toBe(true);
    expect(await rows(schema.shipperUserPermissions)).toBeGreaterThan(0);
  });

  it('does not seed twice', async () => {
    const again = await seedDemo(database.db, dataDir);
    expect(again).toEqual(accounts);
    expect(await rows(schema.customers)).toBe(40);
  });
});
