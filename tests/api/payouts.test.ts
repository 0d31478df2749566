import { describe, expect, it } from 'vitest';
import { openApiTest, type ErrorBody } from '../helpers/api-test';
import { buildCustomerPermission } from '../helpers/builders';
import { balanceOf, ledgerProblems } from '../helpers/ledger';
import { merchantDue, payoutsApi, settlementsApi } from '../helpers/settlements';

const { t, admin } = await openApiTest();
const api = payoutsApi(t);
const supervisor = await t.loginAs({ role: 'superuser' });

interface Batch {
  id: number;
  method: string;
  total: string;
  paid_total: string;
  items: { id: number; customer_id: number; amount: string; status: string; reference: string; account: string }[];
}

const due = (method = 'bank_transfer') => merchantDue(t, admin.token, supervisor.token, method);

describe('payouts', () => {
  it('pays what a closing settled in a batch with its bank file, once, and the merchant is owed nothing more of it', async () => {
    const { customer } = await due();
    const listed = (await api.due(admin.token, 'bank_transfer')).json<{ id: number; due: string }[]>();
    expect(listed.find((row) => row.id === customer.id)?.due).toBe('445.00');
    const key = `batch-${customer.id}-once`;
    const made = await Promise.all([1, 2].map(() => api.create(admin.token, { method: 'bank_transfer', customers: [customer.id], idempotency_key: key })));
    expect(made.map((m) => m.statusCode)).toEqual([201, 201]);
    const batch = made[0]!.json<Batch>();
    expect(made[1]!.json<Batch>().id).toBe(batch.id);
    expect(batch.items.map((i) => [i.customer_id, i.amount, i.status])).toEqual([[customer.id, '445.00', 'pending']]);
    const again = await api.create(admin.token, { method: 'bank_transfer', customers: [customer.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().message).toContain(`batch ${batch.id}`);

    const file = await api.file(admin.token, batch.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Payout,Beneficiary,Account,Phone,Amount (EGP),Narrative');
    expect(lines[1]).toContain(`EG38 0019 ${customer.id}`);
    expect(lines[1]).toContain('445.00');

    const item = batch.items[0]!.id;
    const blank = await api.pay(admin.token, batch.id, [item], '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ErrorBody>().errors).toHaveProperty('reference');
    const paid = await Promise.all([1, 2].map(() => api.pay(admin.token, batch.id, [item], 'CIB-778812')));
    expect(paid.map((p) => p.statusCode)).toEqual([200, 200]);
    expect(paid[0]!.json<Batch>().items[0]).toMatchObject({ status: 'paid', reference: 'CIB-778812' });
    expect(await balanceOf(t.db, 'merchant_due', customer.id)).toBe(0n);
    const wallet = (await settlementsApi(t).wallet(admin.token, customer.id)).json<{ due: string; paid: string; owed: string }>();
    expect(wallet).toMatchObject({ due: '0.00', paid: '445.00', owed: '355.00' });
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('reverses a transfer the bank sent back, so its money is due again, and takes a pending one out of its batch', async () => {
    const { customer } = await due('mobile_wallet');
    const other = await due('mobile_wallet');
    const batch = (await api.create(admin.token, { method: 'mobile_wallet', customers: [customer.id, other.customer.id] })).json<Batch>();
    const [first, second] = batch.items;
    expect((await api.pay(admin.token, batch.id, [first!.id], 'VF-1')).statusCode).toBe(200);
    const bankBefore = await balanceOf(t.db, 'bank', 0);
    const noReason = await api.fail(admin.token, batch.id, first!.id, '');
    expect(noReason.statusCode).toBe(400);
    const failed = await api.fail(admin.token, batch.id, first!.id, 'Wallet number closed');
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json<Batch>().items.find((i) => i.id === first!.id)).toMatchObject({ status: 'failed' });
    expect(await balanceOf(t.db, 'merchant_due', customer.id)).toBe(-44500n);
    expect(await balanceOf(t.db, 'bank', 0)).toBe(bankBefore + 44500n);
    expect((await api.fail(admin.token, batch.id, second!.id, 'Asked to be paid in cash')).json<Batch>().items.find((i) => i.id === second!.id)).toMatchObject({
      status: 'removed',
    });
    expect((await api.pay(admin.token, batch.id, [second!.id], 'VF-2')).statusCode).toBe(409);
    // Both may go in a new batch now.
    expect((await api.create(admin.token, { method: 'mobile_wallet', customers: [customer.id, other.customer.id] })).statusCode).toBe(201);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('refuses a merchant paid by another method or with nothing due, naming it', async () => {
    const { customer } = await due('cash');
    const wrong = await api.create(admin.token, { method: 'instapay', customers: [customer.id] });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json<ErrorBody>().message).toContain('cash');
    const paidOut = (await api.create(admin.token, { method: 'cash', customers: [customer.id] })).json<Batch>();
    const box = await balanceOf(t.db, 'office_cash', 0);
    expect((await api.pay(admin.token, paidOut.id, [paidOut.items[0]!.id], 'receipt 51')).statusCode).toBe(200);
    expect(await balanceOf(t.db, 'office_cash', 0)).toBe(box - 44500n);
    const nothing = await api.create(admin.token, { method: 'cash', customers: [customer.id] });
    expect(nothing.statusCode).toBe(409);
    expect((await api.create(admin.token, { method: 'cash', customers: [] })).statusCode).toBe(400);
  });

  it('keeps staff to the payouts of merchants whose money they may see', async () => {
    const mine = await due('instapay');
    const theirs = await due('instapay');
    const batch = (await api.create(admin.token, { method: 'instapay', customers: [mine.customer.id, theirs.customer.id] })).json<Batch>();
    const clerk = await t.loginAs({ role: 'staff', urls: ['/dashboard/payouts', '/dashboard/payouts/new'] });
    await buildCustomerPermission(t.db, clerk.user.id, mine.customer.id, { view: true, revnue: true });
    await buildCustomerPermission(t.db, clerk.user.id, theirs.customer.id, { view: true, revnue: false });
    const seen = (await api.batch(clerk.token, batch.id)).json<Batch>();
    expect(seen.items.map((i) => i.customer_id)).toEqual([mine.customer.id]);
    expect(seen.total).toBe('445.00');
    const hidden = batch.items.find((i) => i.customer_id === theirs.customer.id)!;
    expect((await api.pay(clerk.token, batch.id, [hidden.id], 'X-1')).statusCode).toBe(404);
    expect((await api.create(clerk.token, { method: 'instapay', customers: [theirs.customer.id] })).statusCode).toBe(403);
    const blind = await t.loginAs({ role: 'staff', urls: ['/dashboard/payouts'] });
    expect((await api.batch(blind.token, batch.id)).statusCode).toBe(404);
    expect((await api.list(blind.token)).json<{ count: number; results: unknown[] }>()).toMatchObject({ count: 0, results: [] });
  });
});
