import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PayoutMethodName } from '../../domain/validation/customer';
import { fromPiastres } from '../../domain/orders/money';
import type { PageWindow } from '../lib/rest/paging';
import type { Db } from '../db/client';
import { customers, payoutBatches, payouts, users } from '../db/schema';
import type { OrderScope } from '../orders/scope';
import { moneyCustomers } from './access';

const le = (piastres: bigint | string | null | undefined) => fromPiastres(BigInt(piastres ?? 0));

/** The payouts a caller may see: of the merchants whose money it may see. */
const seen = (scope: OrderScope): SQL | undefined => moneyCustomers(scope, payouts.customer_id);

const batchFigures = (scope: OrderScope) => ({
  payouts: sql<number>`count(${payouts.id}) filter (where ${payouts.status} <> 'removed' and ${seen(scope) ?? sql`true`})::int`,
  total: sql<string>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} <> 'removed' and ${seen(scope) ?? sql`true`}), 0)::text`,
  paid: sql<number>`count(${payouts.id}) filter (where ${payouts.status} = 'paid' and ${seen(scope) ?? sql`true`})::int`,
  paid_total: sql<string>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} = 'paid' and ${seen(scope) ?? sql`true`}), 0)::text`,
  failed: sql<number>`count(${payouts.id}) filter (where ${payouts.status} = 'failed' and ${seen(scope) ?? sql`true`})::int`,
});

const batchColumns = {
  id: payoutBatches.id,
  method: payoutBatches.method,
  note: payoutBatches.note,
  created_at: payoutBatches.created_at,
  exported_at: payoutBatches.exported_at,
  created_by_name: users.username,
};

type BatchRow = { created_at: Date; exported_at: Date | null; total: string; paid_total: string };
const batchOut = <T extends BatchRow>(row: T) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  exported_at: row.exported_at?.toISOString() ?? null,
  total: le(row.total),
  paid_total: le(row.paid_total),
});

/** Payout batches, newest first, with the figures of the payouts the caller may see (a batch with none of them is left out). */
export async function listBatches(db: Db, scope: OrderScope, method: PayoutMethodName | undefined, window: PageWindow) {
  const where = and(method ? eq(payoutBatches.method, method) : undefined, seen(scope));
  const rows = await db
    .select({ ...batchColumns, ...batchFigures(scope) })
    .from(payoutBatches)
    .innerJoin(payouts, eq(payouts.batch_id, payoutBatches.id))
    .leftJoin(users, eq(users.id, payoutBatches.created_by))
    .where(where)
    .groupBy(payoutBatches.id, users.username)
    .orderBy(desc(payoutBatches.id))
    .limit(window.size)
    .offset(window.offset);
  const [total] = await db
    .select({ n: sql<number>`count(distinct ${payoutBatches.id})::int` })
    .from(payoutBatches)
    .innerJoin(payouts, eq(payouts.batch_id, payoutBatches.id))
    .where(where);
  return { count: total?.n ?? 0, results: rows.map(batchOut) };
}

/** One batch with its payouts the caller may see, or undefined when it sees none of them. */
export async function batchById(db: Db, scope: OrderScope, id: number) {
  const [batch] = await db
    .select({ ...batchColumns, ...batchFigures(scope) })
    .from(payoutBatches)
    .innerJoin(payouts, eq(payouts.batch_id, payoutBatches.id))
    .leftJoin(users, eq(users.id, payoutBatches.created_by))
    .where(eq(payoutBatches.id, id))
    .groupBy(payoutBatches.id, users.username);
  const items = await batchItems(db, scope, id);
  if (!batch || items.length === 0) return undefined;
  return { ...batchOut(batch), items };
}

/** The payouts of a batch the caller may see, with their merchants. */
export async function batchItems(db: Db, scope: OrderScope, id: number) {
  const rows = await db
    .select({
      id: payouts.id,
      customer_id: payouts.customer_id,
      name: customers.name,
      company_name: customers.company_name,
      phone: customers.phone,
      account: payouts.account,
      amount: payouts.amount,
      status: payouts.status,
      reference: payouts.reference,
      reason: payouts.reason,
      paid_at: payouts.paid_at,
    })
    .from(payouts)
    .innerJoin(customers, eq(customers.id, payouts.customer_id))
    .where(and(eq(payouts.batch_id, id), seen(scope)))
    .orderBy(payouts.id);
  return rows.map((row) => ({ ...row, amount: le(row.amount), paid_at: row.paid_at?.toISOString() ?? null }));
}
