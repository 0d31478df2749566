import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { fromPiastres } from '../../domain/orders/money';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { customers } from '../db/schema';
import type { OrderScope } from '../orders/scope';
import { containsPattern } from '../lib/rest/list-query';
import type { PageWindow } from '../lib/rest/paging';
import { moneyCustomers } from './access';
import type { WALLET_SORTS } from './schemas';

/**
 * A merchant's wallet (spec: customers/wallet; section 3: the sum of total_amount minus total_fees over orders),
 * read from the ledger's balances, so one merchant costs a few index lookups:
 * - owed: everything the company owes the merchant (its earnings not settled, plus what closings settled and no
 *   payout paid yet);
 * - with_shippers: the part still in shippers' hands (orders delivered whose shipper closing is not approved);
 * - in_office: the part the office holds and may settle now;
 * - due: settled by a customer closing, waiting for its payout;
 * - paid: paid out to it in all.
 */
/**
 * The merchant of the row, written out in full: in a query of one table the builder names a column without its
 * table, which a subquery would read as its own table's column.
 */
const MERCHANT_ID = sql.raw('"customers"."id"');

const merchantBalance = (kind: 'merchant' | 'merchant_due') =>
  sql`coalesce((select -a.balance from ledger_accounts a where a.kind = ${kind} and a.owner_id = ${MERCHANT_ID}), 0)`;

const withShippers = sql`coalesce((select -sum(e.amount) from orders o
    join ledger_accounts a on a.kind = 'merchant' and a.owner_id = o.customer_id
    join ledger_entries e on e.order_id = o.id and e.account_id = a.id
    where o.customer_id = ${MERCHANT_ID} and o.status = 'Delivered' and o.customer_closing_id is null
      and not exists (select 1 from settled_entries s where s.entry_id = e.id)), 0)`;

const paidOut = sql`coalesce((select sum(p.amount) from payouts p where p.customer_id = ${MERCHANT_ID} and p.status = 'paid'), 0)`;

const walletColumns = {
  id: customers.id,
  name: customers.name,
  company_name: customers.company_name,
  payout_method: customers.payout_method,
  earned: sql<string>`${merchantBalance('merchant')}::text`,
  due: sql<string>`${merchantBalance('merchant_due')}::text`,
  with_shippers: sql<string>`${withShippers}::text`,
  paid: sql<string>`${paidOut}::text`,
};

type WalletRow = { id: number; name: string; company_name: string; payout_method: string; earned: string; due: string; with_shippers: string; paid: string };

/** A wallet row as LE text: the owed total and its parts. */
export function walletOut(row: WalletRow) {
  const earned = BigInt(row.earned);
  const due = BigInt(row.due);
  const shippers = BigInt(row.with_shippers);
  return {
    id: row.id,
    name: row.name,
    company_name: row.company_name,
    payout_method: row.payout_method,
    owed: fromPiastres(earned + due),
    with_shippers: fromPiastres(shippers),
    in_office: fromPiastres(earned - shippers),
    due: fromPiastres(due),
    paid: fromPiastres(BigInt(row.paid)),
  };
}

/**
 * One merchant's wallet, in two small queries each planned in a fraction of a millisecond (the list's one query,
 * whose correlated part reads orders, takes longer to plan than to run for a single merchant).
 */
export async function walletOf(db: Db, customerId: number) {
  const [merchant] = await db
    .select({
      ...walletColumns,
      with_shippers: sql<string>`'0'`,
      account: sql<number | null>`(select a.id from ledger_accounts a where a.kind = 'merchant' and a.owner_id = ${MERCHANT_ID})`,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!merchant) return undefined;
  const [shippers] = rowsOf(
    await db.execute(sql`select coalesce(-sum(e.amount), 0)::text as amount from ledger_entries e
      where e.account_id = ${merchant.account ?? 0} and e.order_id = any(array(select id from orders
        where customer_id = ${customerId} and status = 'Delivered' and customer_closing_id is null))
        and not exists (select 1 from settled_entries s where s.entry_id = e.id)`),
  );
  return walletOut({ ...merchant, with_shippers: String(shippers?.amount ?? '0') });
}

const SORTS: Record<(typeof WALLET_SORTS)[number], SQL> = {
  name: sql`${customers.name}`,
  owed: sql`(${merchantBalance('merchant')} + ${merchantBalance('merchant_due')})`,
  due: merchantBalance('merchant_due'),
};

export interface WalletQuery {
  q?: string;
  /** A field of SORTS, `-` before it for the largest first. */
  ordering?: string;
}

/** The wallets of the merchants whose money the caller may see, most owed first by default, with the totals of all of them. */
export async function listWallets(db: Db, scope: OrderScope, query: WalletQuery, window: PageWindow) {
  const text = query.q?.trim();
  const where = and(
    moneyCustomers(scope),
    text ? or(...[customers.name, customers.company_name, customers.phone].map((column) => ilike(column, containsPattern(text)))) : undefined,
  );
  const ordering = query.ordering ?? '-owed';
  const by = SORTS[ordering.replace(/^-/, '') as keyof typeof SORTS] ?? SORTS.owed;
  const rows = await db
    .select(walletColumns)
    .from(customers)
    .where(where)
    .orderBy(ordering.startsWith('-') ? desc(by) : asc(by), asc(customers.id))
    .limit(window.size)
    .offset(window.offset);
  const [totals] = await db
    .select({
      total: count(),
      earned: sql<string>`coalesce(sum(${merchantBalance('merchant')}), 0)::text`,
      due: sql<string>`coalesce(sum(${merchantBalance('merchant_due')}), 0)::text`,
    })
    .from(customers)
    .where(where);
  return {
    count: totals!.total,
    results: rows.map(walletOut),
    totals: { owed: fromPiastres(BigInt(totals!.earned) + BigInt(totals!.due)), due: fromPiastres(BigInt(totals!.due)) },
  };
}
