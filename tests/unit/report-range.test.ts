import { describe, expect, it } from 'vitest';
import { lastDays, monthWithin, resolveRange } from '../../domain/reports/range';

const today = '2026-11-26';

describe("a report's days", () => {
  it('are the last days up to today by default, or up to the day asked', () => {
    expect(resolveRange({}, 30, today)).toEqual({ range: lastDays(30, today) });
    expect(resolveRange({}, 30, today)).toEqual({ range: { from_date: '2026-10-28', to_date: today } });
    expect(resolveRange({ to_date: '2026-02-10' }, 7, today)).toEqual({ range: { from_date: '2026-02-04', to_date: '2026-02-10' } });
    expect(resolveRange({ from_date: '2026-11-01', to_date: '' }, 30, today)).toEqual({ range: { from_date: '2026-11-01', to_date: today } });
  });

  it('are one day for day_date, whatever else is given', () => {
    expect(resolveRange({ day_date: '2026-11-02', from_date: '2026-01-01' }, 30, today)).toEqual({ range: { from_date: '2026-11-02', to_date: '2026-11-02' } });
  });

  it('refuse impossible and future days beside their field, a reversed range and one longer than a year', () => {
    expect(resolveRange({ from_date: '2026-02-30', day_date: '2026-11-27' }, 30, today)).toEqual({
      errors: { from_date: 'orders.date_invalid', day_date: 'validation.date_future' },
    });
    expect(resolveRange({ from_date: '2026-11-20', to_date: '2026-11-10' }, 30, today)).toEqual({ errors: { to_date: 'ledger.range_reversed' } });
    expect(resolveRange({ from_date: '2025-01-01', to_date: '2026-11-26' }, 30, today)).toEqual({ errors: { to_date: 'ledger.range_too_long' } });
  });

  it('are the year so far for a report that reads years, up to the longest range it reads', () => {
    expect(resolveRange({}, 'year', today)).toEqual({ range: { from_date: '2026-01-01', to_date: today } });
    expect(resolveRange({ to_date: '2025-03-01' }, 'year', today)).toEqual({ range: { from_date: '2025-01-01', to_date: '2025-03-01' } });
    expect(lastDays('year', today)).toEqual({ from_date: '2026-01-01', to_date: today });
    expect(resolveRange({ from_date: '2024-01-01' }, 'year', today, 366 * 3)).toEqual({ range: { from_date: '2024-01-01', to_date: today } });
    expect(resolveRange({ from_date: '2023-01-01' }, 'year', today, 366 * 3)).toEqual({ errors: { to_date: 'ledger.range_too_long' } });
  });

  it('read only their own fields of a query that carries others', () => {
    const query = { page_size: '7', shipper: '3', from_date: '2026-11-20' } as Record<string, string>;
    expect(resolveRange(query, 30, today)).toEqual({ range: { from_date: '2026-11-20', to_date: today } });
  });

  it("gives a month's days within a range: whole, or cut where the range begins or ends, February of a leap year included", () => {
    expect(monthWithin('2026-10', '2026-01-01', '2026-11-28')).toEqual({ from_date: '2026-10-01', to_date: '2026-10-31' });
    expect(monthWithin('2026-11', '2026-10-30', '2026-11-28')).toEqual({ from_date: '2026-11-01', to_date: '2026-11-28' });
    expect(monthWithin('2026-10', '2026-10-30', '2026-11-28')).toEqual({ from_date: '2026-10-30', to_date: '2026-10-31' });
    expect(monthWithin('2028-02', '2028-01-01', '2028-12-31')).toEqual({ from_date: '2028-02-01', to_date: '2028-02-29' });
  });
});
