import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { orderPhotos, mediaFiles } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomer, buildHub, buildOrder, buildShipper } from '../helpers/builders';
import { FOLLOW_ORDERS, followApi, followStaff, idsOf, ok, shipperDay, SHIPPER_REVIEW, STATUS_FOLLOW, type FollowPage } from '../helpers/follow-up';
import { xlsxRows } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = followApi(t);
const today = cairoToday();
// The hub is shipper 1: its parcels wait at the warehouse and are no shipper's to follow.
const hub = await buildHub(t.db);

type Report = {
  results: {
    shipper_id: number;
    parcels: number;
    delivered: number;
    hold: number;
    undelivered: number;
    returned: number;
    out: number;
    cash_expected: string | null;
    cash_collected: string | null;
  }[];
  totals: { parcels: number; cash_expected: string | null; cash_collected: string | null };
};

describe('getorderfollowup', () => {
  it("lists the parcels of the courier's run sheets of the day, whatever their order dates, and those still out from earlier sheets", async () => {
    const { shipper, orders, sheet } = await shipperDay(t.db, 2);
    // Handed over today: parcels of three order dates.
    const [delivered, rejected, old] = await sheet([
      { status: 'Delivered', collected_amount: '250.00', order_date: cairoDaysAgo(3) },
      { status: 'Rejected', order_date: cairoDaysAgo(1) },
      { status: 'Hold', order_date: cairoDaysAgo(5) },
      { status: 'Pending' },
      { status: 'Out For Deliver', status_code: 6 },
    ]);
    // Yesterday's sheet: one parcel still out with him (an open sheet), one delivered yesterday.
    const [stillOut, deliveredYesterday] = await sheet([{ status: 'Out For Deliver' }, { status: 'Delivered', collected_amount: '90.00' }], cairoDaysAgo(1));
    await buildOrder(t.db, { shipper_id: hub.id, status: 'Hold' });

    const page = ok<FollowPage>(await api.list(admin.token, { shipper: String(shipper.id) }));
    expect(idsOf(page)).toEqual([orders[0]!.id, orders[1]!.id, delivered!.id, rejected!.id, old!.id, stillOut!.id].sort((a, b) => a - b));
    expect(page).toMatchObject({ day_date: today, to_date: today, count: 6 });
    expect(page.counts).toEqual({
      out: { count: 3, capped: false },
      delivered: { count: 1, capped: false },
      hold: { count: 1, capped: false },
      undelivered: { count: 1, capped: false },
      returned: { count: 0, capped: false },
    });
    const out = ok<FollowPage>(await api.list(admin.token, { shipper: String(shipper.id), followStatus: 'out', page_size: '1', ordering: 'id' }));
    expect(out.results.map((r) => r.id)).toEqual([orders[0]!.id]);
    expect(out.count).toBe(3);
    const yesterday = ok<FollowPage>(await api.list(admin.token, { shipper: String(shipper.id), day_date: cairoDaysAgo(1), to_date: cairoDaysAgo(1) }));
    expect(idsOf(yesterday)).toEqual([stillOut!.id, deliveredYesterday!.id]);
    // The counts are remembered while no order changes, and read again once one does (here by hand): the parcel
    // of yesterday's sheet delivered is no longer carried today.
    await t.db.execute(sql`update orders set status = 'Delivered', collected_amount = total_amount where id = ${stillOut!.id}`);
    const after = ok<FollowPage>(await api.list(admin.token, { shipper: String(shipper.id) }));
    expect(after).toMatchObject({ count: 5, counts: { out: { count: 2, capped: false }, delivered: { count: 1, capped: false } } });
    // A new day: his courier list is not empty while he still carries a parcel.
    const choices = (await api.shippers(admin.token)).json<{ id: number }[]>();
    expect(choices.map((choice) => choice.id)).toContain(shipper.id);
  });

  it("puts a parcel sent out from the order screens on the courier's sheet of today, so the evening's review has it", async () => {
    const { shipper } = await shipperDay(t.db, 0);
    const parcel = await buildOrder(t.db, { status: 'Pending', order_date: cairoDaysAgo(2) });
    const moved = await t.call(admin.token, {
      method: 'POST',
      url: '/api/orders/orders_status_update/',
      payload: { id: parcel.id, status: 'Out For Deliver', shipper: shipper.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const sheet = await t.call(admin.token, { method: 'GET', url: '/api/shippers/today_shipper_orders/', query: { shipper_id: String(shipper.id) } });
    expect(sheet.json<{ results: { id: number }[] }>().results.map((order) => order.id)).toEqual([parcel.id]);
    expect(idsOf(ok<FollowPage>(await api.list(admin.token, { shipper: String(shipper.id) })))).toEqual([parcel.id]);
  });

  it('carries a parcel from an earlier hand-over while it is still out, and only with the courier of its last hand-over', async () => {
    const { shipper: first } = await shipperDay(t.db, 0);
    const { shipper: second } = await shipperDay(t.db, 0);
    const [kept, moved, done] = await Promise.all([0, 1, 2].map(() => buildOrder(t.db, { status: 'Pending' })));
    // Handed over today, and the sheet dated back as the days go by.
    const handOver = async (shipper: number, ids: number[], daysAgo: number) => {
      const response = await t.call(admin.token, { method: 'POST', url: '/api/shippers/daily_send_orders/', payload: { shipper, ids } });
      expect(response.statusCode, response.body).toBe(200);
      await t.db.execute(sql`update run_sheets set day = ${cairoDaysAgo(daysAgo)} where id = ${response.json<{ run_sheet: number }>().run_sheet}`);
    };
    await handOver(first.id, [kept!.id, moved!.id, done!.id], 3);
    await t.db.execute(sql`update orders set status = 'Delivered', collected_amount = total_amount where id = ${done!.id}`);
    // Put on hold, then given to the second courier two days later.
    await t.db.execute(sql`update orders set status = 'Hold' where id = ${moved!.id}`);
    await handOver(second.id, [moved!.id], 1);

    expect(idsOf(ok<FollowPage>(await api.list(admin.token, { shipper: String(first.id) })))).toEqual([kept!.id]);
    expect(idsOf(ok<FollowPage>(await api.list(admin.token, { shipper: String(second.id) })))).toEqual([moved!.id]);
  });

  it('filters by search, photos and cash equal to or different from the total', async () => {
    const { shipper, orders, sheet } = await shipperDay(t.db, 1, { full_name: 'Karim Nabil' });
    const [full, partial] = await sheet([
      { status: 'Delivered', total_amount: '300.00', collected_amount: '300.00' },
      { status: 'Delivered', total_amount: '300.00', collected_amount: '120.00' },
    ]).then((built) => built.map((order) => order!));
    const [media] = await t.db
      .insert(mediaFiles)
      .values({ id: `m-${shipper.id}`, content_type: 'image/png', data: 'cG5n' })
      .returning();
    await t.db.insert(orderPhotos).values({ order_id: partial.id, shipper_id: shipper.id, media_id: media!.id, size: 3 });
    const list = async (query: Record<string, string>) => idsOf(ok<FollowPage>(await api.list(admin.token, { shipper: String(shipper.id), ...query })));

    expect(await list({ query: 'karim' })).toEqual([orders[0]!.id]);
    expect(await list({ query: full.serial })).toEqual([full.id]);
    expect(await list({ imageStatus: 'with' })).toEqual([partial.id]);
    expect(await list({ imageStatus: 'without' })).toEqual([orders[0]!.id, full.id]);
    expect(await list({ totalStatus: 'equal' })).toEqual([full.id]);
    expect(await list({ totalStatus: 'different' })).toEqual([partial.id]);
  });

  it('refuses bad ranges and values beside their field', async () => {
    const refused = async (query: Record<string, string>) => {
      const response = await api.list(admin.token, query);
      expect(response.statusCode).toBe(400);
      return response.json<ErrorBody>().errors;
    };
    expect(await refused({ day_date: today, to_date: cairoDaysAgo(1) })).toEqual({ to_date: 'followup.range_reversed' });
    expect(await refused({ day_date: cairoDaysAgo(40), to_date: today })).toEqual({ to_date: 'followup.range_too_long' });
    expect(await refused({ day_date: '2026-02-31' })).toHaveProperty('day_date');
    expect((await api.list(admin.token, { followStatus: 'lost' })).statusCode).toBe(400);
    expect((await api.list(admin.token, { imageStatus: 'maybe' })).statusCode).toBe(400);
  });
});

describe('who sees what', () => {
  it('keeps staff to the customers and shippers whose rows they hold, and a hidden shipper is missing', async () => {
    const mine = await shipperDay(t.db, 1);
    const otherShipper = await shipperDay(t.db, 1);
    const otherCustomer = await buildCustomer(t.db);
    await buildOrder(t.db, { customer_id: otherCustomer.id, shipper_id: mine.shipper.id, status: 'Out For Deliver' });
    const staff = await followStaff(t, [FOLLOW_ORDERS], { customers: [mine.customer.id, otherShipper.customer.id], shippers: [mine.shipper.id] });

    expect(idsOf(ok<FollowPage>(await api.list(staff.token)))).toEqual([mine.orders[0]!.id]);
    expect(ok<{ id: number }[]>(await api.shippers(staff.token)).map((s) => s.id)).toEqual([mine.shipper.id]);
    const hidden = await api.list(staff.token, { shipper: String(otherShipper.shipper.id) });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json<ErrorBody>().errors).toEqual({ shipper: 'errors.not_found' });
    const report = ok<Report>(await api.report(staff.token));
    expect(report.results.map((r) => r.shipper_id)).toEqual([mine.shipper.id]);
  });

  it('answers each screen its calls, and nobody else', async () => {
    const reviewer = await followStaff(t, [SHIPPER_REVIEW], { customers: [], shippers: [] });
    const watcher = await followStaff(t, [STATUS_FOLLOW], { customers: [], shippers: [] });
    const stranger = await t.loginAs({ role: 'staff', urls: ['/dashboard/adminorders'] });
    const merchant = await t.loginAs({ role: 'customer' });
    expect((await api.list(reviewer.token)).statusCode).toBe(200);
    expect((await api.report(reviewer.token)).statusCode).toBe(403);
    expect((await api.report(watcher.token)).statusCode).toBe(200);
    expect((await api.review(watcher.token, { shipper: 1, orders: [{ id: 1, status: 'Delivered', collected_amount: '1' }] })).statusCode).toBe(403);
    for (const token of [stranger.token, merchant.token]) {
      expect((await api.list(token)).statusCode).toBe(403);
      expect((await api.shippers(token)).statusCode).toBe(403);
    }
  });

  it('hides the cash from staff who may not see amounts, and refuses filtering by it', async () => {
    const day = await shipperDay(t.db, 1);
    const staff = await followStaff(t, [FOLLOW_ORDERS], { customers: [day.customer.id], shippers: [day.shipper.id] }, { show_total_amount: false });
    const report = ok<Report>(await api.report(staff.token));
    expect(report.results[0]).toMatchObject({ parcels: 1, cash_expected: null, cash_collected: null });
    expect(report.totals.cash_expected).toBeNull();
    const filtered = await api.list(staff.token, { totalStatus: 'equal' });
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json<ErrorBody>().errors).toEqual({ totalStatus: 'followup.total_hidden' });
    const rows = await xlsxRows(await api.report(staff.token, { export_excel: true }));
    expect(rows[0]).not.toContain('Cash expected (LE)');
  });
});

describe('getOrderFollowUpReport', () => {
  it('sums each shipper of the same filters exactly, and exports it as xlsx', async () => {
    const { shipper, sheet } = await shipperDay(t.db, 1, { total_amount: '100.10' });
    await sheet([
      { status: 'Delivered', total_amount: '200.20', collected_amount: '150.05' },
      { status: 'Hold', total_amount: '50.00' },
      { status: 'Returned', total_amount: '10.00' },
    ]);
    const report = ok<Report>(await api.report(admin.token, { shipper: shipper.id }));
    expect(report.results).toEqual([
      expect.objectContaining({
        shipper_id: shipper.id,
        parcels: 4,
        out: 1,
        delivered: 1,
        hold: 1,
        undelivered: 0,
        returned: 1,
        cash_expected: '360.30',
        cash_collected: '150.05',
      }),
    ]);
    expect(report.totals).toMatchObject({ parcels: 4, cash_expected: '360.30', cash_collected: '150.05' });
    const holds = ok<Report>(await api.report(admin.token, { shipper: shipper.id, followStatus: 'hold' }));
    expect(holds.totals).toMatchObject({ parcels: 1, cash_expected: '50.00' });

    const file = await api.report(admin.token, { shipper: shipper.id, export_excel: true, lang: 'ar' });
    expect(file.headers['content-disposition']).toContain('FollowUpReport.xlsx');
    const rows = await xlsxRows(file);
    expect(rows[0]?.[0]).toBe('المندوب');
    expect(rows[1]?.slice(1)).toEqual(['4', '1', '1', '1', '0', '1', '360.3', '150.05']);
    const empty = await api.report(admin.token, { shipper: (await buildShipper(t.db)).id, export_excel: true });
    expect(empty.statusCode).toBe(404);
  });
});

describe('search_orders_requst_shipping', () => {
  it('searches the pickup requests waiting for a shipper by text, serial, customer and day', async () => {
    const customer = await buildCustomer(t.db);
    const waiting = await buildOrder(t.db, { customer_id: customer.id, status_code: 1, pick_up: true, full_name: 'Salma Fathy' });
    const older = await buildOrder(t.db, { customer_id: customer.id, status_code: 1, pick_up: true, order_date: cairoDaysAgo(2) });
    await buildOrder(t.db, { customer_id: customer.id, pick_up: true });
    const search = async (query: Record<string, string>) => idsOf(ok<FollowPage>(await api.shipping(admin.token, { customer: String(customer.id), ...query })));
    expect(await search({})).toEqual([waiting.id, older.id]);
    expect(await search({ FilterDate: today })).toEqual([waiting.id]);
    expect(await search({ query: 'salma' })).toEqual([waiting.id]);
    expect(await search({ serial_query: older.serial })).toEqual([older.id]);
    const staff = await t.loginAs({ role: 'staff', urls: ['/dashboard/shipmentrequest'] });
    expect(ok<FollowPage>(await api.shipping(staff.token, { customer: String(customer.id) })).count).toBe(0);
  });
});
