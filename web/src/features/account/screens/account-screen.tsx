import { Link, useLocation } from 'react-router-dom';
import { ApiErrorBanner } from '../../../components/errors/api-error-banner';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Banner } from '../../../components/ui/banner/banner';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { paths } from '../../../config/paths';
import { readFlowState } from '../../../lib/auth/flow-state';
import { useMe } from '../../../lib/profile/get-me';
import { ProfileSummary } from '../components/profile-summary';
import { SecurityCard } from '../components/security-card';
import { VerificationCard } from '../components/verification-card';

export function AccountScreen() {
  const { data: profile, error, isLoading, mutate } = useMe();
  const { notice } = readFlowState(useLocation().state);
  return (
    <ContentLayout eyebrow="Account" title="Your account" description="Your profile, balances and security.">
      {notice === 'pin-saved' && (
        <Banner tone="success" role="status">
          Your transaction PIN is saved.
        </Banner>
      )}
      {isLoading && (
        <p className="loading-line" role="status">
          <Spinner size="sm" />
          Loading your profile…
        </p>
      )}
      {error && !profile && (
        <ApiErrorBanner error={error} title="We could not load your profile" onRetry={() => void mutate()} />
      )}
      {profile?.kycStatus === 'not-submitted' && (
        <Banner tone="warning" title="Verify your identity to start">
          <p>
            Adding money and buying USDT open once your identity is verified.{' '}
            <Link to={paths.accountSetup.getHref()}>Set up your account</Link>
          </p>
        </Banner>
      )}
      {profile?.kycStatus === 'pending' && (
        <Banner tone="warning" title="Your identity check is under review">
          Adding money and buying USDT open as soon as it is approved.
        </Banner>
      )}
      {profile?.kycStatus === 'rejected' && (
        <Banner tone="error" title="Your identity check was not approved">
          <p>
            See what to fix and submit again in <Link to={paths.accountSetup.getHref()}>account set-up</Link>.
          </p>
        </Banner>
      )}
      {profile && <ProfileSummary profile={profile} />}
      <VerificationCard />
      <SecurityCard profile={profile} />
    </ContentLayout>
  );
}
