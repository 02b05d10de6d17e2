import { describe, expect, it } from 'vitest';
import { formatWalletAmount, isCharged, signedAmount } from '../model/transaction-labels';

describe('transaction amounts on screen', () => {
  it('shows rupees with Indian grouping and a sign for the direction', () => {
    expect(signedAmount({ amount: '123456.78', currency: 'INR', direction: 'credit' })).toBe('+₹1,23,456.78');
    expect(signedAmount({ amount: '5000.00', currency: 'INR', direction: 'debit' })).toBe('−₹5,000.00');
  });

  it('keeps the empty wallet as the spec shows it and names USDT', () => {
    expect(formatWalletAmount('00.00', 'INR')).toBe('₹00.00');
    expect(formatWalletAmount('12.50', 'USDT')).toBe('12.50 USDT');
  });

  it('shows a fee or GST line only when something was charged', () => {
    expect(isCharged('00.00')).toBe(false);
    expect(isCharged('0.00')).toBe(false);
    expect(isCharged('0.18')).toBe(true);
  });
});
