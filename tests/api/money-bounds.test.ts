import { describe, expect, it } from 'vitest';
import { MONEY_LIMITS } from '../../domain/ledger/limits';
import { fromPiastres } from '../../domain/orders/money';
import { cairoToday } from '../../domain/time';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildOrder } from '../helpers/builders';
import { balanceOf, closingsApi, ledgerProblems, orderMoneyProblems, shipperDay } from '../helpers/ledger';
import { storedOrder } from '../helpers/orders-api';
import { cashApi, fundOffice, merchantDue, payoutsApi } from '../helpers/settlements';

const { t, admin } = await openApiTest();
const api = closingsApi(t);
const cash = cashApi(t);
const supervisor = await t.loginAs({ role: 'superuser' });

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>, token = admin.token) =>
  t.call(token, { method, url, ...(payload ? { payload } : {}) });
const errorsOf = (answer: { json: <T>() => T }) => answer.json<ErrorBody>().errors;
const ABSURD = '9999999999.99';

async function category(): Promise<number> {
  const made = await call('POST', '/api/ExpenseCategory', { name: `Fuel ${Math.random()}`, name_ar: 'وقود' });
  return made.json<{ id: number }>().id;
}

describe('sane bounds on every amount, beside its field', () => {
  it('refuses absurd amounts on orders, fees, expenses, transfers and corrections, and stores nothing', async () => {
    const order = await buildOrder(t.db, { status: 'Pending', total_amount: '100.00' });
    const edit = await call('PATCH', `/api/addorders/order/${order.id}/`, { total_amount: ABSURD, total_fees: ABSURD });
    expect(errorsOf(edit)).toMatchObject({ total_amount: 'limits.parcel', total_fees: 'limits.fee' });
    const fee = await call('POST', '/api/orders/fee/', { id: order.id, total_fees: ABSURD, reason: 'typo' });
    expect(errorsOf(fee)).toEqual({ total_fees: 'limits.fee' });
    const expense = await call('POST', '/api/expenses', { category_id: await category(), amount: ABSURD, expense_date: cairoToday() });
    expect(errorsOf(expense)).toEqual({ amount: 'limits.expense' });
    const moved = await cash.move(admin.token, { kind: 'capital_in', account: 'bank', amount: ABSURD });
    expect(errorsOf(moved)).toEqual({ amount: 'limits.transfer' });
    expect(await storedOrder(t.db, order.id)).toMatchObject({ total_amount: '100.00', version: order.version });
    // The ceilings the messages name are the table's.
    expect(fromPiastres(MONEY_LIMITS.fee)).toBe('10000.00');
    expect(fromPiastres(MONEY_LIMITS.parcel)).toBe('500000.00');
  });

  it('never records more cash collected than the parcel is worth, on a move, an edit or an approved correction', async () => {
    const day = await shipperDay(t.db, ['300.00']);
    const parcel = day.parcels[0]!;
    const more = await api.deliver(admin.token, parcel.id, '300.01');
    expect(more.json<ErrorBody>()).toMatchObject({ key: 'followup.collected_above_total', errors: { collected_amount: 'followup.collected_above_total' } });
    expect((await api.deliver(admin.token, parcel.id, '250.00')).statusCode).toBe(200);
    const below = await call('PATCH', `/api/addorders/order/${parcel.id}/`, { total_amount: '200.00' });
    expect(errorsOf(below)).toEqual({ total_amount: 'orders.total_below_collected' });
    const closed = await api.close(admin.token, { shipper: day.shipper.id, closing_date: cairoToday(), counted: '230.00' });
    expect((await api.approve(supervisor.token, closed.json<{ id: number }>().id)).statusCode).toBe(200);
    const tenTimes = await api.ask(admin.token, { kind: 'collected_correction', order_id: parcel.id, amount: '3000.00', reason: 'typo' });
    expect(errorsOf(tenTimes)).toEqual({ amount: 'followup.collected_above_total' });
    expect(await orderMoneyProblems(t.db)).toEqual([]);
  });
});

