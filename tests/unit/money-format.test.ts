import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../src/resources/shared/money';

describe('money as people read it', () => {
  it('groups thousands with two decimals in English', () => {
    expect(formatAmount('585475', 'en')).toBe('585,475.00');
    expect(formatAmount('1234.5', 'en')).toBe('1,234.50');
    expect(formatAmount(45, 'en')).toBe('45.00');
    expect(formatAmount('-7577.50', 'en')).toBe('-7,577.50');
  });

  it('keeps every piastre of large decimal text (never through a float)', () => {
    expect(formatAmount('12345678901234.99', 'en')).toBe('12,345,678,901,234.99');
  });

  it('shows Latin digits in Arabic, the minus kept before the figure by a left-to-right mark', () => {
    expect(formatAmount('585475', 'ar')).toBe('585,475.00');
    expect(formatAmount('-7577.50', 'ar')).toBe('\u200e-7,577.50');
  });

  it('shows nothing for no amount', () => {
    for (const empty of [null, undefined, '', '  ', 'abc', Number.NaN]) expect(formatAmount(empty, 'en')).toBe('');
  });
});
