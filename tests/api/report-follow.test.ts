/**
 * followordersreport (domain/reports/follow-orders.ts) against figures worked out by hand from a courier's two days
 * built through the API: the morning's hand-over, the evening's review, a failed parcel scanned back in and sent out
 * again with another courier the next day. The measures' sheet counts and rates are checked, the parcels behind a
 * figure, and a limited clerk's scope; and the courier evaluation's figures of the same days with a closing, its
 * cash and shortage equal to what the ledger posted for it.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReportPage } from '../../domain/reports/kit';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { fromPiastres } from '../../domain/orders/money';
import { rowsOf } from '../../server/db/rows';
import { runSheets } from '../../server/db/schema';
import { openApiTest } from '../helpers/api-test';
import { closingsApi } from '../helpers/ledger';
import type { OrderStatus } from '../../domain/orders/status';
import { followOrdersReport } from '../../domain/reports/follow-orders';
import { sortRows } from '../../server/reports/rows';
import {
  buildCustomer,
  buildCustomerPermission,
  buildHoldReason,
  buildHub,
  buildOrder,
  buildRunSheet,
  buildShipper,
  buildShipperPermission,
} from '../helpers/builders';

const { t, admin } = await openApiTest();
const hub = await buildHub(t.db);
const yesterday = cairoDaysAgo(1);
const today = cairoToday();

type Row = Record<string, unknown>;

async function read(token: string, report: string, query: Record<string, string>): Promise<ReportPage<Row>> {
  const answer = await t.call(token, { method: 'GET', url: `/api/reports/${report}`, query: { page_size: '100', ...query } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ReportPage<Row>>();
}

async function call(url: string, payload: Record<string, unknown>) {
  const answer = await t.call(admin.token, { method: 'POST', url, payload });
  expect(answer.statusCode, answer.body).toBe(200);
}

/**
 * Courier A is handed six parcels yesterday: one delivered, one failed and left so, one failed then scanned back in
 * and handed to courier B today (who delivers it), one on hold, one still out, one brought back to the hub still out
 * (Pending there: a failed attempt too).
 */
async function twoDays() {
  const [first, second] = [await buildShipper(t.db), await buildShipper(t.db)];
  const merchant = await buildCustomer(t.db);
  const parcels = [];
  for (let i = 0; i < 6; i++) parcels.push(await buildOrder(t.db, { customer_id: merchant.id, shipper_id: hub.id, total_amount: '100.00' }));
  const [delivered, failed, again, held, , broughtBack] = parcels;
  await call('/api/shippers/daily_send_orders/', { shipper: first.id, ids: parcels.map((parcel) => parcel.id) });
  // The hand-over was yesterday morning.
  await t.db.update(runSheets).set({ day: yesterday }).where(eq(runSheets.shipper_id, first.id));
  await call('/api/orders/review/', {
    shipper: first.id,
    orders: [
      { id: delivered!.id, status: 'Delivered', collected_amount: '100' },
      { id: failed!.id, status: 'Undelivered', note: 'No answer' },
      { id: again!.id, status: 'Undelivered', note: 'Closed shop' },
      { id: held!.id, status: 'Hold', hold_reason: (await buildHoldReason(t.db)).id },
    ],
  });
  await call('/api/orders/in_out/', { direction: 'in', serial: again!.serial });
  await call('/api/orders/in_out/', { direction: 'in', serial: broughtBack!.serial });
  await call('/api/shippers/daily_send_orders/', { shipper: second.id, ids: [again!.id] });
  await call('/api/orders/review/', { shipper: second.id, orders: [{ id: again!.id, status: 'Delivered', collected_amount: '100' }] });
  return { first, second, merchant, parcels };
}

const FIGURES = ['sheet_parcels', 'first_out', 'sheet_delivered', 'sheet_failed', 'sheet_hold', 'sheet_out', 'carried_over', 'first_attempt'];
const figuresOf = (row: Row | undefined) => Object.fromEntries([...FIGURES, 'sheet_success_rate', 'first_attempt_rate'].map((key) => [key, row?.[key]]));

