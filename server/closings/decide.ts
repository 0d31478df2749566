import { and, eq, sql } from 'drizzle-orm';
import { negated } from '../../domain/ledger/events';
import type { ClosingStatus } from '../../domain/ledger/kinds';
import type { AccountKind } from '../../domain/ledger/accounts';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { closedEntries, customerClosings, orders, shipperClosings } from '../db/schema';
import { lockShippersCash } from '../ledger/locks';
import { postTransactions } from '../ledger/post';
import { audit } from '../lib/audit';
import { ApiError, notFound } from '../lib/errors';
import { recordEvents } from '../orders/events';
import { ledgerKey } from '../../domain/ledger/keys';
import { asClosingWrite } from '../ledger/closing-write';

export type ClosingRow = typeof shipperClosings.$inferSelect;

/** The closing, locked; a closing of a shipper the caller may not see does not exist for them. */
export async function lockClosing(tx: Tx, id: number, maysee: (shipperId: number) => boolean): Promise<ClosingRow> {
  const [row] = await tx.select().from(shipperClosings).where(eq(shipperClosings.id, id)).for('update');
  if (!row || !maysee(row.shipper_id)) throw notFound();
  return row;
}

const notPending = (row: ClosingRow, wanted: ClosingStatus) =>
  new ApiError(409, wanted === 'pending' ? 'ledger.closing_not_pending' : 'ledger.closing_not_approved', { rc: String(row.rc), status: row.status });

/**
 * Approves a pending closing (four eyes: never by the person who made it, superusers included): it becomes final
 * and its delivered orders become Collected, the status that says the shipper handed their cash over.
 */
export async function approveClosing(tx: Tx, userId: number, row: ClosingRow): Promise<void> {
  if (row.status !== 'pending') throw notPending(row, 'pending');
  if (row.created_by === userId) throw new ApiError(403, 'ledger.own_closing');
  await tx
    .update(shipperClosings)
    .set({ status: 'approved', decided_by: userId, decided_at: sql`now()` })
    .where(eq(shipperClosings.id, row.id));
  const moved = await tx
    .update(orders)
    .set({ status: 'Collected', status_date: sql`now()`, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.shipper_closing_id, row.id), eq(orders.status, 'Delivered')))
    .returning({ id: orders.id });
  await recordEvents(
    tx,
    moved.map((o) => ({ order_id: o.id, user_id: userId, action: 'status', from_status: 'Delivered', to_status: 'Collected', note: `RC ${row.rc}` })),
  );
  await audit(tx, { userId, action: 'approve', entity: 'shipper_closing', entityId: row.id, before: { status: 'pending' }, after: { status: 'approved' } });
}

/**
 * Takes a closing back (a pending one refused, or an approved one reopened through an approved request): a
 * reversal of its transaction, its orders' cash free for the next closing, their cash state back to No Submit
 * and Collected back to Delivered. The parcels received back stay received: that happened.
 */
