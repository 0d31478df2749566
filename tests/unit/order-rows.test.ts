import { describe, expect, it } from 'vitest';
import { COPY_COLUMNS, copyField, copyLine, KEYS } from '../../bench/copy-text';
import { ORDER_STATUSES } from '../../domain/orders/status';
import { createOrderRowMaker, dayQuotas, makeOrderRows, type OrderRowContext } from '../../server/db/seed/order-rows';
import { createRng } from '../../server/db/seed/prng';

const now = new Date('2026-11-22T12:00:00Z');
const ctx: OrderRowContext = {
  today: '2026-11-22',
  now,
  days: 90,
  customers: [1, 2, 3].map((id) => ({
    id,
    fees: new Map([
      [10, '55.00'],
      [11, '70.00'],
    ]),
  })),
  cities: [
    {
      id: 10,
      zones: [
        { id: 100, name: 'Nasr City' },
        { id: 101, name: 'Maadi' },
      ],
    },
    { id: 11, zones: [] },
  ],
  shippers: [
    { id: 2, fee: '17.50' },
    { id: 3, fee: '20.00' },
  ],
  holdReasonIds: [7, 8],
  clerks: [1, 4],
};
const MONEY = /^\d+\.\d{2}$/;

describe('demo order rows', () => {
  const rows = makeOrderRows(3000, ctx, createRng(42));

  it('are the same for the same seed', () => {
    expect(makeOrderRows(3000, ctx, createRng(42))).toEqual(rows);
    expect(makeOrderRows(3000, ctx, createRng(43))).not.toEqual(rows);
  });

  it('spread exactly the requested count over the days, oldest first, in creation order', () => {
    const quotas = dayQuotas(ctx, 1_000_003);
    expect(quotas.reduce((sum, d) => sum + d.count, 0)).toBe(1_000_003);
    expect(quotas[0]!.age).toBe(89);
    expect(quotas.at(-1)!.age).toBe(0);
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.order_date >= rows[i - 1]!.order_date).toBe(true);
    expect(rows[0]!.order_date).toBe('2026-08-25');
    expect(rows.at(-1)!.order_date).toBe('2026-11-22');
  });

  it('fit the status rules: shipper unless Pending, hold reason for Hold, cash for Delivered and Collected', () => {
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(ORDER_STATUSES));
    for (const r of rows) {
      expect(r.shipper_id === null).toBe(r.status === 'Pending');
      expect(r.hold_reason_id !== null).toBe(r.status === 'Hold');
      expect(r.collected_amount !== null).toBe(r.status === 'Delivered' || r.status === 'Collected');
      expect(r.phone).toMatch(/^01[0125]\d{8}$/);
      for (const amount of [r.total_amount, r.total_fees, r.shipper_fees, r.shipper_cashed, r.customer_cashed]) expect(amount).toMatch(MONEY);
      expect(r.status_date.getTime()).toBeGreaterThanOrEqual(r.created_at.getTime());
      expect(r.status_date.getTime()).toBeLessThanOrEqual(now.getTime());
      if (r.status_code === 1) expect(r.pick_up && r.status === 'Pending').toBe(true);
    }
    expect(rows.some((r) => r.status_code === 6) && rows.some((r) => r.status_code === 7)).toBe(true);
  });

  it('give each customer serial once', () => {
    const serials = rows.filter((r) => r.customer_serial).map((r) => `${r.customer_id}/${r.customer_serial}`);
    expect(new Set(serials).size).toBe(serials.length);
  });
});

describe('COPY text', () => {
  it('writes the fields in COPY_COLUMNS order, nulls as \\N and escapes tabs, newlines and backslashes', () => {
    const make = createOrderRowMaker(ctx, createRng(1));
    for (let i = 0; i < 200; i += 1) {
      const row = make(i);
      expect(copyLine(row)).toBe(KEYS.map((key) => copyField(row[key])).join('\t'));
    }
    const odd = { ...make(1), notes: 'a\tb\nc\\d', zone_id: null };
    const fields = copyLine(odd).split('\t');
    expect(fields[KEYS.indexOf('notes')]).toBe('a\\tb\\nc\\\\d');
    expect(fields[KEYS.indexOf('zone_id')]).toBe('\\N');
    expect(COPY_COLUMNS.split(', ')).toHaveLength(KEYS.length);
    expect(COPY_COLUMNS).toContain('"print_o"');
  });
});
