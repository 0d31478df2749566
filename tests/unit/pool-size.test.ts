import { describe, expect, it } from 'vitest';
import { POOL_SIZE, poolSizeSetting } from '../../server/db/client';

describe('DATABASE_POOL_SIZE', () => {
  it('leaves the default (twice the processors, at least 4) when unset', () => {
    expect(poolSizeSetting(undefined)).toBeUndefined();
    expect(poolSizeSetting('')).toBeUndefined();
    expect(POOL_SIZE).toBeGreaterThanOrEqual(4);
  });

  it('takes a whole number of connections', () => {
    expect(poolSizeSetting('12')).toBe(12);
    expect(poolSizeSetting('1')).toBe(1);
  });

  it('refuses anything else at start, naming the setting', () => {
    for (const value of ['0', '-3', '2.5', 'many', ' ']) expect(() => poolSizeSetting(value)).toThrow(/DATABASE_POOL_SIZE/);
  });
});
