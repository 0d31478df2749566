import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../domain/orders/status';
import { expectedDay, nextWorkingDay, trackingState } from '../../domain/tracking';

// 2026-01-01 is a Thursday, 2026-01-02 a Friday, 2026-01-03 a Saturday.
const THURSDAY = '2026-01-01';
const FRIDAY = '2026-01-02';
const SATURDAY = '2026-01-03';

describe('the next working day', () => {
  it('is the next day, Friday skipped', () => {
    expect(nextWorkingDay('2025-12-31')).toBe(THURSDAY);
    expect(nextWorkingDay(THURSDAY)).toBe(SATURDAY);
    expect(nextWorkingDay(FRIDAY)).toBe(SATURDAY);
    expect(nextWorkingDay(SATURDAY)).toBe('2026-01-04');
  });

  it('crosses months and years', () => {
    expect(nextWorkingDay('2026-02-28')).toBe('2026-03-01');
    expect(nextWorkingDay('2025-12-31')).toBe('2026-01-01');
  });
});

describe('the expected delivery day', () => {
  const order = (status: (typeof ORDER_STATUSES)[number], status_code: number | null = null, order_date = '2025-12-20') => ({
    status,
    status_code,
    order_date,
  });

  it('is today while the courier has the parcel', () => {
    expect(expectedDay(order('Out For Deliver'), FRIDAY)).toBe(FRIDAY);
  });

  it('is the working day after today for a parcel not yet out, held or after a failed attempt', () => {
    for (const status of ['Pending', 'Hold', 'Undelivered'] as const) expect(expectedDay(order(status), THURSDAY), status).toBe(SATURDAY);
    expect(expectedDay(order('Pending', 1), '2025-12-31')).toBe(THURSDAY);
  });

  it('counts from the order date when the parcel is booked ahead', () => {
    // 8 January is a Thursday: delivery on Saturday the 10th.
    expect(expectedDay(order('Pending', 1, '2026-01-08'), THURSDAY)).toBe('2026-01-10');
  });

  it('is none once the journey is over, and for cancelled or archived parcels', () => {
    for (const status of ['Delivered', 'Collected', 'Returned', 'Rejected'] as const) expect(expectedDay(order(status), THURSDAY), status).toBeNull();
    expect(expectedDay(order('Pending', 6), THURSDAY)).toBeNull();
    expect(expectedDay(order('Hold', 7), THURSDAY)).toBeNull();
  });

  it('tells a parcel waiting for pickup and a cancelled one apart from the others', () => {
    expect([1, 6, 7, null].map(trackingState)).toEqual(['awaiting_pickup', 'cancelled', null, null]);
  });
});
