import '../kyc-review.css';
import type { ReviewDecisionRequest } from '@contract/kyc-review';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Badge } from '../../../components/ui/badge/badge';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { LoadingLine } from '../../../components/ui/spinner/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatIstDateTime } from '../../../lib/format-time';
import { useReviewApplication } from '../api/get-review-application';
import { ApplicationDetails } from '../components/application-details';
import { DecisionHistory } from '../components/decision-history';
import { DecisionPanel } from '../components/decision-panel';
import { IdDocument } from '../components/id-document';
import { NotReviewer } from '../components/not-reviewer';
import { useReviewerAccess } from '../hooks/use-reviewer-access';
import type { QueueNotice } from './review-queue-screen';

const STATUS_BADGE = {
  pending: <Badge tone="warning">Waiting for review</Badge>,
  approved: <Badge tone="success">Approved</Badge>,
  rejected: <Badge tone="error">Rejected</Badge>,
  'not-submitted': <Badge>Not submitted</Badge>,
} as const;

function BackToQueue() {
  return (
    <p className="review-back">
      <Link to={paths.ops.kycQueue.getHref()}>← Back to the queue</Link>
    </p>
  );
}

/** `/ops/kyc/:userId`: one application in full, its two ID images, the decision and its history. */
export function ReviewApplicationScreen() {
  const { userId } = useParams();
  const navigate = useNavigate();
  const access = useReviewerAccess();
  const { data: application, error, mutate } = useReviewApplication(userId, access === 'reviewer');

  if (access === 'not-reviewer' || (error instanceof ApiError && error.status === 403))
    return <NotReviewer />;

  function decided(decision: ReviewDecisionRequest) {
    const name = application?.fullName ?? 'The application';
    const state: QueueNotice = {
      notice:
        decision.decision === 'approve'
          ? `${name} is approved: their identity is verified.`
          : `${name} is rejected. They will see your reason and can send corrected details.`,
    };
    navigate(paths.ops.kycQueue.getHref(), { state });
  }

  if (!application)
    return (
      <ContentLayout eyebrow="KYC review" title="Application">
        <BackToQueue />
        {error ? (
          <Banner
            tone="error"
            role="alert"
            title={
              error instanceof ApiError && error.status === 404
                ? 'No such application'
                : 'We could not load this application'
            }
            actions={
              <Button variant="secondary" size="sm" onClick={() => void mutate()}>
                Try again
              </Button>
            }
          >
            {error instanceof Error ? error.message : 'Please try again.'}
          </Banner>
        ) : (
          <LoadingLine>Loading the application…</LoadingLine>
        )}
      </ContentLayout>
    );

  return (
    <ContentLayout
      eyebrow="KYC review"
      title={application.fullName}
      description={
        <>
          {STATUS_BADGE[application.status]} Sent on {formatIstDateTime(application.submittedAt)} by{' '}
          {application.email}
        </>
      }
    >
      <BackToQueue />
      <ApplicationDetails application={application} />
      <Card title="ID images" description="Links last 15 minutes. Reload the page for fresh ones.">
        <div className="id-documents">
          <IdDocument label="Front of ID" url={application.frontImageUrl} />
          <IdDocument label="Back of ID" url={application.backImageUrl} />
        </div>
      </Card>
      <div className="split">
        {application.status === 'pending' ? (
          <DecisionPanel userId={application.userId} fullName={application.fullName} onDecided={decided} />
        ) : (
          <Card title="Decision">
            <p className="muted">
              This application is not waiting for review, so there is nothing to decide.
            </p>
          </Card>
        )}
        <DecisionHistory decisions={application.decisions} />
      </div>
    </ContentLayout>
  );
}
