/**
 * The sheets' figures the writes keep (run_sheet_figures, migration 0032) under random days of work: hand-overs (a
 * parcel sent out again, handed back to the same courier), status changes one by one and in bulk, an order deleted,
 * a sheet deleted or moved to another day, the lines renumbered in bulk. After every sequence the figures equal the
 * lines counted afresh with each order's status now, which is what a clerk kept to some merchants is counted from.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { cairoDaysAgo } from '../../domain/time';
import { rowsOf } from '../../server/db/rows';
import { addToRunSheet, NUMBER_SHEET_LINES } from '../../server/dispatch/run-sheets';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildOrder, buildShipper } from '../helpers/builders';

const { t } = await openApiTest();

const STATUSES = ['Out For Deliver', 'Delivered', 'Undelivered', 'Hold', 'Returned', 'Pending'] as const;
const parcel = fc.nat(5);
const step = fc.oneof(
  fc.record({ do: fc.constant('hand' as const), courier: fc.nat(1), day: fc.nat(2), parcels: fc.uniqueArray(parcel, { minLength: 1, maxLength: 4 }) }),
  fc.record({ do: fc.constant('status' as const), parcel, status: fc.constantFrom(...STATUSES) }),
  fc.record({ do: fc.constant('bulk' as const), parcels: fc.uniqueArray(parcel, { minLength: 2 }), status: fc.constantFrom(...STATUSES) }),
  fc.record({ do: fc.constant('delete order' as const), parcel }),
  fc.record({ do: fc.constant('delete sheet' as const), sheet: fc.nat() }),
  fc.record({ do: fc.constant('move sheet' as const), sheet: fc.nat(), day: fc.nat(2) }),
  fc.record({ do: fc.constant('renumber' as const) }),
);

/** The figures kept of these sheets, and the same counted from their lines with the orders' statuses, as sorted text. */
async function keptAndCounted(sheets: readonly number[]) {
  const ids = sql`${sql.param([...sheets])}::int[]`;
  const text = (rows: Record<string, unknown>[]) => rows.map((row) => JSON.stringify(row));
  const kept = await t.db.execute(sql`
    select run_sheet_id, shipper_id, day::text, status, first, went_again, parcels from run_sheet_figures
    where run_sheet_id = any(${ids}) and parcels <> 0 order by 1, 4, 5, 6`);
  const counted = await t.db.execute(sql`
    select l.run_sheet_id, s.shipper_id, s.day::text, o.status, l.attempt = 1 as first, l.went_again, count(*)::int as parcels
    from run_sheet_orders l join run_sheets s on s.id = l.run_sheet_id join orders o on o.id = l.order_id
    where l.run_sheet_id = any(${ids}) group by 1, 2, 3, 4, 5, 6 order by 1, 4, 5, 6`);
  return { kept: text(rowsOf(kept)), counted: text(rowsOf(counted)) };
}

it("keeps each sheet's figures equal to its lines counted afresh, whatever the day's work did to them", async () => {
  const customer = await buildCustomer(t.db);
  const couriers = [await buildShipper(t.db), await buildShipper(t.db)];
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
      const parcels: (number | undefined)[] = [];
      for (let i = 0; i < 6; i++) parcels.push((await buildOrder(t.db, { customer_id: customer.id, status: 'Pending' })).id);
      const sheets: number[] = [];
      const of = (index: number) => parcels[index];
      for (const s of steps) {
        if (s.do === 'hand') {
          const day = cairoDaysAgo(3 - s.day);
          const ids = s.parcels.map(of).filter((id) => id !== undefined);
          await t.db.transaction(async (tx) => {
            const [sheet] = rowsOf(await tx.execute(sql`insert into run_sheets (shipper_id, day) values (${couriers[s.courier]!.id}, ${day}) returning id`));
            sheets.push(Number(sheet!.id));
            await addToRunSheet(tx, Number(sheet!.id), ids);
            await tx.execute(sql`update orders set status = 'Out For Deliver' where id = any(${sql.param(ids)}::int[])`);
          });
        } else if (s.do === 'status' && of(s.parcel) !== undefined) {
          await t.db.execute(sql`update orders set status = ${s.status} where id = ${of(s.parcel)!}`);
        } else if (s.do === 'bulk') {
          const ids = s.parcels.map(of).filter((id) => id !== undefined);
          await t.db.execute(sql`update orders set status = ${s.status}, notes = notes || '.' where id = any(${sql.param(ids)}::int[])`);
        } else if (s.do === 'delete order' && of(s.parcel) !== undefined) {
          await t.db.execute(sql`delete from orders where id = ${of(s.parcel)!}`);
          parcels[s.parcel] = undefined;
        } else if (s.do === 'delete sheet' && sheets.length) {
          await t.db.execute(sql`delete from run_sheets where id = ${sheets[s.sheet % sheets.length]!}`);
        } else if (s.do === 'move sheet' && sheets.length) {
          await t.db.execute(sql`update run_sheets set day = ${cairoDaysAgo(3 - s.day)} where id = ${sheets[s.sheet % sheets.length]!}`);
        } else if (s.do === 'renumber') {
          await t.db.execute(sql.raw(NUMBER_SHEET_LINES));
        }
      }
      const { kept, counted } = await keptAndCounted(sheets);
      expect(kept).toEqual(counted);
    }),
    { numRuns: 40 },
  );
});
