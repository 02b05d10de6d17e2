/**
 * GET /wallets/inr/deposit-account — where a verified customer sends a bank transfer or UPI payment to
 * top up, created with the provider at KYC approval or, failing that, on the first visit.
 */
import { bankTransferRoutes } from '../../contract/routes/bank-transfers';
import { depositAccountDependencies } from '../adapters/deposit-account-dependencies';
import { loadProfile } from '../adapters/profile-repository';
import { depositAccountOf, depositAccountView } from '../domain/deposits/deposit-account';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(bankTransferRoutes.getDepositAccount, async ({ caller }) => {
  const profile = await loadProfile(caller.userId);
  const account = await depositAccountOf(
    {
      userId: caller.userId,
      email: profile?.email ?? caller.email ?? '',
      kycStatus: profile?.kycStatus ?? 'not-submitted',
    },
    depositAccountDependencies,
  );
  return json(depositAccountView(account));
});
