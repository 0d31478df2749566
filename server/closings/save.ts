import { and, eq, inArray, sql } from 'drizzle-orm';
import { planClosing, takesSomething } from '../../domain/ledger/closing';
import { fromPiastres } from '../../domain/orders/money';
import type { Tx } from '../db/client';
import { closedEntries, closingOrders, HUB_SHIPPER_ID, orders, shipperClosings } from '../db/schema';
import { postTransactions } from '../ledger/post';
import { audit } from '../lib/audit';
import { ApiError, badRequest } from '../lib/errors';
import { recordEvents } from '../orders/events';
import { lockShippersCash } from '../ledger/locks';
import { heldSql } from '../db/held';
import { readFigures } from './figures';
import { missedByStanding, nothingLeftRefusal } from './standing';
import { ledgerKey } from '../../domain/ledger/keys';
import { asClosingWrite } from '../ledger/closing-write';

export interface ClosingInput {
  shipper: number;
  closing_date: string;
  counted: bigint;
  fees_kept: boolean;
  received: readonly number[];
  denominations?: Record<string, number>;
  note?: string;
  idempotency_key?: string;
  /** When it was made, for records of the past (the demo's history); now otherwise. */
  at?: Date;
}

const byKey = async (tx: Tx, key: string | undefined) =>
  key ? (await tx.select({ id: shipperClosings.id }).from(shipperClosings).where(eq(shipperClosings.idempotency_key, key)))[0] : undefined;

/** The parcels a shipper must bring back (not delivered, still his), for a closing of him. */
export const returnsOf = (tx: Tx, shipperId: number) =>
  tx
    .select({ id: orders.id, serial: orders.serial, status: orders.status })
    .from(orders)
    .where(and(eq(orders.shipper_id, shipperId), heldSql(orders.status, orders.status_code)))
    .orderBy(orders.id);

/**
 * Saves a shipper's closing in the caller's transaction (design.md section 11): under the lock of his cash
 * account, it reads what the ledger says he holds, posts one balanced transaction (closing, and a shortage or an
 * overage), marks every cash entry it took as closed (each at most once, by primary key), gives each order its
 * cash state, and records the parcels received back (to the hub) and those missed. A request sent again with
 * the same idempotency key answers the closing it made.
 */
export async function saveClosing(tx: Tx, userId: number, input: ClosingInput): Promise<number> {
  const done = await byKey(tx, input.idempotency_key);
  if (done) return done.id;
  // Locks in the order a delivery takes them (its parcel, then the shipper's cash account), so the two wait for
  // each other instead of deadlocking: a parcel delivered meanwhile leaves the returns and its cash is swept below.
  const returns = await returnsOf(tx, input.shipper).for('update');
  await lockShippersCash(tx, [{ shipper_id: input.shipper }]);
  const raced = await byKey(tx, input.idempotency_key);
  if (raced) return raced.id;
  const figures = await readFigures(tx, input.shipper);
  figures.cash = figures.cash.filter((line) => line.amount !== 0n || line.entry_ids.length > 0);
  const owed = new Set(returns.map((r) => r.id));
  const stray = input.received.find((id) => !owed.has(id));
  if (stray !== undefined) throw badRequest({ received: 'ledger.returns_unknown' });
  const listed = await missedByStanding(tx, input.shipper);
  const received = new Set(input.received);
  const newlyMissed = returns.filter((parcel) => !received.has(parcel.id) && !listed.has(parcel.id)).length;
  if (!takesSomething({ cashLines: figures.cash.length, received: received.size, newlyMissed })) throw await nothingLeftRefusal(tx, input.shipper);
  const plan = planClosing(figures, input.counted, input.fees_kept, input.shipper);
  if (input.counted > plan.maxCounted) {
    throw new ApiError(400, 'ledger.counted_too_much', { max: fromPiastres(plan.maxCounted) }, { counted: 'ledger.counted_too_much' });
  }
  const [closing] = await tx
    .insert(shipperClosings)
    .values({
      shipper_id: input.shipper,
      closing_date: input.closing_date,
      expected: plan.expected,
      counted: input.counted,
      fees: plan.kept,
      fees_kept: input.fees_kept,
      previous_debt: figures.previousDebt,
      difference: plan.difference,
      denominations: input.denominations ?? null,
      note: input.note ?? '',
      idempotency_key: input.idempotency_key ?? null,
      created_by: userId,
      ...(input.at ? { created_at: input.at } : {}),
    })
    .returning({ id: shipperClosings.id, rc: shipperClosings.rc });
  const [posted] = await postTransactions(tx, [
    { header: { kind: 'closing', key: ledgerKey.closing(closing!.id), user_id: userId, closing_id: closing!.id, at: input.at }, postings: plan.postings },
  ]);
  if (posted) await tx.update(shipperClosings).set({ transaction_id: posted.id }).where(eq(shipperClosings.id, closing!.id));
  const swept = [...figures.cash.flatMap((line) => line.entry_ids), ...(posted?.entries.filter((e) => e.account === 'shipper_cash').map((e) => e.id) ?? [])];
  if (swept.length) await tx.insert(closedEntries).values(swept.map((entry_id) => ({ entry_id, closing_id: closing!.id })));
  await asClosingWrite(tx, () => recordOrders(tx, userId, closing!, plan.orders, returns, received));
  await audit(tx, {
    userId,
    action: 'create',
    entity: 'shipper_closing',
    entityId: closing!.id,
    after: { ...input, counted: fromPiastres(input.counted), rc: closing!.rc },
  });
  return closing!.id;
}

