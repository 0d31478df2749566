import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cairoToday } from '../../domain/time';
import { rowsOf } from '../../server/db/rows';
import { openApiTest } from '../helpers/api-test';
import { closingsApi, ledgerProblems, shipperDay } from '../helpers/ledger';

const { t, admin } = await openApiTest();
const api = closingsApi(t);
const supervisor = await t.loginAs({ role: 'superuser' });
const today = cairoToday();

/** One step of an office's day, on the parcel or closing it names by position. */
type Step =
  | { do: 'deliver'; parcel: number; part: number }
  | { do: 'fail'; parcel: number }
  | { do: 'return'; parcel: number }
  | { do: 'fee'; parcel: number; fee: number }
  | { do: 'close'; short: number; keep: boolean }
  | { do: 'approve' | 'refuse'; closing: number }
  | { do: 'correct'; parcel: number; part: number }
  | { do: 'writeOff' }
  | { do: 'reopen'; closing: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ do: fc.constant('deliver' as const), parcel: fc.nat(5), part: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ do: fc.constant('fail' as const), parcel: fc.nat(5) }),
  fc.record({ do: fc.constant('return' as const), parcel: fc.nat(5) }),
  fc.record({ do: fc.constant('fee' as const), parcel: fc.nat(5), fee: fc.integer({ min: 0, max: 90 }) }),
  fc.record({ do: fc.constant('close' as const), short: fc.integer({ min: -30, max: 30 }), keep: fc.boolean() }),
  fc.record({ do: fc.constantFrom('approve' as const, 'refuse' as const), closing: fc.nat(3) }),
  fc.record({ do: fc.constant('correct' as const), parcel: fc.nat(5), part: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ do: fc.constant('writeOff' as const) }),
  fc.record({ do: fc.constant('reopen' as const), closing: fc.nat(3) }),
);

/** Every entry so far, as text: what was written must never change. */
const entriesText = async () =>
  rowsOf(await t.db.execute(sql`select id, transaction_id, account_id, order_id, amount::text from ledger_entries order by id`)).map((r) => JSON.stringify(r));

describe('the ledger under random days', () => {
  it('keeps every invariant after every step of any sequence of deliveries, returns, fee changes, closings, approvals, refusals and corrections', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        const { shipper, parcels } = await shipperDay(t.db, ['300.00', '250.00', '200.00', '150.00', '120.00', '99.99']);
        const closings: number[] = [];
        let written = await entriesText();
        for (const s of steps) {
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
          expect(await ledgerProblems(t.db), JSON.stringify(s)).toEqual([]);
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
  });
});
