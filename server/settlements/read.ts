import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { planSettlement } from '../../domain/ledger/settlement';
import { fromPiastres } from '../../domain/orders/money';
import type { PageWindow } from '../lib/rest/paging';
import type { Db } from '../db/client';
import { customerClosingOrders, customerClosings, customers, orders, users } from '../db/schema';
import type { OrderScope } from '../orders/scope';
import { moneyCustomers } from './access';
import { packagingTotal, readPackaging, readUnsettled, type PackagingCharge } from './unsettled';

const le = (piastres: bigint | null | undefined) => fromPiastres(piastres ?? 0n);

/** A packaging charge as a statement shows it. */
const chargeOut = ({ entry_ids: _entries, amount, ...charge }: PackagingCharge) => ({ ...charge, amount: le(amount) });

/** Figures of a closing or a plan, as LE text. */
const figuresOf = (f: { collected: bigint; fees: bigint; return_fees: bigint; adjustments: bigint; net: bigint }) => ({
  collected: le(f.collected),
  fees: le(f.fees),
  return_fees: le(f.return_fees),
  adjustments: le(f.adjustments),
  net: le(f.net),
});

/**
 * What settling a merchant now could take: every order whose money may be settled, with its figures, the packaging
 * charges any closing of it takes, and the totals of all of them.
 */
export async function previewSettlement(db: Db, customerId: number) {
  const lines = await readUnsettled(db, customerId);
  const charges = await readPackaging(db, customerId);
  const plan = planSettlement(lines, customerId, packagingTotal(charges));
  const byOrder = new Map(lines.map((line) => [line.order_id, line]));
  return {
    customer: customerId,
    ...figuresOf(plan),
    packaging: le(plan.packaging),
    packaging_charges: charges.map(chargeOut),
    orders: plan.lines.map((line) => {
      const order = byOrder.get(line.order_id)!;
      return { order_id: line.order_id, serial: order.serial, status: order.status, full_name: order.full_name, state: line.state, ...figuresOf(line) };
    }),
  };
}

const closingColumns = {
  id: customerClosings.id,
  number: customerClosings.number,
  customer_id: customerClosings.customer_id,
  customer_name: customers.name,
  company_name: customers.company_name,
  order_count: customerClosings.order_count,
  collected: customerClosings.collected,
  fees: customerClosings.fees,
  return_fees: customerClosings.return_fees,
  adjustments: customerClosings.adjustments,
  packaging: customerClosings.packaging,
  net: customerClosings.net,
  note: customerClosings.note,
  collect_request_id: customerClosings.collect_request_id,
  created_by_name: users.username,
  created_at: customerClosings.created_at,
};

type Figures = Parameters<typeof figuresOf>[0];
const closingOut = <T extends Figures & { packaging: bigint; created_at: Date }>(row: T) => ({
  ...row,
  ...figuresOf(row),
  packaging: le(row.packaging),
  created_at: row.created_at.toISOString(),
});

export interface SettlementFilters {
  customer?: number;
  from_date?: string;
  to_date?: string;
}

const dayOfClosing = sql`(${customerClosings.created_at} at time zone 'Africa/Cairo')::date`;

/** The closings a caller may read: of the merchants whose money a staff member may see, or a merchant's own. */
export const closingsOf = (reader: OrderScope | { customer: number }): SQL | undefined =>
  'customer' in reader ? eq(customerClosings.customer_id, reader.customer) : moneyCustomers(reader, customerClosings.customer_id);

/** Customer closings, newest first, that the reader may see, with the totals of all matching. */
export async function listSettlements(db: Db, reader: OrderScope | { customer: number }, filters: SettlementFilters, window: PageWindow) {
  const where = and(
    closingsOf(reader),
    filters.customer ? eq(customerClosings.customer_id, filters.customer) : undefined,
    filters.from_date ? gte(dayOfClosing, filters.from_date) : undefined,
    filters.to_date ? lte(dayOfClosing, filters.to_date) : undefined,
  );
  const rows = await db
    .select(closingColumns)
    .from(customerClosings)
    .innerJoin(customers, eq(customers.id, customerClosings.customer_id))
    .leftJoin(users, eq(users.id, customerClosings.created_by))
    .where(where)
    .orderBy(desc(customerClosings.id))
    .limit(window.size)
    .offset(window.offset);
  const [totals] = await db
    .select({
      total: count(),
      orders: sql<string>`coalesce(sum(${customerClosings.order_count}), 0)::text`,
      net: sql<string>`coalesce(sum(${customerClosings.net}), 0)::text`,
      collected: sql<string>`coalesce(sum(${customerClosings.collected}), 0)::text`,
      fees: sql<string>`coalesce(sum(${customerClosings.fees} + ${customerClosings.return_fees}), 0)::text`,
    })
    .from(customerClosings)
    .where(where);
  return {
    count: totals!.total,
    results: rows.map(closingOut),
    totals: { orders: Number(totals!.orders), collected: le(BigInt(totals!.collected)), fees: le(BigInt(totals!.fees)), net: le(BigInt(totals!.net)) },
  };
}

/** One closing with its statement lines, when the reader may see it. */
export async function settlementById(db: Db, reader: OrderScope | { customer: number }, id: number) {
  const [row] = await db
    .select(closingColumns)
    .from(customerClosings)
    .innerJoin(customers, eq(customers.id, customerClosings.customer_id))
    .leftJoin(users, eq(users.id, customerClosings.created_by))
    .where(and(eq(customerClosings.id, id), closingsOf(reader)));
  if (!row) return undefined;
  const charges = await readPackaging(db, row.customer_id, id);
  return { ...closingOut(row), lines: await statementLines(db, [id]), packaging_charges: charges.map(chargeOut) };
}

/** The statement lines of closings, in order. */
export async function statementLines(db: Db, ids: readonly number[]) {
  const rows = await db
    .select({
      customer_closing_id: customerClosingOrders.customer_closing_id,
      order_id: customerClosingOrders.order_id,
      serial: orders.serial,
      status: orders.status,
      full_name: orders.full_name,
      total_amount: orders.total_amount,
      collected: customerClosingOrders.collected,
      fees: customerClosingOrders.fees,
      return_fees: customerClosingOrders.return_fees,
      adjustments: customerClosingOrders.adjustments,
      net: customerClosingOrders.net,
      state: customerClosingOrders.state,
    })
    .from(customerClosingOrders)
    .innerJoin(orders, eq(orders.id, customerClosingOrders.order_id))
    .where(inArray(customerClosingOrders.customer_closing_id, [...ids]))
    .orderBy(customerClosingOrders.customer_closing_id, customerClosingOrders.order_id);
  return rows.map((row) => ({ ...row, ...figuresOf(row) }));
}
