import { describe, expect, it } from 'vitest';
import { spent } from '../../bench/cpu';
import type { MixedFigures } from '../../bench/mixed';
import { specFilter } from '../../bench/callers';
import { sideBySideMeasurement } from '../../bench/side-by-side';

const figures = (rps: number, failures = 0): MixedFigures => ({
  reads: { count: 100, p50: 5, p95: 9, p99: 12, rps, failures, perRead: { postgres: { cpuMs: 0.4, faults: 1 } } },
  writes: {
    creates: { count: 0, p50: Number.NaN, p95: Number.NaN, p99: Number.NaN },
    moves: { count: 0, p50: Number.NaN, p95: Number.NaN, p99: Number.NaN },
    createsPerSecond: 0,
    failures: 0,
  },
});

describe('the side-by-side step of npm run bench', () => {
  it("asks for the status over the whole month before the newest orders' month", () => {
    expect(specFilter({ today: '2026-11-26' })).toEqual({ status: 'Hold', order_date: '2026-10-01', to_date: '2026-10-31' });
    expect(specFilter({ today: '2026-01-05' })).toEqual({ status: 'Hold', order_date: '2025-12-01', to_date: '2025-12-31' });
    expect(specFilter({ today: '2028-03-01' })).toMatchObject({ order_date: '2028-02-01', to_date: '2028-02-29' });
  });

  it('passes at or above the plain server and fails below it or with a failed answer', () => {
    expect(sideBySideMeasurement('x', figures(1200), figures(1000))).toMatchObject({ value: 1.2, pass: true });
    expect(sideBySideMeasurement('x', figures(900), figures(1000))).toMatchObject({ value: 0.9, pass: false });
    expect(sideBySideMeasurement('x', figures(1200, 1), figures(1000)).pass).toBe(false);
  });

  it('counts the CPU of processes that started between two samples and leaves out those that ended', () => {
    const before = new Map([
      ['10', { cpuMs: 100, faults: 5 }],
      ['11', { cpuMs: 50, faults: 1 }],
    ]);
    const after = new Map([
      ['10', { cpuMs: 130, faults: 7 }],
      ['12', { cpuMs: 20, faults: 3 }],
    ]);
    expect(spent(before, after)).toEqual({ cpuMs: 50, faults: 5 });
    expect(spent(undefined, after)).toBeUndefined();
  });
});
