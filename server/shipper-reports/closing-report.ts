import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { fromPiastres } from '../../domain/orders/money';
import { shipperVisibility, type Visibility } from '../../domain/permissions';
import { shipperClosingsReport } from '../../domain/reports/shipper-closings';
import { serve } from '../reports/kit';
import type { Db } from '../db/client';
import { shipperClosings, shippers } from '../db/schema';
import { closingDetails, shipperIn } from '../closings/read';
import type { OrderScope } from '../orders/scope';

const le = (piastres: string | null) => fromPiastres(BigInt(piastres ?? '0'));
/** Closings that stand: a refused or reopened one was reversed and moved no money. */
const stands = sql`${shipperClosings.status} in ('pending', 'approved')`;
const money = (value: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${value}) filter (where ${stands}), 0)::text`;
const counted = (where: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${where}))::int`.mapWith(Number);

/**
 * ShipperClosingRequestReport (domain/reports/shipper-closings.ts): each shipper's closings of a day in the range, the
 * receipt numbers of that day's closings for their details page, keyed by the day and the shipper.
 */
export const shipperClosingsRead = serve(shipperClosingsReport, async (db, scope, params, range) => {
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
        shipperIn(shipperVisibility(scope.grants)),
        params.shipper ? eq(shipperClosings.shipper_id, params.shipper) : undefined,
        gte(shipperClosings.closing_date, range!.from_date),
        lte(shipperClosings.closing_date, range!.to_date),
      ),
    )
    .groupBy(shipperClosings.closing_date, shipperClosings.shipper_id, shippers.name)
    .orderBy(sql`${shipperClosings.closing_date} desc`, shippers.name);
  const MONEY = ['expected', 'counted', 'fees_kept', 'shortages', 'overages'] as const;
  return {
    rows: rows.map((row) => ({ ...row, key: `${row.closing_date}:${row.shipper_id}`, ...Object.fromEntries(MONEY.map((key) => [key, le(row[key])])) })),
  };
});

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