describe('followordersreport', () => {
  it("counts each courier's sheet by what became of its parcels: delivered first time, failed, on hold, out, carried over", async () => {
    const { first, second, parcels } = await twoDays();
    const range = { from_date: yesterday, to_date: today };
    const [ofFirst, ofSecond] = [
      await read(admin.token, 'followordersreport', { ...range, shipper: String(first.id) }),
      await read(admin.token, 'followordersreport', { ...range, shipper: String(second.id) }),
    ];
    expect(ofFirst.results.map((row) => [row.day, row.shipper_id])).toEqual([[yesterday, first.id]]);
    // Six out for the first time; one delivered on it (its only sheet), two failed (one of them brought back), one on
    // hold, one still out and one that went out again: 1 ÷ (1 + 2) delivered of those finished, 1 of 6 the first time.
    expect(figuresOf(ofFirst.results[0])).toEqual({
      sheet_parcels: 6,
      first_out: 6,
      sheet_delivered: 1,
      sheet_failed: 2,
      sheet_hold: 1,
      sheet_out: 1,
      carried_over: 1,
      first_attempt: 1,
      sheet_success_rate: 33.3,
      first_attempt_rate: 16.7,
    });
    // The second courier's sheet: the parcel's second time out, delivered, not a first attempt.
    expect(figuresOf(ofSecond.results[0])).toEqual({
      sheet_parcels: 1,
      first_out: 0,
      sheet_delivered: 1,
      sheet_failed: 0,
      sheet_hold: 0,
      sheet_out: 0,
      carried_over: 0,
      first_attempt: 0,
      sheet_success_rate: 100,
      first_attempt_rate: null,
    });

    // Each figure opens the parcels behind it; the carried one is attempt 1 of 2 there, and 2 of 2 on the second sheet.
    const sheet = (shipper: number, day: string, outcome = '') =>
      read(admin.token, 'followordersreport_sheet', { shipper: String(shipper), day_date: day, outcome });
    const every = await sheet(first.id, yesterday);
    expect(every.results.map((row) => [row.order_id, row.outcome])).toEqual(
      [
        [parcels[0]!.id, 'delivered'],
        [parcels[1]!.id, 'failed'],
        [parcels[2]!.id, 'carried_over'],
        [parcels[3]!.id, 'hold'],
        [parcels[4]!.id, 'out'],
        [parcels[5]!.id, 'failed'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    for (const figure of FIGURES.slice(1)) expect((await sheet(first.id, yesterday, figure)).count, figure).toBe(ofFirst.results[0]![figure]);
    expect((await sheet(first.id, yesterday, 'carried_over')).results).toMatchObject([{ order_id: parcels[2]!.id, attempt: 1, sheets: 2 }]);
    expect((await sheet(second.id, today)).results).toMatchObject([
      { order_id: parcels[2]!.id, attempt: 2, sheets: 2, outcome: 'delivered', status: 'Delivered' },
    ]);
  });

  it("counts a parcel handed back to its first courier the same day on his sheet, the other courier's as carried over", async () => {
    const [first, second] = [await buildShipper(t.db), await buildShipper(t.db)];
    const parcel = await buildOrder(t.db, { customer_id: (await buildCustomer(t.db)).id, shipper_id: hub.id });
    await call('/api/shippers/daily_send_orders/', { shipper: first.id, ids: [parcel.id] });
    await call('/api/orders/in_out/', { direction: 'in', serial: parcel.serial });
    await call('/api/shippers/daily_send_orders/', { shipper: second.id, ids: [parcel.id] });
    await call('/api/orders/in_out/', { direction: 'in', serial: parcel.serial });
    await call('/api/shippers/daily_send_orders/', { shipper: first.id, ids: [parcel.id] });
    const sheetOf = async (courier: number) => (await read(admin.token, 'followordersreport', { shipper: String(courier) })).results[0];
    expect(await sheetOf(first.id)).toMatchObject({ sheet_parcels: 1, first_out: 1, sheet_out: 1, carried_over: 0 });
    expect(await sheetOf(second.id)).toMatchObject({ sheet_parcels: 1, first_out: 0, sheet_out: 0, carried_over: 1 });
  });

  it('keeps a limited clerk to the couriers it may see, and of their parcels those of merchants it may see', async () => {
    const { first, second, merchant } = await twoDays();
    const range = { from_date: yesterday, to_date: today };
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/followordersreport'] });
    await buildShipperPermission(t.db, clerk.user.id, second.id);
    await buildCustomerPermission(t.db, clerk.user.id, merchant.id, { view: true });
    expect((await read(clerk.token, 'followordersreport', range)).results.map((row) => row.shipper_id)).toEqual([second.id]);
    const hidden = await t.call(clerk.token, {
      method: 'GET',
      url: '/api/reports/followordersreport_sheet',
      query: { shipper: String(first.id), day_date: yesterday },
    });
    expect(hidden.statusCode).toBe(404);
    // One who sees the courier but not the merchant sees no parcel of his.
    const blind = await t.loginAs({ role: 'staff', urls: ['/dashboard/followordersreport'] });
    await buildShipperPermission(t.db, blind.user.id, first.id);
    await buildCustomerPermission(t.db, blind.user.id, (await buildCustomer(t.db)).id, { view: true });
    expect((await read(blind.token, 'followordersreport', range)).count).toBe(0);
  });
  it('pages through the sheets in every order the kit sorts rows in, a page at a time as whole, with totals over them all', async () => {
    // Three couriers whose names sort apart from their ids and their case, two days of sheets each (days no other test works).
    const days = [cairoDaysAgo(41), cairoDaysAgo(40)];
    const merchant = await buildCustomer(t.db);
    const outcomes: OrderStatus[][] = [
      ['Delivered', 'Delivered'],
      ['Undelivered', 'Delivered', 'Hold'],
      ['Out For Deliver'],
      ['Returned', 'Delivered', 'Delivered', 'Undelivered'],
    ];
    let made = 0;
    for (const name of ['zeta courier', 'Alpha courier', 'mid courier']) {
      const courier = await buildShipper(t.db, { name });
      for (const day of days) {
        const statuses = outcomes[made++ % outcomes.length]!;
        const parcels = [];
        for (const status of statuses) parcels.push((await buildOrder(t.db, { customer_id: merchant.id, shipper_id: courier.id, status })).id);
        await buildRunSheet(t.db, courier.id, parcels, day);
      }
    }
    const range = { from_date: days[0]!, to_date: days[1]! };
    const newestFirst = (await read(admin.token, 'followordersreport', range)).results;
    expect(newestFirst).toHaveLength(6);
    for (const ordering of ['-day', 'day', 'shipper_name', '-shipper_name', '-sheet_delivered', 'sheet_parcels', 'sheet_success_rate', '-first_attempt_rate']) {
      const whole = await read(admin.token, 'followordersreport', { ...range, ordering });
      const [field, order] = [ordering.replace('-', ''), ordering.startsWith('-') ? 'DESC' : 'ASC'] as const;
      expect(
        whole.results.map((row) => row.sheet_id),
        ordering,
      ).toEqual(sortRows(followOrdersReport.columns, newestFirst, field, order).map((row) => row.sheet_id));
      const pages: Row[] = [];
      for (const page of ['1', '2', '3']) pages.push(...(await read(admin.token, 'followordersreport', { ...range, ordering, page, page_size: '2' })).results);
      expect(
        pages.map((row) => row.sheet_id),
        ordering,
      ).toEqual(whole.results.map((row) => row.sheet_id));
      expect(whole.count).toBe(6);
    }
    // The six sheets hold 2, 3, 1, 4, 2 and 3 parcels: 8 delivered, 4 failed (undelivered or returned), 2 on hold, 1 out.
    const page = await read(admin.token, 'followordersreport', { ...range, page_size: '2' });
    expect(page.totals).toMatchObject({ sheet_parcels: 15, sheet_delivered: 8, sheet_failed: 4, sheet_hold: 2, sheet_out: 1, sheet_success_rate: 66.7 });
    // The chart ranks the couriers by parcels delivered (3, 2 and 3), ties in the order the couriers were made.
    expect(page.chart?.map((point) => [point.shipper_name, point.sheet_delivered])).toEqual([
      ['zeta courier', 3],
      ['mid courier', 3],
      ['Alpha courier', 2],
    ]);
  });
});

describe('shipperevaluationreport', () => {
  it("counts a courier's sheets as the follow-up does, and his cash at his closings: expected, shortage, and hours to hand it over", async () => {
    const { first, second } = await twoDays();
    const closed = await closingsApi(t).close(admin.token, { shipper: first.id, closing_date: today, counted: '60.00' });
    expect(closed.statusCode, closed.body).toBe(201);
    const closing = closed.json<{ id: number; expected: string; difference: string }>();
    // He handed the cash over 30 hours after his delivery was posted (the ledger's times are its own; the closing's is moved).
    await t.db.execute(sql`update shipper_closings set created_at = created_at + interval '30 hours' where id = ${closing.id}`);

    const page = await read(admin.token, 'shipperevaluationreport', { from_date: yesterday, to_date: today, shipper: String(first.id) });
    expect(page.results).toHaveLength(1);
    // His sheet of yesterday (the follow-up's figures) and today's closing: the 100 LE he collected expected, 60
    // counted (no fee of his to keep): 40 LE short, 40% of the cash.
    expect(page.results[0]).toMatchObject({
      shipper_id: first.id,
      sheet_parcels: 6,
      sheet_delivered: 1,
      sheet_failed: 2,
      sheet_success_rate: 33.3,
      first_out: 6,
      first_attempt: 1,
      first_attempt_rate: 16.7,
      closings: 1,
      closing_expected: closing.expected,
      shortage: closing.difference,
      cash_lag_hours: 30,
    });
    expect([closing.expected, closing.difference]).toEqual(['100.00', '40.00']);
    expect(page.results[0]!.shortage_rate).toBe(40);
    // The same money as the ledger posted it for his closing: the cash taken off his cash account, the shortage onto his debt.
    const [posted] = rowsOf(
      await t.db.execute(sql`select -coalesce(sum(e.amount) filter (where a.kind = 'shipper_cash'), 0)::bigint as cash,
          coalesce(sum(e.amount) filter (where a.kind = 'shipper_debt'), 0)::bigint as debt
        from shipper_closings c join ledger_entries e on e.transaction_id = c.transaction_id
        join ledger_accounts a on a.id = e.account_id and a.owner_id = c.shipper_id
        where c.id = ${closing.id}`),
    );
    expect([fromPiastres(BigInt(String(posted!.cash))), fromPiastres(BigInt(String(posted!.debt)))]).toEqual([
      page.results[0]!.closing_expected,
      page.results[0]!.shortage,
    ]);
    // The second courier has not closed: his sheet only.
    const other = await read(admin.token, 'shipperevaluationreport', { from_date: yesterday, to_date: today, shipper: String(second.id) });
    expect(other.results[0]).toMatchObject({ sheet_parcels: 1, sheet_delivered: 1, closings: 0, shortage: '0.00', cash_lag_hours: null });
  });
});
