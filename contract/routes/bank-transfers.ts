/** Topping up INR by bank transfer or UPI: the customer's own deposit account (a virtual account). */
import { DepositAccountSchema } from '../bank-transfers';
import { defineRoutes } from '../route-definition';

export const bankTransferRoutes = defineRoutes({
  getDepositAccount: {
    method: 'GET',
    path: '/wallets/inr/deposit-account',
    access: 'user',
    response: DepositAccountSchema,
    handler: 'lambdas/bank-transfers/get-deposit-account.ts',
    grants: {
      tables: { accounts: 'readWrite' },
      // Opens the customer's own sealed bank account number only to register it with the provider as
      // the virtual account's allowed payer (the response shows it masked), and fingerprints it.
      fieldKeyActions: ['kms:Decrypt', 'kms:GenerateMac'],
      sealedRecords: ['bank-details'],
      secrets: ['razorpayKeySecret'],
    },
  },
});