/** The closing's orders: each cash order's state and share, each parcel received back (to the hub) or missed. */
async function recordOrders(
  tx: Tx,
  userId: number,
  closing: { id: number; rc: number },
  cash: ReturnType<typeof planClosing>['orders'],
  returns: { id: number; serial: string; status: string }[],
  received: ReadonlySet<number>,
): Promise<void> {
  const rows = [
    ...cash.map((line) => ({ closing_id: closing.id, order_id: line.order_id, role: 'cash' as const, expected: line.expected, cashed: line.cashed })),
    ...returns.map((parcel) => ({ closing_id: closing.id, order_id: parcel.id, role: 'return' as const, received: received.has(parcel.id) })),
  ];
  if (rows.length) await tx.insert(closingOrders).values(rows);
  for (const state of ['Full Submit', 'Partially Submit', 'No Submit'] as const) {
    const lines = cash.filter((line) => line.state === state);
    if (lines.length === 0) continue;
    const amounts = sql`(select m.cashed from unnest(${sql.param(lines.map((l) => l.order_id))}::int[], ${sql.param(lines.map((l) => fromPiastres(l.cashed)))}::numeric[]) as m(id, cashed) where m.id = ${orders.id})`;
    await tx
      .update(orders)
      .set({ shipper_cash_state: state, shipper_cashed: amounts, shipper_closing_id: closing.id, version: sql`${orders.version} + 1` })
      .where(
        inArray(
          orders.id,
          lines.map((l) => l.order_id),
        ),
      );
  }
  const back = returns.filter((parcel) => received.has(parcel.id)).map((parcel) => parcel.id);
  if (back.length) {
    await tx
      .update(orders)
      .set({
        shipper_id: HUB_SHIPPER_ID,
        status: sql`case when ${orders.status} = 'Out For Deliver' then 'Pending' else ${orders.status} end`,
        version: sql`${orders.version} + 1`,
      })
      .where(inArray(orders.id, back));
    await tx
      .update(closingOrders)
      .set({ resolved_at: sql`now()` })
      .where(
        and(
          inArray(closingOrders.order_id, back),
          eq(closingOrders.role, 'return'),
          eq(closingOrders.received, false),
          sql`${closingOrders.resolved_at} is null`,
        ),
      );
  }
  const note = `RC ${closing.rc}`;
  await recordEvents(tx, [
    ...cash.map((line) => ({
      order_id: line.order_id,
      user_id: userId,
      action: 'closing',
      note,
      changes: { shipper_cash_state: ['No Submit', line.state] as [unknown, unknown] },
    })),
    ...returns.map((parcel) => {
      const back = received.has(parcel.id);
      const to = back && parcel.status === 'Out For Deliver' ? 'Pending' : parcel.status;
      return { order_id: parcel.id, user_id: userId, action: back ? 'received_back' : 'missed_return', from_status: parcel.status, to_status: to, note };
    }),
  ]);
}
