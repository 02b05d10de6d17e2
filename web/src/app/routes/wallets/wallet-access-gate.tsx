/**
 * The gate in front of every wallet screen: a customer who has not submitted account set-up is sent
 * there first; one whose check is pending or rejected sees the wallets with a status banner and the
 * money actions off; an approved one gets everything. Each sees on top the balance of the wallet the
 * screen spends (the INR one, or the USDT one where the route's handle says so). A KYC reviewer is
 * staff, not a customer: their home is the review queue.
 */
import { Navigate, Outlet, useMatches } from 'react-router-dom';
import { ApiErrorBanner } from '../../../components/errors/api-error-banner';
import { LoadingLine } from '../../../components/ui/spinner/spinner';
import { paths } from '../../../config/paths';
import { BalanceOnTop } from '../../../features/wallets/components/balance-on-top';
import { WalletAccessContext } from '../../../hooks/use-wallet-access';
import { isReviewer } from '../../../lib/auth/reviewers';
import { useAuth } from '../../../lib/auth/use-auth';
import { useMe } from '../../../lib/profile/get-me';
import { KycStatusBanner } from './kyc-status-banner';
import { spendsOf } from './wallet-route-handle';

export function WalletAccessGate() {
  const { user } = useAuth();
  const { data: profile, error, isValidating, mutate } = useMe();
  const spends =
    useMatches()
      .map((match) => spendsOf(match.handle))
      .findLast(Boolean) ?? 'inr';
  // A cached 'not-submitted' may be stale (set-up was just submitted): decide on the fresh answer.
  const deciding = profile?.kycStatus === 'not-submitted' && isValidating;

  if (!profile || deciding) {
    if (error && !profile)
      return <ApiErrorBanner error={error} title="We could not load your wallet" onRetry={mutate} />;
    return <LoadingLine>Loading your wallet…</LoadingLine>;
  }
  if (profile.kycStatus === 'not-submitted') {
    return (
      <Navigate to={isReviewer(user) ? paths.ops.kycQueue.getHref() : paths.accountSetup.getHref()} replace />
    );
  }

  const access = { kycStatus: profile.kycStatus, moneyActionsAllowed: profile.KYCVerified };
  return (
    <WalletAccessContext.Provider value={access}>
      <div className="stack">
        {profile.kycStatus !== 'approved' && <KycStatusBanner status={profile.kycStatus} />}
        <BalanceOnTop currency={spends} />
        <Outlet />
      </div>
    </WalletAccessContext.Provider>
  );
}
