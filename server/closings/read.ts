import { and, count, desc, eq, gte, inArray, lte, sql, sum, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { planClosing } from '../../domain/ledger/closing';
import type { ClosingStatus } from '../../domain/ledger/kinds';
import { fromPiastres } from '../../domain/orders/money';
import type { Visibility } from '../../domain/permissions';
import type { Db } from '../db/client';
import type { PageWindow } from '../lib/rest/paging';
import { closingOrders, customers, orders, shipperClosings, shippers, users } from '../db/schema';
import { maskOrder } from '../../domain/orders/visibility';
import { canSeeCustomer, hiddenFor, type OrderScope } from '../orders/scope';
import { readFigures } from './figures';
import { returnsOf } from './save';
import { standingClosings } from './standing';

const le = (piastres: bigint | null | undefined) => fromPiastres(piastres ?? 0n);

/** The shippers a caller may see, as a condition on a shipper id column. */
export const shipperIn = (visibility: Visibility, column: AnyPgColumn = shipperClosings.shipper_id): SQL | undefined =>
  visibility.all ? undefined : visibility.ids.length ? inArray(column, [...visibility.ids]) : sql`false`;

/**
 * An order line as a closing shows it: its fields through the order masking rule, the customer and recipient only
 * to a caller who may see the customer. The cash the closing counts for it is the shipper's, shown with the closing.
 */
async function orderLines(db: Db, scope: OrderScope, ids: number[]) {
  if (ids.length === 0) return new Map<number, Record<string, unknown>>();
  const rows = await db
    .select({
      id: orders.id,
      serial: orders.serial,
      status: orders.status,
      customer_id: orders.customer_id,
      customer_name: customers.company_name,
      full_name: orders.full_name,
      total_amount: orders.total_amount,
      collected_amount: orders.collected_amount,
      shipper_fees: orders.shipper_fees,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .where(inArray(orders.id, ids));
  return new Map(
    rows.map((row) => {
      const seen = canSeeCustomer(scope, row.customer_id);
      // The customer is named only to a caller who may see it; its id stays inside too.
      const { customer_id: _customer, ...masked } = maskOrder(row, hiddenFor(scope, row.customer_id));
      return [row.id, { ...masked, customer_name: seen ? row.customer_name : '', full_name: seen ? row.full_name : '' }];
    }),
  );
}

/**
 * What closing a shipper now would take: his cash by order, fees owed, debt, the parcels to bring back, the plan if
 * all is handed over and the most that may be counted; and the closings that already took his cash (those waiting
 * for approval and the last approved one), so a second closing of the day sees what the first took.
 */
export async function previewClosing(db: Db, scope: OrderScope, shipperId: number) {
  const figures = await readFigures(db, shipperId);
  const cash = figures.cash.filter((line) => line.amount !== 0n);
  const returns = await db.transaction((tx) => returnsOf(tx, shipperId));
  const lines = await orderLines(db, scope, [...cash.map((c) => c.order_id), ...returns.map((r) => r.id)]);
  const plan = planClosing(figures, 0n, true, shipperId);
  return {
    shipper: shipperId,
    expected: le(plan.expected),
    fees_owed: le(figures.feesOwed),
    fees_kept: le(plan.kept),
    previous_debt: le(figures.previousDebt),
    to_hand_over: le(plan.toHandOver),
    max_counted: le(plan.maxCounted),
    standing: await standingClosings(db, shipperId),
    cash: cash.map((c) => ({ ...lines.get(c.order_id), order_id: c.order_id, amount: le(c.amount) })),
    returns: returns.map((r) => ({ ...lines.get(r.id), order_id: r.id })),
  };
}

const maker = alias(users, 'maker');
const decider = alias(users, 'decider');

const CLOSING_COLUMNS = {
  id: shipperClosings.id,
  rc: shipperClosings.rc,
  shipper_id: shipperClosings.shipper_id,
  shipper_name: shippers.name,
  closing_date: shipperClosings.closing_date,
  status: shipperClosings.status,
  expected: shipperClosings.expected,
  counted: shipperClosings.counted,
  fees: shipperClosings.fees,
  fees_kept: shipperClosings.fees_kept,
  previous_debt: shipperClosings.previous_debt,
  difference: shipperClosings.difference,
  denominations: shipperClosings.denominations,
  note: shipperClosings.note,
  created_by: shipperClosings.created_by,
  created_by_name: maker.username,
  created_at: shipperClosings.created_at,
  decided_by_name: decider.username,
  decided_at: shipperClosings.decided_at,
  decision_note: shipperClosings.decision_note,
};

type ClosingRecord = Awaited<ReturnType<typeof selectClosings>>[number];

const selectClosings = (db: Db, where: SQL | undefined) =>
  db
    .select(CLOSING_COLUMNS)
    .from(shipperClosings)
    .innerJoin(shippers, eq(shippers.id, shipperClosings.shipper_id))
    .leftJoin(maker, eq(maker.id, shipperClosings.created_by))
    .leftJoin(decider, eq(decider.id, shipperClosings.decided_by))
    .where(where);

/** A closing as the API gives it: money in LE. */
export const presentClosing = (row: ClosingRecord) => ({
  ...row,
  expected: le(row.expected),
  counted: le(row.counted),
  fees: le(row.fees),
  previous_debt: le(row.previous_debt),
  difference: le(row.difference),
  debt_after: le(row.previous_debt + (row.status === 'refused' || row.status === 'reopened' ? 0n : row.difference)),
});

/** One closing by id (after saving or deciding it). */
export async function closingById(db: Db, id: number) {
  const [row] = await selectClosings(db, eq(shipperClosings.id, id));
  return row && presentClosing(row);
}

export interface ClosingFilters {
  shipper?: number;
  from_date?: string;
  to_date?: string;
  status?: ClosingStatus;
}

/** A page of closings (newest first) and the totals of every closing the filters match. */
export async function listClosings(db: Db, visibility: Visibility, filters: ClosingFilters, window: PageWindow) {
  const where = and(
    shipperIn(visibility),
    filters.shipper ? eq(shipperClosings.shipper_id, filters.shipper) : undefined,
    filters.from_date ? gte(shipperClosings.closing_date, filters.from_date) : undefined,
    filters.to_date ? lte(shipperClosings.closing_date, filters.to_date) : undefined,
    filters.status ? eq(shipperClosings.status, filters.status) : undefined,
  );
  const rows = await selectClosings(db, where).orderBy(desc(shipperClosings.closing_date), desc(shipperClosings.id)).limit(window.size).offset(window.offset);
  const [totals] = await db
    .select({ count: count(), expected: sum(shipperClosings.expected), counted: sum(shipperClosings.counted), difference: sum(shipperClosings.difference) })
    .from(shipperClosings)
    .where(where);
  // A sum of bigint columns comes back as integer text.
  const total = (value: string | null | undefined) => le(value ? BigInt(value) : 0n);
  return {
    count: totals?.count ?? 0,
    totals: { expected: total(totals?.expected), counted: total(totals?.counted), difference: total(totals?.difference) },
    results: rows.map(presentClosing),
  };
}

/** One closing with its orders and parcels, found by shipper, day and receipt number. */
export async function closingDetails(db: Db, scope: OrderScope, visibility: Visibility, shipper: number, day: string, rc: number) {
  const [row] = await selectClosings(
    db,
    and(shipperIn(visibility), eq(shipperClosings.shipper_id, shipper), eq(shipperClosings.closing_date, day), eq(shipperClosings.rc, rc)),
  );
  if (!row) return undefined;
  const items = await db.select().from(closingOrders).where(eq(closingOrders.closing_id, row.id)).orderBy(closingOrders.order_id);
  const lines = await orderLines(
    db,
    scope,
    items.map((i) => i.order_id),
  );
  return {
    ...presentClosing(row),
    cash: items
      .filter((i) => i.role === 'cash')
      .map((i) => ({ ...lines.get(i.order_id), order_id: i.order_id, expected: le(i.expected), cashed: le(i.cashed) })),
    returns: items
      .filter((i) => i.role === 'return')
      .map((i) => ({ ...lines.get(i.order_id), order_id: i.order_id, received: i.received, resolved: i.resolved_at != null })),
  };
}
