import { Link } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';
import { Spinner } from '../../../components/ui/spinner/spinner';
import { paths } from '../../../config/paths';
import { useMe } from '../api/get-me';
import { ProfileSummary } from '../components/profile-summary';
import { VerificationCard } from '../components/verification-card';

export function AccountScreen() {
  const { data: profile, error, isLoading, mutate } = useMe();
  return (
    <ContentLayout
      eyebrow="Account"
      title="Your account"
      description="Your profile, balances and verification."
    >
      {isLoading && (
        <p className="loading-line" role="status">
          <Spinner size="sm" />
          Loading your profile…
        </p>
      )}
      {error && !profile && (
        <Banner
          tone="error"
          role="alert"
          title="We could not load your profile"
          actions={
            <Button variant="secondary" size="sm" onClick={() => void mutate()}>
              Try again
            </Button>
          }
        >
          {error instanceof Error ? error.message : 'Please try again.'}
        </Banner>
      )}
      {profile && !profile.KYCVerified && (
        <Banner tone="warning" title="Verify your identity to start">
          <p>
            Adding money and buying USDT open once your identity is verified.{' '}
            <Link to={paths.accountSetup.getHref()}>Set up your account</Link>
          </p>
        </Banner>
      )}
      {profile && <ProfileSummary profile={profile} />}
      <VerificationCard />
      <Banner tone="info" title="More settings coming soon">
        Changing your password, two-factor authentication and signing out of other devices will appear here.
      </Banner>
    </ContentLayout>
  );
}
