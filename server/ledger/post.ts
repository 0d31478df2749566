import { sql } from 'drizzle-orm';
import type { AccountKind } from '../../domain/ledger/accounts';
import { balances, type Posting } from '../../domain/ledger/events';
import type { TransactionKind } from '../../domain/ledger/kinds';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { recordDays } from './days';

/** What a transaction records besides its entries. */
export interface TransactionHeader {
  kind: TransactionKind;
  user_id: number | null;
  order_id?: number | null;
  closing_id?: number | null;
  request_id?: number | null;
  reverses_id?: number | null;
  note?: string;
  /** When it happened, for records of the past (the demo's history); now otherwise. */
  at?: Date;
}

export interface Posted {
  id: number;
  /** The entries as stored, with their ids (a closing links the cash entries it sweeps). */
  entries: { id: number; account: AccountKind; owner: number; amount: bigint; order_id: number | null }[];
}

const accountKey = (kind: AccountKind, owner: number) => `${kind}:${owner}`;

/**
 * The ids of the accounts named, made on first use; their rows are locked in id order, so two transactions
 * moving the same balances wait for each other instead of deadlocking.
 */
async function lockAccounts(tx: Tx, postings: readonly Posting[]): Promise<Map<string, number>> {
  const pairs = [...new Map(postings.map((p) => [accountKey(p.account, p.owner), p])).values()];
  const kinds = pairs.map((p) => p.account);
  const owners = pairs.map((p) => p.owner);
  await tx.execute(sql`insert into ledger_accounts (kind, owner_id)
    select * from unnest(${sql.param(kinds)}::text[], ${sql.param(owners)}::int[]) on conflict do nothing`);
  const rows = rowsOf(
    await tx.execute(sql`select id, kind, owner_id from ledger_accounts
      where (kind, owner_id) in (select * from unnest(${sql.param(kinds)}::text[], ${sql.param(owners)}::int[]))
      order by id for update`),
  );
  return new Map(rows.map((row) => [accountKey(row.kind as AccountKind, Number(row.owner_id)), Number(row.id)]));
}

/**
 * Posts transactions (each with its balanced entries) and moves the balances of their accounts, in the caller's
 * database transaction. Ids come from their sequences in insertion order, which follows the arrays, so the
 * sorted ids returned match the items in order. Unbalanced entries are a fault of the code, never of the input: they throw before
 * anything is written. Transactions without entries are skipped.
 */
export async function postTransactions(tx: Tx, items: readonly { header: TransactionHeader; postings: readonly Posting[] }[]): Promise<Posted[]> {
  const work = items.filter((item) => item.postings.length > 0);
  if (work.length === 0) return [];
  for (const item of work) if (!balances(item.postings)) throw new Error(`unbalanced ${item.header.kind} transaction`);
  const accounts = await lockAccounts(
    tx,
    work.flatMap((item) => item.postings),
  );
  const headers = work.map((item) => item.header);
  const ids = rowsOf(
    await tx.execute(sql`insert into ledger_transactions (kind, user_id, order_id, closing_id, request_id, reverses_id, note, posted_at)
      select k, u, o, c, r, v, n, coalesce(a, now()) from unnest(${sql.param(headers.map((h) => h.kind))}::text[], ${sql.param(headers.map((h) => h.user_id))}::int[],
        ${sql.param(headers.map((h) => h.order_id ?? null))}::int[], ${sql.param(headers.map((h) => h.closing_id ?? null))}::int[],
        ${sql.param(headers.map((h) => h.request_id ?? null))}::int[], ${sql.param(headers.map((h) => h.reverses_id ?? null))}::bigint[],
        ${sql.param(headers.map((h) => h.note ?? ''))}::text[], ${sql.param(headers.map((h) => h.at?.toISOString() ?? null))}::timestamptz[])
        as t(k, u, o, c, r, v, n, a)
      returning id`),
  )
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);
  const flat = work.flatMap((item, i) =>
    item.postings.map((p) => ({
      ...p,
      transaction_id: ids[i]!,
      account_id: accounts.get(accountKey(p.account, p.owner))!,
      at: item.header.at?.toISOString() ?? null,
    })),
  );
  const entryIds = rowsOf(
    await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, order_id, amount, posted_at)
      select t, c, o, m, coalesce(a, now()) from unnest(${sql.param(flat.map((e) => e.transaction_id))}::bigint[], ${sql.param(flat.map((e) => e.account_id))}::int[],
        ${sql.param(flat.map((e) => e.order_id))}::int[], ${sql.param(flat.map((e) => e.amount.toString()))}::bigint[],
        ${sql.param(flat.map((e) => e.at))}::timestamptz[]) as e(t, c, o, m, a)
      returning id`),
  )
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);
  const moves = new Map<number, bigint>();
  for (const e of flat) moves.set(e.account_id, (moves.get(e.account_id) ?? 0n) + e.amount);
  await tx.execute(sql`update ledger_accounts a set balance = a.balance + m.amount
    from unnest(${sql.param([...moves.keys()])}::int[], ${sql.param([...moves.values()].map(String))}::bigint[]) as m(id, amount)
    where a.id = m.id`);
  await recordDays(tx, flat, work);
  let next = 0;
  return work.map((item, i) => ({
    id: ids[i]!,
    entries: item.postings.map((p) => ({ id: entryIds[next++]!, account: p.account, owner: p.owner, amount: p.amount, order_id: p.order_id })),
  }));
}
