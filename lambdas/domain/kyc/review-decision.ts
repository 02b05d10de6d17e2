/**
 * POST /ops/kyc/applications/{userId}/decision: approve (the customer becomes KYC-verified and may
 * move money) or reject with a reason the customer reads. Only a pending submission can be decided,
 * and only once: the decision is its own immutable record, written in the same transaction as the
 * status change.
 */
import type { ReviewDecisionRequest, ReviewDecisionResult } from '../../../contract/kyc-review';
import { ConflictError, ForbiddenError } from '../errors';
import { customerMessages } from '../notifications/customer-messages';
import type { CustomerNotifier } from '../notifications/customer-notifier';
import { noApplication, toDecisionView } from './review-application';
import type { ReviewDecisionRecord } from './review-records';
import type { ReviewStore } from './review-store';
import type { Reviewer } from './reviewer';

export interface DecideApplicationDependencies {
  store: ReviewStore;
  now(): Date;
  /** Tells the customer the decision by email, after it is saved (best effort). */
  notifier: CustomerNotifier;
}

const alreadyDecided = () =>
  new ConflictError('This application is not waiting for a decision any more. Reload it to see why.');

export async function decideApplication(
  reviewer: Reviewer,
  userId: string,
  request: ReviewDecisionRequest,
  deps: DecideApplicationDependencies,
): Promise<ReviewDecisionResult> {
  // Four eyes: a reviewer who is also a customer never decides on their own application.
  if (reviewer.id === userId) throw new ForbiddenError('You cannot decide on your own application.');
  const { application } = await deps.store.loadApplication(userId);
  if (!application) throw noApplication();
  if (application.status !== 'pending') throw alreadyDecided();

  const record: ReviewDecisionRecord = {
    userId,
    submissionId: application.submissionId,
    frontImageKey: application.frontImageKey,
    backImageKey: application.backImageKey,
    decision: request.decision,
    ...(request.decision === 'reject' ? { reason: request.reason } : {}),
    reviewer,
    decidedAt: deps.now().toISOString(),
  };
  const status = request.decision === 'approve' ? 'approved' : 'rejected';
  const outcome = await deps.store.saveDecision(record, status);
  if (outcome === 'not-pending') throw alreadyDecided();
  if (outcome === 'busy')
    throw new ConflictError(
      'Someone else is deciding this application right now. Reload it to see the outcome.',
    );
  const at = new Date(record.decidedAt);
  await deps.notifier.tell(
    userId,
    status === 'approved' ? customerMessages.kycApproved({ at }) : customerMessages.kycRejected({ at }),
  );
  return { userId, status, decision: toDecisionView(record) };
}
