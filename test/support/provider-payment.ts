/**
 * A payment as the payment-provider port reports it, for domain unit tests: a captured bank transfer
 * with nothing refunded and no fee unless the test says otherwise.
 */
import type { ProviderPayment } from '../../lambdas/domain/payments/payment-provider';

export const providerPayment = (overrides: Partial<ProviderPayment> = {}): ProviderPayment => ({
  id: 'pay_1',
  amount: 100_00n,
  currency: 'INR',
  status: 'captured',
  orderId: null,
  method: 'bank_transfer',
  captured: true,
  customerId: null,
  email: null,
  fee: null,
  tax: null,
  amountRefunded: 0n,
  refundStatus: null,
  notes: {},
  error: null,
  createdAt: new Date('2026-11-25T04:00:00.000Z'),
  ...overrides,
});
