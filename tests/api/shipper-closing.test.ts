import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cairoToday } from '../../domain/time';
import { ledgerTransactions, shipperClosings } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import {
  buildCity,
  buildCustomer,
  buildCustomerPrice,
  buildFieldPermission,
  buildOrder,
  buildShipperPermission,
  buildSpecialPermissions,
} from '../helpers/builders';
import { balanceOf, closingsApi, ledgerProblems, shipperDay } from '../helpers/ledger';
import { storedOrder } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = closingsApi(t);
const today = cairoToday();
const threeDaysAhead = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
const supervisor = await t.loginAs({ role: 'superuser' });

interface Closing {
  id: number;
  rc: number;
  status: string;
  expected: string;
  counted: string;
  fees: string;
  difference: string;
  debt_after: string;
}

/** Five parcels: 300 and 250 delivered in full, 200 partly (120 taken), one undelivered, one rejected. */
async function deliveredDay() {
  const day = await shipperDay(t.db, ['300.00', '250.00', '200.00', '150.00', '100.00']);
  const [a, b, c, d, e] = day.parcels;
  for (const [order, amount] of [
    [a!, '300.00'],
    [b!, '250.00'],
    [c!, '120.00'],
  ] as const)
    expect((await api.deliver(admin.token, order.id, amount)).statusCode).toBe(200);
  expect((await api.move(admin.token, { id: d!.id, status: 'Undelivered', note: 'No answer' })).statusCode).toBe(200);
  expect((await api.move(admin.token, { id: e!.id, status: 'Rejected', note: 'Refused at the door' })).statusCode).toBe(200);
  return { ...day, a: a!, b: b!, c: c!, d: d!, e: e! };
}

