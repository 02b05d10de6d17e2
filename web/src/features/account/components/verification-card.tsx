/**
 * Identity verification on the account page: the status (with the reviewer's reason after a
 * rejection) and the details that were submitted, identity and account numbers masked (last 4 only).
 */
import type { AccountSetupView } from '@contract/account-setup';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './verification-card.css';
import { ApiErrorBanner } from '../../../components/errors/api-error-banner';
import { buttonClassName } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { paths } from '../../../config/paths';
import { useAccountSetupView } from '../api/get-account-setup';
import { KycStatusBadge } from './kyc-status-badge';

function Row({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Masks as the API sends them (`••••••••1234`), spaced in fours so they read like the card. */
const spaced = (masked: string) => masked.replace(/(.{4})(?=.)/g, '$1 ');

function SubmittedDetails({ view }: { view: AccountSetupView }) {
  const { kyc, bank } = view;
  if (!kyc && !bank) return null;
  return (
    <dl className="details">
      {kyc && (
        <>
          <Row label="Name">{kyc.fullName}</Row>
          <Row label="Aadhaar">
            <span className="mono">{spaced(kyc.aadhaarNumberMasked)}</span>
          </Row>
          <Row label="PAN">
            <span className="mono">{kyc.panNumberMasked}</span>
          </Row>
        </>
      )}
      {bank && (
        <>
          <Row label="Bank account">
            <span className="mono">{bank.accountNumberMasked}</span>
          </Row>
          <Row label="IFSC">
            <span className="mono">{bank.ifsc}</span>
          </Row>
        </>
      )}
    </dl>
  );
}

export function VerificationCard() {
  const { data: view, error, mutate } = useAccountSetupView();
  if (error && !view)
    return (
      <ApiErrorBanner
        error={error}
        title="We could not load your verification details"
        onRetry={() => void mutate()}
      />
    );
  if (!view) return null;
  return (
    <Card title="Identity verification" className="verification-card">
      <dl className="details">
        <Row label="Status">
          <KycStatusBadge status={view.status} />
        </Row>
        {view.status === 'rejected' && view.rejectionReason && (
          <Row label="Reason" className="verification-card__reason">
            {view.rejectionReason}
          </Row>
        )}
      </dl>
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
