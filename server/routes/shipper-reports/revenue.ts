import { sql, type SQL } from 'drizzle-orm';
import { netOf, type RevenueSums } from '../../../domain/ledger/reports';
import { fromPiastres } from '../../../domain/orders/money';
import type { Visibility } from '../../../domain/permissions';
import { TIME_ZONE } from '../../../domain/time';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

const BIG = ['collected', 'fees_earned', 'fees_kept', 'shortages', 'overages', 'write_offs'] as const;

/**
 * A closing's debt legs: its shortage (a debit), its overage (a credit), and their reversal when it is refused or
 * reopened. A correction of an order whose cash a closing took moves his debt too (server/ledger/orders.ts): it
 * counts with the shortages (less collected than recorded lowers them).
 */
const SHORTAGE = sql`e.closing_id is not null and ((e.tx_kind = 'closing' and e.amount > 0) or (e.tx_kind = 'reversal' and e.amount < 0))`;
const OVERAGE = sql`e.closing_id is not null and ((e.tx_kind = 'closing' and e.amount < 0) or (e.tx_kind = 'reversal' and e.amount > 0))`;

export interface RevenueQuery {
  from_date: string;
  to_date: string;
  /** One shipper (Shipper/revenue, by day), or every shipper the caller sees (newrevenue, by shipper). */
  shipper?: number;
}

const present = (sums: RevenueSums) => ({
  delivered: sums.delivered,
  ...Object.fromEntries(BIG.map((key) => [key, fromPiastres(sums[key])])),
  net: fromPiastres(netOf(sums)),
});

function sumsOf(row: Record<string, unknown>): RevenueSums {
  const big = Object.fromEntries(BIG.map((key) => [key, BigInt(String(row[key] ?? 0))])) as Record<(typeof BIG)[number], bigint>;
  return { delivered: Number(row.delivered ?? 0), ...big };
}

/**
 * A shipper's earnings and deductions (domain/ledger/reports.ts says what each figure is), summed in SQL from the
 * entries of his cash, payable and debt accounts posted in the range's Cairo days: the accounts are found by
 * kind and owner, their entries by `ledger_entries_account_time_idx`. By day for one shipper, by shipper for all.
 */
export async function revenueReport(db: Db, visibility: Visibility, query: RevenueQuery) {
  const byDay = query.shipper != null;
  const owners: SQL = byDay ? sql`a.owner_id = ${query.shipper}` : visibility.all ? sql`true` : sql`a.owner_id = any(${sql.param([...visibility.ids])}::int[])`;
  const group = byDay ? sql`e.day` : sql`e.shipper_id`;
  const rows = rowsOf(
    await db.execute(sql`with e as (
        select a.owner_id as shipper_id, a.kind as account, t.kind as tx_kind, t.id as tx_id, t.closing_id, t.order_id, e.amount,
          (e.posted_at at time zone ${TIME_ZONE})::date::text as day
        from ledger_accounts a
        join ledger_entries e on e.account_id = a.id
          and e.posted_at >= (${query.from_date}::date::timestamp at time zone ${TIME_ZONE})
          and e.posted_at < ((${query.to_date}::date + 1)::timestamp at time zone ${TIME_ZONE})
        join ledger_transactions t on t.id = e.transaction_id
        where a.kind in ('shipper_cash', 'shipper_payable', 'shipper_debt') and ${owners})
      select ${group} as key, min(s.name) as shipper_name,
        (count(distinct e.tx_id) filter (where e.tx_kind in ('delivered', 'partial'))
          - count(distinct e.tx_id) filter (where e.tx_kind = 'reversal' and e.closing_id is null and e.order_id is not null))::int as delivered,
        coalesce(sum(e.amount) filter (where e.account = 'shipper_cash' and e.closing_id is null), 0)::text as collected,
        coalesce(-sum(e.amount) filter (where e.account = 'shipper_payable' and e.closing_id is null), 0)::text as fees_earned,
        coalesce(sum(e.amount) filter (where e.account = 'shipper_payable' and e.closing_id is not null), 0)::text as fees_kept,
        coalesce(sum(e.amount) filter (where e.account = 'shipper_debt' and (${SHORTAGE} or e.tx_kind = 'correction')), 0)::text as shortages,
        coalesce(-sum(e.amount) filter (where e.account = 'shipper_debt' and ${OVERAGE}), 0)::text as overages,
        coalesce(-sum(e.amount) filter (where e.account = 'shipper_debt' and e.tx_kind = 'write_off'), 0)::text as write_offs
      from e join shippers s on s.id = e.shipper_id
      group by ${group} order by ${byDay ? sql`e.day` : sql`min(s.name), e.shipper_id`}`),
  );
  const all = rows.map(sumsOf);
  const total = all.reduce<RevenueSums>(
    (sum, row) => ({
      delivered: sum.delivered + row.delivered,
      ...(Object.fromEntries(BIG.map((key) => [key, sum[key] + row[key]])) as Record<(typeof BIG)[number], bigint>),
    }),
    { delivered: 0, collected: 0n, fees_earned: 0n, fees_kept: 0n, shortages: 0n, overages: 0n, write_offs: 0n },
  );
  const results = rows.map((row, i) => ({
    ...(byDay ? { day: String(row.key) } : { shipper_id: Number(row.key), shipper_name: String(row.shipper_name) }),
    ...present(all[i]!),
  }));
  return { from_date: query.from_date, to_date: query.to_date, shipper: query.shipper ?? null, results, totals: present(total) };
}
