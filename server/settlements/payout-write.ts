import { and, eq, inArray, sql } from 'drizzle-orm';
import { legsOf } from '../../domain/ledger/events';
import { payoutEvent } from '../../domain/ledger/payouts';
import { fromPiastres } from '../../domain/orders/money';
import type { PayoutMethodName } from '../../domain/validation/customer';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { customers, payoutBatches, payouts } from '../db/schema';
import { postTransactions } from '../ledger/post';
import { audit } from '../lib/audit';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { ledgerKey } from '../../domain/ledger/keys';

/** What is due to each merchant now (settled, not paid out), piastres, read under the lock of their accounts. */
async function dueOf(tx: Tx, customerIds: readonly number[]): Promise<Map<number, bigint>> {
  const owners = [...customerIds].sort((a, b) => a - b);
  const rows = rowsOf(
    await tx.execute(sql`select owner_id, -balance as due from ledger_accounts
      where kind = 'merchant_due' and owner_id = any(${sql.param(owners)}::int[]) order by id for update`),
  );
  return new Map(rows.map((row) => [Number(row.owner_id), BigInt(String(row.due))]));
}

export interface BatchRequest {
  method: PayoutMethodName;
  customers: readonly number[];
  note: string;
  idempotency_key?: string;
}

/**
 * A payout batch in the caller's transaction: one pending payout for each merchant named, of what is due to it
 * now, to the account its profile names. A merchant paid by another method, with nothing due, or already
 * waiting in a batch is refused by name (one pending payout per merchant, kept by a unique index). The same
 * idempotency key answers the batch it made.
 */
export async function createBatch(tx: Tx, userId: number, request: BatchRequest): Promise<number> {
  const byKey = async () =>
    request.idempotency_key
      ? (await tx.select({ id: payoutBatches.id }).from(payoutBatches).where(eq(payoutBatches.idempotency_key, request.idempotency_key)))[0]
      : undefined;
  const done = await byKey();
  if (done) return done.id;
  const due = await dueOf(tx, request.customers);
  const raced = await byKey();
  if (raced) return raced.id;
  const merchants = await tx
    .select({ id: customers.id, name: customers.name, method: customers.payout_method, account: customers.payout_account })
    .from(customers)
    .where(inArray(customers.id, [...request.customers]));
  // A merchant that does not exist is refused beside the field, as one the caller may not see would be.
  if (merchants.length !== request.customers.length) throw badRequest({ customers: 'errors.not_found' });
  const waiting = rowsOf(
    await tx.execute(
      sql`select customer_id, batch_id from payouts where status = 'pending' and customer_id = any(${sql.param([...request.customers])}::int[])`,
    ),
  );
  for (const merchant of merchants) {
    if (merchant.method !== request.method) throw new ApiError(409, 'settlements.method_mismatch', { name: merchant.name, method: merchant.method });
    const pending = waiting.find((row) => Number(row.customer_id) === merchant.id);
    if (pending) throw new ApiError(409, 'settlements.payout_pending', { name: merchant.name, batch: String(pending.batch_id) });
    if ((due.get(merchant.id) ?? 0n) <= 0n) throw new ApiError(409, 'settlements.nothing_due', { name: merchant.name });
  }
  const [batch] = await tx
    .insert(payoutBatches)
    .values({ method: request.method, note: request.note, idempotency_key: request.idempotency_key ?? null, created_by: userId })
    .returning({ id: payoutBatches.id });
  await tx.insert(payouts).values(merchants.map((m) => ({ batch_id: batch!.id, customer_id: m.id, amount: due.get(m.id)!, account: m.account })));
  await audit(tx, { userId, action: 'create', entity: 'payout_batch', entityId: batch!.id, after: { ...request, customers: [...request.customers] } });
  return batch!.id;
}

/** The payouts named, of this batch, locked; any other id is missing. */
async function lockItems(tx: Tx, batchId: number, ids: readonly number[]) {
  const rows = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.batch_id, batchId), inArray(payouts.id, [...ids])))
    .orderBy(payouts.id)
    .for('update');
  if (rows.length !== ids.length) throw notFound();
  return rows;
}

/**
 * Marks payouts paid with the bank's or the receipt's reference, posting each (cash from the office box,
 * transfers from the bank). One already paid is left as it is, so a request sent twice pays once. A merchant
 * whose due fell below the payout meanwhile (a correction) is refused by name.
 */
export async function payItems(tx: Tx, userId: number, batchId: number, ids: readonly number[], reference: string): Promise<void> {
  const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (!batch) throw notFound();
  const rows = await lockItems(tx, batchId, ids);
  const toPay = rows.filter((row) => row.status === 'pending');
  const wrong = rows.find((row) => row.status !== 'pending' && row.status !== 'paid');
  if (wrong) throw new ApiError(409, 'settlements.payout_not_pending', { status: wrong.status });
  if (toPay.length === 0) return;
  const due = await dueOf(
    tx,
    toPay.map((row) => row.customer_id),
  );
  const short = toPay.find((row) => (due.get(row.customer_id) ?? 0n) < row.amount);
  if (short) throw new ApiError(409, 'settlements.nothing_due', { name: String(short.customer_id) });
  const posted = await postTransactions(
    tx,
    toPay.map((row) => ({
      header: { kind: 'payout' as const, key: ledgerKey.payout(row.id), user_id: userId, note: `PO ${row.id} ${reference}`.trim() },
      postings: legsOf(payoutEvent(batch.method), { amount: row.amount }, { shipper: 0, customer: row.customer_id, order_id: null }),
    })),
  );
  for (const [i, row] of toPay.entries())
    await tx
      .update(payouts)
      .set({ status: 'paid', reference, transaction_id: posted[i]!.id, paid_by: userId, paid_at: sql`now()` })
      .where(eq(payouts.id, row.id));
  await audit(tx, { userId, action: 'pay', entity: 'payout_batch', entityId: batchId, after: { payouts: toPay.map((row) => row.id), reference } });
}

/**
 * A payout that did not reach the merchant: a paid one (a transfer the bank sent back) is reversed, so its
 * money is due again, and keeps the reason; a pending one is taken out of the batch.
 */
export async function failItem(tx: Tx, userId: number, batchId: number, id: number, reason: string): Promise<void> {
  const [row] = await lockItems(tx, batchId, [id]);
  if (row!.status === 'pending') {
    await tx.update(payouts).set({ status: 'removed', reason }).where(eq(payouts.id, id));
  } else if (row!.status === 'paid') {
    const [batch] = await tx.select({ method: payoutBatches.method }).from(payoutBatches).where(eq(payoutBatches.id, batchId));
    const legs = legsOf(payoutEvent(batch!.method), { amount: -row!.amount }, { shipper: 0, customer: row!.customer_id, order_id: null });
    const [reversal] = await postTransactions(tx, [
      {
        header: {
          kind: 'reversal',
          key: ledgerKey.reversal(row!.transaction_id!),
          user_id: userId,
          reverses_id: row!.transaction_id,
          note: `PO ${id} ${reason}`,
        },
        postings: legs,
      },
    ]);
    await tx.update(payouts).set({ status: 'failed', reason, reversal_id: reversal!.id }).where(eq(payouts.id, id));
  } else {
    throw new ApiError(409, 'settlements.payout_not_pending', { status: row!.status });
  }
  await audit(tx, {
    userId,
    action: 'fail',
    entity: 'payout',
    entityId: id,
    before: { status: row!.status, amount: fromPiastres(row!.amount) },
    after: { reason },
  });
}
