/**
 * Approve, or reject with a reason the customer can act on; both asked once more in a dialog, because a
 * decision is recorded for good. The reason is checked with the contract's own schema first.
 */
import { type ReviewDecisionRequest, ReviewDecisionRequestSchema } from '@contract/kyc-review';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { decideApplication } from '../api/decide-application';
import { ReasonField } from './reason-field';

export interface DecisionPanelProps {
  userId: string;
  fullName: string;
  onDecided: (decision: ReviewDecisionRequest) => void;
}

export function DecisionPanel({ userId, fullName, onDecided }: DecisionPanelProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [asking, setAsking] = useState<ReviewDecisionRequest | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  function ask(decision: ReviewDecisionRequest) {
    setFailure(null);
    setAsking(decision);
  }

  function askToReject() {
    const checked = ReviewDecisionRequestSchema.safeParse({ decision: 'reject', reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message ?? 'Say why');
      reasonRef.current?.focus();
      return;
    }
    ask(checked.data);
  }

  async function confirm() {
    if (!asking || pending) return;
    setPending(true);
    setFailure(null);
    try {
      await decideApplication(userId, asking);
      setAsking(null);
      onDecided(asking);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setPending(false);
    }
  }

  return (
    <Card title="Decision" description="Check the details against both images before deciding.">
      <div className="stack">
        <Button onClick={() => ask({ decision: 'approve' })}>Approve</Button>
        <div className="decision-panel__reject">
          <ReasonField
            ref={reasonRef}
            label="Reason for rejecting"
            hint="The customer sees this. Say what to correct, e.g. 'The back image is blurred: please upload a sharper photo.'"
            rows={3}
            maxLength={500}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
          <Button variant="secondary" onClick={askToReject}>
            Reject
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.decision === 'reject' ? `Reject ${fullName}?` : `Approve ${fullName}?`}
        confirmLabel={asking?.decision === 'reject' ? 'Reject application' : 'Approve application'}
        pending={pending}
        failure={failure}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking?.decision === 'reject' ? (
          <>
            <p>The customer will see this reason and can correct and resubmit:</p>
            <blockquote className="confirm-dialog__quote">{asking.reason}</blockquote>
          </>
        ) : (
          <p>
            Their identity becomes verified and money actions open for them. A decision is recorded with your
            name and cannot be edited.
          </p>
        )}
      </ConfirmDialog>
    </Card>
  );
}
