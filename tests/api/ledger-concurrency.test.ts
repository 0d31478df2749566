import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cairoToday } from '../../domain/time';
import { rowsOf } from '../../server/db/rows';
import { shipperClosings } from '../../server/db/schema';
import { openApiTest } from '../helpers/api-test';
import { balanceOf, closingsApi, ledgerProblems, shipperDay } from '../helpers/ledger';

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
});
