import { describe, expect, it } from 'vitest';
import {
  razorpayFigures,
  reconcileClearing,
} from '../../../../lambdas/domain/ledger/checks/clearing-reconciliation';
import { figuresAfterSettlements } from '../../../../lambdas/domain/ledger/checks/settlement-reconciliation';
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

describe('clearing accounts after the provider settles', () => {
  it('counts a partial refund as the money it gave back, the fee kept', () => {
    expect(
      razorpayFigures([
        payment({ amount: 500_00n, fee: 5_90n, amountRefunded: 200_00n, refundStatus: 'partial' }),
      ]),
    ).toEqual({
      'razorpay-virtual-account-payments': 500_00n - 5_90n - 200_00n,
      'razorpay-card-payments': 0n,
    });
  });

  it('takes each processed settlement line off its payment’s kind and totals the bank’s figure', () => {
    const payments = [
      payment({ id: 'pay_bank', amount: 500_00n, fee: 5_90n }),
      payment({ id: 'pay_card', amount: 1_000_00n, orderId: 'order_1', method: 'card', fee: 23_60n }),
    ];
    const line = { type: 'payment' as const, amount: 0n, fee: 0n, tax: 0n, debit: 0n };
    expect(
      figuresAfterSettlements(
        razorpayFigures(payments),
        [
          {
            id: 'setl_1',
            amount: 494_10n,
            status: 'processed',
            fees: 5_00n,
            tax: 90n,
            utr: 'U1',
            createdAt: new Date(),
          },
          {
            id: 'setl_2',
            amount: 976_40n,
            status: 'failed',
            fees: 20_00n,
            tax: 3_60n,
            utr: null,
            createdAt: new Date(),
          },
        ],
        [
          { ...line, settlementId: 'setl_1', entityId: 'pay_bank', paymentId: 'pay_bank', credit: 494_10n },
          { ...line, settlementId: 'setl_2', entityId: 'pay_card', paymentId: 'pay_card', credit: 976_40n },
        ],
        payments,
      ),
    ).toEqual({
      'razorpay-virtual-account-payments': 0n,
      'razorpay-card-payments': 1_000_00n - 23_60n,
      'razorpay-settlements': 494_10n,
    });
  });
});
