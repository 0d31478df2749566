import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { fromPiastres } from '../../domain/orders/money';
import type { Visibility } from '../../domain/permissions';
import type { Db } from '../db/client';
import { shipperClosings, shippers } from '../db/schema';
import { closingDetails, shipperIn } from '../closings/read';
import type { OrderScope } from '../orders/scope';

const le = (piastres: string | null) => fromPiastres(BigInt(piastres ?? '0'));
/** Closings that stand: a refused or reopened one was reversed and moved no money. */
const stands = sql`${shipperClosings.status} in ('pending', 'approved')`;
const money = (value: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${value}) filter (where ${stands}), 0)::text`;
const counted = (where: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${where}))::int`.mapWith(Number);

export interface ClosingReportFilters {
  shipper?: number;
  from_date: string;
  to_date: string;
}

/**
 * ShipperClosingRequestReport: the closings of each shipper and day in the range (domain/ledger/reports.ts says
 * which closings the money columns sum), the receipt numbers of that day's closings for their details page, and
 * the totals.
 */
export async function closingReport(db: Db, visibility: Visibility, filters: ClosingReportFilters) {
  const rows = await db
    .select({
      closing_date: shipperClosings.closing_date,
      shipper_id: shipperClosings.shipper_id,
      shipper_name: shippers.name,
      closing_rcs: sql<number[]>`array_agg(${shipperClosings.rc} order by ${shipperClosings.rc})`.mapWith((rcs: (number | string)[]) => rcs.map(Number)),
      closings: sql<number>`count(*)::int`.mapWith(Number),
      expected: money(sql`${shipperClosings.expected}`),
      counted: money(sql`${shipperClosings.counted}`),
      fees_kept: money(sql`${shipperClosings.fees}`),
      shortages: money(sql`greatest(${shipperClosings.difference}, 0)`),
      overages: money(sql`greatest(-${shipperClosings.difference}, 0)`),
      pending: counted(sql`${shipperClosings.status} = 'pending'`),
      approved: counted(sql`${shipperClosings.status} = 'approved'`),
      refused: counted(sql`${shipperClosings.status} in ('refused', 'reopened')`),
    })
    .from(shipperClosings)
    .innerJoin(shippers, eq(shippers.id, shipperClosings.shipper_id))
    .where(
      and(
        shipperIn(visibility),
        filters.shipper ? eq(shipperClosings.shipper_id, filters.shipper) : undefined,
        gte(shipperClosings.closing_date, filters.from_date),
        lte(shipperClosings.closing_date, filters.to_date),
      ),
    )
    .groupBy(shipperClosings.closing_date, shipperClosings.shipper_id, shippers.name)
    .orderBy(sql`${shipperClosings.closing_date} desc`, shippers.name);
  const MONEY = ['expected', 'counted', 'fees_kept', 'shortages', 'overages'] as const;
  const COUNTS = ['closings', 'pending', 'approved', 'refused'] as const;
  const results = rows.map((row) => ({ ...row, ...Object.fromEntries(MONEY.map((key) => [key, le(row[key])])) }));
  const totals = {
    ...Object.fromEntries(MONEY.map((key) => [key, le(String(rows.reduce((sum, row) => sum + BigInt(row[key]), 0n)))])),
    ...Object.fromEntries(COUNTS.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0)])),
  };
  return { from_date: filters.from_date, to_date: filters.to_date, results, totals };
}

/**
 * ShipperClosingRequestDetails/{request_id}: one closing by its receipt number (the number on its paper, in its
 * list and in the report), with its orders, cash, returns and who made and decided it; undefined when hidden or absent.
 */
export async function closingRequestDetails(db: Db, scope: OrderScope, visibility: Visibility, rc: number) {
  const [row] = await db
    .select({ shipper_id: shipperClosings.shipper_id, closing_date: shipperClosings.closing_date, rc: shipperClosings.rc })
    .from(shipperClosings)
    .where(and(eq(shipperClosings.rc, rc), shipperIn(visibility)));
  return row && closingDetails(db, scope, visibility, row.shipper_id, row.closing_date, row.rc);
}
