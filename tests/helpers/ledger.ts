import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AccountKind } from '../../domain/ledger/accounts';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { buildCustomer, buildHub, buildOrder, buildShipper } from './builders';
import { positionOf } from '../../domain/ledger/position';
import { MONEY_COLUMNS } from '../../server/ledger/orders';
import { orders } from '../../server/db/schema';
import type { Payload } from './orders-api';
import type { TestApp } from './test-app';

/** An account's kept balance in piastres (0 when it was never used). */
export async function balanceOf(db: Db, kind: AccountKind, owner = 0): Promise<bigint> {
  const [row] = rowsOf(await db.execute(sql`select balance::text as b from ledger_accounts where kind = ${kind} and owner_id = ${owner}`));
  return row ? BigInt(String(row.b)) : 0n;
}

/**
 * The ledger's own invariants, read straight from the tables: every transaction balances, every kept balance
 * equals the sum of its entries, every shipper's cash equals his entries no closing took, no entry closed twice.
 */
export async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = rowsOf(await db.execute(sql`select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`));
  if (unbalanced.length) problems.push(`unbalanced transactions ${unbalanced.map((r) => r.transaction_id).join(',')}`);
  const drift = rowsOf(
    await db.execute(sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(e.amount), 0)`),
  );
  if (drift.length) problems.push(`balances differ from their entries on accounts ${drift.map((r) => r.id).join(',')}`);
  const custody = rowsOf(
    await db.execute(sql`select a.owner_id from ledger_accounts a
      where a.kind = 'shipper_cash' and a.balance <> coalesce((select sum(e.amount) from ledger_entries e
        where e.account_id = a.id and not exists (select 1 from closed_entries c where c.entry_id = e.id)), 0)`),
  );
  if (custody.length) problems.push(`custody differs from unclosed cash for shippers ${custody.map((r) => r.owner_id).join(',')}`);
  const unsettled = rowsOf(
    await db.execute(sql`select a.owner_id from ledger_accounts a
      where a.kind = 'merchant' and a.balance <> coalesce((select sum(e.amount) from ledger_entries e
        where e.account_id = a.id and not exists (select 1 from settled_entries s where s.entry_id = e.id)), 0)`),
  );
  if (unsettled.length) problems.push(`merchant balances differ from unsettled entries for customers ${unsettled.map((r) => r.owner_id).join(',')}`);
  const days = rowsOf(
    await db.execute(sql`select a.id from ledger_accounts a left join ledger_days d on d.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(d.amount), 0)`),
  );
  if (days.length) problems.push(`daily movements differ from balances on accounts ${days.map((r) => r.id).join(',')}`);
  const revenue = rowsOf(
    await db.execute(sql`select c.owner_id from (select a.owner_id, -sum(e.amount) as net from ledger_entries e
        join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
        where a.kind = 'merchant' and t.order_id is not null and t.kind in ('delivered', 'partial', 'returned', 'fee_adjustment', 'correction', 'reversal')
        group by a.owner_id) c
      full join (select customer_id, sum(net) as net from merchant_days group by customer_id) m on m.customer_id = c.owner_id
      where coalesce(c.net, 0) <> coalesce(m.net, 0)`),
  );
  if (revenue.length) problems.push(`revenue by day differs from merchant entries for customers ${revenue.map((r) => r.owner_id).join(',')}`);
  const [sheet] = rowsOf(await db.execute(sql`select coalesce(sum(balance), 0)::text as total from ledger_accounts`));
  if (sheet?.total !== '0') problems.push(`the balance sheet is off by ${String(sheet?.total)}`);
  return problems;
}

/** A shipper with parcels out for delivery for one merchant (the hub exists, for the parcels that come back). */
export async function shipperDay(db: Db, amounts: readonly string[], fee = '45.00', shipperFee = '20.00') {
  await buildHub(db);
  const shipper = await buildShipper(db);
  const customer = await buildCustomer(db);
  const parcels = [];
  for (const total_amount of amounts)
    parcels.push(
      await buildOrder(db, {
        customer_id: customer.id,
        shipper_id: shipper.id,
        status: 'Out For Deliver',
        total_amount,
        total_fees: fee,
        shipper_fees: shipperFee,
      }),
    );
  return { shipper, customer, parcels };
}

/** The closing and approval calls. */
export function closingsApi(t: TestApp) {
  const post = (token: string, url: string, payload: Payload) => t.call(token, { method: 'POST', url, payload });
  return {
    deliver: (token: string, id: number, collected_amount: string) =>
      post(token, '/api/orders/orders_status_update/', { id, status: 'Delivered', collected_amount }),
    move: (token: string, payload: Payload) => post(token, '/api/orders/orders_status_update/', payload),
    preview: (token: string, shipper: number) => t.call(token, { method: 'GET', url: '/api/shipperclosing/preview/', query: { shipper: String(shipper) } }),
    close: (token: string, payload: Payload) =>
      post(token, '/api/shipperclosing/', { fees_kept: true, received: [], idempotency_key: randomUUID(), ...payload }),
    list: (token: string, query: Record<string, string> = {}) => t.call(token, { method: 'GET', url: '/api/shipperclosing/', query }),
    details: (token: string, shipper: number, day: string, rc: number) =>
      t.call(token, { method: 'GET', url: `/api/shipperclosing/details/${shipper}/${day}/${rc}` }),
    approve: (token: string, id: number) => post(token, `/api/shipperclosing/${id}/approve/`, {}),
    refuse: (token: string, id: number, note: string) => post(token, `/api/shipperclosing/${id}/refuse/`, { note }),
    ask: (token: string, payload: Payload, desk = 'approvallist') => post(token, `/api/${desk}/`, { idempotency_key: randomUUID(), ...payload }),
    decide: (token: string, id: number, to: 'approve' | 'refuse', desk = 'approvallist') => post(token, `/api/${desk}/${id}/${to}/`, { note: '' }),
    requests: (token: string, desk = 'approvallist') => t.call(token, { method: 'GET', url: `/api/${desk}/` }),
    custody: (token: string, query: Record<string, string> = {}) =>
      t.call(token, { method: 'GET', url: '/api/reports/ShipperCustodyReport', query: { page_size: '100', ...query } }),
    missed: (token: string) => t.call(token, { method: 'GET', url: '/api/MissedReturnShipper/' }),
  };
}

/** A shipper's cash and his debt are one story of his money: a correction of a closed order moves the debt instead of the cash. */
const bucketOf = (account: string) => (account === 'shipper_debt' ? 'shipper_cash' : account);

/**
 * Orders whose fields and ledger tell two stories: the entries their own changes posted (deliveries, returns, fee
 * adjustments, corrections and their reversals) differ from what their state stands for (domain/ledger/position.ts),
 * or a cash state says handed over where no closing holds the order.
 */
export async function orderMoneyProblems(db: Db): Promise<string[]> {
  const posted = rowsOf(
    await db.execute(sql`select t.order_id, a.kind, a.owner_id, sum(e.amount)::text as amount from ledger_entries e
      join ledger_transactions t on t.id = e.transaction_id join ledger_accounts a on a.id = e.account_id
      where t.order_id is not null and t.closing_id is null and t.kind in ('delivered', 'partial', 'returned', 'fee_adjustment', 'correction', 'reversal')
      group by 1, 2, 3`),
  );
  const rows = await db.select(MONEY_COLUMNS).from(orders);
  const key = (order: number, account: string, owner: number) => `${order}:${bucketOf(account)}:${owner}`;
  const sums = new Map<string, bigint>();
  const add = (k: string, amount: bigint) => sums.set(k, (sums.get(k) ?? 0n) + amount);
  for (const entry of posted) add(key(Number(entry.order_id), String(entry.kind), Number(entry.owner_id)), BigInt(String(entry.amount)));
  for (const row of rows) for (const leg of positionOf(row)) add(key(row.id, leg.account, leg.owner), -leg.amount);
  const problems = [...sums].filter(([, amount]) => amount !== 0n).map(([k, amount]) => `order position ${k} off by ${amount}`);
  const states = rowsOf(
    await db.execute(sql`select id from orders where (shipper_cash_state <> 'No Submit' and shipper_closing_id is null)
      or (customer_cash_state <> 'No Submit' and customer_closing_id is null)`),
  );
  if (states.length) problems.push(`cash states without a closing on orders ${states.map((r) => r.id).join(',')}`);
  return problems;
}
