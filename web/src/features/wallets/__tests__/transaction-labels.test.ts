import type { WalletTransaction } from '@contract/wallets';
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

  it('gives no sign to a payment that moved nothing', () => {
    const failedCard = { amount: '2000.00', currency: 'INR', direction: 'credit', status: 'failed' } as const;
    expect(signedAmount(failedCard)).toBe('₹2,000.00');
    expect(signedAmount({ ...failedCard, status: 'expired' })).toBe('₹2,000.00');
    expect(signedAmount({ ...failedCard, status: 'pending' })).toBe('+₹2,000.00');
  });

  it('says what each kind of row in either wallet did, never "Paid" for a sell or a send', () => {
    const rows: [WalletTransaction['type'], 'credit' | 'debit', WalletTransaction['status'], string][] = [
      // The INR wallet
      ['bank-transfer-deposit', 'credit', 'succeeded', 'Credited'],
      ['bank-transfer-deposit', 'credit', 'held', 'On hold'],
      ['bank-transfer-deposit', 'credit', 'returned', 'Returned'],
      ['card-deposit', 'credit', 'pending', 'Pending'],
      ['card-deposit', 'credit', 'succeeded', 'Credited'],
      ['card-deposit', 'credit', 'failed', 'Failed'],
      ['card-deposit', 'credit', 'expired', 'Expired'],
      ['buy-usdt', 'debit', 'succeeded', 'Paid'],
      ['sell-usdt', 'credit', 'succeeded', 'Credited'],
      ['provider-refund', 'debit', 'succeeded', 'Refunded'],
      ['provider-refund', 'debit', 'pending', 'Refunded, owed'],
      ['receivable-settled', 'debit', 'succeeded', 'Paid'],
      ['reversal', 'credit', 'succeeded', 'Credited'],
      ['inr-withdrawal', 'debit', 'reserved', 'Processing'],
      ['inr-withdrawal', 'debit', 'succeeded', 'Paid to your bank'],
      ['inr-withdrawal', 'debit', 'failed', 'Failed, money returned'],
      ['inr-withdrawal', 'debit', 'returned', 'Returned'],
      // The USDT wallet
      ['buy-usdt', 'credit', 'succeeded', 'Credited'],
      ['sell-usdt', 'debit', 'succeeded', 'Sold'],
      ['chain-deposit', 'credit', 'pending', 'Pending'],
      ['chain-deposit', 'credit', 'succeeded', 'Credited'],
      ['usdt-withdrawal', 'debit', 'reserved', 'Processing'],
      ['usdt-withdrawal', 'debit', 'broadcast', 'Sent to the chain'],
      ['usdt-withdrawal', 'debit', 'succeeded', 'Confirmed on chain'],
      ['usdt-withdrawal', 'debit', 'failed', 'Failed, money returned'],
    ];
    for (const [type, direction, status, label] of rows)
      expect(transactionStatusLabel({ type, direction, status }).text, `${type} ${direction} ${status}`).toBe(
        label,
      );
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
