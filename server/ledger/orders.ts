import { sql } from 'drizzle-orm';
import { orderChange, type OrderMoney } from '../../domain/ledger/position';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { orders } from '../db/schema';
import { ApiError } from '../lib/errors';
import { postTransactions } from './post';

/** The order columns its money follows from, and the closing that holds it. */
export const MONEY_COLUMNS = {
  id: orders.id,
  serial: orders.serial,
  status: orders.status,
  customer_id: orders.customer_id,
  shipper_id: orders.shipper_id,
  total_amount: orders.total_amount,
  total_fees: orders.total_fees,
  shipper_fees: orders.shipper_fees,
  collected_amount: orders.collected_amount,
  return_fees: orders.return_fees,
  shipper_closing_id: orders.shipper_closing_id,
};

export interface MoneyRow extends OrderMoney {
  serial: string;
  shipper_closing_id: number | null;
}

/** The receipt number of a closing, for the refusal that names it. */
async function receiptOf(tx: Tx, closingId: number): Promise<string> {
  const [row] = rowsOf(await tx.execute(sql`select rc from shipper_closings where id = ${closingId}`));
  return String(row?.rc ?? closingId);
}

/**
 * Posts what changing orders from `before` to `after` did to their money: one ledger transaction per order whose
 * position moved, in the caller's transaction. An order held by a shipper closing refuses any change of its
 * money unless `correction` says an approved request makes it. A reversal points at the order's last delivery or
 * return transaction.
 */
export async function postOrderChanges(
  tx: Tx,
  before: readonly MoneyRow[],
  after: readonly MoneyRow[],
  user_id: number | null,
  correction?: { request_id: number },
): Promise<number[]> {
  const was = new Map(before.map((row) => [row.id, row]));
  const changes = after.flatMap((row) => {
    const old = was.get(row.id);
    const change = old && orderChange(old, row);
    return change ? [{ old, row, change }] : [];
  });
  if (changes.length === 0) return [];
  const closed = correction ? undefined : changes.find(({ old }) => old.shipper_closing_id != null);
  if (closed) throw new ApiError(409, 'ledger.order_closed', { serial: closed.old.serial, rc: await receiptOf(tx, closed.old.shipper_closing_id!) });
  const reversed = changes.filter(({ change }) => change.kind === 'reversal').map(({ row }) => row.id);
  const lastOf = new Map<number, number>();
  if (reversed.length > 0) {
    const rows = rowsOf(
      await tx.execute(sql`select distinct on (order_id) order_id, id from ledger_transactions
        where order_id = any(${sql.param(reversed)}::int[]) and kind in ('delivered', 'partial', 'returned')
        order by order_id, id desc`),
    );
    for (const r of rows) lastOf.set(Number(r.order_id), Number(r.id));
  }
  const posted = await postTransactions(
    tx,
    changes.map(({ row, change }) => ({
      header: { kind: change.kind, user_id, order_id: row.id, request_id: correction?.request_id ?? null, reverses_id: lastOf.get(row.id) ?? null },
      postings: change.postings,
    })),
  );
  return posted.map((p) => p.id);
}
