import { beforeAll, describe, expect, it } from 'vitest';
import { cairoDaysAgo, cairoToday } from '../../domain/time';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildShipperPermission } from '../helpers/builders';
import { balanceOf, closingsApi, ledgerProblems, shipperDay } from '../helpers/ledger';
import { xlsxRows } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = closingsApi(t);
const supervisor = await t.loginAs({ role: 'superuser' });
const today = cairoToday();
const yesterday = cairoDaysAgo(1);
const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

const get = (token: string, url: string, query: Record<string, string> = {}) => t.call(token, { method: 'GET', url, query });

interface Row extends Record<string, unknown> {
  shipper_id?: number;
}

let a: Awaited<ReturnType<typeof shipperDay>>;
let b: Awaited<ReturnType<typeof shipperDay>>;
let closingA: { id: number; rc: number };

/**
 * Shipper A delivers 300 and 250 in full and 120 of 200, keeps one parcel undelivered and closes with 590 counted:
 * 60 in fees kept, a 20 LE shortage, the parcel missed; a supervisor approves it and writes 5 LE of his debt off.
 * Shipper B delivers 100; his first closing (90 counted, a 10 LE overage) is refused, his second (80 counted) waits.
 */
beforeAll(async () => {
  a = await shipperDay(t.db, ['300.00', '250.00', '200.00', '150.00']);
  const [a1, a2, a3, a4] = a.parcels;
  for (const [order, amount] of [
    [a1!, '300.00'],
    [a2!, '250.00'],
    [a3!, '120.00'],
  ] as const)
    expect((await api.deliver(admin.token, order.id, amount)).statusCode).toBe(200);
  expect((await api.move(admin.token, { id: a4!.id, status: 'Undelivered', note: 'No answer' })).statusCode).toBe(200);
  const savedA = await api.close(admin.token, { shipper: a.shipper.id, closing_date: today, counted: '590.00' });
  expect(savedA.statusCode, savedA.body).toBe(201);
  closingA = savedA.json();
  expect((await api.approve(supervisor.token, closingA.id)).statusCode).toBe(200);
  const asked = await api.ask(admin.token, { kind: 'debt_write_off', shipper_id: a.shipper.id, amount: '5.00', reason: 'Goodwill' });
  expect(asked.statusCode, asked.body).toBe(201);
  expect((await api.decide(supervisor.token, asked.json<{ id: number }>().id, 'approve')).statusCode).toBe(200);

  b = await shipperDay(t.db, ['100.00']);
  expect((await api.deliver(admin.token, b.parcels[0]!.id, '100.00')).statusCode).toBe(200);
  const first = await api.close(admin.token, { shipper: b.shipper.id, closing_date: today, counted: '90.00' });
  expect((await api.refuse(supervisor.token, first.json<{ id: number }>().id, 'Recount')).statusCode).toBe(200);
  expect((await api.close(admin.token, { shipper: b.shipper.id, closing_date: today, counted: '80.00' })).statusCode).toBe(201);
  expect(await ledgerProblems(t.db)).toEqual([]);
  expect(await balanceOf(t.db, 'shipper_debt', a.shipper.id)).toBe(1500n);
});

const rowOf = (rows: Row[], shipper: number) => rows.find((row) => row.shipper_id === shipper);

