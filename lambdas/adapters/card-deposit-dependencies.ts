/** The card-deposit routes', the webhook's and the sweep's wiring: the DynamoDB ledger and the Razorpay adapter. */
import { randomUUID } from 'node:crypto';
import type { CardDepositDependencies, CardDepositStartDependencies } from '../domain/deposits/card-deposit';
import type { CardPaymentReconciliationDependencies } from '../domain/deposits/card-payment-reconciliation';
import { now } from './clock';
import { owedBy } from './customer-receivable-dependencies';
import { dynamoLedger } from './dynamodb-ledger';
import { announcingLedger } from './notifications/announcing-ledger';
import { paymentProvider } from './razorpay/razorpay-payment-provider';

/**
 * The create route's: a pending deposit credits nothing, so it tells no one, and the route bundles
 * neither the email sender nor the receivable's payoff.
 */
export function cardDepositStartDependencies(): CardDepositStartDependencies {
  return {
    ledger: dynamoLedger(),
    // Built on first use: a refusal (KYC, limits) never needs the provider's configuration.
    provider: { createOrder: (input) => paymentProvider().createOrder(input) },
    now,
    // `card_` and 32 hex digits: 37 of the provider's 40 characters, unique.
    newReceipt: () => `card_${randomUUID().replaceAll('-', '')}`,
  };
}

export function cardDepositDependencies(): CardDepositDependencies {
  const start = cardDepositStartDependencies();
  const ledger = dynamoLedger();
  return {
    ...start,
    // The customer hears of a payment credited, once, whichever path credits it.
    ledger: {
      get: (key) => ledger.get(key),
      capTotal: (userId, name, period) => ledger.capTotal(userId, name, period),
      ...announcingLedger(),
    },
    provider: {
      ...start.provider,
      fetchPayment: (id) => paymentProvider().fetchPayment(id),
      fetchOrderPayments: (id) => paymentProvider().fetchOrderPayments(id),
    },
    owedBy,
  };
}

/** The webhook's and the reconciliation's: card deposits found by their order, payments listed. */
export function cardPaymentDependencies(): CardPaymentReconciliationDependencies {
  const ledger = dynamoLedger();
  const deps = cardDepositDependencies();
  return {
    ...deps,
    provider: { ...deps.provider, listPayments: (page) => paymentProvider().listPayments(page) },
    depositOfOrder: async (orderId) =>
      (await ledger.postedUnder({ source: 'razorpay-order', id: orderId }))?.transactions[0],
    isRecorded: async (paymentId) =>
      (await ledger.postedUnder({ source: 'razorpay-payment', id: paymentId })) !== undefined,
  };
}
