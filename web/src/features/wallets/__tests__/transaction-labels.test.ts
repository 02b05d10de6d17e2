import { describe, expect, it } from 'vitest';
import {
  formatWalletAmount,
  isCharged,
  signedAmount,
  transactionStatusLabel,
} from '../model/transaction-labels';

describe('transaction amounts on screen', () => {
  it('shows rupees with Indian grouping and a sign for the direction', () => {
    expect(signedAmount({ amount: '123456.78', currency: 'INR', direction: 'credit' })).toBe('+₹1,23,456.78');
    expect(signedAmount({ amount: '5000.00', currency: 'INR', direction: 'debit' })).toBe('−₹5,000.00');
  });

  it('gives no sign to a payment that moved nothing, and calls a settled debit paid', () => {
    const failedCard = { amount: '2000.00', currency: 'INR', direction: 'credit', status: 'failed' } as const;
    expect(signedAmount(failedCard)).toBe('₹2,000.00');
    expect(signedAmount({ ...failedCard, status: 'expired' })).toBe('₹2,000.00');
    expect(signedAmount({ ...failedCard, status: 'pending' })).toBe('+₹2,000.00');
    expect(transactionStatusLabel({ status: 'succeeded', direction: 'credit' }).text).toBe('Credited');
    expect(transactionStatusLabel({ status: 'succeeded', direction: 'debit' }).text).toBe('Paid');
  });

  it('keeps the empty wallet as the spec shows it and names USDT', () => {
    expect(formatWalletAmount('00.00', 'INR')).toBe('₹00.00');
    expect(formatWalletAmount('12.50', 'USDT')).toBe('12.50 USDT');
  });

  it('shows USDT to 2 decimals, cut rather than rounded up, and all 6 in full', () => {
    expect(formatWalletAmount('25.123456', 'USDT')).toBe('25.12 USDT');
    expect(formatWalletAmount('0.999999', 'USDT')).toBe('0.99 USDT');
    expect(formatWalletAmount('123456.5', 'USDT', 'full')).toBe('1,23,456.500000 USDT');
    expect(signedAmount({ amount: '25.123456', currency: 'USDT', direction: 'credit' }, 'full')).toBe(
      '+25.123456 USDT',
    );
  });

  it('shows a fee or GST line only when something was charged', () => {
    expect(isCharged('00.00')).toBe(false);
    expect(isCharged('0.00')).toBe(false);
    expect(isCharged('0.18')).toBe(true);
  });
});
