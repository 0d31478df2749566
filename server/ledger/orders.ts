import { sql } from 'drizzle-orm';
import { ledgerKey } from '../../domain/ledger/keys';
import { CLOSED_ORDER_FIELDS, orderChange, type OrderMoney } from '../../domain/ledger/position';
import type { Posting } from '../../domain/ledger/events';
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
  customer_closing_id: orders.customer_closing_id,
  version: orders.version,
};

export interface MoneyRow extends OrderMoney {
  serial: string;
  shipper_closing_id: number | null;
  customer_closing_id: number | null;
  version: number;
}

/** An order whose money a closing holds (its shipper's, or its merchant's settlement) changes only through an approved request. */
export const isClosed = (row: Pick<MoneyRow, 'shipper_closing_id' | 'customer_closing_id'>): boolean =>
  row.shipper_closing_id != null || row.customer_closing_id != null;

/** The refusal of a change to a closed order's money, naming the closing that holds it (a shipper's receipt, or a merchant's statement). */
export async function closedRefusal(tx: Tx, row: MoneyRow): Promise<ApiError> {
  if (row.shipper_closing_id == null) {
    const [statement] = rowsOf(await tx.execute(sql`select number from customer_closings where id = ${row.customer_closing_id}`));
    return new ApiError(409, 'ledger.order_settled', { serial: row.serial, number: String(statement?.number ?? row.customer_closing_id) });
  }
  const [closing] = rowsOf(await tx.execute(sql`select rc from shipper_closings where id = ${row.shipper_closing_id}`));
  return new ApiError(409, 'ledger.order_closed', { serial: row.serial, rc: String(closing?.rc ?? row.shipper_closing_id) });
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
  const closed = correction ? undefined : changes.find(({ old }) => isClosed(old));
  if (closed) throw await closedRefusal(tx, closed.old);
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
    changes.map(({ old, row, change }) => ({
      header: {
        kind: change.kind,
        key: ledgerKey.order(row.id, row.version),
        user_id,
        order_id: row.id,
        request_id: correction?.request_id ?? null,
        reverses_id: lastOf.get(row.id) ?? null,
      },
      postings: old.shipper_closing_id == null ? change.postings : onShipperDebt(change.postings),
    })),
  );
  return posted.map((p) => p.id);
}

/**
 * A correction of an order whose cash a shipper closing took: that cash is in the office box, not with him, so
 * what the correction changes of it is between him and the company, on his debt (less collected than recorded
 * lowers it). His custody never goes below zero; taking the closing back moves it onto his cash again (unwound).
 */
const onShipperDebt = (postings: readonly Posting[]): Posting[] => postings.map((p) => (p.account === 'shipper_cash' ? { ...p, account: 'shipper_debt' } : p));

/**
 * Refuses a write of `columns` on an order a closing holds, naming the closing, before anything is written: the
 * order edit, a bulk action and an import all call it. The database refuses the same (the trigger of migration
 * 0014), so a route that forgot cannot write one either.
 */
export async function assertOpenForWrite(tx: Tx, rows: readonly MoneyRow[], columns: readonly string[]): Promise<void> {
  if (!columns.some((column) => (CLOSED_ORDER_FIELDS as readonly string[]).includes(column))) return;
  const closed = rows.find(isClosed);
  if (closed) throw await closedRefusal(tx, closed);
}
