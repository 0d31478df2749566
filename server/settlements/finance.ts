import { sql } from 'drizzle-orm';
import type { AccountKind } from '../../domain/ledger/accounts';
import { FINANCE_FIGURE_NAMES, FINANCE_FIGURES, positionOf, TREND_DAYS, type FinanceFigure, type Position } from '../../domain/ledger/finance';
import { fromPiastres } from '../../domain/orders/money';
import type { Visibility } from '../../domain/permissions';
import { isVisible } from '../../domain/permissions/scoping';
import { cairoDaysAgo } from '../../domain/time';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { PageWindow } from '../lib/rest/paging';
import type { DateRange } from '../../domain/reports/range';

type ByKind = Map<AccountKind, bigint>;

const byKind = (rows: Record<string, unknown>[]): ByKind => new Map(rows.map((row) => [row.kind as AccountKind, BigInt(String(row.amount))]));

const positionText = (position: Position) => ({
  figures: Object.fromEntries(FINANCE_FIGURE_NAMES.map((name) => [name, fromPiastres(position.figures[name])])),
  assets: fromPiastres(position.assets),
  liabilities: fromPiastres(position.liabilities),
  net: fromPiastres(position.net),
  balanced: position.imbalance === 0n,
});

/**
 * What each kind of account moved on each day from `first`, read from ledger_days. The merchants' thousands of
 * accounts are not read: every day's movements sum to zero (each transaction balances, and its entries share its
 * day), so what the merchants' accounts moved is the negation of what all the others moved, given to `merchant`.
 */
async function movesSince(db: Db, first: string): Promise<Map<string, ByKind>> {
  const rows = rowsOf(
    await db.execute(sql`select d.day::text as day, a.kind, sum(d.amount)::text as amount from ledger_days d
      join ledger_accounts a on a.id = d.account_id
      where d.account_id = any(array(select id from ledger_accounts where kind not in ('merchant', 'merchant_due'))) and d.day >= ${first}::date
      group by 1, 2`),
  );
  const days = new Map<string, ByKind>();
  for (const row of rows) {
    const day = days.get(String(row.day)) ?? new Map<AccountKind, bigint>();
    day.set(row.kind as AccountKind, BigInt(String(row.amount)));
    days.set(String(row.day), day);
  }
  for (const moved of days.values()) moved.set('merchant', -[...moved.values()].reduce((sum, amount) => sum + amount, 0n));
  return days;
}

const minus = (balances: ByKind, moved: ByKind | undefined): ByKind => {
  const out = new Map(balances);
  for (const [kind, amount] of moved ?? []) out.set(kind, (out.get(kind) ?? 0n) - amount);
  return out;
};

/**
 * The company's position at the end of `day` and its trend over the days before: today's balances less what
 * moved after each day (ledger_days), so nothing is summed from entries.
 */
export async function financeOn(db: Db, day: string) {
  const now = byKind(rowsOf(await db.execute(sql`select kind, sum(balance)::text as amount from ledger_accounts group by kind`)));
  const first = cairoDaysAgo(TREND_DAYS - 1, day);
  const moves = await movesSince(db, first);
  let balances = now;
  for (const [moved, amounts] of moves) if (moved > day) balances = minus(balances, amounts);
  const trend = [];
  let evening = balances;
  for (let d = day; d >= first; d = cairoDaysAgo(1, d)) {
    const position = positionOf(evening);
    const flow = positionOf(moves.get(d) ?? new Map());
    trend.push({
      day: d,
      cash_with_shippers: fromPiastres(position.figures.cash_with_shippers),
      cash: fromPiastres(position.figures.office_cash + position.figures.bank),
      owed_to_merchants: fromPiastres(position.figures.owed_to_merchants),
      earned: fromPiastres(flow.figures.earned),
      spent: fromPiastres(flow.figures.expenses),
    });
    evening = minus(evening, moves.get(d));
  }
  return { day, ...positionText(positionOf(balances)), trend: trend.reverse() };
}

/** Whose account an entry is on, for the caller who may see them: shippers and merchants by their rows. */
export interface OwnerSight {
  shippers: Visibility;
  customers: (id: number) => boolean;
}

/**
 * The entries behind a figure over a range of days, newest first (those of `window`, or all), each with its
 * transaction and (when visible) whose it is: the owner of its account, or, on the company's own accounts (the office
 * box, the fees kept), the shipper whose closing posted it; with how many there are and what they sum to.
 */
export async function financeEntries(db: Db, sight: OwnerSight, figure: FinanceFigure, range: DateRange, window: PageWindow | undefined) {
  const kinds = [...FINANCE_FIGURES[figure].kinds];
  const where = sql`a.kind = any(${sql.param(kinds)}::text[]) and e.posted_at >= (${range.from_date}::date::timestamp at time zone 'Africa/Cairo')
    and e.posted_at < ((${range.to_date}::date + 1)::timestamp at time zone 'Africa/Cairo')`;
  const rows = rowsOf(
    await db.execute(sql`select e.id, to_char(e.posted_at at time zone 'Africa/Cairo', 'YYYY-MM-DD HH24:MI') as posted_at, e.amount::text as amount,
        a.kind as account, a.owner_id, t.kind, t.note, o.id as order_id, o.serial, coalesce(c.name, s.name, x.name) as owner_name,
        sc.shipper_id as closing_shipper, cs.name as closing_shipper_name
      from ledger_entries e join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
      left join orders o on o.id = e.order_id
      left join shipper_closings sc on sc.id = t.closing_id
      left join shippers cs on cs.id = sc.shipper_id
      left join customers c on a.kind in ('merchant', 'merchant_due') and c.id = a.owner_id
      left join shippers s on a.kind like 'shipper\\_%' and a.kind <> 'shipper_fee_expense' and s.id = a.owner_id
      left join expense_categories x on a.kind = 'expense' and x.id = a.owner_id
      where ${where} order by e.posted_at desc, e.id desc limit ${window?.size ?? null} offset ${window?.offset ?? 0}`),
  );
  const [all] = rowsOf(
    await db.execute(sql`select count(*)::int as n, coalesce(sum(e.amount), 0)::text as amount
      from ledger_entries e join ledger_accounts a on a.id = e.account_id where ${where}`),
  );
  const sign = BigInt(FINANCE_FIGURES[figure].sign);
  return {
    count: Number(all?.n ?? 0),
    totals: { amount: fromPiastres(sign * BigInt(String(all?.amount ?? '0'))) },
    rows: rows.map((row) => {
      const account = String(row.account);
      const owner = Number(row.owner_id);
      const closingShipper = row.closing_shipper == null ? null : Number(row.closing_shipper);
      const byClosing = closingShipper !== null && isVisible(sight.shippers, closingShipper) ? row.closing_shipper_name : null;
      const seen =
        account === 'merchant' || account === 'merchant_due'
          ? sight.customers(owner)
          : account.startsWith('shipper_') && account !== 'shipper_fee_expense'
            ? isVisible(sight.shippers, owner)
            : true;
      return {
        entry_id: Number(row.id),
        posted_at: String(row.posted_at),
        amount: fromPiastres(sign * BigInt(String(row.amount))),
        account,
        owner_name: seen ? String(row.owner_name ?? byClosing ?? '') : '',
        kind: String(row.kind),
        note: String(row.note),
        serial: seen ? (row.serial ?? null) : null,
        order_id: seen && row.order_id != null ? Number(row.order_id) : null,
      };
    }),
  };
}
