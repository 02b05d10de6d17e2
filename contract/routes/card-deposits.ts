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
import { defineRoutes } from '../route-definition';
import { readsAccounts } from '../route-grants';

export const cardDepositRoutes = defineRoutes({
  getCardDepositQuote: {
    method: 'GET',
    path: '/wallets/inr/card-deposits/quote',
    access: 'user',
    request: { query: CardDepositQuoteQuerySchema },
    response: CardDepositQuoteSchema,
    handler: 'lambdas/card-deposits/get-card-deposit-quote.ts',
    grants: readsAccounts,
  },
  createCardDeposit: {
    method: 'POST',
    path: '/wallets/inr/card-deposits',
    access: 'user',
    request: { body: CreateCardDepositRequestSchema },
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
    request: { pathParameters: CardDepositPathSchema },
    response: CardDepositSchema,
    handler: 'lambdas/card-deposits/get-card-deposit.ts',
    // A pending deposit is checked with the provider on read, and credited (the customer told), failed or expired.
    grants: { tables: { accounts: 'readWrite' }, secrets: ['razorpayKeySecret'], email: 'customers' },
  },
  confirmCardDeposit: {
    method: 'POST',
    path: '/wallets/inr/card-deposits/{transactionId}/confirm',
    access: 'user',
    request: { body: ConfirmCardDepositRequestSchema, pathParameters: CardDepositPathSchema },
    response: CardDepositSchema,
    handler: 'lambdas/card-deposits/confirm-card-deposit.ts',
    // Checks the checkout's signature (HMAC keyed with the key secret), then fetches the payment and
    // credits it, telling the customer.
    grants: { tables: { accounts: 'readWrite' }, secrets: ['razorpayKeySecret'], email: 'customers' },
  },
});
