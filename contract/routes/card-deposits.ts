/**
 * Card deposits: the server sets every figure and creates the provider's order; the browser pays on
 * the provider's checkout and comes back to confirm. Creating one needs an Idempotency-Key.
 */
import {
  CardDepositPathSchema,
  CardDepositQuoteQuerySchema,
  CardDepositQuoteSchema,
  CardDepositSchema,
  ConfirmCardDepositRequestSchema,
  CreateCardDepositRequestSchema,
  CreatedCardDepositSchema,
} from '../card-deposits';
import { noBody, noPathParameters, noQuery } from '../request-shapes';
import { defineRoutes } from '../route-definition';

export const cardDepositRoutes = defineRoutes({
  getCardDepositQuote: {
    method: 'GET',
    path: '/wallets/inr/card-deposits/quote',
    access: 'user',
    request: { body: noBody, query: CardDepositQuoteQuerySchema, pathParameters: noPathParameters },
    response: CardDepositQuoteSchema,
    handler: 'lambdas/card-deposits/get-card-deposit-quote.ts',
    grants: { tables: { accounts: 'read' } },
  },
  createCardDeposit: {
    method: 'POST',
    path: '/wallets/inr/card-deposits',
    access: 'user',
    request: { body: CreateCardDepositRequestSchema, query: noQuery, pathParameters: noPathParameters },
    response: CreatedCardDepositSchema,
    handler: 'lambdas/card-deposits/create-card-deposit.ts',
    grants: {
      // Reads the profile (KYC status), records the pending deposit; the Idempotency-Key's record.
      tables: { accounts: 'readWrite', idempotency: 'readWrite' },
      // Creates the provider's order (HTTP Basic with the key secret).
      secrets: ['razorpayKeySecret'],
    },
  },
  getCardDeposit: {
    method: 'GET',
    path: '/wallets/inr/card-deposits/{transactionId}',
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: CardDepositPathSchema },
    response: CardDepositSchema,
    handler: 'lambdas/card-deposits/get-card-deposit.ts',
    // A pending deposit is checked with the provider on read, and credited (the customer told), failed or expired.
    grants: { tables: { accounts: 'readWrite' }, secrets: ['razorpayKeySecret'], email: 'customers' },
  },
  confirmCardDeposit: {
    method: 'POST',
    path: '/wallets/inr/card-deposits/{transactionId}/confirm',
    access: 'user',
    request: { body: ConfirmCardDepositRequestSchema, query: noQuery, pathParameters: CardDepositPathSchema },
    response: CardDepositSchema,
    handler: 'lambdas/card-deposits/confirm-card-deposit.ts',
    // Checks the checkout's signature (HMAC keyed with the key secret), then fetches the payment and
    // credits it, telling the customer.
    grants: { tables: { accounts: 'readWrite' }, secrets: ['razorpayKeySecret'], email: 'customers' },
  },
});
