/**
 * `npm run ops -- kyc …`: the KYC review from the command line, through the same domain functions
 * and adapters as the reviewer routes. Decisions and reads are recorded with the reviewer
 * `ops-cli:<os user>`.
 */
import { userInfo } from 'node:os';
import type { ReviewApplication } from '../../contract/kyc-review';
import { ReviewDecisionRequestSchema, ReviewQueueQuerySchema } from '../../contract/kyc-review';
import { openDepositAccountAfterApproval } from '../../lambdas/adapters/deposit-account-opening';
import { fieldCipher } from '../../lambdas/adapters/field-cipher/field-cipher-from-environment';
import { reviewQueueStore, reviewStore } from '../../lambdas/adapters/kyc-review-repository';
import { customerNotifier } from '../../lambdas/adapters/notifications/ses-customer-notifier';
import { s3UploadStorage } from '../../lambdas/adapters/s3-upload-storage';
import { openApplicationForReview } from '../../lambdas/domain/kyc/review-application';
import { decideApplication } from '../../lambdas/domain/kyc/review-decision';
import { reviewQueue } from '../../lambdas/domain/kyc/review-queue';
import { operatorReviewer } from '../../lambdas/domain/kyc/reviewer';
import { fieldErrorsOf } from '../../lambdas/http/request-body';
import { customerUserId } from './customer-lookup';
import { OpsUsageError } from './ops-environment';

const now = () => new Date();
const operator = () => operatorReviewer(userInfo().username);

export interface KycCommandInput {
  command: string;
  /** The customer's user id, or the email they signed up with. */
  customer?: string;
  reason?: string;
  limit?: string;
  cursor?: string;
}

const customerOf = (input: KycCommandInput) => customerUserId(input.customer, `kyc ${input.command}`);

async function list(input: KycCommandInput): Promise<string> {
  const query = ReviewQueueQuerySchema.safeParse({
    ...(input.limit ? { limit: input.limit } : {}),
    ...(input.cursor ? { cursor: input.cursor } : {}),
  });
  if (!query.success) throw new OpsUsageError(Object.values(fieldErrorsOf(query.error.issues)).join(' '));
  const page = await reviewQueue(query.data, reviewQueueStore);
  if (page.applications.length === 0) return 'No applications are waiting for review.';
  const lines = page.applications.map(
    (application) =>
      `${application.submittedAt}  ${application.userId}  ${application.email}  ${application.fullName}`,
  );
  if (page.next) lines.push('', `More: npm run ops -- kyc list --cursor ${page.next}`);
  return lines.join('\n');
}

function describeApplication(application: ReviewApplication): string {
  const { address, bank } = application;
  return [
    `Customer      ${application.userId}  ${application.email}`,
    `Status        ${application.status} (submitted ${application.submittedAt})`,
    `Full name     ${application.fullName}`,
    `Address       ${[address.line1, address.line2, address.city, address.state, address.pinCode].filter(Boolean).join(', ')}`,
    `Aadhaar       ${application.aadhaarNumber}`,
    `PAN           ${application.panNumber}`,
    `Bank          ${bank.accountHolderName}, account ${bank.accountNumber}, IFSC ${bank.ifsc}`,
    `Front image   ${application.frontImageUrl}`,
    `Back image    ${application.backImageUrl}`,
    '              (links last 15 minutes)',
    ...(application.decisions.length === 0
      ? ['Decisions     none yet']
      : application.decisions.map(
          (decision, index) =>
            `${index === 0 ? 'Decisions' : ''}`.padEnd(14) +
            `${decision.decidedAt}  ${decision.decision}  by ${decision.reviewer}${decision.reason ? `: ${decision.reason}` : ''}`,
        )),
  ].join('\n');
}

async function show(input: KycCommandInput): Promise<string> {
  const application = await openApplicationForReview(operator(), await customerOf(input), {
    store: reviewStore,
    cipher: fieldCipher(),
    images: s3UploadStorage(),
    now,
  });
  return describeApplication(application);
}

async function decide(input: KycCommandInput): Promise<string> {
  const userId = await customerOf(input);
  const request = ReviewDecisionRequestSchema.safeParse(
    input.command === 'approve' ? { decision: 'approve' } : { decision: 'reject', reason: input.reason },
  );
  if (!request.success)
    throw new OpsUsageError(
      `${Object.values(fieldErrorsOf(request.error.issues)).join(' ')} (reject needs --reason "…").`,
    );
  const result = await decideApplication(operator(), userId, request.data, {
    store: reviewStore,
    now,
    notifier: customerNotifier(),
  });
  // As through the reviewers' screen: the approved customer's deposit account is ready at once.
  if (result.status === 'approved') await openDepositAccountAfterApproval(userId);
  return `${userId} is now ${result.status} (recorded ${result.decision.decidedAt} by ${result.decision.reviewer}).`;
}

export const kycCommands: Record<string, (input: KycCommandInput) => Promise<string>> = {
  list,
  show,
  approve: decide,
  reject: decide,
};
