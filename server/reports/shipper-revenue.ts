import { sql, type SQL } from 'drizzle-orm';
import { netOf, type RevenueSums } from '../../domain/ledger/reports';
import { fromPiastres } from '../../domain/orders/money';
import { shipperVisibility, type Visibility } from '../../domain/permissions';
import type { DateRange } from '../../domain/reports/range';
import { shipperDaysReport, shippersRevenueReport } from '../../domain/reports/shipper-revenue';
import { TIME_ZONE } from '../../domain/time';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { notFound } from '../lib/errors';
import { serve } from './kit';

const BIG = ['collected', 'fees_earned', 'fees_kept', 'shortages', 'overages', 'write_offs'] as const;

/**
 * A closing's debt legs: its shortage (a debit), its overage (a credit), and their reversal when it is refused or
 * reopened. A correction of an order whose cash a closing took moves his debt too (server/ledger/orders.ts): it
 * counts with the shortages (less collected than recorded lowers them).
 */
const SHORTAGE = sql`e.closing_id is not null and ((e.tx_kind = 'closing' and e.amount > 0) or (e.tx_kind = 'reversal' and e.amount < 0))`;
const OVERAGE = sql`e.closing_id is not null and ((e.tx_kind = 'closing' and e.amount < 0) or (e.tx_kind = 'reversal' and e.amount > 0))`;

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
async function revenueRows(db: Db, visibility: Visibility, query: DateRange & { shipper?: number }) {
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
  return rows.map((row) => ({
    ...(byDay ? { day: String(row.key), shipper_id: query.shipper } : { shipper_id: Number(row.key), shipper_name: String(row.shipper_name) }),
    ...present(sumsOf(row)),
  }));
}

/** Shipper/revenue: one shipper's days (404 for one the caller may not see, as for one that does not exist). */
export const shipperDays = serve(shipperDaysReport, async (db, scope, params, range) => {
  const shipper = params.id!;
  if (rowsOf(await db.execute(sql`select 1 from shippers where id = ${shipper}`)).length === 0) throw notFound();
  return { rows: await revenueRows(db, shipperVisibility(scope.grants), { ...range!, shipper }) };
});

/** Shipper/newrevenue: every shipper the caller sees over the range. */
export const shippersRevenue = serve(shippersRevenueReport, async (db, scope, _params, range) => ({
  rows: await revenueRows(db, shipperVisibility(scope.grants), range!),
}));
