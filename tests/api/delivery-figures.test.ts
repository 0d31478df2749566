/**
 * What the writes keep for codaging, deliverytimes and userevalation (migration 0033) under random work: deliveries
 * posted and other postings, statuses, merchants and cash changed, scans into and out of the hub, hand-overs, courier
 * closings opened, refused and taken apart, statements written and taken apart, times corrected by hand, orders
 * deleted, timeline events written, removed and orphaned. After every sequence the delivery facts equal each order's
 * delivery looked up afresh in the tables it comes from, the report figures equal those facts grouped, and the
 * staff's figures equal their timeline events counted.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { DELIVERED } from '../../domain/orders/by-city';
import { TIME_ZONE } from '../../domain/time';
import { rowsOf } from '../../server/db/rows';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildOrder, buildRunSheet, buildShipper, buildUser } from '../helpers/builders';

const { t } = await openApiTest();

const parcel = fc.nat(4);
const hours = fc.integer({ min: 1, max: 80 });
const step = fc.oneof(
  fc.record({ do: fc.constant('post' as const), parcel, kind: fc.constantFrom('delivered', 'partial', 'returned'), hours }),
  fc.record({
    do: fc.constant('status' as const),
    parcels: fc.uniqueArray(parcel, { minLength: 1 }),
    status: fc.constantFrom(...DELIVERED, 'Returned', 'Hold'),
  }),
  fc.record({ do: fc.constant('merchant' as const), parcel }),
  fc.record({ do: fc.constant('cash' as const), parcel, amount: fc.integer({ min: 0, max: 900 }) }),
  fc.record({ do: fc.constant('scan' as const), parcel, hours, inward: fc.boolean(), accepted: fc.boolean() }),
  fc.record({ do: fc.constant('hand' as const), parcels: fc.uniqueArray(parcel, { minLength: 1, maxLength: 3 }) }),
  fc.record({ do: fc.constant('earlier' as const), parcel, hours, table: fc.constantFrom('hub_scans', 'run_sheet_orders') }),
  fc.record({ do: fc.constant('close' as const), parcels: fc.uniqueArray(parcel, { minLength: 1 }), role: fc.constantFrom('cash', 'return') }),
  fc.record({ do: fc.constant('decide' as const), closing: fc.nat(), status: fc.constantFrom('approved', 'refused', 'reopened'), hours }),
  fc.record({ do: fc.constant('unclose' as const), parcel }),
  fc.record({ do: fc.constant('settle' as const), parcels: fc.uniqueArray(parcel, { minLength: 1 }) }),
  fc.record({ do: fc.constant('unsettle' as const), parcel }),
  fc.record({ do: fc.constant('delete' as const), parcel }),
  fc.record({ do: fc.constant('event' as const), parcel, action: fc.constantFrom('create', 'update', 'status'), clerk: fc.nat(1), hours }),
  fc.record({ do: fc.constant('forget events' as const), parcel, orphan: fc.boolean() }),
);

const text = (rows: Record<string, unknown>[]) => rows.map((row) => JSON.stringify(row));

/**
 * The merchants' kept facts and figures, and the same worked out from the tables they come from, as sorted text:
 * each order delivered now whose delivery the ledger posted, on the Cairo day of its last posting.
 */
