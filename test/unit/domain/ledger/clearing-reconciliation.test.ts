import { describe, expect, it } from 'vitest';
import {
  razorpayFigures,
  reconcileClearing,
} from '../../../../lambdas/domain/ledger/clearing-reconciliation';
import type { ProviderPayment } from '../../../../lambdas/domain/payments/payment-provider';
import { providerPayment } from '../../../support/provider-payment';

const payment = (overrides: Partial<ProviderPayment>) =>
  providerPayment({ createdAt: new Date('2026-11-23T10:00:00Z'), ...overrides });

describe('clearing accounts against the payment provider', () => {
  it('counts captured transfers to virtual accounts and captured card payments, not failed or refunded ones', () => {
    expect(
      razorpayFigures([
        payment({ amount: 500_00n }),
        payment({ amount: 300_00n, method: 'upi' }),
        payment({ amount: 200_00n, status: 'refunded' }),
        payment({ amount: 1_020_60n, orderId: 'order_1', method: 'card' }),
        payment({ amount: 900_00n, orderId: 'order_2', method: 'card', status: 'failed' }),
        payment({
          amount: 700_00n,
          orderId: 'order_3',
          method: 'card',
          status: 'authorized',
          captured: false,
        }),
      ]),
    ).toEqual({ 'razorpay-virtual-account-payments': 800_00n, 'razorpay-card-payments': 1_020_60n });
  });

  it('counts what the provider settles: each captured payment less its fee, and a refunded one as minus its fee', () => {
    expect(
      razorpayFigures([
        payment({ amount: 500_00n, fee: 5_90n, tax: 90n }),
        payment({ amount: 200_00n, status: 'refunded', fee: 5_90n, tax: 90n }),
        payment({ amount: 1_020_60n, orderId: 'order_1', method: 'card', fee: 24_08n, tax: 3_67n }),
      ]),
    ).toEqual({
      'razorpay-virtual-account-payments': 500_00n - 5_90n - 5_90n,
      'razorpay-card-payments': 1_020_60n - 24_08n,
    });
  });

  it('finds each clearing account level with its figure, and says how far apart one is', () => {
    expect(
      reconcileClearing(
        { 'bank-transfer-clearing': -800_00n, 'card-clearing': -1_000_00n, 'fee-revenue': 20_00n },
        { 'razorpay-virtual-account-payments': 800_00n, 'razorpay-card-payments': 1_020_60n },
      ),
    ).toEqual([
      {
        account: 'bank-transfer-clearing',
        figure: 'razorpay-virtual-account-payments',
        balanceMinor: -800_00n,
        outsideMinor: 800_00n,
        differenceMinor: 0n,
      },
      {
        account: 'card-clearing',
        figure: 'razorpay-card-payments',
        balanceMinor: -1_000_00n,
        outsideMinor: 1_020_60n,
        differenceMinor: 20_60n,
      },
    ]);
  });
});
