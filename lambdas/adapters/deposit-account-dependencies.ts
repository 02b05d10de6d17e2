/**
 * The real parts behind a customer's deposit account (the accounts table, the payment provider, the
 * sealed bank details, the clock), so every handler that opens one, the first visit and the KYC
 * approval, wires the same ones.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { DepositAccountDependencies } from '../domain/deposits/deposit-account';
import { now } from './clock';
import { paymentProvider } from './razorpay/razorpay-payment-provider';
import { loadVerifiedPayer } from './verified-payer-loader';
import { virtualAccountRepository } from './virtual-account-repository';

export const depositAccountDependencies: DepositAccountDependencies = {
  store: virtualAccountRepository,
  // Built on first use: a customer refused for KYC never needs the provider's configuration.
  provider: {
    createVirtualAccount: (input) => paymentProvider().createVirtualAccount(input),
    fetchVirtualAccount: (id) => paymentProvider().fetchVirtualAccount(id),
    addAllowedPayer: (id, payer) => paymentProvider().addAllowedPayer(id, payer),
  },
  verifiedPayer: loadVerifiedPayer,
  now,
  sleep: (ms) => sleep(ms),
};
