import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planClosing } from '../../domain/ledger/closing';
import { balances, EVENT_RULES, legsOf, type EventFigures, type LedgerEvent, type Posting } from '../../domain/ledger/events';
import { orderChange, positionOf, type OrderMoney } from '../../domain/ledger/position';
import { fromPiastres, signedPiastres } from '../../domain/orders/money';

const piastres = fc.bigInt({ min: 0n, max: 10_000_000_00n });
const figures = fc.record<EventFigures>({
  cash: piastres,
  fee: piastres,
  shipperFee: piastres,
  returnFee: piastres,
  counted: piastres,
  kept: piastres,
  difference: fc.bigInt({ min: -10_000_000_00n, max: 10_000_000_00n }),
  amount: fc.bigInt({ min: -10_000_000_00n, max: 10_000_000_00n }),
});
const parties = { shipper: 7, customer: 9, category: 3, order_id: 5 };
const sum = (postings: readonly Posting[], account: string) => postings.filter((p) => p.account === account).reduce((total, p) => total + p.amount, 0n);

describe('the table of ledger events', () => {
  it('balances every event for any figures', () => {
    fc.assert(fc.property(fc.constantFrom(...(Object.keys(EVENT_RULES) as LedgerEvent[])), figures, (event, f) => balances(legsOf(event, f, parties))));
  });

  it('posts a delivery as the trade reads it: the shipper holds the cash, the merchant is owed it less the fee, the shipper earns his fee', () => {
    const legs = legsOf('delivered', { cash: 30000n, fee: 4500n, shipperFee: 2000n }, parties);
    expect(legs.map((l) => [l.account, l.owner, l.amount])).toEqual([
      ['shipper_cash', 7, 30000n],
      ['merchant', 9, -30000n],
      ['merchant', 9, 4500n],
      ['delivery_revenue', 0, -4500n],
      ['shipper_fee_expense', 0, 2000n],
      ['shipper_payable', 7, -2000n],
    ]);
    expect(legsOf('returned', { returnFee: 1500n }, parties).map((l) => [l.account, l.amount])).toEqual([
      ['merchant', 1500n],
      ['return_revenue', -1500n],
    ]);
    expect(legsOf('shortage', { difference: 2000n }, parties).map((l) => [l.account, l.amount])).toEqual([
      ['shipper_debt', 2000n],
      ['shipper_cash', -2000n],
    ]);
    expect(legsOf('overage', { difference: 500n }, parties).map((l) => [l.account, l.amount])).toEqual([
      ['shipper_cash', 500n],
      ['shipper_debt', -500n],
    ]);
  });
});

const order = (change: Partial<OrderMoney> = {}): OrderMoney => ({
  id: 5,
  status: 'Out For Deliver',
  customer_id: 9,
  shipper_id: 7,
  total_amount: '300.00',
  total_fees: '45.00',
  shipper_fees: '20.00',
  collected_amount: null,
  return_fees: '0.00',
  ...change,
});

describe("an order's position", () => {
  it('posts a delivery, a partial one, a fee change and a reversal from the change of the order alone', () => {
    expect(orderChange(order(), order({ status: 'Delivered', collected_amount: '300.00' }))?.kind).toBe('delivered');
    expect(orderChange(order(), order({ status: 'Delivered', collected_amount: '120.00' }))?.kind).toBe('partial');
    const delivered = order({ status: 'Delivered', collected_amount: '300.00' });
    const fee = orderChange(delivered, { ...delivered, total_fees: '30.00' })!;
    expect(fee.kind).toBe('fee_adjustment');
    expect(fee.postings.map((p) => [p.account, p.amount])).toEqual([
      ['merchant', -1500n],
      ['delivery_revenue', 1500n],
    ]);
    const back = orderChange(delivered, order({ status: 'Out For Deliver', collected_amount: '300.00' }))!;
    expect(back.kind).toBe('reversal');
    expect(sum(back.postings, 'shipper_cash')).toBe(-30000n);
    expect(orderChange(order(), order({ status: 'Hold' }))).toBeUndefined();
    expect(orderChange(delivered, { ...delivered, status: 'Collected' })).toBeUndefined();
    expect(orderChange(order({ status: 'Rejected' }), order({ status: 'Returned', return_fees: '15.00' }))?.kind).toBe('returned');
  });

  it('always posts, from any state to any other, exactly the difference of the two positions', () => {
    const money = fc.integer({ min: 0, max: 100000 }).map((n) => fromPiastres(BigInt(n)));
    const state = fc.record({
      status: fc.constantFrom('Pending', 'Out For Deliver', 'Delivered', 'Returned', 'Collected', 'Hold') as fc.Arbitrary<OrderMoney['status']>,
      total_amount: money,
      total_fees: money,
      shipper_fees: money,
      collected_amount: fc.option(money),
      return_fees: money,
      shipper_id: fc.constantFrom(7, 8),
    });
    fc.assert(
      fc.property(state, state, (a, b) => {
        const before = order(a);
        const after = order(b);
        const change = orderChange(before, after);
        const total = (account: string) => sum(positionOf(after), account) - sum(positionOf(before), account);
        for (const account of ['shipper_cash', 'merchant', 'delivery_revenue', 'shipper_payable', 'return_revenue'])
          expect(sum(change?.postings ?? [], account)).toBe(total(account));
        return change === undefined || balances(change.postings);
      }),
    );
  });
});

describe('a shipper closing', () => {
  it('balances, takes all his cash, and turns the difference into debt or credit, for any count', () => {
    const line = fc.record({ order_id: fc.integer({ min: 1, max: 1000 }), amount: fc.bigInt({ min: -50000n, max: 500000n }) });
    fc.assert(
      fc.property(
        fc.uniqueArray(line, { selector: (l) => l.order_id, maxLength: 30 }),
        piastres,
        piastres,
        fc.bigInt({ min: -100000n, max: 100000n }),
        fc.boolean(),
        (cash, counted, feesOwed, previousDebt, kept) => {
          const plan = planClosing({ cash, feesOwed, previousDebt }, counted, kept, 7);
          expect(balances(plan.postings)).toBe(true);
          expect(sum(plan.postings, 'shipper_cash')).toBe(-plan.expected);
          expect(sum(plan.postings, 'shipper_debt')).toBe(plan.difference);
          expect(plan.difference).toBe(plan.expected - counted - plan.kept);
          expect(plan.debtAfter).toBe(previousDebt + plan.difference);
          const positive = plan.orders.filter((o) => o.expected > 0n);
          for (const o of positive) {
            expect(o.cashed >= 0n && o.cashed <= o.expected).toBe(true);
            expect(o.state).toBe(o.cashed === o.expected ? 'Full Submit' : o.cashed > 0n ? 'Partially Submit' : 'No Submit');
          }
          if (plan.difference <= 0n) expect(positive.every((o) => o.state === 'Full Submit')).toBe(true);
        },
      ),
    );
  });
});

describe('amounts as text', () => {
  it('read back every signed piastre figure they were written from, and refuse what is no amount', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), (piastres) => signedPiastres(fromPiastres(piastres)) === piastres));
    for (const text of ['--1.00', '-', '1.234', 'abc', '- 4']) expect(() => signedPiastres(text), text).toThrow(RangeError);
  });
});
