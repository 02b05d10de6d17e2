import '../account-setup.css';
import { useState } from 'react';
import { ApiErrorBanner } from '../../../components/errors/api-error-banner';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { LoadingLine } from '../../../components/ui/spinner/spinner';
import { useAccountSetup } from '../../../lib/profile/get-account-setup';
import { AccountSetupForm } from '../components/account-setup-form';
import { SetupStatus } from '../components/setup-status';
import { useDraftOwner } from '../hooks/use-draft-owner';

/**
 * `/account-setup`: the KYC and bank details form, or where the application stands once sent (in
 * review, verified). A rejected application opens the form again with the reviewer's reason.
 */
export function AccountSetupScreen() {
  const { data: view, error, mutate } = useAccountSetup();
  const owner = useDraftOwner();
  const [submitted, setSubmitted] = useState(false);
  const sent = view && (view.status === 'pending' || view.status === 'approved');

  return (
    <ContentLayout
      eyebrow="Account"
      title="Set up your account"
      description="Indian law (PMLA 2002) asks us to verify who you are before you can add money or buy crypto. It takes about five minutes."
      narrow
    >
      {!view && !error && <LoadingLine>Loading your details…</LoadingLine>}
      {error && !view && (
        <ApiErrorBanner error={error} title="We could not load your details" onRetry={mutate} />
      )}
      {view && (submitted || sent) && <SetupStatus view={view} justSubmitted={submitted} />}
      {view && !submitted && !sent && owner !== undefined && (
        <AccountSetupForm
          key={owner ?? ''}
          view={view}
          owner={owner}
          onSubmitted={() => setSubmitted(true)}
        />
      )}
    </ContentLayout>
  );
}
