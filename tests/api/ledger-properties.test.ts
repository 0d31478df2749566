import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cairoToday } from '../../domain/time';
import { rowsOf } from '../../server/db/rows';
import { openApiTest } from '../helpers/api-test';
import { closingsApi, ledgerProblems, orderMoneyProblems, shipperDay } from '../helpers/ledger';
import { cashApi, merchantProblems, payoutsApi, settlementsApi } from '../helpers/settlements';

const { t, admin } = await openApiTest();
const api = closingsApi(t);
const supervisor = await t.loginAs({ role: 'superuser' });
const today = cairoToday();
const settlements = settlementsApi(t);
const payouts = payoutsApi(t);
const cash = cashApi(t);
const category = (await t.call(admin.token, { method: 'POST', url: '/api/ExpenseCategory', payload: { name: 'Fuel' } })).json<{ id: number }>().id;

/** One step of an office's day, on the parcel or closing it names by position. */
type Step =
  | { do: 'deliver'; parcel: number; part: number }
  | { do: 'fail'; parcel: number }
  | { do: 'return'; parcel: number }
  | { do: 'fee'; parcel: number; fee: number }
  | { do: 'close'; short: number; keep: boolean; approve: boolean }
  | { do: 'approve' | 'refuse'; closing: number }
  | { do: 'correct'; parcel: number; part: number }
  | { do: 'writeOff' }
  | { do: 'reopen'; closing: number }
  | { do: 'settle'; leave: number }
  | { do: 'payout' }
  | { do: 'bounce' }
  | { do: 'expense'; amount: number; edit: boolean }
  | { do: 'deposit' | 'withdrawal'; amount: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ do: fc.constant('deliver' as const), parcel: fc.nat(5), part: fc.integer({ min: 1, max: 100 }) }), weight: 3 },
  fc.record({ do: fc.constant('fail' as const), parcel: fc.nat(5) }),
  fc.record({ do: fc.constant('return' as const), parcel: fc.nat(5) }),
  fc.record({ do: fc.constant('fee' as const), parcel: fc.nat(5), fee: fc.integer({ min: 0, max: 90 }) }),
  {
    arbitrary: fc.record({ do: fc.constant('close' as const), short: fc.integer({ min: -30, max: 30 }), keep: fc.boolean(), approve: fc.boolean() }),
    weight: 2,
  },
  fc.record({ do: fc.constantFrom('approve' as const, 'refuse' as const), closing: fc.nat(3) }),
  fc.record({ do: fc.constant('correct' as const), parcel: fc.nat(5), part: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ do: fc.constant('writeOff' as const) }),
  fc.record({ do: fc.constant('reopen' as const), closing: fc.nat(3) }),
  { arbitrary: fc.record({ do: fc.constant('settle' as const), leave: fc.nat(3) }), weight: 2 },
  { arbitrary: fc.record({ do: fc.constant('payout' as const) }), weight: 2 },
  fc.record({ do: fc.constant('bounce' as const) }),
  fc.record({ do: fc.constant('expense' as const), amount: fc.integer({ min: 1, max: 50000 }), edit: fc.boolean() }),
  fc.record({ do: fc.constantFrom('deposit' as const, 'withdrawal' as const), amount: fc.integer({ min: 1, max: 100000 }) }),
);

/** How every run starts, so that its random steps find money to settle, pay out and bounce: a day delivered, closed, approved, settled and paid. */
const SETTLED_DAY: readonly Step[] = [
  { do: 'deliver', parcel: 0, part: 100 },
  { do: 'deliver', parcel: 1, part: 100 },
  { do: 'deliver', parcel: 2, part: 60 },
  { do: 'close', short: 0, keep: true, approve: true },
  { do: 'settle', leave: 0 },
  { do: 'payout' },
];

/** Every entry so far, as text: what was written must never change. */
const entriesText = async () =>
  rowsOf(await t.db.execute(sql`select id, transaction_id, account_id, order_id, amount::text from ledger_entries order by id`)).map((r) => JSON.stringify(r));

