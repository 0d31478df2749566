import { describe, expect, it } from 'vitest';
import { fromPiastres, sumAmounts, toPiastres } from '../../domain/orders/money';
import {
  checkCodeAction,
  checkMove,
  movesFrom,
  ORDER_MOVES,
  ORDER_STATUSES,
  STATUS_CODE,
  type MoveInput,
  type MoveRequirement,
  type OrderStatus,
} from '../../domain/orders/status';

const SUPERUSER = { is_superuser: true };
const STAFF = { is_superuser: false };
/** Everything any move can need, all given. */
const FULL: MoveInput = { shipper: 3, hold_reason: 2, collected_amount: '150.00', note: 'called the recipient' };
const open = (status: OrderStatus) => ({ status, status_code: null });
const listed = new Set(ORDER_MOVES.map((m) => `${m.from} -> ${m.to}`));

/** The key each requirement answers with when it is missing, written out here rather than read from the table. */
const MISSING_KEY: Record<MoveRequirement, string> = {
  shipper: 'orders.shipper_required',
  hold_reason: 'orders.hold_reason_required',
  collected_amount: 'orders.collected_required',
  note: 'orders.note_required',
};
/** A blank value of each requirement: given, but not usable. */
const BLANK: Record<MoveRequirement, MoveInput> = {
  shipper: { shipper: 0 },
  hold_reason: { hold_reason: 0 },
  collected_amount: { collected_amount: '  ' },
  note: { note: '   ' },
};

describe('the move table', () => {
  it('has no self-moves and no duplicates, and only known labels', () => {
    expect(listed.size).toBe(ORDER_MOVES.length);
    for (const m of ORDER_MOVES) {
      expect(m.from).not.toBe(m.to);
      expect(ORDER_STATUSES).toContain(m.from);
      expect(ORDER_STATUSES).toContain(m.to);
    }
  });

  it('allows a move between two labels exactly when ORDER_MOVES lists it', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const error = checkMove(open(from), to, FULL, SUPERUSER);
        if (listed.has(`${from} -> ${to}`)) expect(error, `${from} -> ${to}`).toBeUndefined();
        else expect(error, `${from} -> ${to}`).toEqual({ key: 'orders.move_not_allowed', field: 'status', params: { from, to } });
      }
    }
  });

  it('lets staff make every move the table gives to staff, and no superuser move', () => {
    for (const m of ORDER_MOVES) {
      const error = checkMove(open(m.from), m.to, FULL, STAFF);
      if (m.who === 'staff') expect(error, `${m.from} -> ${m.to}`).toBeUndefined();
      else expect(error).toEqual({ key: 'orders.move_superuser', field: 'status', params: { from: m.from, to: m.to } });
    }
    expect(ORDER_MOVES.filter((m) => m.who === 'superuser').length).toBeGreaterThan(0);
  });

  it('refuses each move when one of its requirements is missing or blank, naming it', () => {
    let checked = 0;
    for (const m of ORDER_MOVES) {
      for (const need of m.needs) {
        const missing: MoveInput = { ...FULL, [need]: undefined };
        expect(checkMove(open(m.from), m.to, missing, SUPERUSER)).toEqual({ key: MISSING_KEY[need], field: need });
        expect(checkMove(open(m.from), m.to, { ...FULL, ...BLANK[need] }, SUPERUSER)).toEqual({ key: MISSING_KEY[need], field: need });
        checked += 1;
      }
      const onlyNeeds: MoveInput = Object.fromEntries(m.needs.map((need) => [need, FULL[need]]));
      expect(checkMove(open(m.from), m.to, onlyNeeds, SUPERUSER), `${m.from} -> ${m.to} with its needs`).toBeUndefined();
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('asks for a shipper to go out, a reason to hold, the cash to deliver and a note to reject', () => {
    expect(checkMove(open('Pending'), 'Out For Deliver', {}, STAFF)?.key).toBe('orders.shipper_required');
    expect(checkMove(open('Pending'), 'Hold', {}, STAFF)?.key).toBe('orders.hold_reason_required');
    expect(checkMove(open('Out For Deliver'), 'Delivered', {}, STAFF)?.key).toBe('orders.collected_required');
    expect(checkMove(open('Out For Deliver'), 'Delivered', { collected_amount: '0' }, STAFF)).toBeUndefined();
    expect(checkMove(open('Out For Deliver'), 'Rejected', {}, STAFF)?.key).toBe('orders.note_required');
  });

  it('refuses every move of a cancelled or archived order, and none because it awaits pickup', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        expect(checkMove({ status: from, status_code: STATUS_CODE.cancelled }, to, FULL, SUPERUSER)).toEqual({ key: 'orders.move_cancelled', field: 'status' });
        expect(checkMove({ status: from, status_code: STATUS_CODE.archived }, to, FULL, SUPERUSER)).toEqual({ key: 'orders.move_archived', field: 'status' });
        const awaiting = checkMove({ status: from, status_code: STATUS_CODE.awaitingPickup }, to, FULL, SUPERUSER);
        expect(awaiting === undefined).toBe(listed.has(`${from} -> ${to}`));
      }
    }
  });

  it('offers staff and superusers exactly their moves from each status', () => {
    for (const from of ORDER_STATUSES) {
      const all = ORDER_MOVES.filter((m) => m.from === from);
      expect(movesFrom(from, SUPERUSER)).toEqual(all);
      expect(movesFrom(from, STAFF)).toEqual(all.filter((m) => m.who === 'staff'));
    }
    expect(movesFrom('Delivered', STAFF).map((m) => m.to)).toEqual([]);
    expect(movesFrom('Delivered', SUPERUSER).map((m) => m.to)).toEqual(['Out For Deliver']);
    // Collected is made only by an approved shipper closing: no move leads into or out of it.
    expect(ORDER_MOVES.filter((m) => m.from === 'Collected' || m.to === 'Collected')).toEqual([]);
  });
});

