/**
 * GET /wallets/inr/deposit-account — where a verified customer sends a bank transfer or UPI payment to
 * top up, created with the provider on the first visit.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { loadProfile } from '../adapters/profile-repository';
import { paymentProvider } from '../adapters/razorpay/razorpay-payment-provider';
import { loadVerifiedPayer } from '../adapters/verified-payer-loader';
import { virtualAccountRepository } from '../adapters/virtual-account-repository';
import { depositAccountOf, depositAccountView } from '../domain/deposits/deposit-account';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler('getDepositAccount', async ({ caller }) => {
  const profile = await loadProfile(caller.userId);
  const account = await depositAccountOf(
    {
      userId: caller.userId,
      email: profile?.email ?? caller.email ?? '',
      kycStatus: profile?.kycStatus ?? 'not-submitted',
    },
    {
      store: virtualAccountRepository,
      // Built on first use: a customer refused for KYC never needs the provider's configuration.
      provider: { createVirtualAccount: (input) => paymentProvider().createVirtualAccount(input) },
      verifiedPayer: loadVerifiedPayer,
      now: () => new Date(),
      sleep: (ms) => sleep(ms),
    },
  );
  return json(depositAccountView(account));
});
