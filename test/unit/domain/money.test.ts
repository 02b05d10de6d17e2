import { describe, expect, it } from 'vitest';
import { EMPTY_BALANCE, formatAmount, parseAmount } from '../../../lambdas/domain/money';

describe('formatAmount', () => {
  it('shows an empty wallet as the spec does', () => {
    expect(formatAmount(0n, 'INR')).toBe('00.00');
    expect(formatAmount(0n, 'USDT')).toBe(EMPTY_BALANCE);
  });

  it('shows rupees with two paise digits', () => {
    expect(formatAmount(12345n, 'INR')).toBe('123.45');
    expect(formatAmount(5n, 'INR')).toBe('0.05');
    expect(formatAmount(100000n, 'INR')).toBe('1000.00');
  });

  it('shows USDT with every significant micro-unit and at least two decimals', () => {
    expect(formatAmount(1_500_000n, 'USDT')).toBe('1.50');
    expect(formatAmount(1_234_567n, 'USDT')).toBe('1.234567');
    expect(formatAmount(1n, 'USDT')).toBe('0.000001');
  });

  it('keeps amounts beyond the float range exact', () => {
    expect(formatAmount(123456789012345678901n, 'INR')).toBe('1234567890123456789.01');
  });
});

describe('parseAmount', () => {
  it('reads decimal strings into minor units', () => {
    expect(parseAmount('123.45', 'INR')).toBe(12345n);
    expect(parseAmount('10', 'INR')).toBe(1000n);
    expect(parseAmount('0.000001', 'USDT')).toBe(1n);
  });

  it('refuses more decimals than the currency has instead of rounding', () => {
    expect(() => parseAmount('1.001', 'INR')).toThrow('at most 2 decimal places');
  });

  it('refuses text that is not a plain positive amount', () => {
    for (const text of ['', '-1', '1e3', '1.2.3', 'abc', '0x10']) {
      expect(() => parseAmount(text, 'INR'), text).toThrow(RangeError);
    }
  });

  it('round-trips with formatAmount', () => {
    expect(formatAmount(parseAmount('98765.43', 'INR'), 'INR')).toBe('98765.43');
  });
});
