/** The card-deposit routes' and the webhook's wiring: the DynamoDB ledger and the Razorpay adapter. */
import { randomUUID } from 'node:crypto';
import type { CardDepositDependencies } from '../domain/deposits/card-deposit';
import { dynamoLedger } from './ledger/dynamodb-ledger';
import { paymentProvider } from './razorpay/razorpay-payment-provider';

export function cardDepositDependencies(): CardDepositDependencies {
  return {
    ledger: dynamoLedger(),
    // Built on first use: a refusal (KYC, limits) never needs the provider's configuration.
    provider: {
      createOrder: (input) => paymentProvider().createOrder(input),
      fetchPayment: (id) => paymentProvider().fetchPayment(id),
      fetchOrderPayments: (id) => paymentProvider().fetchOrderPayments(id),
    },
    now: () => new Date(),
    // `card_` and 32 hex digits: 37 of the provider's 40 characters, unique.
    newReceipt: () => `card_${randomUUID().replaceAll('-', '')}`,
  };
}
