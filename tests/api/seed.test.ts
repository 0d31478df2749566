import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import type { DemoAccount } from '../../server/db/seed/accounts';
import { ORDER_STATUSES } from '../../domain/orders/status';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { freshDatabase } from '../helpers/database';
import { ledgerProblems } from '../helpers/ledger';
import { stockProblems } from '../../server/stock/invariants';
import { merchantProblems } from '../helpers/settlements';
import { rowsOf } from '../../server/db/rows';
import { orderScope } from '../../server/orders/scope';
import { customerMaterialBalance, customerMaterialDifference } from '../../server/reports/material-usage';

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
    expect(saved.map((a) => a.role)).toEqual(['superuser', 'staff', 'staff', 'customer', 'customer', 'customer']);
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

  it('creates about five thousand orders over the last ninety days, in every status, for existing customers and cities', async () => {
    const total = await rows(schema.orders);
    expect(total).toBeGreaterThanOrEqual(4_500);
    expect(total).toBeLessThanOrEqual(5_500);
    const statuses = await database.db.selectDistinct({ status: schema.orders.status }).from(schema.orders);
    expect(statuses.map((s) => s.status).sort()).toEqual([...ORDER_STATUSES].sort());
    const today = cairoToday();
    const o = schema.orders;
    const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
    const [facts] = await database.db
      .select({
        first: sql<string>`min(${o.order_date})::text`,
        last: sql<string>`max(${o.order_date})::text`,
        no_customer: n(sql`${schema.customers.id} is null`),
        no_city: n(sql`${schema.cities.id} is null`),
        no_shipper: n(sql`${o.status} <> 'Pending' and ${o.shipper_id} is null`),
        hold_without_reason: n(sql`${o.status} = 'Hold' and ${o.hold_reason_id} is null`),
        uncollected: n(sql`${o.status} in ('Delivered', 'Collected') and ${o.collected_amount} is null`),
        bad_phone: n(sql`${o.phone} !~ '^01[0125][0-9]{8}$'`),
        cancelled: n(sql`${o.status_code} = 6`),
        archived: n(sql`${o.status_code} = 7`),
        awaiting_pickup: n(sql`${o.status_code} = 1 and ${o.pick_up}`),
        rejected: n(sql`${o.rejected}`),
        urgent: n(sql`${o.is_urgent}`),
        printed: n(sql`${o.printO}`),
      })
      .from(o)
      .leftJoin(schema.customers, eq(schema.customers.id, o.customer_id))
      .leftJoin(schema.cities, eq(schema.cities.id, o.city_id));
    expect(facts!.last).toBe(today);
    const days = (Date.parse(today) - Date.parse(String(facts!.first))) / 86_400_000;
    expect(days).toBeLessThan(90);
    const { no_customer, no_city, no_shipper, hold_without_reason, uncollected, bad_phone } = facts!;
    expect({ no_customer, no_city, no_shipper, hold_without_reason, uncollected, bad_phone }).toEqual({
      no_customer: 0,
      no_city: 0,
      no_shipper: 0,
      hold_without_reason: 0,
      uncollected: 0,
      bad_phone: 0,
    });
    for (const key of ['cancelled', 'archived', 'awaiting_pickup', 'rejected', 'urgent', 'printed'] as const) expect(facts![key], key).toBeGreaterThan(0);
    const [created] = await database.db.select({ n: count() }).from(schema.orderEvents).where(eq(schema.orderEvents.action, 'create'));
    expect(created?.n).toBe(total);
  });

  it("gives the request desks every kind of request in several states, the demo merchant's included", async () => {
    const requests = await database.db.select().from(schema.customerRequests);
    for (const kind of ['pickup', 'material', 'return'] as const) {
      const states = new Set(requests.filter((row) => row.kind === kind).map((row) => row.status));
      expect(states, kind).toContain('open');
      expect(states, kind).toContain('done');
    }
    const [merchant] = await database.db.select().from(schema.users).where(eq(schema.users.username, 'merchant@example.com'));
    expect(new Set(requests.filter((row) => row.customer_id === merchant!.customer_id).map((row) => row.kind))).toEqual(
      new Set(['pickup', 'material', 'return', 'collect']),
    );
    const returned = await database.db.select().from(schema.requestOrders);
    expect(returned.length).toBeGreaterThan(0);
  });

  it('gives the demo merchant an answered issue and notices, and the office an order alert', async () => {
    const [merchant] = await database.db.select().from(schema.users).where(eq(schema.users.username, 'merchant@example.com'));
    const threads = await database.db.select().from(schema.issues).where(eq(schema.issues.customer_id, merchant!.customer_id!));
    expect(new Set(threads.map((row) => row.status))).toEqual(new Set(['open', 'closed']));
    // The office's answer waits unread by the merchant; the office has read both threads.
    expect(threads.filter((row) => row.last_message_at > row.merchant_read_at).map((row) => row.status)).toEqual(['open']);
    expect(threads.filter((row) => row.last_message_at > row.staff_read_at)).toEqual([]);
    const notices = await database.db.select().from(schema.notifications).where(eq(schema.notifications.for_user, merchant!.id));
    expect(notices.length).toBeGreaterThanOrEqual(2);
    const alerts = await database.db.select().from(schema.notifications).where(eq(schema.notifications.kind, 'order_alert'));
    expect(alerts.length).toBeGreaterThan(0);
  });

  it("gives a few couriers today's run sheet of parcels out with them", async () => {
    const lines = await database.db
      .select({ sheet: schema.runSheets.id, shipper: schema.runSheets.shipper_id, order_shipper: schema.orders.shipper_id, status: schema.orders.status })
      .from(schema.runSheets)
      .innerJoin(schema.runSheetOrders, eq(schema.runSheetOrders.run_sheet_id, schema.runSheets.id))
      .innerJoin(schema.orders, eq(schema.orders.id, schema.runSheetOrders.order_id))
      .where(eq(schema.runSheets.day, cairoToday()));
    expect(new Set(lines.map((line) => line.sheet)).size).toBeGreaterThanOrEqual(1);
    for (const line of lines) expect(line).toMatchObject({ order_shipper: line.shipper, status: 'Out For Deliver' });
    // And the sheets of the last thirty days: each courier's parcels of each day he went out.
    const [past] = rowsOf(
      await database.db.execute(sql`select count(distinct s.day)::int as days, count(*)::int as parcels from run_sheets s
        join run_sheet_orders r on r.run_sheet_id = s.id where s.day < ${cairoToday()}::date`),
    );
    expect(Number(past!.days)).toBeGreaterThanOrEqual(20);
    expect(Number(past!.parcels)).toBeGreaterThan(500);
  });

  it('dates the ledger as the days happened, so the custody report as of a past evening shows what the couriers held then', async () => {
    const [held] = rowsOf(
      await database.db.execute(sql`select coalesce(sum(e.amount), 0)::text as cash from ledger_entries e
        join ledger_accounts a on a.id = e.account_id and a.kind = 'shipper_cash'
        where e.posted_at < (current_date - 2)::timestamp at time zone 'Africa/Cairo'`),
    );
    const [closedBefore] = rowsOf(await database.db.execute(sql`select count(*)::int as n from shipper_closings where created_at < now() - interval '2 days'`));
    expect(BigInt(String(held!.cash))).toBeGreaterThan(0n);
    expect(Number(closedBefore!.n)).toBeGreaterThan(10);
  });

  it('posts every delivered order to a ledger that balances, and closes the couriers of the last thirty days', async () => {
    expect(await ledgerProblems(database.db)).toEqual([]);
    const facts = async (query: SQL) => rowsOf(await database.db.execute(query))[0]!;
    const posted = await facts(sql`select count(*) filter (where not exists (select 1 from ledger_transactions t where t.order_id = o.id
        and t.kind in ('delivered', 'partial')))::int as unposted, count(*)::int as delivered
      from orders o where o.status in ('Delivered', 'Collected') and (o.collected_amount::numeric > 0)`);
    expect(posted).toMatchObject({ unposted: 0 });
    expect(Number(posted.delivered)).toBeGreaterThan(1_000);
    const closings = await facts(sql`select count(*) filter (where status = 'approved')::int as approved,
        count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'refused')::int as refused,
        count(*) filter (where status = 'approved' and difference > 0)::int as short, count(*) filter (where difference + previous_debt < 0)::int as over,
        min(closing_date)::text as first, count(distinct shipper_id)::int as shippers, count(distinct created_by)::int as makers,
        count(*) filter (where decided_by = created_by)::int as own
      from shipper_closings`);
    expect(Number(closings.approved)).toBeGreaterThan(80);
    expect(closings).toMatchObject({ pending: 1, refused: 1, over: 1, own: 0, makers: 1, first: cairoDaysAgo(30) });
    expect(Number(closings.short)).toBeGreaterThan(5);
    expect(Number(closings.shippers)).toBeGreaterThanOrEqual(20);
    const corrections = await facts(sql`select count(*)::int as n from money_requests r join ledger_transactions t on t.request_id = r.id
      where r.status = 'approved' and r.kind = 'fee_change' and r.requested_by <> r.decided_by and t.kind = 'fee_adjustment'`);
    expect(corrections).toEqual({ n: 1 });
    const missed = await facts(sql`select count(*)::int as n from closing_orders where role = 'return' and not received and resolved_at is null`);
    expect(missed).toEqual({ n: 1 });
  });

  it('charges the return fee of each parcel returned to a merchant whose terms charge returns, and of no other', async () => {
    const [returns] = rowsOf(
      await database.db.execute(sql`select count(*) filter (where c.has_return_price and o.return_fees::numeric > 0
          and exists (select 1 from ledger_transactions t where t.order_id = o.id and t.kind = 'returned'))::int as charged,
        count(*) filter (where c.has_return_price and o.city_id is not null and o.return_fees::numeric = 0)::int as missed,
        count(*) filter (where not c.has_return_price and o.return_fees::numeric > 0)::int as wrong
      from orders o join customers c on c.id = o.customer_id where o.status = 'Returned'`),
    );
    expect(Number(returns!.charged)).toBeGreaterThan(10);
    expect(returns).toMatchObject({ missed: 0, wrong: 0 });
  });

  it('makes an order Collected only through an approved closing that holds it', async () => {
    const orphans = rowsOf(
      await database.db.execute(sql`select o.id from orders o left join shipper_closings c on c.id = o.shipper_closing_id
      where o.status = 'Collected' and (c.status is distinct from 'approved' or o.shipper_cash_state = 'No Submit')`),
    );
    expect(orphans).toEqual([]);
    const [collected] = await database.db.select({ n: count() }).from(schema.orders).where(eq(schema.orders.status, 'Collected'));
    expect(collected!.n).toBeGreaterThan(1_000);
  });

  it("settles merchants' money, pays a batch, leaves a batch and newer money to settle, and records the office's expenses", async () => {
    const facts = async (query: SQL) => rowsOf(await database.db.execute(query))[0]!;
    const settled = await facts(sql`select count(*)::int as closings, count(distinct customer_id)::int as merchants from customer_closings`);
    expect(Number(settled.closings)).toBeGreaterThan(40);
    expect(Number(settled.merchants)).toBe(37);
    const batches = await facts(
      sql`select count(*) filter (where status = 'paid')::int as paid, count(*) filter (where status = 'pending')::int as pending from payouts`,
    );
    expect(Number(batches.paid)).toBeGreaterThan(0);
    expect(Number(batches.pending)).toBeGreaterThan(0);
    // The transfers went out of a bank the office had put the cash in.
    const bank = await facts(sql`select coalesce(sum(balance), 0)::bigint::text as balance from ledger_accounts where kind = 'bank'`);
    expect(BigInt(String(bank.balance))).toBeGreaterThan(0n);
    const unsettled = await facts(sql`select count(distinct owner_id)::int as n from ledger_accounts where kind = 'merchant' and balance < 0`);
    expect(Number(unsettled.n)).toBeGreaterThan(30);
    const spent = await facts(sql`select count(*)::int as n, count(distinct category_id)::int as categories, min(expense_date)::text as first from expenses`);
    expect(spent).toMatchObject({ categories: 5, first: cairoDaysAgo(89) });
    const asked = await facts(sql`select count(*)::int as n, min(o.orders)::int as fewest from customer_requests r
      join lateral (select count(*) as orders from request_orders x where x.request_id = r.id) o on true where r.kind = 'collect' and r.status = 'open'`);
    expect(asked.n).toBe(3);
    expect(Number(asked.fewest)).toBeGreaterThan(0);
    for (const account of accounts.filter((a) => a.role === 'customer')) {
      const [login] = await database.db.select({ customer: schema.users.customer_id }).from(schema.users).where(eq(schema.users.username, account.username));
      expect(await merchantProblems(database.db, login!.customer!)).toEqual([]);
      // Its revenue by day (all of it) less what was paid out is what its wallet says it is owed.
      const wallet = await facts(sql`select
        (select coalesce(sum(net), 0) from merchant_days where customer_id = ${login!.customer})::text as earned,
        (select coalesce(sum(amount), 0) from payouts where customer_id = ${login!.customer} and status = 'paid')::text as paid,
        (select coalesce(-sum(balance), 0) from ledger_accounts where kind in ('merchant', 'merchant_due') and owner_id = ${login!.customer})::text as owed,
        (select count(*) from customer_closings where customer_id = ${login!.customer})::int as statements`);
      expect(BigInt(String(wallet.earned)) - BigInt(String(wallet.paid))).toBe(BigInt(String(wallet.owed)));
      expect(Number(wallet.statements)).toBeGreaterThan(0);
    }
    expect(await ledgerProblems(database.db)).toEqual([]);
  });

  it('keeps packaging in three warehouses, received over three months, issued and handed to merchants beyond their quota, the tape below its reorder point, a count waiting for approval', async () => {
    expect(await stockProblems(database.db)).toEqual([]);
    const rows = rowsOf(
      await database.db.execute(sql`select l.kind, count(distinct l.owner_id)::int as places, sum(q.quantity)::int as held
        from stock_quantities q join stock_locations l on l.id = q.location_id where l.kind in ('warehouse', 'courier', 'merchant') group by l.kind order by l.kind`),
    );
    expect(rows.map((row) => row.kind)).toEqual(['courier', 'merchant', 'warehouse']);
    expect(rows.find((row) => row.kind === 'warehouse')).toMatchObject({ places: 3 });
    const entries = rowsOf(
      await database.db.execute(sql`select kind, status, min(entry_date)::text as first from stock_entries group by kind, status order by kind, status`),
    );
    expect(entries.map((row) => `${String(row.kind)}:${String(row.status)}`)).toEqual([
      'adjustment:posted',
      'receipt:draft',
      'receipt:posted',
      'transfer:posted',
    ]);
    expect(String(entries.find((row) => row.status === 'posted' && row.kind === 'receipt')!.first) <= cairoDaysAgo(85)).toBe(true);
    const low = rowsOf(
      await database.db.execute(sql`select m.name from packaging_materials m where m.reorder_point > (select coalesce(sum(q.quantity), 0)
        from stock_quantities q join stock_locations l on l.id = q.location_id where l.kind = 'warehouse' and q.material_id = m.id)`),
    );
    expect(low.map((row) => row.name)).toEqual(['Packing tape']);
    // The done request's 120 flyers against 100 free: 20 charged at 2.00 LE; the merchant who takes packaging pays beyond its 100 too.
    const charges = rowsOf(
      await database.db.execute(sql`select sum(e.amount)::int as total from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id where t.kind = 'material_charge' and a.kind = 'merchant'
      group by t.id order by total`),
    );
    expect(charges).toHaveLength(2);
    expect(charges.map((row) => row.total)).toContain(4000);
    const counts = rowsOf(
      await database.db.execute(sql`select c.status, sum(l.expected - l.counted)::int as short from stock_counts c
      join stock_count_lines l on l.count_id = c.id group by c.id, c.status`),
    );
    expect(counts).toEqual([{ status: 'submitted', short: 3 }]);
  });

  it("fills both packaging usage screens, one merchant's month flagged for keeping far more flyers than its orders used", async () => {
    const [admin] = await database.db.select().from(schema.users).where(eq(schema.users.username, 'admin'));
    const scope = await orderScope(database.db, { ...admin!, permitted_url: [], session_id: 'seed-test' });
    const range = { from_date: `${cairoDaysAgo(2).slice(0, 8)}01`, to_date: cairoToday() };
    const byName = { field: 'customer_name', order: 'ASC' } as const;
    const balance = await customerMaterialBalance.read(database.db, scope, {}, range, undefined, byName);
    expect(balance.rows.length).toBeGreaterThan(5);
    const months = await customerMaterialDifference.read(database.db, scope, { flagged: true }, range, undefined, byName);
    expect(Math.max(...months.rows.map((row) => Number(row.difference)))).toBeGreaterThanOrEqual(300);
  });

  it('does not seed twice', async () => {
    const again = await seedDemo(database.db, dataDir);
    expect(again).toEqual(accounts);
    expect(await rows(schema.customers)).toBe(40);
  });
});
