/**
 * GET /wallets/inr/withdrawals/terms — the verified account (masked), our fee and its GST and the
 * limits with what is left today, before anyone types.
 */
import { inrWithdrawalRoutes } from '../../contract/routes/inr-withdrawals';
import { now } from '../adapters/clock';
import { dynamoLedger } from '../adapters/dynamodb-ledger';
import { loadKycItems } from '../adapters/kyc-items';
import { loadProfile } from '../adapters/profile-repository';
import { withdrawnToday } from '../domain/inr-withdrawals/inr-withdrawal';
import { withdrawalTermsView } from '../domain/inr-withdrawals/inr-withdrawal-views';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(inrWithdrawalRoutes.getInrWithdrawalTerms, async ({ caller }) => {
  const [profile, { bank }, withdrawnTodayMinor] = await Promise.all([
    loadProfile(caller.userId),
    loadKycItems(caller.userId),
    withdrawnToday(caller.userId, { ledger: dynamoLedger(), now }),
  ]);
  return json(
    withdrawalTermsView({
      kycStatus: profile?.kycStatus ?? 'not-submitted',
      ...(bank
        ? {
            bank: {
              accountHolderName: bank.accountHolderName,
              ifsc: bank.ifsc,
              accountNumberMasked: bank.accountNumberMasked,
            },
          }
        : {}),
      withdrawnTodayMinor,
    }),
  );
});
