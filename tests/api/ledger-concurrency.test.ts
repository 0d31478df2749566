import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cairoToday } from '../../domain/time';
import { rowsOf } from '../../server/db/rows';
import { shipperClosings } from '../../server/db/schema';
import { openApiTest } from '../helpers/api-test';
import { balanceOf, closingsApi, ledgerProblems, orderMoneyProblems, shipperDay } from '../helpers/ledger';
import { cashApi, merchantProblems, merchantWithMoney, payoutsApi, settlementsApi } from '../helpers/settlements';

/** On PostgreSQL (npm run test:pg) these requests really run at once; on PGlite they queue, and the rules still hold. */
const { t, admin } = await openApiTest();
const api = closingsApi(t);
const today = cairoToday();
const clerks = await Promise.all(Array.from({ length: 4 }, () => t.loginAs({ role: 'superuser' })));

describe('the ledger under parallel requests', () => {
  it('makes exactly one closing when two staff close the same shipper at once, and one when the same closing is sent twice', async () => {
    const { shipper, parcels } = await shipperDay(t.db, ['100.00', '200.00', '300.00']);
    for (const p of parcels) await api.deliver(admin.token, p.id, p.total_amount);
    const key = randomUUID();
    const answers = await Promise.all([
      api.close(clerks[0]!.token, { shipper: shipper.id, closing_date: today, counted: '540.00', idempotency_key: key }),
      api.close(clerks[0]!.token, { shipper: shipper.id, closing_date: today, counted: '540.00', idempotency_key: key }),
      api.close(clerks[1]!.token, { shipper: shipper.id, closing_date: today, counted: '540.00' }),
    ]);
    const made = await t.db.select().from(shipperClosings).where(eq(shipperClosings.shipper_id, shipper.id));
    expect(made).toHaveLength(1);
    // Whichever came first closed him; the other found nothing left (409), and the request sent twice answered alike both times.
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1 + (made[0]!.idempotency_key === key ? 1 : 0));
    expect(answers[0]!.body).toBe(answers[1]!.body);
    expect(await balanceOf(t.db, 'shipper_cash', shipper.id)).toBe(0n);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('puts a parcel delivered while its shipper is being closed in that closing or the next, never both and never lost, with 20 clients', async () => {
    const amounts = Array.from({ length: 16 }, (_, i) => `${100 + i}.00`);
    const { shipper, parcels } = await shipperDay(t.db, amounts);
    const early = parcels.slice(0, 4);
    for (const p of early) await api.deliver(admin.token, p.id, p.total_amount);
    const late = parcels.slice(4);
    const work = [
      ...late.map((p, i) => api.deliver(clerks[i % clerks.length]!.token, p.id, p.total_amount)),
      ...Array.from({ length: 8 }, (_, i) =>
        api.close(clerks[i % clerks.length]!.token, { shipper: shipper.id, closing_date: today, counted: '0.00', fees_kept: false }),
      ),
    ];
    const answers = await Promise.all(work);
    expect(
      answers.every((a) => [200, 201, 409].includes(a.statusCode)),
      answers.map((a) => `${a.statusCode} ${a.body}`).join('\n'),
    ).toBe(true);
    // One more closing takes whatever the parallel ones did not.
    await api.close(admin.token, { shipper: shipper.id, closing_date: today, counted: '0.00', fees_kept: false });
    const total = amounts.reduce((sum, a) => sum + Math.round(Number(a) * 100), 0);
    const [closed] = rowsOf(
      await t.db.execute(sql`select coalesce(sum(expected), 0)::text as s, count(*)::int as n from shipper_closings where shipper_id = ${shipper.id}`),
    );
    expect(Number(closed!.s)).toBe(total);
    const perOrder = rowsOf(
      await t.db.execute(sql`select co.order_id, count(*)::int as n from closing_orders co join shipper_closings c on c.id = co.closing_id
        where c.shipper_id = ${shipper.id} and co.role = 'cash' group by co.order_id`),
    );
    expect(perOrder).toHaveLength(parcels.length);
    expect(perOrder.every((r) => r.n === 1)).toBe(true);
    expect(await balanceOf(t.db, 'shipper_cash', shipper.id)).toBe(0n);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('settles every order of busy merchants exactly once and pays each once, with 20 clients settling, paying and delivering at once', async () => {
    const merchants = await Promise.all([0, 1, 2, 3].map(() => merchantWithMoney(t, admin.token, clerks[3]!.token, ['120.00', '80.00', '60.00'])));
    const settlements = settlementsApi(t);
    const payouts = payoutsApi(t);
    const work = Array.from({ length: 20 }, (_, i) => {
      const { customer, collected, returned, outstanding } = merchants[i % merchants.length]!;
      const clerk = clerks[i % clerks.length]!.token;
      // A fee changed on a parcel still with its shipper moves the same merchant's account meanwhile.
      if (i % 5 === 4) return t.call(clerk, { method: 'PATCH', url: `/api/addorders/order/${outstanding.id}/`, payload: { total_fees: `${40 + i}.00` } });
      if (i % 5 === 3) return payouts.create(clerk, { method: 'cash', customers: [customer.id] });
      return settlements.settle(clerk, { customer: customer.id, orders: [...collected.map((o) => o.id), returned.id] });
    });
    const answers = await Promise.all(work);
    expect(
      answers.every((a) => [200, 201, 409].includes(a.statusCode)),
      answers.map((a) => `${a.statusCode} ${a.body}`).join('\n'),
    ).toBe(true);
    for (const { customer, collected, returned } of merchants) {
      const lines = rowsOf(
        await t.db.execute(sql`select l.order_id, count(*)::int as n from customer_closing_orders l join customer_closings c on c.id = l.customer_closing_id
          where c.customer_id = ${customer.id} group by l.order_id order by l.order_id`),
      );
      expect(lines).toEqual([...collected.map((o) => o.id), returned.id].map((order_id) => ({ order_id, n: 1 })));
      const batches = rowsOf(await t.db.execute(sql`select count(*)::int as n from payouts where customer_id = ${customer.id}`));
      expect(Number(batches[0]!.n)).toBeLessThanOrEqual(1);
      expect(await merchantProblems(t.db, customer.id)).toEqual([]);
    }
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('approves each kind of approval once with ten approvers at once, each reading what the one before left', async () => {
    const approvers = await Promise.all(Array.from({ length: 10 }, () => t.loginAs({ role: 'superuser' })));
    const decideAll = (desk: string, id: number) => Promise.all(approvers.map((a) => api.decide(a.token, id, 'approve', desk)));
    const approved = (answers: { statusCode: number }[]) => answers.filter((a) => a.statusCode === 200).length;

    // A shipper owing 50.00 (his closing was 50 short), and ten write-offs of 50.00 approved at once: one passes.
    const owing = await shipperDay(t.db, ['250.00']);
    await api.deliver(admin.token, owing.parcels[0]!.id, '250.00');
    const closed = await api.close(admin.token, { shipper: owing.shipper.id, closing_date: today, counted: '180.00' });
    expect(closed.json<{ debt_after: string }>().debt_after).toBe('50.00');
    const writeOffs = await Promise.all(
      Array.from({ length: 10 }, () => api.ask(admin.token, { kind: 'debt_write_off', shipper_id: owing.shipper.id, amount: '50.00', reason: 'waived' })),
    );
    const decided = await Promise.all(writeOffs.map((asked, i) => api.decide(approvers[i]!.token, asked.json<{ id: number }>().id, 'approve')));
    expect(approved(decided)).toBe(1);
    expect(await balanceOf(t.db, 'shipper_debt', owing.shipper.id)).toBe(0n);

    // One closing, one fee change, one correction and one reopening, each decided by ten at once: applied once.
    expect(approved(await Promise.all(approvers.map((a) => api.approve(a.token, closed.json<{ id: number }>().id))))).toBe(1);
    const order = owing.parcels[0]!;
    const fee = await api.ask(admin.token, { kind: 'fee_change', order_id: order.id, amount: '30.00', reason: 'discount' });
    expect(approved(await decideAll('approvallist', fee.json<{ id: number }>().id))).toBe(1);
    const corrected = await api.ask(admin.token, { kind: 'collected_correction', order_id: order.id, amount: '240.00', reason: 'paid less' });
    expect(approved(await decideAll('approvallist', corrected.json<{ id: number }>().id))).toBe(1);
    const reopen = await api.ask(
      admin.token,
      { kind: 'reopen_closing', closing_id: closed.json<{ id: number }>().id, reason: 'miscounted' },
      'editapprovallist',
    );
    expect(approved(await decideAll('editapprovallist', reopen.json<{ id: number }>().id))).toBe(1);
    expect(await ledgerProblems(t.db)).toEqual([]);
    expect(await orderMoneyProblems(t.db)).toEqual([]);
  });

  it('moves cash between the box and the bank once per key, and never below zero, with 20 clients', async () => {
    const cash = cashApi(t);
    const box = await balanceOf(t.db, 'office_cash', 0);
    const bank = await balanceOf(t.db, 'bank', 0);
    const key = randomUUID();
    const twice = await Promise.all(
      [0, 1].map(() => cash.move(admin.token, { kind: 'capital_in', account: 'office_cash', amount: '1000.00', idempotency_key: key })),
    );
    expect(twice.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(twice[0]!.json<{ id: number }>().id).toBe(twice[1]!.json<{ id: number }>().id);
    expect(await balanceOf(t.db, 'office_cash', 0)).toBe(box + 100000n);
    // Twenty deposits of 100.00 from a box holding 1,000.00 more than before: the box never goes below zero.
    const spare = box + 100000n;
    const deposits = await Promise.all(
      Array.from({ length: 20 }, (_, i) => cash.move(clerks[i % clerks.length]!.token, { kind: 'deposit', amount: '100.00' })),
    );
    const made = deposits.filter((a) => a.statusCode === 201).length;
    expect(deposits.every((a) => a.statusCode === 201 || a.json<{ key: string }>().key === 'ledger.bound_office_cash')).toBe(true);
    expect(BigInt(made) * 10000n).toBeLessThanOrEqual(spare);
    expect(await balanceOf(t.db, 'office_cash', 0)).toBe(spare - BigInt(made) * 10000n);
    expect(await balanceOf(t.db, 'bank', 0)).toBe(bank + BigInt(made) * 10000n);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});