describe('the custody report', () => {
  it('gives each shipper now, the totals, and as of a past day from the entries without parcels', async () => {
    const now = (await api.custody(admin.token)).json<{ results: Row[]; totals: Row }>();
    expect(rowOf(now.results, a.shipper.id)).toEqual({
      shipper_id: a.shipper.id,
      shipper_name: a.shipper.name,
      cash: '0.00',
      fees_owed: '0.00',
      debt: '15.00',
      parcels: 1,
      packaging: 0,
      packaging_value: '0.00',
      over_limit: false,
    });
    expect(rowOf(now.results, b.shipper.id)).toMatchObject({ cash: '0.00', fees_owed: '0.00', debt: '0.00', parcels: 0 });
    expect(now.totals).toEqual({ cash: '0.00', fees_owed: '0.00', debt: '15.00', parcels: 1, packaging: 0, packaging_value: '0.00' });
    const endOfToday = (await api.custody(admin.token, { as_of: today })).json<{ results: Row[]; totals: Row }>();
    expect(rowOf(endOfToday.results, a.shipper.id)).toMatchObject({ debt: '15.00', parcels: null, packaging: null, packaging_value: null });
    // As of a past evening no parcel is counted, so neither is their total.
    expect(endOfToday.totals).toEqual({ cash: '0.00', fees_owed: '0.00', debt: '15.00' });
    const before = (await api.custody(admin.token, { as_of: yesterday })).json<{ results: Row[] }>();
    expect(rowOf(before.results, a.shipper.id)).toMatchObject({ cash: '0.00', fees_owed: '0.00', debt: '0.00', parcels: null });
  });

  it('exports the rows and the totals as xlsx in the language asked', async () => {
    const file = await get(admin.token, '/api/reports/ShipperCustodyReport/export', { lang: 'en' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('ShipperCustodyReport.xlsx');
    const rows = await xlsxRows(file);
    expect(rows[0]).toEqual(['Shipper', 'Cash held (LE)', 'Fees owed to him (LE)', 'Debt (LE)', 'Parcels held', 'Packaging carried', 'Packaging value (LE)']);
    expect(rows.find((row) => row[0] === a.shipper.name)).toEqual([a.shipper.name, '0', '0', '15', '1', '0', '0']);
    expect(rows.at(-1)).toEqual(['Total', '0', '0', '15', '1', '0', '0']);
    expect((await xlsxRows(await get(admin.token, '/api/reports/ShipperCustodyReport/export', { lang: 'ar' })))[0]![0]).toBe('المندوب');
  });

  it('shows a staff member only the shippers whose rows he holds, and refuses the screen without its URL', async () => {
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/ShipperCustodyReport'] });
    await buildShipperPermission(t.db, clerk.user.id, b.shipper.id);
    const seen = (await api.custody(clerk.token)).json<{ results: Row[]; totals: Row }>();
    expect(seen.results.map((row) => row.shipper_id)).toEqual([b.shipper.id]);
    expect(seen.totals).toEqual({ cash: '0.00', fees_owed: '0.00', debt: '0.00', parcels: 0, packaging: 0, packaging_value: '0.00' });
    const outsider = await t.loginAs({ role: 'staff', urls: ['/dashboard/Shipper'] });
    expect((await api.custody(outsider.token)).statusCode).toBe(403);
    expect((await get(outsider.token, '/api/reports/ShipperCustodyReport/export')).statusCode).toBe(403);
    const future = await api.custody(admin.token, { as_of: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(future.json<ErrorBody>().errors).toEqual({ as_of: 'validation.date_future' });
  });
});

describe('the missed returns', () => {
  it('lists the parcel A did not bring back, narrowed by shipper', async () => {
    const missed = (await get(admin.token, '/api/MissedReturnShipper/', { shipper: String(a.shipper.id) })).json<{ results: Row[] }>();
    expect(missed.results).toEqual([expect.objectContaining({ order_id: a.parcels[3]!.id, rc: closingA.rc, shipper_id: a.shipper.id, status: 'Undelivered' })]);
    expect((await get(admin.token, '/api/MissedReturnShipper/', { shipper: String(b.shipper.id) })).json<{ results: Row[] }>().results).toEqual([]);
  });
});

describe('the closings report', () => {
  it('sums each shipper’s closings of the day, counting refused ones but not their money', async () => {
    const report = (await get(admin.token, '/api/reports/ShipperClosingRequestReport', { from_date: today, to_date: today, page_size: '100' })).json<{
      results: Row[];
      totals: Row;
    }>();
    expect(rowOf(report.results, a.shipper.id)).toMatchObject({
      closing_date: today,
      closing_rcs: [closingA.rc],
      closings: 1,
      expected: '670.00',
      counted: '590.00',
      fees_kept: '60.00',
      shortages: '20.00',
      overages: '0.00',
      pending: 0,
      approved: 1,
      refused: 0,
    });
    expect(rowOf(report.results, b.shipper.id)).toMatchObject({
      closings: 2,
      expected: '100.00',
      counted: '80.00',
      fees_kept: '20.00',
      shortages: '0.00',
      pending: 1,
      refused: 1,
    });
    expect(report.totals).toEqual({
      closing_rcs: 3,
      expected: '770.00',
      counted: '670.00',
      fees_kept: '80.00',
      shortages: '20.00',
      overages: '0.00',
      pending: 1,
      approved: 1,
      refused: 1,
    });
    const past = (await get(admin.token, '/api/reports/ShipperClosingRequestReport', { day_date: yesterday })).json<{ results: Row[] }>();
    expect(past.results).toEqual([]);
    const rows = await xlsxRows(await get(admin.token, '/api/reports/ShipperClosingRequestReport/export', { shipper: String(a.shipper.id) }));
    expect(rows[1]).toEqual([today, a.shipper.name, String(closingA.rc), '670', '590', '60', '20', '0', '0', '1', '0']);
    expect(rows.at(-1)!.slice(0, 3)).toEqual(['Total', '', '1']);
  });

  it('shows one closing by its receipt number with its orders, returns and who made and decided it', async () => {
    const details = await get(admin.token, `/api/ShipperClosingRequestDetails/${closingA.rc}`);
    expect(details.statusCode, details.body).toBe(200);
    const body = details.json<{ rc: number; created_by_name: string; decided_by_name: string; cash: Row[]; returns: Row[] }>();
    expect(body).toMatchObject({ rc: closingA.rc, created_by_name: expect.any(String), decided_by_name: supervisor.user.username, status: 'approved' });
    expect(body.cash.map((line) => [line.order_id, line.expected, line.cashed])).toEqual([
      [a.parcels[0]!.id, '300.00', '300.00'],
      [a.parcels[1]!.id, '250.00', '250.00'],
      [a.parcels[2]!.id, '120.00', '100.00'],
    ]);
    expect(body.returns).toEqual([expect.objectContaining({ order_id: a.parcels[3]!.id, received: false })]);
  });

  it('answers a closing of a shipper the caller may not see as a missing one, and refuses bad input', async () => {
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/ShipperClosingRequestDetails', '/dashboard/ShipperClosingRequestReport'] });
    await buildShipperPermission(t.db, clerk.user.id, b.shipper.id);
    const hidden = await get(clerk.token, `/api/ShipperClosingRequestDetails/${closingA.rc}`);
    expect([hidden.statusCode, hidden.body]).toEqual([404, (await get(clerk.token, '/api/ShipperClosingRequestDetails/999999')).body]);
    expect((await get(clerk.token, '/api/reports/ShipperClosingRequestReport', { shipper: String(a.shipper.id) })).statusCode).toBe(404);
    const own = (await get(clerk.token, '/api/reports/ShipperClosingRequestReport')).json<{ results: Row[] }>();
    expect(own.results.map((row) => row.shipper_id)).toEqual([b.shipper.id]);
    const reversed = await get(admin.token, '/api/reports/ShipperClosingRequestReport', { from_date: today, to_date: yesterday });
    expect([reversed.statusCode, reversed.json<ErrorBody>().errors]).toEqual([400, { to_date: 'ledger.range_reversed' }]);
    const long = await get(admin.token, '/api/reports/ShipperClosingRequestReport', { from_date: cairoDaysAgo(400), to_date: today });
    expect(long.json<ErrorBody>().errors).toEqual({ to_date: 'ledger.range_too_long' });
    expect((await get(admin.token, '/api/ShipperClosingRequestDetails/abc')).statusCode).toBe(400);
  });
});

describe('the shipper revenue', () => {
  const A_TODAY = {
    delivered: 3,
    collected: '670.00',
    fees_earned: '60.00',
    fees_kept: '60.00',
    shortages: '20.00',
    overages: '0.00',
    write_offs: '5.00',
    net: '45.00',
  };
  const B_TODAY = {
    delivered: 1,
    collected: '100.00',
    fees_earned: '20.00',
    fees_kept: '20.00',
    shortages: '0.00',
    overages: '0.00',
    write_offs: '0.00',
    net: '20.00',
  };

  it('gives a shipper’s earnings and deductions by day, and nothing for a day without entries', async () => {
    const report = (await get(admin.token, '/api/reports/revenue', { id: String(a.shipper.id), from_date: yesterday, to_date: today })).json<{
      results: Row[];
      totals: Row;
    }>();
    expect(report.results).toEqual([{ day: today, shipper_id: a.shipper.id, ...A_TODAY }]);
    expect(report.totals).toEqual(A_TODAY);
    const refusedThenRedone = (await get(admin.token, '/api/reports/revenue', { id: String(b.shipper.id), day_date: today })).json<{ totals: Row }>();
    expect(refusedThenRedone.totals).toEqual(B_TODAY);
    expect((await get(admin.token, '/api/reports/revenue', { id: String(a.shipper.id), day_date: yesterday })).json<{ results: Row[] }>().results).toEqual([]);
    const rows = await xlsxRows(await get(admin.token, '/api/reports/revenue/export', { id: String(a.shipper.id), lang: 'en' }));
    expect(rows.slice(1)).toEqual([
      [today, '3', '670', '60', '60', '20', '0', '5', '45'],
      ['Total', '3', '670', '60', '60', '20', '0', '5', '45'],
    ]);
  });

  it('gives every visible shipper over the range (newrevenue)', async () => {
    const report = (await get(admin.token, '/api/reports/newrevenue', { from_date: today, to_date: today, page_size: '100' })).json<{
      results: Row[];
      totals: Row;
    }>();
    expect(rowOf(report.results, a.shipper.id)).toEqual({ shipper_id: a.shipper.id, shipper_name: a.shipper.name, ...A_TODAY });
    expect(rowOf(report.results, b.shipper.id)).toEqual({ shipper_id: b.shipper.id, shipper_name: b.shipper.name, ...B_TODAY });
    expect(report.totals).toEqual({
      delivered: 4,
      collected: '770.00',
      fees_earned: '80.00',
      fees_kept: '80.00',
      shortages: '20.00',
      overages: '0.00',
      write_offs: '5.00',
      net: '65.00',
    });
    const rows = await xlsxRows(await get(admin.token, '/api/reports/newrevenue/export', { day_date: today, lang: 'ar' }));
    expect(rows[0]![0]).toBe('المندوب');
    expect(rows.at(-1)).toEqual(['الإجمالي', '4', '770', '80', '80', '20', '0', '5', '65']);
  });

  it('follows the Shipper list’s grant, keeps to the staff member’s shippers and refuses others and bad input', async () => {
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/Shipper'] });
    await buildShipperPermission(t.db, clerk.user.id, b.shipper.id);
    expect((await get(clerk.token, '/api/reports/revenue', { id: String(b.shipper.id) })).json<{ totals: Row }>().totals).toEqual(B_TODAY);
    const hidden = await get(clerk.token, '/api/reports/revenue', { id: String(a.shipper.id) });
    expect([hidden.statusCode, hidden.body]).toEqual([404, (await get(clerk.token, '/api/reports/revenue', { id: '999999' })).body]);
    expect((await get(clerk.token, '/api/reports/newrevenue')).json<{ results: Row[] }>().results.map((row) => row.shipper_id)).toEqual([b.shipper.id]);
    const outsider = await t.loginAs({ role: 'staff', urls: ['/dashboard/ShipperCustodyReport'] });
    expect((await get(outsider.token, '/api/reports/newrevenue')).statusCode).toBe(403);
    expect((await get(admin.token, '/api/reports/revenue')).statusCode).toBe(400);
    const future = await get(admin.token, '/api/reports/newrevenue', { day_date: tomorrow });
    expect(future.json<ErrorBody>().errors).toEqual({ day_date: 'validation.date_future' });
    expect((await get(admin.token, '/api/reports/newrevenue', { from_date: '2026-02-30' })).json<ErrorBody>().errors).toEqual({
      from_date: 'orders.date_invalid',
    });
  });
});
