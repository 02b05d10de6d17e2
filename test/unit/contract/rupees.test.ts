import { describe, expect, it } from 'vitest';
import { formatIndianGrouping, formatRupees } from '../../../contract/rupees';

describe('formatIndianGrouping', () => {
  it('groups lakhs and crores the Indian way', () => {
    expect(formatIndianGrouping('1234567.50')).toBe('12,34,567.50');
    expect(formatIndianGrouping('123456789.000001')).toBe('12,34,56,789.000001');
  });

  it('leaves small amounts and the empty-wallet 00.00 as they are', () => {
    expect(formatIndianGrouping('999.99')).toBe('999.99');
    expect(formatIndianGrouping('00.00')).toBe('00.00');
  });

  it('passes through anything that is not a plain decimal string', () => {
    expect(formatIndianGrouping('n/a')).toBe('n/a');
  });
});

describe('formatRupees', () => {
  it('writes the sign with no space after it, as people in India write rupees', () => {
    expect(formatRupees('00.00')).toBe('₹00.00');
    expect(formatRupees('6700.00')).toBe('₹6,700.00');
    expect(formatRupees('123456.78')).toBe('₹1,23,456.78');
  });
});