async function keptAndWorkedOut(customers: readonly number[]) {
  const ids = sql`${sql.param([...customers])}::int[]`;
  const facts = sql`
    select o.id as order_id, o.customer_id, (d.at at time zone ${TIME_ZONE})::date as day, d.at as delivered_at, coalesce(o.collected_amount, 0) as cod,
      p.scanned_at, p.handed_at,
      case when coalesce(p.scanned_at, p.handed_at) <= d.at then round(extract(epoch from d.at - coalesce(p.scanned_at, p.handed_at)) / 360)::int end as tenths,
      (select min(c.created_at) from closing_orders l join shipper_closings c on c.id = l.closing_id
        where l.order_id = o.id and l.role = 'cash' and c.status in ('pending', 'approved')) as closed_at,
      (select min(s.customer_closing_id) from customer_closing_orders s where s.order_id = o.id) as statement_id
    from orders o
    join (select order_id, max(posted_at) as at from ledger_transactions where kind in ('delivered', 'partial') group by order_id) d on d.order_id = o.id
    cross join lateral (
      select (select min(at) from hub_scans where order_id = o.id and direction = 'in' and result = 'accepted') as scanned_at,
        (select min(added_at) from run_sheet_orders where order_id = o.id) as handed_at
    ) p
    where o.customer_id = any(${ids}) and o.status = any(${sql.param([...DELIVERED])}::text[])`;
  const read = async (query: ReturnType<typeof sql>) => text(rowsOf(await t.db.execute(query)));
  return {
    facts: await read(sql`select order_id, customer_id, day::text, delivered_at::text, cod::text, scanned_at::text, handed_at::text, tenths,
      closed_at::text, statement_id from delivery_facts where customer_id = any(${ids}) order by order_id`),
    factsWorkedOut: await read(sql`select order_id, customer_id, day::text, delivered_at::text, cod::text, scanned_at::text, handed_at::text, tenths,
      closed_at::text, statement_id from (${facts}) f order by order_id`),
    times: await read(sql`select customer_id, day::text, tenths, deliveries from delivery_time_figures
      where customer_id = any(${ids}) and deliveries <> 0 order by 1, 2, 3`),
    timesWorkedOut: await read(sql`select customer_id, day::text, tenths, count(*)::int as deliveries from (${facts}) f group by 1, 2, 3 order by 1, 2, 3`),
    cash: await read(sql`select customer_id, day::text, statement_id, closed, parcels, cod::text, delivered_seconds::text, closed_seconds::text
      from cod_figures where customer_id = any(${ids}) and parcels <> 0 order by 1, 2, 3, 4`),
    cashWorkedOut: await read(sql`select customer_id, day::text, statement_id, closed_at is not null as closed, count(*)::int as parcels,
      sum(cod)::numeric(14, 2)::text as cod, sum(extract(epoch from delivered_at))::text as delivered_seconds,
      coalesce(sum(extract(epoch from closed_at)), 0)::text as closed_seconds
      from (${facts}) f group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  };
}

/** The staff's kept figures and their timeline events counted, as sorted text. */
async function staffKeptAndCounted(clerks: readonly number[]) {
  const ids = sql`${sql.param([...clerks])}::int[]`;
  const read = async (query: ReturnType<typeof sql>) => text(rowsOf(await t.db.execute(query)));
  return {
    kept: await read(sql`select user_id, day::text, entered, corrections from staff_work_figures
      where user_id = any(${ids}) and (entered <> 0 or corrections <> 0) order by 1, 2`),
    counted: await read(sql`select user_id, (at at time zone ${TIME_ZONE})::date::text as day, count(*) filter (where action = 'create')::int as entered,
      count(*) filter (where action = 'update')::int as corrections
      from order_events where user_id = any(${ids}) and action in ('create', 'update') group by 1, 2 order by 1, 2`),
  };
}

it('keeps the deliveries, their figures and the staff figures equal to what they come from, whatever the work did', async () => {
  const courier = await buildShipper(t.db);
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
      const customers = [(await buildCustomer(t.db)).id, (await buildCustomer(t.db)).id];
      const clerks = [(await buildUser(t.db, { role: 'staff' })).id, (await buildUser(t.db, { role: 'staff' })).id];
      const of = (index: number) => parcels[index];
      const some = (indexes: readonly number[]) => indexes.map(of).filter((id) => id !== undefined);
      const closings: number[] = [];
      const ago = (value: number) => sql`now() - make_interval(hours => ${value})`;
      // Five parcels entered by the clerks; three delivered and posted, two of those scanned into the hub, closed
      // by their courier, and the first settled; the other two still out.
      const parcels: (number | undefined)[] = [];
      for (let i = 0; i < 5; i++) {
        const status = i < 3 ? 'Delivered' : 'Out For Deliver';
        const order = await buildOrder(t.db, { customer_id: customers[i % 2], shipper_id: courier.id, status, collected_amount: '250' });
        parcels.push(order.id);
        await t.db.execute(sql`insert into order_events (order_id, user_id, action, at) values (${order.id}, ${clerks[i % 2]}, 'create', ${ago(30)})`);
        if (i < 3)
          await t.db.execute(
            sql`insert into ledger_transactions (kind, idempotency_key, order_id, posted_at) values ('delivered', ${randomUUID()}, ${order.id}, ${ago(i)})`,
          );
        if (i < 2)
          await t.db.execute(
            sql`insert into hub_scans (direction, serial, order_id, result, at) values ('in', ${`S-${order.id}`}, ${order.id}, 'accepted', ${ago(20)})`,
          );
      }
      const opening = [
        { do: 'close', parcels: [0, 1], role: 'cash' },
        { do: 'settle', parcels: [0] },
      ] as const;
      for (const s of [...opening, ...steps]) {
        const id = 'parcel' in s ? of(s.parcel) : undefined;
        if ('parcel' in s && id === undefined) continue;
        if (s.do === 'post')
          await t.db.execute(
            sql`insert into ledger_transactions (kind, idempotency_key, order_id, posted_at) values (${s.kind}, ${randomUUID()}, ${id}, ${ago(s.hours)})`,
          );
        else if (s.do === 'status') await t.db.execute(sql`update orders set status = ${s.status} where id = any(${sql.param(some(s.parcels))}::int[])`);
        else if (s.do === 'merchant')
          await t.db.execute(
            sql`update orders set customer_id = case customer_id when ${customers[0]}::int then ${customers[1]}::int else ${customers[0]}::int end where id = ${id}`,
          );
        else if (s.do === 'cash') await t.db.execute(sql`update orders set collected_amount = ${s.amount} where id = ${id}`);
        else if (s.do === 'scan')
          await t.db.execute(sql`insert into hub_scans (direction, serial, order_id, result, at)
            values (${s.inward ? 'in' : 'out'}, ${`S-${id}`}, ${id}, ${s.accepted ? 'accepted' : 'refused'}, ${ago(s.hours)})`);
        else if (s.do === 'hand') await buildRunSheet(t.db, courier.id, some(s.parcels));
        else if (s.do === 'earlier') {
          const column = sql.identifier(s.table === 'hub_scans' ? 'at' : 'added_at');
          await t.db.execute(sql`update ${sql.identifier(s.table)} set ${column} = ${column} - make_interval(hours => ${s.hours}) where order_id = ${id}`);
        } else if (s.do === 'close') {
          await t.db.transaction(async (tx) => {
            const [closing] = rowsOf(
              await tx.execute(sql`insert into shipper_closings (shipper_id, closing_date, expected, counted, fees, previous_debt, difference)
                values (${courier.id}, current_date, 0, 0, 0, 0, 0) returning id`),
            );
            closings.push(Number(closing!.id));
            for (const order of some(s.parcels))
              await tx.execute(sql`insert into closing_orders (closing_id, order_id, role) values (${closing!.id}, ${order}, ${s.role})`);
          });
        } else if (s.do === 'decide') {
          const closing = closings[s.closing % Math.max(closings.length, 1)];
          if (closing !== undefined)
            await t.db.execute(sql`update shipper_closings set status = ${s.status}, created_at = ${ago(s.hours)} where id = ${closing}`);
        } else if (s.do === 'unclose') await t.db.execute(sql`delete from closing_orders where order_id = ${id}`);
        else if (s.do === 'settle') {
          for (const customer of customers) {
            const mine = rowsOf(
              await t.db.execute(sql`select id from orders where id = any(${sql.param(some(s.parcels))}::int[]) and customer_id = ${customer}`),
            );
            if (mine.length === 0) continue;
            await t.db.transaction(async (tx) => {
              const [statement] = rowsOf(
                await tx.execute(sql`insert into customer_closings (customer_id, order_count, collected, fees, return_fees, adjustments, net)
                  values (${customer}, ${mine.length}, 0, 0, 0, 0, 0) returning id`),
              );
              for (const { id: order } of mine)
                await tx.execute(sql`insert into customer_closing_orders (customer_closing_id, order_id, collected, fees, return_fees, adjustments, net, state)
                  values (${statement!.id}, ${order}, 0, 0, 0, 0, 0, 'Full Submit')`);
            });
          }
        } else if (s.do === 'unsettle') await t.db.execute(sql`delete from customer_closing_orders where order_id = ${id}`);
        else if (s.do === 'delete') {
          await t.db.execute(sql`delete from orders where id = ${id}`);
          parcels[s.parcel] = undefined;
        } else if (s.do === 'event')
          await t.db.execute(sql`insert into order_events (order_id, user_id, action, at) values (${id}, ${clerks[s.clerk]}, ${s.action}, ${ago(s.hours)})`);
        else if (s.orphan) await t.db.execute(sql`update order_events set user_id = null where order_id = ${id}`);
        else await t.db.execute(sql`delete from order_events where order_id = ${id}`);
      }
      const kept = await keptAndWorkedOut(customers);
      expect(kept.facts).toEqual(kept.factsWorkedOut);
      expect(kept.times).toEqual(kept.timesWorkedOut);
      expect(kept.cash).toEqual(kept.cashWorkedOut);
      const staff = await staffKeptAndCounted(clerks);
      expect(staff.kept).toEqual(staff.counted);
    }),
    { numRuns: 60 },
  );
});
