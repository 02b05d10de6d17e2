import { describe, expect, it } from 'vitest';
import { formatIndianGrouping, formatRupees } from '../../../web/src/lib/format-amount';

describe('rupee amounts on screen', () => {
  it.each([
    ['00.00', '₹00.00'],
    ['999.50', '₹999.50'],
    ['6700.00', '₹6,700.00'],
    ['123456.78', '₹1,23,456.78'],
    ['10000000.00', '₹1,00,00,000.00'],
  ])('shows %s as %s, with no space after the sign', (amount, shown) => {
    expect(formatRupees(amount)).toBe(shown);
  });

  it('groups USDT figures the same way without touching their six decimals', () => {
    expect(formatIndianGrouping('123456.000001')).toBe('1,23,456.000001');
  });
});