export async function unwindClosing(
  tx: Tx,
  userId: number,
  row: ClosingRow,
  to: 'refused' | 'reopened',
  note: string,
  requestId?: number,
): Promise<number | null> {
  let reversalId: number | null = null;
  if (row.status !== (to === 'refused' ? 'pending' : 'approved')) throw notPending(row, to === 'refused' ? 'pending' : 'approved');
  // The shipper's cash account first, as a closing and a delivery take it, so they take turns with this.
  await lockShippersCash(tx, [{ shipper_id: row.shipper_id }]);
  const [settled] = await tx
    .select({ serial: orders.serial, number: customerClosings.number })
    .from(orders)
    .innerJoin(customerClosings, eq(customerClosings.id, orders.customer_closing_id))
    .where(eq(orders.shipper_closing_id, row.id))
    .limit(1);
  // Its orders' money reached their merchants' statements: taking the closing back would leave them paid out of cash never handed over.
  if (settled) throw new ApiError(409, 'ledger.closing_settled', { rc: String(row.rc), serial: settled.serial, number: String(settled.number) });
  if (row.transaction_id != null) {
    const entries = rowsOf(
      await tx.execute(sql`select a.kind, a.owner_id, e.amount::text as amount, e.order_id from ledger_entries e
        join ledger_accounts a on a.id = e.account_id where e.transaction_id = ${row.transaction_id} order by e.id`),
    ).map((e) => ({
      account: e.kind as AccountKind,
      owner: Number(e.owner_id),
      amount: BigInt(String(e.amount)),
      order_id: e.order_id == null ? null : Number(e.order_id),
    }));
    const [reversal] = await postTransactions(tx, [
      {
        header: {
          kind: 'reversal',
          key: ledgerKey.reversal(row.transaction_id),
          user_id: userId,
          closing_id: row.id,
          reverses_id: row.transaction_id,
          request_id: requestId ?? null,
          note,
        },
        postings: negated(entries),
      },
    ]);
    // The orders' own cash entries are free again; the closing's lump and its reversal cancel out, both closed.
    await tx.execute(sql`delete from ${closedEntries} where ${closedEntries.closing_id} = ${row.id}
      and ${closedEntries.entry_id} in (select id from ledger_entries where order_id is not null)`);
    reversalId = reversal?.id ?? null;
    const lumps = reversal?.entries.filter((e) => e.account === 'shipper_cash').map((e) => ({ entry_id: e.id, closing_id: row.id })) ?? [];
    if (lumps.length) await tx.insert(closedEntries).values(lumps);
  }
  await tx
    .update(shipperClosings)
    .set({ status: to, decided_by: userId, decided_at: sql`now()`, decision_note: note })
    .where(eq(shipperClosings.id, row.id));
  const freed = await asClosingWrite(tx, () =>
    tx
      .update(orders)
      .set({
        shipper_cash_state: 'No Submit',
        shipper_cashed: '0',
        shipper_closing_id: null,
        status: sql`case when ${orders.status} = 'Collected' then 'Delivered' else ${orders.status} end`,
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.shipper_closing_id, row.id))
      .returning({ id: orders.id, status: orders.status }),
  );
  await debtBackToCash(
    tx,
    userId,
    row,
    freed.map((o) => o.id),
    requestId,
  );
  await recordEvents(
    tx,
    freed.map((o) => ({ order_id: o.id, user_id: userId, action: `closing_${to}`, from_status: o.status, to_status: o.status, note: `RC ${row.rc}: ${note}` })),
  );
  await audit(tx, { userId, action: to, entity: 'shipper_closing', entityId: row.id, before: { status: row.status }, after: { status: to, note } });
  return reversalId;
}

/**
 * Corrections approved while the closing held its orders put what they changed of the orders' cash on the
 * shipper's debt (server/ledger/orders.ts): with the closing taken back, that cash is his to hand over again, so
 * it moves back onto his cash, order by order, and the next closing expects what each order says it brought.
 */
async function debtBackToCash(tx: Tx, userId: number, row: ClosingRow, orderIds: readonly number[], requestId?: number): Promise<void> {
  if (orderIds.length === 0) return;
  const onDebt = rowsOf(
    await tx.execute(sql`select e.order_id, sum(e.amount)::text as amount from ledger_entries e
      join ledger_accounts a on a.id = e.account_id and a.kind = 'shipper_debt' and a.owner_id = ${row.shipper_id}
      where e.order_id = any(${sql.param([...orderIds])}::int[]) group by e.order_id having sum(e.amount) <> 0`),
  );
  await postTransactions(
    tx,
    onDebt.map((line) => {
      const order_id = Number(line.order_id);
      const amount = BigInt(String(line.amount));
      const parties = { account: 'shipper_cash' as const, owner: row.shipper_id, order_id };
      return {
        header: {
          kind: 'correction' as const,
          key: ledgerKey.unwound(row.id, order_id),
          user_id: userId,
          order_id,
          request_id: requestId ?? null,
          note: `RC ${row.rc}`,
        },
        postings: [
          { ...parties, amount },
          { ...parties, account: 'shipper_debt' as const, amount: -amount },
        ],
      };
    }),
  );
}
