import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cairoToday } from '../../domain/time';
import { ledgerTransactions, moneyRequests } from '../../server/db/schema';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildShipperPermission, buildSpecialPermissions, buildCustomerPermission } from '../helpers/builders';
import { balanceOf, closingsApi, ledgerProblems, shipperDay } from '../helpers/ledger';
import { storedOrder } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = closingsApi(t);
const today = cairoToday();
const supervisor = await t.loginAs({ role: 'superuser' });

/** A shipper's day of two deliveries (300 and 200 LE), closed 20 LE short and approved. */
async function closedDay() {
  const day = await shipperDay(t.db, ['300.00', '200.00']);
  for (const order of day.parcels) expect((await api.deliver(admin.token, order.id, order.total_amount)).statusCode).toBe(200);
  const closing = (await api.close(admin.token, { shipper: day.shipper.id, closing_date: today, counted: '440.00' })).json<{ id: number; rc: number }>();
  expect((await api.approve(supervisor.token, closing.id)).statusCode).toBe(200);
  return { ...day, closing, order: day.parcels[0]! };
}

const askedId = (response: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
};

describe('changes of money after closing (approvallist, editapprovallist)', () => {
  it("changes a closed order's fee only once another person approves, posting the difference", async () => {
    const { customer, order } = await closedDay();
    const id = askedId(await api.ask(admin.token, { kind: 'fee_change', order_id: order.id, amount: '30.00', reason: 'Agreed discount' }));
    expect((await storedOrder(t.db, order.id))?.total_fees).toBe('45.00');
    const own = await api.decide(admin.token, id, 'approve');
    expect(own.json<ErrorBody>().key).toBe('ledger.own_request');
    const before = await balanceOf(t.db, 'merchant', customer.id);
    expect((await api.decide(supervisor.token, id, 'approve')).json()).toEqual({ id, status: 'approved' });
    expect((await storedOrder(t.db, order.id))?.total_fees).toBe('30.00');
    expect(await balanceOf(t.db, 'merchant', customer.id)).toBe(before - 1500n);
    const posted = await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.request_id, id));
    expect(posted.map((p) => p.kind)).toEqual(['fee_adjustment']);
    const [request] = await t.db.select().from(moneyRequests).where(eq(moneyRequests.id, id));
    expect(request?.transaction_id).toBe(posted[0]!.id);
    expect((await api.decide(supervisor.token, id, 'refuse')).json<ErrorBody>().key).toBe('ledger.request_not_pending');
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it("corrects a collected amount into the shipper's next closing, and keeps a refused request on record", async () => {
    const { shipper, order } = await closedDay();
    const refused = askedId(await api.ask(admin.token, { kind: 'collected_correction', order_id: order.id, amount: '250.00', reason: 'Typo' }));
    expect((await api.decide(supervisor.token, refused, 'refuse')).json()).toEqual({ id: refused, status: 'refused' });
    const id = askedId(await api.ask(admin.token, { kind: 'collected_correction', order_id: order.id, amount: '280.00', reason: 'Recipient paid 280' }));
    expect(await balanceOf(t.db, 'shipper_debt', shipper.id)).toBe(2000n);
    await api.decide(supervisor.token, id, 'approve');
    // His closing was 20 LE short because the recipient paid 280, not 300: the correction takes the 20 LE off his
    // debt, while his custody (cash he holds) stays at zero, never below.
    expect(await balanceOf(t.db, 'shipper_cash', shipper.id)).toBe(0n);
    expect(await balanceOf(t.db, 'shipper_debt', shipper.id)).toBe(0n);
    const list = (await api.requests(admin.token)).json<{ results: { id: number; status: string; previous: string; amount: string }[] }>().results;
    expect(list.find((r) => r.id === refused)).toMatchObject({ status: 'refused', previous: '300.00', amount: '250.00' });
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it("writes off a shipper's debt, never more than he owes", async () => {
    const { shipper } = await closedDay();
    expect(await balanceOf(t.db, 'shipper_debt', shipper.id)).toBe(2000n);
    const tooMuch = await api.ask(admin.token, { kind: 'debt_write_off', shipper_id: shipper.id, amount: '25.00', reason: 'Robbery' });
    expect(tooMuch.json<ErrorBody>().errors?.amount).toBe('ledger.write_off_too_much');
    const id = askedId(await api.ask(admin.token, { kind: 'debt_write_off', shipper_id: shipper.id, amount: '20.00', reason: 'Robbery, police report 12' }));
    await api.decide(supervisor.token, id, 'approve');
    expect(await balanceOf(t.db, 'shipper_debt', shipper.id)).toBe(0n);
    expect(await balanceOf(t.db, 'write_off_expense')).toBeGreaterThanOrEqual(2000n);
  });

  it('reopens an approved closing through editapprovallist: its cash goes back to the shipper and its orders to Delivered', async () => {
    const { shipper, closing, order } = await closedDay();
    const wrongDesk = await api.ask(admin.token, { kind: 'reopen_closing', closing_id: closing.id, reason: 'Miscounted' });
    expect(wrongDesk.statusCode).toBe(400);
    const id = askedId(await api.ask(admin.token, { kind: 'reopen_closing', closing_id: closing.id, reason: 'Miscounted' }, 'editapprovallist'));
    expect((await api.decide(supervisor.token, id, 'approve', 'approvallist')).statusCode).toBe(404);
    await api.decide(supervisor.token, id, 'approve', 'editapprovallist');
    expect(await balanceOf(t.db, 'shipper_cash', shipper.id)).toBe(50000n);
    expect(await balanceOf(t.db, 'shipper_debt', shipper.id)).toBe(0n);
    expect(await storedOrder(t.db, order.id)).toMatchObject({ status: 'Delivered', shipper_cash_state: 'No Submit', shipper_closing_id: null });
    const [request] = await t.db.select().from(moneyRequests).where(eq(moneyRequests.id, id));
    const [reversal] = await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, request!.transaction_id!));
    expect(reversal).toMatchObject({ kind: 'reversal', closing_id: closing.id, request_id: id });
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('asks only with request_money_change and decides only with approve_money_change, about what the caller may see', async () => {
    const { shipper, customer, order } = await closedDay();
    const asker = await t.loginAs({ role: 'staff', urls: ['/dashboard/approvallist'] });
    expect((await api.ask(asker.token, { kind: 'fee_change', order_id: order.id, amount: '40', reason: 'x' })).statusCode).toBe(403);
    await buildSpecialPermissions(t.db, asker.user.id, ['request_money_change']);
    expect((await api.ask(asker.token, { kind: 'fee_change', order_id: order.id, amount: '40', reason: 'x' })).statusCode).toBe(404);
    await buildCustomerPermission(t.db, asker.user.id, customer.id, { view: true });
    const blank = await api.ask(asker.token, { kind: 'fee_change', order_id: order.id, amount: '40', reason: '  ' });
    expect(blank.json<ErrorBody>().errors?.reason).toBe('ledger.reason_required');
    const id = askedId(await api.ask(asker.token, { kind: 'fee_change', order_id: order.id, amount: '40', reason: 'Wrong zone' }));
    const approver = await t.loginAs({ role: 'staff', urls: ['/dashboard/approvallist'] });
    await buildCustomerPermission(t.db, approver.user.id, customer.id, { view: true });
    await buildShipperPermission(t.db, approver.user.id, shipper.id);
    expect((await api.decide(approver.token, id, 'approve')).statusCode).toBe(403);
    await buildSpecialPermissions(t.db, approver.user.id, ['approve_money_change']);
    expect((await api.decide(approver.token, id, 'approve')).json()).toEqual({ id, status: 'approved' });
    const [row] = await t.db.select().from(moneyRequests).where(eq(moneyRequests.id, id));
    expect(row).toMatchObject({ requested_by: asker.user.id, decided_by: approver.user.id });
  });
});
