import '../kyc-review.css';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiErrorBanner } from '../../../components/errors/api-error-banner';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { LoadingLine } from '../../../components/ui/spinner/spinner';
import { ApiError } from '../../../lib/api-client';
import { useReviewQueue } from '../api/get-review-queue';
import { NotReviewer } from '../components/not-reviewer';
import { ReviewQueueTable } from '../components/review-queue-table';
import { useReviewerAccess } from '../hooks/use-reviewer-access';

/** What the application screen leaves for the queue after a decision. */
export interface QueueNotice {
  notice: string;
}

const isQueueNotice = (state: unknown): state is QueueNotice =>
  typeof (state as QueueNotice | null)?.notice === 'string';

/** Shows a decision's outcome once: the history entry's state is cleared, so a reload does not repeat it. */
function useDecisionNotice(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => (isQueueNotice(location.state) ? location.state.notice : null));
  useEffect(() => {
    if (isQueueNotice(location.state)) navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);
  return notice;
}

/** `/ops/kyc`: applications waiting for a decision, oldest first, 20 to a page. */
export function ReviewQueueScreen() {
  const access = useReviewerAccess();
  const notice = useDecisionNotice();
  // Cursors of the pages seen so far; the last is the page shown ('' for the first page).
  const [cursors, setCursors] = useState<string[]>(['']);
  const cursor = cursors.at(-1) || undefined;
  const { data, error, isLoading, mutate } = useReviewQueue(cursor, access === 'reviewer');

  if (access === 'not-reviewer' || (error instanceof ApiError && error.status === 403))
    return <NotReviewer />;

  const pageNumber = cursors.length;
  return (
    <ContentLayout
      eyebrow="KYC review"
      title="Applications to review"
      description="Oldest first. Open one to check the details against the ID images, then approve or reject."
    >
      {notice && (
        <Banner tone="success" role="status" title="Decision recorded">
          {notice}
        </Banner>
      )}
      {(access === 'checking' || isLoading) && <LoadingLine>Loading the queue…</LoadingLine>}
      {error && !data && (
        <ApiErrorBanner error={error} title="We could not load the queue" onRetry={mutate} />
      )}
      {data && (
        <Card as="div" className="review-queue">
          {data.applications.length === 0 ? (
            <p className="muted review-queue__empty">
              {pageNumber === 1
                ? 'Nothing is waiting for review. New applications appear here.'
                : 'No more applications.'}
            </p>
          ) : (
            <ReviewQueueTable applications={data.applications} />
          )}
          {(pageNumber > 1 || data.next) && (
            <nav className="review-queue__pages" aria-label="Queue pages">
              <Button
                variant="secondary"
                size="sm"
                disabled={pageNumber === 1}
                onClick={() => setCursors((seen) => seen.slice(0, -1))}
              >
                Previous page
              </Button>
              <span className="muted">Page {pageNumber}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={!data.next}
                onClick={() => data.next && setCursors((seen) => [...seen, data.next ?? ''])}
              >
                Next page
              </Button>
            </nav>
          )}
        </Card>
      )}
    </ContentLayout>
  );
}