describe('real cash never below zero', () => {
  it('refuses to pay a transfer the bank cannot cover, pays it once the office deposits cash, and takes cash back to the box', async () => {
    const { customer } = await merchantDue(t, admin.token, supervisor.token, 'bank_transfer');
    const payouts = payoutsApi(t);
    // The office spends what it deposited (a withdrawal back to the box), so the bank cannot pay.
    const bank = await balanceOf(t.db, 'bank', 0);
    expect((await cash.move(admin.token, { kind: 'withdrawal', amount: fromPiastres(bank) })).statusCode).toBe(201);
    const batch = (await payouts.create(admin.token, { method: 'bank_transfer', customers: [customer.id] })).json<{ id: number; items: { id: number }[] }>();
    const refused = await payouts.pay(admin.token, batch.id, [batch.items[0]!.id], 'CIB-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({ key: 'ledger.bound_bank', params: { balance: '0.00', needed: '445.00' } });
    expect(await balanceOf(t.db, 'bank', 0)).toBe(0n);
    expect(await balanceOf(t.db, 'merchant_due', customer.id)).toBe(-44500n);
    expect((await cash.move(admin.token, { kind: 'deposit', amount: '445.00' })).statusCode).toBe(201);
    expect((await payouts.pay(admin.token, batch.id, [batch.items[0]!.id], 'CIB-1')).statusCode).toBe(200);
    expect(await balanceOf(t.db, 'bank', 0)).toBe(0n);
    const listed = (await cash.list(admin.token)).json<{ results: { kind: string; amount: string }[]; balances: { bank: string } }>();
    expect(listed.results.slice(0, 2).map((row) => [row.kind, row.amount])).toEqual([
      ['deposit', '445.00'],
      ['withdrawal', fromPiastres(bank)],
    ]);
    expect(listed.balances.bank).toBe('0.00');
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('refuses an expense, a deposit or the owners taking out more than the box holds', async () => {
    const box = await balanceOf(t.db, 'office_cash', 0);
    const more = fromPiastres(box + 100n);
    const expense = await call('POST', '/api/expenses', { category_id: await category(), amount: more, expense_date: cairoToday() });
    expect(expense.json<ErrorBody>().key).toBe('ledger.bound_office_cash');
    for (const kind of ['deposit', 'capital_out'] as const) {
      const moved = await cash.move(admin.token, { kind, account: 'office_cash', amount: more });
      expect(moved.json<ErrorBody>().key, kind).toBe('ledger.bound_office_cash');
    }
    expect(await balanceOf(t.db, 'office_cash', 0)).toBe(box);
  });

  it('keeps the screen to those granted it, and the owners’ money to an account it names', async () => {
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/cashtransfers'] });
    expect((await cash.list(clerk.token)).statusCode).toBe(200);
    expect((await cash.move(clerk.token, { kind: 'deposit', amount: '1.00' })).statusCode).toBe(403);
    expect(errorsOf(await cash.move(admin.token, { kind: 'capital_in', amount: '1.00' }))).toEqual({ account: 'validation.required' });
  });
});

describe('expenses above the approval amount', () => {
  it('waits for a second person: posted when another approves, kept on record when refused, and the amount set by a superuser only', async () => {
    await fundOffice(t, admin.token, '20000.00');
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/expenses', '/dashboard/expenses/new'] });
    expect((await call('PUT', '/api/expenses/policy/', { expense_approval_above: '1.00' }, clerk.token)).statusCode).toBe(403);
    expect((await call('PUT', '/api/expenses/policy/', { expense_approval_above: '5000.00' })).json()).toEqual({ expense_approval_above: '5000.00' });
    const fuel = await category();
    const box = await balanceOf(t.db, 'office_cash', 0);
    const big = await call('POST', '/api/expenses', { category_id: fuel, amount: '7500.00', expense_date: cairoToday(), note: 'van engine' });
    expect(big.json<{ status: string }>().status).toBe('pending');
    expect(await balanceOf(t.db, 'office_cash', 0)).toBe(box);
    const desk = (await api.requests(supervisor.token)).json<{ results: { id: number; kind: string; expense_id: number; amount: string }[] }>().results;
    const request = desk.find((row) => row.kind === 'expense' && row.expense_id === big.json<{ id: number }>().id)!;
    expect(request.amount).toBe('7500.00');
    expect((await api.decide(admin.token, request.id, 'approve')).json<ErrorBody>().key).toBe('ledger.own_request');
    const approvers = await Promise.all(Array.from({ length: 10 }, () => t.loginAs({ role: 'superuser' })));
    const decided = await Promise.all(approvers.map((a) => api.decide(a.token, request.id, 'approve')));
    expect(decided.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await balanceOf(t.db, 'office_cash', 0)).toBe(box - 750000n);

    const refused = await call('POST', '/api/expenses', { category_id: fuel, amount: '6000.00', expense_date: cairoToday() });
    const refusal = (await api.requests(supervisor.token)).json<{ results: { id: number; expense_id: number }[] }>().results;
    const second = refusal.find((row) => row.expense_id === refused.json<{ id: number }>().id)!;
    expect((await api.decide(supervisor.token, second.id, 'refuse')).statusCode).toBe(200);
    expect((await call('GET', `/api/expenses/${refused.json<{ id: number }>().id}`)).json<{ status: string }>().status).toBe('refused');
    expect(await balanceOf(t.db, 'office_cash', 0)).toBe(box - 750000n);
    const small = await call('POST', '/api/expenses', { category_id: fuel, amount: '100.00', expense_date: cairoToday() });
    expect(small.json<{ status: string }>().status).toBe('posted');
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});