describe('the ledger under random days', () => {
  it('keeps every invariant after every step of any sequence of deliveries, returns, fee changes, closings, approvals, refusals, corrections, customer closings, payouts, bounced payouts, expenses, deposits and withdrawals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 16 }), async (steps) => {
        const { shipper, customer, parcels } = await shipperDay(t.db, ['300.00', '250.00', '200.00', '150.00', '120.00', '99.99']);
        const closings: number[] = [];
        const paid: { batch: number; item: number }[] = [];
        const spent: { id: number; version: number }[] = [];
        let written = await entriesText();
        for (const s of [...SETTLED_DAY, ...steps]) {
          const parcel = 'parcel' in s ? parcels[s.parcel % parcels.length]! : undefined;
          const amountOf = (part: number) => ((Number(parcel!.total_amount) * part) / 100).toFixed(2);
          const closing = 'closing' in s ? closings[s.closing % Math.max(closings.length, 1)] : undefined;
          // Each call may be refused (a move not allowed now, nothing to close): a refusal must change nothing.
          if (s.do === 'deliver') await api.deliver(admin.token, parcel!.id, amountOf(s.part));
          if (s.do === 'fail') await api.move(admin.token, { id: parcel!.id, status: 'Undelivered', note: 'no answer' });
          if (s.do === 'return') await api.move(admin.token, { id: parcel!.id, status: 'Returned', note: 'back to the merchant' });
          if (s.do === 'fee')
            await t.call(admin.token, { method: 'PATCH', url: `/api/addorders/order/${parcel!.id}/`, payload: { total_fees: String(s.fee) } });
          if (s.do === 'close') {
            const preview = (await api.preview(admin.token, shipper.id)).json<{ to_hand_over: string }>();
            const counted = Math.max(0, Number(preview.to_hand_over) - s.short).toFixed(2);
            const made = await api.close(admin.token, { shipper: shipper.id, closing_date: today, counted, fees_kept: s.keep });
            if (made.statusCode === 201) closings.push(made.json<{ id: number }>().id);
            if (made.statusCode === 201 && s.approve) await api.approve(supervisor.token, closings.at(-1)!);
          }
          if ((s.do === 'approve' || s.do === 'refuse') && closing) {
            if (s.do === 'approve') await api.approve(supervisor.token, closing);
            else await api.refuse(supervisor.token, closing, 'recount');
          }
          if (s.do === 'correct') {
            const asked = await api.ask(admin.token, { kind: 'collected_correction', order_id: parcel!.id, amount: amountOf(s.part), reason: 'recount' });
            if (asked.statusCode === 201) await api.decide(supervisor.token, asked.json<{ id: number }>().id, 'approve');
          }
          if (s.do === 'writeOff') {
            const asked = await api.ask(admin.token, { kind: 'debt_write_off', shipper_id: shipper.id, amount: '0.01', reason: 'goodwill' });
            if (asked.statusCode === 201) await api.decide(supervisor.token, asked.json<{ id: number }>().id, 'approve');
          }
          if (s.do === 'reopen' && closing) {
            const asked = await api.ask(admin.token, { kind: 'reopen_closing', closing_id: closing, reason: 'miscounted' }, 'editapprovallist');
            if (asked.statusCode === 201) await api.decide(supervisor.token, asked.json<{ id: number }>().id, 'approve', 'editapprovallist');
          }
          if (s.do === 'settle') {
            const preview = (await settlements.preview(admin.token, customer.id)).json<{ orders: { order_id: number }[] }>();
            const ids = preview.orders.map((o) => o.order_id).slice(s.leave % Math.max(preview.orders.length, 1));
            if (ids.length) await settlements.settle(admin.token, { customer: customer.id, orders: ids });
          }
          if (s.do === 'payout') {
            const made = await payouts.create(admin.token, { method: 'cash', customers: [customer.id] });
            if (made.statusCode === 201) {
              const batch = made.json<{ id: number; items: { id: number }[] }>();
              if ((await payouts.pay(admin.token, batch.id, [batch.items[0]!.id], 'receipt')).statusCode === 200)
                paid.push({ batch: batch.id, item: batch.items[0]!.id });
            }
          }
          if (s.do === 'bounce' && paid.length) {
            const last = paid.pop()!;
            await payouts.fail(admin.token, last.batch, last.item, 'returned by the bank');
          }
          if (s.do === 'expense') {
            const previous = spent.at(-1);
            const values = { category_id: category, amount: (s.amount / 100).toFixed(2), expense_date: today, note: '' };
            if (s.edit && previous) {
              const edited = await t.call(admin.token, {
                method: 'PUT',
                url: `/api/expenses/${previous.id}`,
                payload: { ...values, version: previous.version },
              });
              if (edited.statusCode === 200) previous.version += 1;
            } else {
              const made = await t.call(admin.token, { method: 'POST', url: '/api/expenses', payload: values });
              spent.push({ id: made.json<{ id: number }>().id, version: 1 });
            }
          }
          if (s.do === 'deposit' || s.do === 'withdrawal') await cash.move(admin.token, { kind: s.do, amount: (s.amount / 100).toFixed(2) });
          expect(await ledgerProblems(t.db), JSON.stringify(s)).toEqual([]);
          expect(await orderMoneyProblems(t.db), JSON.stringify(s)).toEqual([]);
          expect(await merchantProblems(t.db, customer.id), JSON.stringify(s)).toEqual([]);
          const now = await entriesText();
          expect(now.slice(0, written.length)).toEqual(written);
          written = now;
          // Every delivered parcel's cash is held by the shipper or taken by exactly one live closing, never both.
          const twice = rowsOf(
            await t.db.execute(sql`select o.id from orders o where o.shipper_closing_id is not null
              and not exists (select 1 from shipper_closings c where c.id = o.shipper_closing_id and c.status in ('pending', 'approved'))`),
          );
          expect(twice).toEqual([]);
        }
      }),
      { numRuns: 12 },
    );
    // Every run settled its day and paid it out (some bounced later): the money after delivery was exercised.
    const [made] = rowsOf(
      await t.db.execute(
        sql`select (select count(*) from customer_closings)::int as settled, (select count(*) from payouts where status in ('paid', 'failed'))::int as paid`,
      ),
    );
    expect(Number(made!.settled)).toBeGreaterThanOrEqual(12);
    expect(Number(made!.paid)).toBeGreaterThanOrEqual(12);
    // And the company's books, as the finance page reads them, balance.
    expect((await t.call(admin.token, { method: 'GET', url: '/api/finance/' })).json<{ balanced: boolean }>().balanced).toBe(true);
    // Twelve random days of a whole office take 13 s alone and twice that beside another file on a busy two-core
    // machine: the project's 30 s would fail it on load alone.
  }, 90_000);
});
