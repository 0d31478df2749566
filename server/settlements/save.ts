import { eq, inArray, sql } from 'drizzle-orm';
import { planSettlement } from '../../domain/ledger/settlement';
import { fromPiastres } from '../../domain/orders/money';
import type { Tx } from '../db/client';
import { customerClosingOrders, customerClosings, customerRequests, orders, settledEntries } from '../db/schema';
import { postTransactions } from '../ledger/post';
import { audit } from '../lib/audit';
import { ApiError, badRequest } from '../lib/errors';
import { collectOrderIds } from '../requests/collect-orders';
import { recordEvents } from '../orders/events';
import { packagingTotal, readPackaging, readUnsettled } from './unsettled';
import { ledgerKey } from '../../domain/ledger/keys';
import { asClosingWrite } from '../ledger/closing-write';

export interface SettlementRequest {
  customer: number;
  orders: readonly number[];
  note: string;
  idempotency_key?: string;
  collect_request?: number | null;
  /** When it was made, for records of the past (the demo's history); now otherwise. */
  at?: Date;
}

/**
 * The orders of the merchant's collect request a closing settles (its money asked for), checked: a request of
 * another kind, of another merchant, cancelled or unknown is refused beside its field.
 */
export async function collectOf(tx: Tx, customer: number, requestId: number): Promise<number[]> {
  const [request] = await tx
    .select({ customer_id: customerRequests.customer_id, kind: customerRequests.kind, status: customerRequests.status })
    .from(customerRequests)
    .where(eq(customerRequests.id, requestId));
  if (!request || request.kind !== 'collect' || request.customer_id !== customer || request.status === 'cancelled')
    throw badRequest({ collect_request: 'errors.not_found' });
  return collectOrderIds(tx, requestId);
}

const byKey = async (tx: Tx, key: string | undefined) =>
  key ? (await tx.select({ id: customerClosings.id }).from(customerClosings).where(eq(customerClosings.idempotency_key, key)))[0] : undefined;

/** Locks the orders named, then the merchant's account: the order a delivery or a correction takes them in, so the two take turns. */
async function lockMerchant(tx: Tx, customerId: number, orderIds: readonly number[]): Promise<void> {
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(orders.id)
    .for('update');
  await tx.execute(sql`insert into ledger_accounts (kind, owner_id) values ('merchant', ${customerId}) on conflict do nothing`);
  await tx.execute(sql`select id from ledger_accounts where kind = 'merchant' and owner_id = ${customerId} for update`);
}

/**
 * Saves a customer closing in the caller's transaction (design.md section 11): under the lock of the merchant's
 * account it reads what the ledger owes the merchant on the orders chosen and no closing settled, refuses any
 * order that cannot be settled now (naming it), takes every packaging charge not settled yet, posts one balanced
 * transaction moving each order's net (less the packaging) to what is due to the merchant, marks every entry it settled (each at most once, by primary key), keeps the statement lines
 * and gives each order its customer cash state. A request sent again with the same idempotency key answers the
 * closing it made.
 */
export async function saveSettlement(tx: Tx, userId: number, request: SettlementRequest): Promise<number> {
  const done = await byKey(tx, request.idempotency_key);
  if (done) return done.id;
  await lockMerchant(tx, request.customer, request.orders);
  const raced = await byKey(tx, request.idempotency_key);
  if (raced) return raced.id;
  if (request.collect_request) await collectOf(tx, request.customer, request.collect_request);
  const lines = await readUnsettled(tx, request.customer, request.orders);
  const found = new Set(lines.map((line) => line.order_id));
  const missing = request.orders.find((id) => !found.has(id));
  if (missing !== undefined) {
    const [row] = await tx.select({ serial: orders.serial, customer_id: orders.customer_id }).from(orders).where(eq(orders.id, missing));
    throw new ApiError(409, 'settlements.not_settleable', { serial: row?.customer_id === request.customer ? row.serial : `#${missing}` });
  }
  const packaging = await readPackaging(tx, request.customer);
  const plan = planSettlement(lines, request.customer, packagingTotal(packaging));
  const [closing] = await tx
    .insert(customerClosings)
    .values({
      customer_id: request.customer,
      order_count: plan.lines.length,
      collected: plan.collected,
      fees: plan.fees,
      return_fees: plan.return_fees,
      adjustments: plan.adjustments,
      packaging: plan.packaging,
      net: plan.net,
      note: request.note,
      collect_request_id: request.collect_request ?? null,
      idempotency_key: request.idempotency_key ?? null,
      created_by: userId,
      ...(request.at ? { created_at: request.at } : {}),
    })
    .returning({ id: customerClosings.id, number: customerClosings.number });
  const id = closing!.id;
  const [posted] = await postTransactions(tx, [
    { header: { kind: 'settlement', key: ledgerKey.settlement(id), user_id: userId, note: `ST ${closing!.number}`, at: request.at }, postings: plan.postings },
  ]);
  if (posted) await tx.update(customerClosings).set({ transaction_id: posted.id }).where(eq(customerClosings.id, id));
  const settled = [
    ...lines.flatMap((line) => line.entry_ids),
    ...packaging.flatMap((charge) => charge.entry_ids),
    ...(posted?.entries.filter((e) => e.account === 'merchant').map((e) => e.id) ?? []),
  ];
  if (settled.length) await tx.insert(settledEntries).values(settled.map((entry_id) => ({ entry_id, customer_closing_id: id })));
  await tx.insert(customerClosingOrders).values(plan.lines.map((line) => ({ customer_closing_id: id, ...line })));
  await asClosingWrite(tx, () => markOrders(tx, id, plan.lines));
  await recordEvents(
    tx,
    plan.lines.map((line) => ({
      order_id: line.order_id,
      user_id: userId,
      action: 'settlement',
      note: `ST ${closing!.number}`,
      changes: { customer_cash_state: ['No Submit', line.state] as [unknown, unknown] },
    })),
  );
  await audit(tx, {
    userId,
    action: 'create',
    entity: 'customer_closing',
    entityId: id,
    after: {
      customer: request.customer,
      orders: request.orders,
      net: fromPiastres(plan.net),
      packaging: fromPiastres(plan.packaging),
      number: closing!.number,
      note: request.note,
    },
  });
  return id;
}

/** Each order's settlement: the closing that first settled it, its cash state and what was settled to the merchant on it in all. */
async function markOrders(tx: Tx, closingId: number, lines: ReturnType<typeof planSettlement>['lines']): Promise<void> {
  const values = sql`unnest(${sql.param(lines.map((l) => l.order_id))}::int[], ${sql.param(lines.map((l) => l.state))}::text[],
    ${sql.param(lines.map((l) => fromPiastres(l.net)))}::numeric[]) as m(id, state, net)`;
  await tx.execute(sql`update orders o set customer_closing_id = coalesce(o.customer_closing_id, ${closingId}), customer_cash_state = m.state,
      customer_cashed = o.customer_cashed + m.net, version = o.version + 1
    from ${values} where o.id = m.id`);
}
