/**
 * Identity verification on the account page: the status (with the reviewer's reason after a
 * rejection) and the details that were submitted, identity and account numbers masked (last 4 only).
 */
import type { AccountSetupView } from '@contract/account-setup';
import { groupInFours } from '@contract/identity-numbers';
import { Link } from 'react-router-dom';
import './verification-card.css';
import { ApiErrorBanner } from '../../../components/errors/api-error-banner';
import { buttonClassName } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { Details, DetailsRow } from '../../../components/ui/details/details';
import { paths } from '../../../config/paths';
import { useAccountSetup } from '../../../lib/profile/get-account-setup';
import { KycStatusBadge } from './kyc-status-badge';

function SubmittedDetails({ view }: { view: AccountSetupView }) {
  const { kyc, bank } = view;
  if (!kyc && !bank) return null;
  return (
    <Details>
      {kyc && (
        <>
          <DetailsRow label="Name">{kyc.fullName}</DetailsRow>
          <DetailsRow label="Aadhaar">
            <span className="mono">{groupInFours(kyc.aadhaarNumberMasked)}</span>
          </DetailsRow>
          <DetailsRow label="PAN">
            <span className="mono">{kyc.panNumberMasked}</span>
          </DetailsRow>
        </>
      )}
      {bank && (
        <>
          <DetailsRow label="Bank account">
            <span className="mono">{bank.accountNumberMasked}</span>
          </DetailsRow>
          <DetailsRow label="IFSC">
            <span className="mono">{bank.ifsc}</span>
          </DetailsRow>
        </>
      )}
    </Details>
  );
}

export function VerificationCard() {
  const { data: view, error, mutate } = useAccountSetup();
  if (error && !view)
    return (
      <ApiErrorBanner error={error} title="We could not load your verification details" onRetry={mutate} />
    );
  if (!view) return null;
  return (
    <Card title="Identity verification" className="verification-card">
      <Details>
        <DetailsRow label="Status">
          <KycStatusBadge status={view.status} />
        </DetailsRow>
        {view.status === 'rejected' && view.rejectionReason && (
          <DetailsRow label="Reason" layout="block">
            {view.rejectionReason}
          </DetailsRow>
        )}
      </Details>
      <SubmittedDetails view={view} />
      {(view.status === 'not-submitted' || view.status === 'rejected') && (
        <p className="verification-card__action">
          <Link className={buttonClassName({ size: 'sm' })} to={paths.accountSetup.getHref()}>
            {view.status === 'rejected' ? 'Correct and resubmit' : 'Set up your account'}
          </Link>
        </p>
      )}
    </Card>
  );
}