describe('cancel and archive', () => {
  const CANCEL_OK: OrderStatus[] = ['Pending', 'Out For Deliver', 'Hold', 'Undelivered'];
  const ARCHIVE_OK: OrderStatus[] = ['Delivered', 'Rejected', 'Returned', 'Collected'];

  it('cancels orders still on their way and archives finished ones, on every status', () => {
    for (const status of ORDER_STATUSES) {
      const cancel = checkCodeAction(open(status), 'cancel');
      const archive = checkCodeAction(open(status), 'archive');
      if (CANCEL_OK.includes(status)) expect(cancel, status).toBeUndefined();
      else expect(cancel).toEqual({ key: 'orders.cancel_not_allowed', field: 'status', params: { status } });
      if (ARCHIVE_OK.includes(status)) expect(archive, status).toBeUndefined();
      else expect(archive).toEqual({ key: 'orders.archive_not_allowed', field: 'status', params: { status } });
    }
  });

  it('refuses to cancel or archive again an order already cancelled or archived', () => {
    for (const status of ORDER_STATUSES) {
      for (const action of ['cancel', 'archive'] as const) {
        expect(checkCodeAction({ status, status_code: STATUS_CODE.cancelled }, action)?.key).toBe('orders.move_cancelled');
        expect(checkCodeAction({ status, status_code: STATUS_CODE.archived }, action)?.key).toBe('orders.move_archived');
      }
    }
  });
});

describe('money in piastres', () => {
  it('reads and writes amounts exactly, and round-trips them', () => {
    expect(toPiastres('125.5')).toBe(12550n);
    expect(toPiastres('0.01')).toBe(1n);
    expect(toPiastres(' 7 ')).toBe(700n);
    expect(fromPiastres(12550n)).toBe('125.50');
    expect(fromPiastres(5n)).toBe('0.05');
    expect(fromPiastres(-150n)).toBe('-1.50');
    for (const text of ['0.00', '0.10', '0.99', '1.00', '45.50', '9999999999.99']) expect(fromPiastres(toPiastres(text))).toBe(text);
    for (let p = 0n; p < 1000n; p += 7n) expect(toPiastres(fromPiastres(p))).toBe(p);
  });

  it('refuses text that is not an amount', () => {
    for (const bad of ['', 'abc', '-1', '1.234', '1,5', '1e3', '12345678901']) expect(() => toPiastres(bad), bad).toThrow(RangeError);
  });

  it('sums without floating point error', () => {
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.30');
    expect(sumAmounts(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
    expect(sumAmounts(['19.99', '0.01', '1000000.33'])).toBe('1000020.33');
    expect(sumAmounts([])).toBe('0.00');
  });
});
