import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiErrorBanner } from '../../../components/errors/api-error-banner';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Banner } from '../../../components/ui/banner/banner';
import { LoadingLine } from '../../../components/ui/spinner/spinner';
import { readFlowState } from '../../../lib/auth/flow-state';
import { useMe } from '../../../lib/profile/get-me';
import { ProfilePictureCard } from '../components/profile-picture-card';
import { ProfileSummary } from '../components/profile-summary';
import { SecurityCard } from '../components/security-card';
import { VerificationCard } from '../components/verification-card';

/**
 * `/account`: profile, balances, verification and security. The documents and tax statement sections
 * belong to their own features, so the route hands them in (app/routes/account-route.tsx) rather than
 * this feature importing them.
 */
export function AccountScreen({
  documents,
  taxStatement,
  reservesProof,
}: {
  documents?: ReactNode;
  taxStatement?: ReactNode;
  reservesProof?: ReactNode;
}) {
  const { data: profile, error, isLoading, mutate } = useMe();
  const { notice } = readFlowState(useLocation().state);
  return (
    <ContentLayout
      eyebrow="Account"
      title="Your account"
      description="Your profile, balances, documents, tax statement and security."
    >
      {notice === 'pin-saved' && (
        <Banner tone="success" role="status">
          Your transaction PIN is saved.
        </Banner>
      )}
      {isLoading && <LoadingLine>Loading your profile…</LoadingLine>}
      {error && !profile && (
        <ApiErrorBanner error={error} title="We could not load your profile" onRetry={mutate} />
      )}
      {profile && <ProfileSummary profile={profile} />}
      {profile && <ProfilePictureCard profile={profile} />}
      <VerificationCard />
      {documents}
      {taxStatement}
      {reservesProof}
      <SecurityCard profile={profile} />
    </ContentLayout>
  );
}
