import { sql } from 'drizzle-orm';
import type { AccountKind } from '../../domain/ledger/accounts';
import { balances, type Posting } from '../../domain/ledger/events';
import type { TransactionKind } from '../../domain/ledger/kinds';
import { NON_NEGATIVE_ACCOUNTS } from '../../domain/ledger/limits';
import { fromPiastres } from '../../domain/orders/money';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { ApiError } from '../lib/errors';
import { recordDays } from './days';

/** What a transaction records besides its entries. */
export interface TransactionHeader {
  kind: TransactionKind;
  /**
   * What the transaction is the posting of, unique in the ledger: `order:{id}:{version}`, `closing:{id}`,
   * `reversal:{transaction}`, `deposit:{client key}`... A second posting of the same thing (a retried request, a
   * double click, two tabs) is refused by the database, so every money route is idempotent by construction.
   */
  key: string;
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

interface LockedAccount {
  id: number;
  kind: AccountKind;
  owner: number;
  balance: bigint;
}

/**
 * The accounts named, made on first use, with their balances; their rows are locked in id order, so two
 * transactions moving the same balances wait for each other instead of deadlocking.
 */
async function lockAccounts(tx: Tx, postings: readonly Posting[]): Promise<Map<string, LockedAccount>> {
  const pairs = [...new Map(postings.map((p) => [accountKey(p.account, p.owner), p])).values()];
  const kinds = pairs.map((p) => p.account);
  const owners = pairs.map((p) => p.owner);
  await tx.execute(sql`insert into ledger_accounts (kind, owner_id)
    select * from unnest(${sql.param(kinds)}::text[], ${sql.param(owners)}::int[]) on conflict do nothing`);
  const rows = rowsOf(
    await tx.execute(sql`select id, kind, owner_id, balance::text as balance from ledger_accounts
      where (kind, owner_id) in (select * from unnest(${sql.param(kinds)}::text[], ${sql.param(owners)}::int[]))
      order by id for update`),
  );
  return new Map(
    rows.map((row) => {
      const account = { id: Number(row.id), kind: row.kind as AccountKind, owner: Number(row.owner_id), balance: BigInt(String(row.balance)) };
      return [accountKey(account.kind, account.owner), account];
    }),
  );
}

/**
 * Refuses, before anything is written, a posting that would take an account of real cash below zero (the office
 * box, the bank, a courier's custody): the balances were read under the accounts' locks, so parallel postings
 * cannot both pass. The database's check on ledger_accounts refuses it too.
 */
function assertBounds(accounts: ReadonlyMap<string, LockedAccount>, moves: ReadonlyMap<number, bigint>): void {
  for (const account of accounts.values()) {
    if (!NON_NEGATIVE_ACCOUNTS.includes(account.kind)) continue;
    const after = account.balance + (moves.get(account.id) ?? 0n);
    if (after < 0n) {
      throw new ApiError(409, `ledger.bound_${account.kind as 'office_cash' | 'bank' | 'shipper_cash'}`, {
        balance: fromPiastres(account.balance),
        needed: fromPiastres(account.balance - after),
      });
    }
  }
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
  const moveOf = (item: (typeof work)[number]) => item.postings.map((p) => ({ id: accounts.get(accountKey(p.account, p.owner))!.id, amount: p.amount }));
  const moves = new Map<number, bigint>();
  for (const move of work.flatMap(moveOf)) moves.set(move.id, (moves.get(move.id) ?? 0n) + move.amount);
  assertBounds(accounts, moves);
  const headers = work.map((item) => item.header);
  const ids = rowsOf(
    await tx.execute(sql`insert into ledger_transactions (kind, idempotency_key, user_id, order_id, closing_id, request_id, reverses_id, note, posted_at)
      select k, i, u, o, c, r, v, n, coalesce(a, now()) from unnest(${sql.param(headers.map((h) => h.kind))}::text[], ${sql.param(headers.map((h) => h.key))}::text[],
        ${sql.param(headers.map((h) => h.user_id))}::int[],
        ${sql.param(headers.map((h) => h.order_id ?? null))}::int[], ${sql.param(headers.map((h) => h.closing_id ?? null))}::int[],
        ${sql.param(headers.map((h) => h.request_id ?? null))}::int[], ${sql.param(headers.map((h) => h.reverses_id ?? null))}::bigint[],
        ${sql.param(headers.map((h) => h.note ?? ''))}::text[], ${sql.param(headers.map((h) => h.at?.toISOString() ?? null))}::timestamptz[])
        as t(k, i, u, o, c, r, v, n, a)
      returning id`),
  )
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);
  const flat = work.flatMap((item, i) =>
    item.postings.map((p) => ({
      ...p,
      transaction_id: ids[i]!,
      account_id: accounts.get(accountKey(p.account, p.owner))!.id,
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
