/**
 * The demo's money after delivery, once the couriers' closings are approved: each merchant but the last few is
 * settled on two days (ten and three days ago) for the orders whose cash had reached the office by then, so
 * every merchant has statements and most still have newer money to settle (the orders a settlement takes are
 * those delivered before its day); the settled money of the merchants
 * paid by bank transfer goes out in a batch marked paid, and a batch of wallet payouts waits to be paid; and
 * the office's expenses of the last three months are recorded by category; and three merchants have asked for
 * their money (open collect requests). Everything goes through the app's
 * own functions, so the demo's books are the ones the app would have written.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { legsOf } from '../../../domain/ledger/events';
import { cairoDaysAgo, cairoToday } from '../../../domain/time';
import { postTransactions } from '../../ledger/post';
import { createBatch, payItems } from '../../settlements/payout-write';
import { openCollect } from '../../requests/collect-orders';
import { createExpense } from '../../settlements/expenses';
import { saveSettlement } from '../../settlements/save';
import { readUnsettled } from '../../settlements/unsettled';
import type { Tx } from '../client';
import { rowsOf } from '../rows';
import { expenseCategories, expenses, moneyRequests } from '../schema';
import { chance, createRng, pick, randomInt } from './prng';
import { ledgerKey } from '../../../domain/ledger/keys';
import { approveRequest } from '../../closings/money-requests';

/** Settlement days (before today). */
const SETTLEMENT_AGES = [10, 3] as const;
/** Merchants left unsettled, so that the customer closing has all of their money to take. */
const UNSETTLED_MERCHANTS = 3;

const CATEGORIES = [
  { name: 'Fuel', name_ar: 'وقود', range: [150, 600] },
  { name: 'Rent', name_ar: 'إيجار', range: [8000, 8000] },
  { name: 'Packaging', name_ar: 'مواد تغليف', range: [200, 1500] },
  { name: 'Maintenance', name_ar: 'صيانة', range: [100, 2500] },
  { name: 'Salaries', name_ar: 'مرتبات', range: [25000, 25000] },
] as const;

/** The orders whose money was posted (delivered, or returned with a fee) before `day`. */
async function postedBefore(tx: Tx, ids: readonly number[], day: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = rowsOf(
    await tx.execute(sql`select distinct order_id from ledger_transactions where order_id = any(${sql.param([...ids])}::int[])
      and kind in ('delivered', 'partial', 'returned') and posted_at < (${day}::date::timestamp at time zone 'Africa/Cairo')`),
  );
  return new Set(rows.map((row) => Number(row.order_id)));
}

/**
 * Open collect requests for the money of every delivered order not settled yet: the demo merchant
 * (merchant@example.com) asks from its page, and the office opens one for two of the merchants left unsettled.
 */
async function seedCollectRequests(tx: Tx, customerIds: readonly number[], makerId: number, merchantUserId: number): Promise<void> {
  await openCollect(tx, { customerId: customerIds[0]!, userId: merchantUserId, byMerchant: true, field: 'ids', notes: 'Please transfer this week' });
  for (const customerId of customerIds.slice(-2)) await openCollect(tx, { customerId, userId: makerId, byMerchant: false, field: 'ids', notes: '' });
}

export async function seedSettlements(tx: Tx, customerIds: readonly number[], makerId: number, approverId: number, merchantUserId: number): Promise<void> {
  const rng = createRng(24_112_026);
  for (const age of SETTLEMENT_AGES) {
    const day = cairoDaysAgo(age);
    for (const customer of customerIds.slice(0, -UNSETTLED_MERCHANTS)) {
      const lines = await readUnsettled(tx, customer);
      const before = await postedBefore(
        tx,
        lines.map((line) => line.order_id),
        day,
      );
      const orders = lines.filter((line) => before.has(line.order_id)).map((line) => line.order_id);
      if (orders.length === 0) continue;
      await saveSettlement(tx, makerId, { customer, orders, note: '', at: new Date(`${day}T16:00:00Z`) });
    }
  }
  await seedPayouts(tx, makerId);
  await seedExpenses(tx, makerId, approverId, rng);
  await seedCollectRequests(tx, customerIds, makerId, merchantUserId);
}

/** The merchants with money due, by the way they are paid. */
async function dueBy(tx: Tx, method: string): Promise<number[]> {
  const rows = rowsOf(
    await tx.execute(sql`select c.id from customers c join ledger_accounts a on a.kind = 'merchant_due' and a.owner_id = c.id and a.balance < 0
      where c.payout_method = ${method} order by c.id`),
  );
  return rows.map((row) => Number(row.id));
}

async function seedPayouts(tx: Tx, makerId: number): Promise<void> {
  const banked = await dueBy(tx, 'bank_transfer');
  if (banked.length > 0) {
    const batch = await createBatch(tx, makerId, { method: 'bank_transfer', customers: banked, note: 'Weekly transfers' });
    // The office takes the cash to the bank first (the books show it moving from the box to the bank).
    const [total] = rowsOf(await tx.execute(sql`select sum(amount)::text as amount from payouts where batch_id = ${batch}`));
    const amount = BigInt(String(total!.amount)) + 500_000n;
    await postTransactions(tx, [
      {
        header: { kind: 'deposit', key: ledgerKey.transfer(`demo-${batch}`), user_id: makerId, note: 'Cash deposit for the transfers' },
        postings: legsOf('deposit', { amount }, { shipper: 0, customer: 0, order_id: null }),
      },
    ]);
    const items = rowsOf(await tx.execute(sql`select id from payouts where batch_id = ${batch} order by id`)).map((row) => Number(row.id));
    await payItems(tx, makerId, batch, items, `CIB-${20_000 + batch}`);
  }
  const wallets = await dueBy(tx, 'mobile_wallet');
  if (wallets.length > 0) await createBatch(tx, makerId, { method: 'mobile_wallet', customers: wallets, note: 'Wallet payouts' });
}

/**
 * Ninety days of the office's expenses. Those above the approval amount (rent, salaries) wait for a second person:
 * the supervisor approved the earlier months'; this month's still wait on the approval desk.
 */
async function seedExpenses(tx: Tx, makerId: number, approverId: number, rng: () => number): Promise<void> {
  const categories = await tx
    .insert(expenseCategories)
    .values(CATEGORIES.map(({ name, name_ar }) => ({ name, name_ar })))
    .returning({ id: expenseCategories.id, name: expenseCategories.name });
  const idOf = (name: string) => categories.find((c) => c.name === name)!.id;
  for (let age = 89; age >= 0; age -= 1) {
    const day = cairoDaysAgo(age);
    const monthStart = day.endsWith('-01');
    for (const category of CATEGORIES) {
      const monthly = category.range[0] === category.range[1];
      if (monthly ? !monthStart : !chance(rng, category.name === 'Fuel' ? 0.6 : 0.08)) continue;
      const amount = BigInt(randomInt(rng, category.range[0], category.range[1]) * 100);
      const note = monthly ? '' : pick(rng, ['', '', 'Van 2', 'Van 4', 'Receipt in the drawer']);
      await createExpense(tx, makerId, { category_id: idOf(category.name), amount, expense_date: day, note });
    }
  }
  const waiting = await tx
    .select({ request: moneyRequests })
    .from(moneyRequests)
    .innerJoin(expenses, eq(expenses.id, moneyRequests.expense_id))
    .where(and(eq(moneyRequests.status, 'pending'), lt(expenses.expense_date, `${cairoToday().slice(0, 7)}-01`)));
  const everything = { customer: () => true, shipper: () => true };
  for (const { request } of waiting) await approveRequest(tx, approverId, request, everything);
}
