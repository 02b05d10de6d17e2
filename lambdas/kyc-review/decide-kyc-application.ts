/**
 * POST /ops/kyc/applications/{userId}/decision — approve, or reject with a reason (recorded, final).
 * An approval also opens the customer's deposit account, so it is ready on their first visit.
 */
import { kycReviewRoutes } from '../../contract/routes/kyc-review';
import { now } from '../adapters/clock';
import { openDepositAccountAfterApproval } from '../adapters/deposit-account-opening';
import { reviewStore } from '../adapters/kyc-review-repository';
import { customerNotifier } from '../adapters/notifications/ses-customer-notifier';
import { emailOfUser } from '../adapters/user-directory';
import { decideApplication } from '../domain/kyc/review-decision';
import { reviewerOf } from '../domain/kyc/reviewer';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

export const handler = apiHandler(
  kycReviewRoutes.decideKycApplication,
  async ({ caller, body, pathParameters }) => {
    const result = await decideApplication(
      await reviewerOf(caller, emailOfUser),
      pathParameters.userId,
      body,
      {
        store: reviewStore,
        now,
        notifier: customerNotifier(),
      },
    );
    if (result.status === 'approved') await openDepositAccountAfterApproval(result.userId);
    return json(result);
  },
);