describe('the shipper closing', () => {
  it('shows what the ledger says he holds, and closes his day with a shortage in one balanced transaction', async () => {
    const { shipper, a, b, c, d, e } = await deliveredDay();
    expect(await balanceOf(t.db, 'shipper_cash', shipper.id)).toBe(67000n);
    expect(await balanceOf(t.db, 'shipper_payable', shipper.id)).toBe(-6000n);
    const preview = (await api.preview(admin.token, shipper.id)).json<Record<string, unknown>>();
    expect(preview).toMatchObject({ expected: '670.00', fees_owed: '60.00', fees_kept: '60.00', previous_debt: '0.00', to_hand_over: '610.00' });
    expect((preview.returns as { order_id: number }[]).map((r) => r.order_id)).toEqual([d.id, e.id]);

    const key = 'closing-key-0001';
    const saved = await api.close(admin.token, { shipper: shipper.id, closing_date: today, counted: '590.00', received: [d.id], idempotency_key: key });
    expect(saved.statusCode, saved.body).toBe(201);
    const closing = saved.json<Closing>();
    expect(closing).toMatchObject({ status: 'pending', expected: '670.00', counted: '590.00', fees: '60.00', difference: '20.00', debt_after: '20.00' });
    expect(await ledgerProblems(t.db)).toEqual([]);
    expect(await balanceOf(t.db, 'shipper_cash', shipper.id)).toBe(0n);
    expect(await balanceOf(t.db, 'shipper_debt', shipper.id)).toBe(2000n);
    expect(await balanceOf(t.db, 'shipper_payable', shipper.id)).toBe(0n);

    // 590 counted + 60 kept cover the 300 and the 250 and 100 of the 120.
    const states = await Promise.all([a, b, c].map((o) => storedOrder(t.db, o.id)));
    expect(states.map((o) => [o?.shipper_cash_state, o?.shipper_cashed])).toEqual([
      ['Full Submit', '300.00'],
      ['Full Submit', '250.00'],
      ['Partially Submit', '100.00'],
    ]);
    expect(await storedOrder(t.db, d.id)).toMatchObject({ shipper_id: 1, status: 'Undelivered' });
    const missed = (await api.missed(admin.token)).json<{ results: { order_id: number; rc: number }[] }>().results;
    expect(missed.filter((m) => m.rc === closing.rc).map((m) => m.order_id)).toEqual([e.id]);

    // The same request again (a double click, a retry) answers the same closing and posts nothing more.
    const again = await api.close(admin.token, { shipper: shipper.id, closing_date: today, counted: '590.00', received: [d.id], idempotency_key: key });
    expect(again.json<Closing>().id).toBe(closing.id);
    expect(await t.db.select().from(shipperClosings).where(eq(shipperClosings.shipper_id, shipper.id))).toHaveLength(1);

    const details = await api.details(admin.token, shipper.id, today, closing.rc);
    expect(details.json<{ cash: unknown[]; returns: { order_id: number; received: boolean }[] }>().returns).toEqual([
      expect.objectContaining({ order_id: d.id, received: true }),
      expect.objectContaining({ order_id: e.id, received: false }),
    ]);

    // Four eyes: the maker may not approve; someone else does, and the delivered orders become Collected.
    const own = await api.approve(admin.token, closing.id);
    expect(own.statusCode).toBe(403);
    expect(own.json<ErrorBody>().key).toBe('ledger.own_closing');
    expect((await api.approve(supervisor.token, closing.id)).json<Closing>().status).toBe('approved');
    expect((await storedOrder(t.db, a.id))?.status).toBe('Collected');
    const custody = (await api.custody(admin.token)).json<{ results: { shipper_id: number; cash: string; debt: string; parcels: number }[] }>();
    expect(custody.results.find((r) => r.shipper_id === shipper.id)).toMatchObject({ cash: '0.00', debt: '20.00', parcels: 1 });
    // The parcel received back is at the hub, which is no courier: the report leaves it out.
    expect(custody.results.map((r) => r.shipper_id)).not.toContain(1);
  });

  it("keeps a closed order's money fixed: an edit of its fee is refused until a correction is approved", async () => {
    const { shipper, a } = await deliveredDay();
    const saved = (await api.close(admin.token, { shipper: shipper.id, closing_date: today, counted: '610.00' })).json<Closing>();
    const edit = await t.call(admin.token, { method: 'PATCH', url: `/api/addorders/order/${a.id}/`, payload: { total_fees: '30.00' } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<ErrorBody>()).toMatchObject({ key: 'ledger.order_closed', message: expect.stringContaining(String(saved.rc)) });
    expect((await storedOrder(t.db, a.id))?.total_fees).toBe('45.00');
  });

  it('posts a fee change on a delivered order that no closing holds yet, at once', async () => {
    const { customer, a } = await deliveredDay();
    const before = await balanceOf(t.db, 'merchant', customer.id);
    const edit = await t.call(admin.token, { method: 'PATCH', url: `/api/addorders/order/${a.id}/`, payload: { total_fees: '30.00' } });
    expect(edit.statusCode, edit.body).toBe(200);
    // Less fee: the company owes the merchant 15 LE more (a credit on its account).
    expect(await balanceOf(t.db, 'merchant', customer.id)).toBe(before - 1500n);
    const [posted] = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.order_id, a.id))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(posted?.kind).toBe('fee_adjustment');
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('gives the cash back to the shipper when a supervisor refuses his closing, for the next closing to take', async () => {
    const { shipper, a } = await deliveredDay();
    const closing = (await api.close(admin.token, { shipper: shipper.id, closing_date: today, counted: '600.00' })).json<Closing>();
    const refused = await api.refuse(supervisor.token, closing.id, 'Count again');
    expect(refused.json<Closing>().status).toBe('refused');
    expect(await balanceOf(t.db, 'shipper_cash', shipper.id)).toBe(67000n);
    expect(await balanceOf(t.db, 'shipper_debt', shipper.id)).toBe(0n);
    expect(await storedOrder(t.db, a.id)).toMatchObject({ shipper_cash_state: 'No Submit', shipper_closing_id: null });
    const next = (await api.close(admin.token, { shipper: shipper.id, closing_date: today, counted: '610.00' })).json<Closing>();
    expect(next).toMatchObject({ expected: '670.00', difference: '0.00' });
    expect((await api.refuse(supervisor.token, closing.id, 'again')).json<ErrorBody>().key).toBe('ledger.closing_not_pending');
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('refuses what is wrong beside its field, and changes nothing', async () => {
    const { shipper, c } = await deliveredDay();
    const bad = [
      [{ counted: 'abc' }, 'counted', 'ledger.counted_invalid'],
      [{ counted: '-5' }, 'counted', 'ledger.counted_invalid'],
      [{ closing_date: threeDaysAhead }, 'closing_date', 'validation.date_future'],
      [{ received: [c.id] }, 'received', 'ledger.returns_unknown'],
    ] as const;
    for (const [change, field, key] of bad) {
      const response = await api.close(admin.token, { shipper: shipper.id, closing_date: today, counted: '600.00', ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json<ErrorBody>().errors?.[field]).toBe(key);
    }
    expect(await t.db.select().from(shipperClosings).where(eq(shipperClosings.shipper_id, shipper.id))).toEqual([]);
    expect(await balanceOf(t.db, 'shipper_cash', shipper.id)).toBe(67000n);
    const empty = await shipperDay(t.db, []);
    expect((await api.close(admin.token, { shipper: empty.shipper.id, closing_date: today, counted: '0' })).json<ErrorBody>().key).toBe(
      'ledger.nothing_to_close',
    );
  });

  it('keeps staff to their screens, their shippers and their special codes', async () => {
    const { shipper } = await deliveredDay();
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/shipperclosing/new', '/dashboard/shipperclosing'] });
    expect((await api.preview(clerk.token, shipper.id)).statusCode).toBe(404);
    expect((await api.close(clerk.token, { shipper: shipper.id, closing_date: today, counted: '1' })).statusCode).toBe(404);
    await buildShipperPermission(t.db, clerk.user.id, shipper.id);
    // He counts the shipper's cash; what he may not see of the orders (serial, customer, recipient, amounts) stays blank.
    const lines = (await api.preview(clerk.token, shipper.id)).json<{ cash: Record<string, unknown>[] }>().cash;
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatchObject({ serial: '', customer_name: '', full_name: '', total_amount: '', collected_amount: null });
    await buildFieldPermission(t.db, clerk.user.id, 'show_order_serial', true);
    expect((await api.preview(clerk.token, shipper.id)).json<{ cash: { serial: string }[] }>().cash.every((line) => line.serial !== '')).toBe(true);
    const closing = (await api.close(clerk.token, { shipper: shipper.id, closing_date: today, counted: '610.00' })).json<Closing>();
    expect(closing.status).toBe('pending');
    const boss = await t.loginAs({ role: 'staff', urls: ['/dashboard/shipperapproval'] });
    expect((await api.approve(boss.token, closing.id)).statusCode).toBe(404);
    await buildShipperPermission(t.db, boss.user.id, shipper.id);
    const denied = await api.approve(boss.token, closing.id);
    expect(denied.statusCode).toBe(403);
    await buildSpecialPermissions(t.db, boss.user.id, ['approve_closing']);
    expect((await api.approve(boss.token, closing.id)).json<Closing>().status).toBe('approved');
    expect((await api.approve(clerk.token, closing.id)).statusCode).toBe(403);
  });

  it("charges the return fee of a parcel sent back when the merchant's terms say so, and takes it back when the return is undone", async () => {
    const city = await buildCity(t.db);
    const paying = await buildCustomer(t.db, { HasReturnPrice: true });
    const free = await buildCustomer(t.db);
    for (const customer of [paying, free]) await buildCustomerPrice(t.db, { customer_id: customer.id, city_id: city.id, return_price: '15.00' });
    const charged = await buildOrder(t.db, { customer_id: paying.id, city_id: city.id, status: 'Rejected' });
    const notCharged = await buildOrder(t.db, { customer_id: free.id, city_id: city.id, status: 'Rejected' });
    for (const order of [charged, notCharged]) expect((await api.move(admin.token, { id: order.id, status: 'Returned', note: 'back' })).statusCode).toBe(200);
    expect(await balanceOf(t.db, 'merchant', paying.id)).toBe(1500n);
    expect(await balanceOf(t.db, 'merchant', free.id)).toBe(0n);
    expect(await storedOrder(t.db, charged.id)).toMatchObject({ return_fees: '15.00' });
    expect((await api.move(admin.token, { id: charged.id, status: 'Pending', note: 'sent back by mistake' })).statusCode).toBe(200);
    expect(await balanceOf(t.db, 'merchant', paying.id)).toBe(0n);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('refuses any change or removal of ledger rows in the database itself', async () => {
    await deliveredDay();
    await expect(t.db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(t.db.execute(sql`update ledger_transactions set note = 'x'`)).rejects.toThrow();
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});

describe('a closing takes something real', () => {
  it('refuses a second closing of the same day that would take nothing, naming what the first took, and keeps its cash out of "to hand over"', async () => {
    const { shipper, d, e } = await deliveredDay();
    const first = await api.close(admin.token, { shipper: shipper.id, closing_date: today, counted: '610.00' });
    expect(first.statusCode, first.body).toBe(201);
    const rc = first.json<Closing>().rc;
    // A second tab sends the same count with a fresh key: the cash is taken and the parcels are listed as missed.
    const second = await api.close(admin.token, { shipper: shipper.id, closing_date: today, counted: '610.00' });
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorBody>()).toMatchObject({ key: 'ledger.already_closed_pending', params: { rc: String(rc), cash: '670.00', parcels: 2 } });
    const preview = (await api.preview(admin.token, shipper.id)).json<{ to_hand_over: string; standing: { rc: number; status: string }[] }>();
    expect(preview.to_hand_over).toBe('0.00');
    expect(preview.standing).toEqual([expect.objectContaining({ rc, status: 'pending' })]);
    expect(await t.db.select().from(shipperClosings).where(eq(shipperClosings.shipper_id, shipper.id))).toHaveLength(1);
    // What is real is still taken: the parcels he brings back later.
    const back = await api.close(admin.token, { shipper: shipper.id, closing_date: today, counted: '0', received: [d.id, e.id] });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json<Closing>()).toMatchObject({ expected: '0.00', difference: '0.00' });
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('makes one closing of twenty sent at once with distinct keys', async () => {
    const { shipper } = await deliveredDay();
    const sent = await Promise.all(
      Array.from({ length: 20 }, () => api.close(admin.token, { shipper: shipper.id, closing_date: today, counted: '7577.50', fees_kept: true })),
    );
    const made = sent.filter((answer) => answer.statusCode === 201);
    expect(made).toHaveLength(0);
    const real = await Promise.all(Array.from({ length: 20 }, () => api.close(admin.token, { shipper: shipper.id, closing_date: today, counted: '610.00' })));
    expect(real.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(await t.db.select().from(shipperClosings).where(eq(shipperClosings.shipper_id, shipper.id))).toHaveLength(1);
    expect(await balanceOf(t.db, 'shipper_debt', shipper.id)).toBe(0n);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('refuses a count above what he could hand over (an overage of cash no closing takes), beside the field', async () => {
    const { shipper } = await deliveredDay();
    // He should hand over 610: an overage of at most the cash taken, and never above 1,000 LE.
    const absurd = await api.close(admin.token, { shipper: shipper.id, closing_date: today, counted: '9999999999.99' });
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json<ErrorBody>().errors?.counted).toBe('limits.counted');
    const tooMuch = await api.close(admin.token, { shipper: shipper.id, closing_date: today, counted: '1280.01' });
    expect(tooMuch.json<ErrorBody>()).toMatchObject({
      key: 'ledger.counted_too_much',
      params: { max: '1280.00' },
      errors: { counted: 'ledger.counted_too_much' },
    });
    expect(await t.db.select().from(shipperClosings).where(eq(shipperClosings.shipper_id, shipper.id))).toEqual([]);
    const over = await api.close(admin.token, { shipper: shipper.id, closing_date: today, counted: '625.00' });
    expect(over.json<Closing>()).toMatchObject({ difference: '-15.00', debt_after: '-15.00' });
  });

  it('lists the missed returns of a courier the caller sees, and answers one it may not see exactly as one that does not exist', async () => {
    const { shipper } = await deliveredDay();
    const other = await shipperDay(t.db, []);
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/MissedReturnShipper'] });
    await buildShipperPermission(t.db, clerk.user.id, shipper.id);
    const missed = (query: string) => t.call(clerk.token, { method: 'GET', url: '/api/MissedReturnShipper/', query: { shipper: query } });
    expect((await missed(String(shipper.id))).statusCode).toBe(200);
    const [hidden, unknown] = [await missed(String(other.shipper.id)), await missed('2000000001')];
    expect([hidden.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(hidden.body).toBe(unknown.body);
  });

  it('counts in custody only the parcels his closing asks back: a cancelled one is no longer his', async () => {
    const { shipper, customer } = await deliveredDay();
    const cancelled = await buildOrder(t.db, { customer_id: customer.id, shipper_id: shipper.id, status: 'Out For Deliver', status_code: 6 });
    const preview = (await api.preview(admin.token, shipper.id)).json<{ returns: { order_id: number }[] }>();
    expect(preview.returns.map((r) => r.order_id)).not.toContain(cancelled.id);
    const closed = await api.close(admin.token, {
      shipper: shipper.id,
      closing_date: today,
      counted: '610.00',
      received: preview.returns.map((r) => r.order_id),
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const custody = (await api.custody(admin.token)).json<{ results: { shipper_id: number; parcels: number }[] }>();
    expect(custody.results.find((r) => r.shipper_id === shipper.id)?.parcels).toBe(0);
    const sheet = await t.call(admin.token, { method: 'GET', url: '/api/shippers/return_shipper_orders/', query: { shipper_id: String(shipper.id) } });
    expect(sheet.json<{ results: { id: number }[] }>().results).toEqual([]);
  });
});
