import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cairoToday } from '../../domain/time';
import { rowsOf } from '../../server/db/rows';
import { shipperClosings } from '../../server/db/schema';
import { openApiTest } from '../helpers/api-test';
import { balanceOf, closingsApi, ledgerProblems, shipperDay } from '../helpers/ledger';
import { merchantProblems, merchantWithMoney, payoutsApi, settlementsApi } from '../helpers/settlements';

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
});
