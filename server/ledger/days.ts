import { sql } from 'drizzle-orm';
import type { Posting } from '../../domain/ledger/events';
import { merchantDayDeltas } from '../../domain/ledger/merchant-days';
import type { TransactionHeader } from './post';
import { TIME_ZONE } from '../../domain/time';
import type { Tx } from '../db/client';

/**
 * Keeps the daily tables in step with the entries just posted, in the same transaction: what each account moved
 * that day (ledger_days) and each merchant's revenue of the day (merchant_days, domain/ledger/merchant-days.ts).
 * The account rows are already locked by the posting, so two postings on the same account add up in turn.
 */
export async function recordDays(
  tx: Tx,
  entries: readonly { account_id: number; amount: bigint; at: string | null }[],
  items: readonly { header: TransactionHeader; postings: readonly Posting[] }[],
): Promise<void> {
  await tx.execute(sql`insert into ledger_days (account_id, day, amount)
    select a, (coalesce(t, now()) at time zone ${TIME_ZONE})::date, sum(m)
    from unnest(${sql.param(entries.map((e) => e.account_id))}::int[], ${sql.param(entries.map((e) => e.amount.toString()))}::bigint[], ${sql.param(entries.map((e) => e.at))}::timestamptz[]) as e(a, m, t)
    group by 1, 2
    on conflict (account_id, day) do update set amount = ledger_days.amount + excluded.amount`);
  const deltas = items.flatMap((item) =>
    merchantDayDeltas(item.header.kind, item.header.order_id ?? null, item.postings).map((d) => ({ ...d, at: item.header.at?.toISOString() ?? null })),
  );
  if (deltas.length === 0) return;
  const list = <T>(pick: (d: (typeof deltas)[number]) => T) => sql.param(deltas.map(pick));
  await tx.execute(sql`insert into merchant_days (customer_id, day, delivered, returned, collected, fees, return_fees, net)
    select c, (coalesce(t, now()) at time zone ${TIME_ZONE})::date, sum(d), sum(r), sum(co), sum(f), sum(rf), sum(n)
    from unnest(${list((d) => d.customer_id)}::int[], ${list((d) => d.at)}::timestamptz[], ${list((d) => d.delivered)}::int[], ${list((d) => d.returned)}::int[],
      ${list((d) => d.collected.toString())}::bigint[], ${list((d) => d.fees.toString())}::bigint[], ${list((d) => d.return_fees.toString())}::bigint[],
      ${list((d) => d.net.toString())}::bigint[]) as m(c, t, d, r, co, f, rf, n)
    group by 1, 2
    on conflict (customer_id, day) do update set delivered = merchant_days.delivered + excluded.delivered, returned = merchant_days.returned + excluded.returned,
      collected = merchant_days.collected + excluded.collected, fees = merchant_days.fees + excluded.fees,
      return_fees = merchant_days.return_fees + excluded.return_fees, net = merchant_days.net + excluded.net`);
}
